import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { axeFindings, expect, test, chooseOfflineLakSample, openInApp, saveScreenshot, signInAsDemo } from './support';

const PUBLIC = new Set<string>([paths.login, paths.register, paths.demo]);

/**
 * Every route of the route table, built from `paths` (the one place route strings are spelled): a
 * route added there later is checked here without touching this file. Routes with an id are visited
 * for the own user and for another user. Visiting another user's route makes them the viewed user, so
 * the routes of the own data (those without an id, and the own id's) come first, the other user's last.
 */
function routesFor(ownId: number, otherId: number): string[] {
  const own: string[] = [];
  const other: string[] = [];
  for (const value of Object.values(paths)) {
    if (typeof value === 'string') {
      if (value !== paths.root && !PUBLIC.has(value)) own.push(value);
    } else {
      own.push(value(ownId));
      other.push(value(otherId));
    }
  }
  return [...new Set([...own, ...other])];
}

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'small-phone', width: 360, height: 780 },
] as const;

/**
 * Waits until the route has drawn its heading and no spinner is left. (Not Playwright's networkidle:
 * with the service worker's network events on, a request the page before let go of as it left can
 * stay open in its count, and the wait never ends.)
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.spinner-border:not(.spinner-border-sm)')).toHaveCount(0, { timeout: 15_000 });
}

/** How far the page scrolls sideways (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** How far the page scrolls sideways after a resize, once what follows its box has had a second to redraw. */
async function overflowOnceRedrawn(page: Page): Promise<number> {
  for (let tries = 0; tries < 10; tries += 1) {
    if ((await overflow(page)) <= 0) return 0;
    await page.waitForTimeout(100);
  }
  return overflow(page);
}

const screenshotName = (route: string, size: string) => `route${route.replace(/[^a-zA-Z0-9]+/g, '-')}-${size}.png`;

/** The id of another seeded user, through the same search the sidebar uses. */
async function otherUserId(page: Page, ownId: number): Promise<number> {
  const users = await page.evaluate(async () => {
    const response = await fetch('/api/accounts/user-search/mateo/', { headers: { Authorization: `Token ${localStorage.getItem('accessToken')}`, Accept: 'application/json' } });
    return (await response.json()) as { id: number }[];
  });
  const other = users.find((user) => user.id !== ownId);
  if (!other) throw new Error('no other seeded user found');
  return other.id;
}

test.describe.configure({ timeout: 300_000 });

