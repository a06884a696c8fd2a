import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, saveScreenshot, scrollThrough, signInAsDemo, tabTo } from './support';

/** Presses Enter on the focused menu item and returns the file that it downloads. */
async function enterDownloads(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '') };
}

/** Presses ArrowDown in the open menu until the item named `name` has focus. */
async function arrowTo(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect(item).toBeVisible();
  for (let presses = 0; presses < 6; presses += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
}

test('the whole scrutable profile by keyboard alone: why an interest is there, change its weight, the charts follow, how the profile was built, download the profile and a chart', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsDemo(page, (id) => `/app/cloud-chart/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Overview' })).toBeVisible();

  // the word: where it comes from, then why it is there
  const word = page.getByRole('group', { name: 'Interests by weight' }).getByRole('button', { name: 'learning analytics' });
  await expect(word).toBeVisible({ timeout: 15_000 });
  await tabTo(page, word, 200);
  await expect(page.getByRole('status').filter({ hasText: 'learning analytics:' })).toContainText(/from publications/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Why this interest?' })).toBeFocused();
  await page.keyboard.press('Enter');
  const why = page.getByRole('dialog', { name: 'Why this interest: learning analytics' });
  await expect(why.getByRole('table').getByRole('columnheader')).toHaveText(['Year', 'Title', 'Authors']);
  await expect(why.getByRole('region', { name: 'Keyphrases behind this interest' }).getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(why).toHaveCount(0);
  await expect(word).toBeFocused();

  // Edit from the same menu: Manage Interests opens on the interest's row; its weight goes to 1 and is saved
  await page.keyboard.press('Enter');
  await arrowTo(page, 'Edit');
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Manage Interests' });
  const row = editor.getByRole('group', { name: 'learning analytics', exact: true });
  await expect(row.getByLabel('Interest name')).toBeFocused({ timeout: 30_000 });
  const slider = row.getByRole('slider', { name: 'Weight' });
  await tabTo(page, slider, 5);
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('1');
  await expect(row.getByRole('status')).toHaveText('1.0');
  await saveScreenshot(page, 'scrutable-path-edit.png');
  await tabTo(page, editor.getByRole('button', { name: 'Save', exact: true }), 400);
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await expect(page.getByText('Your Changes Has Been Successfully Updated!')).toBeVisible();

  // the overview's bars show the saved weight without a reload
  const barsSwitch = page.getByRole('button', { name: 'Bar chart', exact: true });
  await tabTo(page, barsSwitch, 200);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Interest bars by weight' }).getByRole('button', { name: /^learning analytics: weight 1(\.0)?\b/ })).toBeAttached({ timeout: 15_000 });

  // download the profile (JSON) from the overview's Download menu: it holds the new weight
  await tabTo(page, page.getByRole('button', { name: 'Download', exact: true }), 200);
  await page.keyboard.press('Enter');
  await arrowTo(page, 'Download profile (JSON)');
  const profile = await enterDownloads(page);
  expect(profile.name).toMatch(/^rima-interest-profile-[a-z-]+-\d{4}-\d\d-\d\d\.json$/);
  expect(profile.text).toMatch(/"learning analytics"/);
  const saved = (JSON.parse(profile.text) as { interests: { keyword: string; weight: number }[] }).interests.find((interest) => interest.keyword === 'learning analytics');
  expect(saved?.weight).toBe(1);

  // and a chart: the bars' data as CSV from their card's export menu
  await tabTo(page, page.getByRole('button', { name: /^Export Bar chart of/ }), 200);
  await page.keyboard.press('Enter');
  await arrowTo(page, 'Download data (CSV)');
  const chart = await enterDownloads(page);
  expect(chart.name).toMatch(/\.csv$/);
  expect(chart.text).toMatch(/^learning analytics,1,from [a-z ]+\r?$/m);

  // how the profile was built: the five steps, on the same data
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'How does it work?' }), 200);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How does it work?' })).toBeFocused();
  const steps = page.getByRole('main').getByRole('heading', { level: 2, name: /^Step \d: / });
  await expect(steps).toHaveText(['Step 1: Data sources', 'Step 2: Collected publications', 'Step 3: Extracted keyphrases', 'Step 4: Generated profile', 'Step 5: Resulting interest profile']);
  await scrollThrough(page);
  await expect(page.getByRole('list', { name: 'How the top 5 interests were formed' }).getByRole('listitem')).toHaveCount(5);
  await saveScreenshot(page, 'scrutable-path-how.png', { fullPage: true });
});
