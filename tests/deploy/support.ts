import { expect, type Page } from '@playwright/test';

/** Origins of the two nginx sites started by scripts/deploy-test.mjs. */
export const API_SITE = process.env.DEPLOY_API_ORIGIN ?? 'http://127.0.0.1:4183';
export const SUBPATH_SITE = `${process.env.DEPLOY_SUBPATH_ORIGIN ?? 'http://127.0.0.1:4184'}/rima`;
/** The backend named in the API site's config.json (the build itself defaults to another one). */
export const API_URL = process.env.DEPLOY_API_URL ?? 'http://api.rima.test';
export const WORK_DIR = process.env.DEPLOY_WORK_DIR ?? 'dist-nginx';

/**
 * Collects Content-Security-Policy violations of a page: the securitypolicyviolation events (from an
 * init script, so none is missed before the app starts) and the browser's "Refused to ..." messages.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    return [...events, ...messages];
  };
}

/** The page shows a screen of the app, not a start-up or error screen. */
export async function expectAppScreen(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('heading', { name: /RIMA could not start|Something went wrong|could not be shown/ })).toHaveCount(0);
}