test('public routes: no serious or critical axe findings, no sideways scrolling, no missing files', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && !new URL(response.url()).pathname.startsWith('/api/')) missing.push(response.url());
  });
  const findings: string[] = [];
  const wide: string[] = [];
  for (const route of PUBLIC) {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(route);
      await settle(page);
      // the built-in backend starts after a public page's first paint, and its worker reloads a page it
      // does not control yet: check the page the user has once it controls it (deploy tests do the same)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await settle(page);
      if (size.name === 'desktop') findings.push(...(await axeFindings(page, route)));
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${route} at ${size.width} px: ${extra} px`);
      await saveScreenshot(page, screenshotName(route, size.name), { fullPage: true });
    }
    // the public header fits on one line on a phone
    const header = page.getByRole('navigation', { name: 'Public' });
    const box = await header.boundingBox();
    expect(box?.height ?? 0, `header height on ${route}`).toBeLessThan(80);
  }
  expect(findings).toEqual([]);
  expect(wide).toEqual([]);
  expect(missing).toEqual([]);
});

// the conference screens are checked on the offline sample (lak-corpus.spec.ts builds the corpus from intercepted sources)
test.beforeEach(async ({ page }) => {
  await chooseOfflineLakSample(page);
});

/**
 * The walks over the signed-in routes, one test each (each stays well within its time, and workers,
 * E2E_WORKERS, can share them): a route is loaded at the walk's first size, as a phone or a desktop
 * would (charts measure their box when they draw), then the window narrows to its next size, where the
 * page must still fit (charts follow their box).
 */
const WALKS = [
  { name: 'desktop', sizes: [SIZES[0]], axe: true },
  { name: 'phone', sizes: [SIZES[1], SIZES[2]], axe: false },
] as const;

for (const walk of WALKS) {
  const widths = walk.sizes.map((size) => size.width).join(' and ');
  const checks = walk.axe ? 'no serious or critical axe findings, no sideways scrolling' : 'no sideways scrolling';
  test(`every signed-in route, own and other-user views, ${walk.name} (${widths} px): ${checks}`, async ({ page }) => {
    // some 30 routes with axe: minutes on a busy 2-core machine
    test.setTimeout(400_000);
    const [first, ...narrower] = walk.sizes;
    const resizeTo = (size: (typeof SIZES)[number]) => page.setViewportSize({ width: size.width, height: size.height });
    await resizeTo(first);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && !new URL(response.url()).pathname.startsWith('/api/')) missing.push(response.url());
    });
    const ownId = Number(await signInAsDemo(page));
    const otherId = await otherUserId(page, ownId);
    const routes = routesFor(ownId, otherId);
    expect(routes.length).toBeGreaterThan(20);

    const findings: string[] = [];
    const wide: string[] = [];
    for (const route of routes) {
      await resizeTo(first);
      await openInApp(page, route);
      await settle(page);
      const shown = new URL(page.url()).pathname;
      if (walk.axe) findings.push(...(await axeFindings(page, shown)));
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${shown} at ${first.width} px: ${extra} px`);
      await saveScreenshot(page, screenshotName(route, first.name), { fullPage: true });
      for (const size of narrower) {
        await resizeTo(size);
        const narrowed = await overflowOnceRedrawn(page);
        if (narrowed > 0) wide.push(`${shown} at ${size.width} px (narrowed from ${first.width} px): ${narrowed} px`);
      }
    }
    expect(findings).toEqual([]);
    expect(wide).toEqual([]);
    expect(missing).toEqual([]);
  });
}

test('dialogs and menus open: no serious or critical axe findings', async ({ page }) => {
  await signInAsDemo(page, paths.viewPapers);
  const findings: string[] = [];

  await settle(page);
  const options = page.getByRole('button', { name: /^Options for / }).first();
  await options.click();
  findings.push(...(await axeFindings(page, 'publications: options menu')));
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await axeFindings(page, 'publications: paper detail')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await options.click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await axeFindings(page, 'publications: remove dialog')));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await openInApp(page, paths.keywords);
  await settle(page);
  await page.getByRole('button', { name: /^Delete / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await axeFindings(page, 'interests: remove dialog')));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // the narrow sidebar opened from the top bar
  await page.setViewportSize({ width: 390, height: 844 });
  await openInApp(page, paths.dashboard);
  await settle(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  findings.push(...(await axeFindings(page, 'sidebar open on a phone')));
  await saveScreenshot(page, 'sidebar-open-phone.png');

  expect(findings).toEqual([]);
});

test('a dialog taller than the screen: its body takes the focus and scrolls by keyboard, axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 480 });
  await signInAsDemo(page, paths.viewPapers);
  await settle(page);
  await page.getByRole('button', { name: /^Options for / }).first().click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const body = dialog.locator('.modal-body');
  const overflow = await body.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(overflow).toBeGreaterThan(0);
  await expect(body).toHaveAttribute('tabindex', '0');
  // Tab from the close button reaches the body; arrow keys scroll it
  await dialog.getByRole('button', { name: 'Close' }).first().focus();
  await page.keyboard.press('Tab');
  await expect(body).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  const findings = await axeFindings(page, 'publications: paper detail on a short screen');
  expect(findings).toEqual([]);
});

test('the login page after the server ended the session: says so, passes axe', async ({ page }) => {
  await signInAsDemo(page);
  await page.evaluate(() => localStorage.setItem('accessToken', 'revoked-token'));
  await page.goto(paths.dashboard);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await axeFindings(page, 'login after the session ended')).toEqual([]);
  await saveScreenshot(page, 'session-ended.png');
});
