/**
 * A page of the standalone build that the browser keeps in its back/forward cache while the user
 * visits another site. Chromium keeps such a page only while another tab of the app stays open (the
 * service worker unregisters itself when its last page goes, and the next page of the same origin
 * would ask for the backend's lock: either evicts the page). Back on it, the app starts again
 * (src/lib/demo-mode.ts) and joins the open tab's backend (src/backend/browser.ts): what the other
 * tab saved meanwhile is there, and what it saves now the other tab sees.
 *
 * Playwright turns the cache off by default, and Debian's headless shell has none: this file runs
 * Debian's Chromium with the cache on.
 */
import type { Page } from '@playwright/test';
import CHROMIUM_FLAGS from '../../scripts/chromium-flags.json' with { type: 'json' };
import { DEBIAN_CHROMIUM, OFFLINE_HOST_RESOLVER } from '../../scripts/lib/test-browser.mjs';
import { paths } from '../../src/config/paths';
import { expect, signInAsDemo, test } from './support';

test.use({ launchOptions: { executablePath: DEBIAN_CHROMIUM, ignoreDefaultArgs: ['--disable-back-forward-cache'], args: [...CHROMIUM_FLAGS, OFFLINE_HOST_RESOLVER] } });

/** Adds an interest in Manage Interests, not yet saved. */
async function addInterest(page: Page, name: string) {
  const add = page.getByRole('form', { name: 'Add an interest' });
  await add.getByLabel('New interest').fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
}

const SAVED = 'Your Changes Has Been Successfully Updated!';

test('a page back from the back/forward cache starts again on the same data: the other tab’s edit is there, its own edit reaches the other tab', async ({ page, context }) => {
  test.setTimeout(120_000);
  // every pageshow of the first page, in order: P when it came from the back/forward cache
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      sessionStorage.setItem('pageshows', `${sessionStorage.getItem('pageshows') ?? ''}${event.persisted ? 'P' : 'n'}`);
    });
  });
  await signInAsDemo(page, paths.keywords);
  const form = page.getByRole('form', { name: 'Interests' });
  await expect(form.locator('[data-row-key]').first()).toBeVisible({ timeout: 30_000 });
  const other = await context.newPage();
  await other.goto(paths.keywords);
  const otherForm = other.getByRole('form', { name: 'Interests' });
  await expect(otherForm.locator('[data-row-key]').first()).toBeVisible({ timeout: 30_000 });

  // the first page visits another site (another origin: no lock of its own, no service worker)
  await page.goto(new URL('/favicon.svg', page.url().replace('127.0.0.1', 'localhost')).href);
  await addInterest(other, 'zz saved while the first page was away');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  // answered by the other page's worker, which leads once the page left has let the lock go
  await expect(other.getByText(SAVED)).toBeVisible({ timeout: 30_000 });

  await page.goBack({ waitUntil: 'commit' });
  await expect(form.getByRole('group', { name: 'zz saved while the first page was away', exact: true })).toBeVisible({ timeout: 30_000 });
  // it came back from the cache (then started again: a second pageshow)
  expect(await page.evaluate(() => sessionStorage.getItem('pageshows'))).toMatch(/^nP/);

  await addInterest(page, 'zz saved after coming back');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await other.reload();
  await expect(otherForm.getByRole('group', { name: 'zz saved after coming back', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(otherForm.getByRole('group', { name: 'zz saved while the first page was away', exact: true })).toHaveCount(1);
});
