import type { Page } from '@playwright/test';
import { expect, test, saveScreenshot, signInAsDemo } from './support';

/** The URLs of the scripts the page has requested so far whose name contains `part`. */
function scriptsRequested(page: Page, part: string): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes(part)) seen.push(request.url());
  });
  return () => [...seen];
}

test.describe('the sidebar user search', () => {
  test('loads its combobox on first focus, keeps what is typed, and is driven by the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const live = scriptsRequested(page, 'user-search-live');
    await signInAsDemo(page);
    const search = page.getByRole('combobox', { name: 'Search for users' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    // the signed-in pages do not load the combobox until the field is used
    expect(live()).toEqual([]);
    await search.focus();
    // typed at once, whether or not the library has arrived yet
    await page.keyboard.type('Jona');
    await expect(search).toHaveValue('Jona');
    await expect(search).toBeFocused();
    await expect(page.getByRole('option', { name: 'Jonas Berg' })).toBeVisible();
    // the focus asked for the combobox's chunk, once. Playwright reports a request the service worker
    // answered only when its response arrives, and routing outside hosts makes that later: wait for it.
    await expect.poll(live).toHaveLength(1);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    // while the list is open (the rest of the page hidden from assistive technology) the count is still read out
    const status = page.getByTestId('user-search-status');
    await expect(status).toHaveText(/^\d+ users? found$/);
    expect(await status.evaluate((region) => region.closest('[inert], [aria-hidden="true"]') === null)).toBe(true);
    await saveScreenshot(page, 'user-search-desktop.png');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/profile\/\d+$/);
    await expect(page.getByTestId('similarity-header')).toContainText('Jonas Berg');
    await expect(search).toHaveValue('');
  });
});

test.describe('the sidebar user search on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('lists its suggestions over the menu, and a tap on one opens the profile and closes the menu', async ({ page }) => {
    await signInAsDemo(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const search = page.getByRole('combobox', { name: 'Search for users' });
    await search.tap();
    await page.keyboard.type('Ma');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'Mateo Alvarez' })).toBeVisible();
    // React Aria shows the list once the on-screen keyboard has opened (here there is none: after its wait)
    await expect(listbox.locator('xpath=..')).toHaveCSS('opacity', '1');
    await saveScreenshot(page, 'user-search-phone.png');
    // the tap lands on the suggestion, not on the menu under it
    await listbox.getByRole('option', { name: 'Mateo Alvarez' }).tap();
    await expect(page).toHaveURL(/\/app\/profile\/\d+$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('similarity-header')).toContainText('Mateo Alvarez');
  });
});
