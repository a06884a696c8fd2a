import type { Locator, Page } from '@playwright/test';
import { axeFindings, expect, test, chartDrawing, saveScreenshot, signInAsDemo, tabTo } from './support';

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
}

/**
 * From a focused word or bar, by keyboard: Enter opens its menu on "Why this interest?", Enter opens the
 * dialog, Enter on the newest paper's title opens its abstract with the keyphrases marked, Escape
 * closes, and focus is back on the word or bar.
 */
async function walkWhy(page: Page, mark: Locator, shot: string, findings: string[]) {
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Interest learning analytics' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Why this interest?' })).toBeFocused();
  await expect(menu.getByRole('menuitem')).toHaveText(['Why this interest?', 'Edit']);
  await saveScreenshot(page, `${shot}-menu.png`);
  findings.push(...(await axeFindings(page, `${shot}: menu`)));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Why this interest: learning analytics' });
  await expect(dialog).toBeVisible();
  await expect(menu).toHaveCount(0);
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Title', 'Authors']);
  const newest = table.getByRole('button').first();
  await tabTo(page, newest, 60);
  await page.keyboard.press('Enter');
  await expect(newest).toHaveAttribute('aria-expanded', 'true');
  const detail = page.locator(`[id="${await newest.getAttribute('aria-controls')}"]`);
  await expect(detail.getByRole('link', { name: /^See paper on Semantic Scholar/ })).toBeVisible();
  await expect(detail.locator('mark').first()).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Keyphrases behind this interest' }).getByRole('listitem').first()).toBeVisible();
  await saveScreenshot(page, `${shot}-why.png`);
  findings.push(...(await axeFindings(page, `${shot}: why dialog`)));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(mark).toBeFocused();
}

test('Interest Overview by keyboard: word and bar -> menu -> Why this interest? -> a paper -> close, focus back; axe finds nothing serious', async ({ page }) => {
  test.setTimeout(240_000);
  const ownId = await signInAsDemo(page);
  const findings: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/app/cloud-chart/${ownId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Interest Overview' })).toBeVisible();
    // a phone opens on the bars (a cloud there would stand most words on end): the cloud is one press away
    if (size.name === 'phone') {
      const cloudView = page.getByRole('button', { name: 'Word cloud', exact: true });
      await expect(cloudView).toHaveAttribute('aria-pressed', 'false');
      await cloudView.click();
    }

    const word = page.getByRole('group', { name: 'Interests by weight' }).getByRole('button', { name: 'learning analytics' });
    await expect(word).toBeVisible({ timeout: 15_000 });
    await tabTo(page, word, 200);
    await expect(page.getByRole('status').filter({ hasText: 'learning analytics:' })).toContainText(/from publications/);
    await walkWhy(page, word, `overview-cloud-${size.name}`, findings);
    await noSidewaysScroll(page);

    const switchTo = page.getByRole('button', { name: 'Bar chart', exact: true });
    await tabTo(page, switchTo, 200);
    await page.keyboard.press('Enter');
    await expect(switchTo).toHaveAttribute('aria-pressed', 'true');
    const bar = page.getByRole('list', { name: 'Interest bars by weight' }).getByRole('button', { name: /^learning analytics: weight / });
    await expect(bar).toBeAttached();
    await chartDrawing(page.locator('.rima-interest-bars'));
    await saveScreenshot(page, `overview-bars-${size.name}.png`, { fullPage: true });
    findings.push(...(await axeFindings(page, `bars ${size.name}`)));
    await tabTo(page, bar, 200);
    await walkWhy(page, bar, `overview-bars-${size.name}`, findings);
    await noSidewaysScroll(page);
  }
  expect(findings).toEqual([]);
});

test('Interest Overview by mouse: pointing at a word says its source, a click opens its menu, Why shows its posts, Close returns to the word', async ({ page }) => {
  await signInAsDemo(page, (id) => `/app/cloud-chart/${id}`);
  const word = page.getByRole('group', { name: 'Interests by weight' }).getByRole('button', { name: 'learning analytics' });
  await expect(word).toBeVisible({ timeout: 15_000 });
  await word.hover();
  await expect(page.getByRole('status').filter({ hasText: 'learning analytics:' })).toContainText('from publications and posts');
  await word.click();
  await page.getByRole('menuitem', { name: 'Why this interest?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why this interest: learning analytics' });
  await expect(dialog.getByRole('tab', { name: 'Publications' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Posts' }).click();
  await expect(dialog.getByRole('list', { name: 'Related posts' }).getByRole('listitem').first()).toBeVisible();
  await saveScreenshot(page, 'overview-why-tweets-desktop.png');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(word).toBeFocused();
  // Edit on the own profile: the address asks Manage Interests for the interest
  await word.click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\?manage=learning\+analytics$/);
});
