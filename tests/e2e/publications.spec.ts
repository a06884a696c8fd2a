import type { Page } from '@playwright/test';
import { axeFindings, expect, test, saveScreenshot, signInAsDemo } from './support';

async function openPublications(page: Page) {
  await signInAsDemo(page, '/recommendation/publications');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended Papers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your interests' }).getByRole('listitem')).toHaveCount(5);
}

test('publications by keyboard: recommend, open Why?, leave out a paper it names, drop a keyphrase and see the score change', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPublications(page);
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/recommended-publications')) asked += 1;
  });

  await page.getByRole('button', { name: 'Recommend' }).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Recommended publications' });
  await expect(list).toBeVisible({ timeout: 120_000 });
  const card = list.getByRole('article').first();
  const score = card.getByText(/^Similarity Score: \d+ %$/);
  const before = await score.textContent();
  await saveScreenshot(page, 'publications-1366.png', { fullPage: true, animations: 'disabled' });

  // a marked keyphrase says its similarity on keyboard focus
  const mark = card.locator('mark').first();
  await mark.focus();
  await expect(mark).toHaveAttribute('title', /^Similarity with .+: \d+ %$/);

  const why = card.getByRole('button', { name: 'Why?' });
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('group', { name: 'Keyphrases of this paper by weight' })).toBeVisible({ timeout: 30_000 });
  const focused = card.getByRole('heading', { level: 3, name: /^Similarity of “/ });
  const first = (await focused.textContent()) ?? '';
  await card.getByRole('group', { name: 'Keyphrases of this paper by weight' }).getByRole('button').nth(1).focus();
  await expect(focused).not.toHaveText(first);
  await expect(card.getByRole('table', { name: /^Similarity of “/ })).toBeAttached();
  // a paper of the researcher's named under Why? can be left out: the score without it is said, never above the card's
  const named = card.getByRole('region', { name: 'The papers named above' });
  const leaveOut = named.getByRole('button', { name: /^What if this paper were left out\? \(/ }).first();
  await leaveOut.focus();
  await page.keyboard.press('Enter');
  await expect(named.getByText(/^Without it the score would (be \d+\.\d, \d+\.\d lower|stay \d+\.\d: the next closest of your papers does as well)\.$/).first()).toBeVisible({ timeout: 30_000 });
  await expect(leaveOut).toBeFocused();
  await saveScreenshot(page, 'publications-why-1366.png', { animations: 'disabled' });
  expect(await axeFindings(page, 'Why? of a recommended paper', { rules: 'all' })).toEqual([]);

  const whatIf = card.getByRole('button', { name: 'What if?' });
  await whatIf.focus();
  await page.keyboard.press('Enter');
  const drop = card.getByRole('button', { name: /^Drop / }).first();
  await drop.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Modified')).toBeVisible({ timeout: 30_000 });
  await expect(score).not.toHaveText(before ?? '', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Reset' }).press('Enter');
  await expect(score).toHaveText(before ?? '');
  expect(asked).toBe(1);

  // coming back to the page shows the same papers without asking again
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts & People' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Posts & People' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Recommended publications' })).toBeVisible();
  expect(asked).toBe(1);
});

test('publications on a phone: the wait, then cards and Why? without sideways scrolling', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPublications(page);
  await page.getByRole('button', { name: 'Recommend' }).click();
  await expect(page.getByRole('progressbar', { name: 'Searching papers and scoring them against your interests' })).toBeVisible();
  await saveScreenshot(page, 'publications-wait-390.png', { animations: 'disabled' });
  const list = page.getByRole('list', { name: 'Recommended publications' });
  await expect(list).toBeVisible({ timeout: 120_000 });
  await list.getByRole('article').first().getByRole('button', { name: 'Why?' }).click();
  await saveScreenshot(page, 'publications-390.png', { animations: 'disabled' });
  await list.getByRole('article').first().getByRole('button', { name: 'Why?' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'publications-why-390.png', { animations: 'disabled' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

});
