import type { Page } from '@playwright/test';
import { expect, test, saveScreenshot, signInAsDemo } from './support';

async function openPostsAndPeople(page: Page) {
  // any id: the page replaces it with the stored user id
  await signInAsDemo(page, '/recommendation/twitter-scanner/0');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts & People' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended posts' })).toBeVisible();
}

test('Posts & People in the standalone build, seeded account: add a tag, see its posts, save one and find it under Saved Posts', async ({ page }) => {
  await openPostsAndPeople(page);
  await expect(page).toHaveURL(/\/recommendation\/twitter-scanner\/\d+$/);
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('listitem')).toHaveCount(5);

  // a new tag, put first so that its posts lead the list
  await page.getByRole('combobox', { name: 'Add a tag' }).fill('gamification');
  await page.getByRole('combobox', { name: 'Add a tag' }).press('Enter');
  await expect(tags.getByRole('listitem')).toHaveCount(6);
  const tag = page.getByRole('button', { name: /^gamification, weight / });
  await tag.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByText('gamification moved to position 1 of 6.')).toBeAttached();

  const list = page.getByRole('list', { name: 'Recommended posts' });
  const card = list.getByRole('article').first();
  await expect(card).toContainText('Tag: gamification');
  const screenName = ((await card.getByText(/^@\w+$/).textContent()) ?? '').slice(1);
  expect(screenName).not.toBe('');
  await saveScreenshot(page, 'tweets-1366.png', { fullPage: true, animations: 'disabled' });

  await card.getByRole('button', { name: /^Save the post by / }).click();
  await expect(page.getByText('Post saved!')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Delete the saved post by / })).toBeFocused();

  // Why this post?
  await card.getByRole('button', { name: 'Why this post?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why this post?' });
  await expect(dialog.getByRole('heading', { name: 'Intermediate explanation' })).toBeVisible();
  await expect(dialog.locator('svg').first()).toBeVisible();
  await saveScreenshot(page, 'tweets-why-1366.png', { animations: 'disabled' });
  await dialog.getByRole('button', { name: 'More' }).click();
  await expect(dialog.getByRole('img', { name: 'How the similarity score is computed' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  const saved = page.getByRole('list', { name: 'Saved posts' });
  await expect(saved.getByRole('heading', { name: `@${screenName}` })).toBeVisible();
  await saveScreenshot(page, 'tweets-saved-1366.png', { fullPage: true, animations: 'disabled' });

  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page.getByRole('list', { name: 'People' })).toContainText('Matched:');
  await saveScreenshot(page, 'tweets-people-1366.png', { fullPage: true, animations: 'disabled' });
});

test('posts on a phone: no sideways scrolling; Hide counts down to the removal, Undo stops it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // the page's clock, moved on by the test: the countdown's seconds pass without being waited out
  await page.clock.install();
  await openPostsAndPeople(page);
  const list = page.getByRole('list', { name: 'Recommended posts' });
  // this one post, wherever it is in the list
  const whole = (await list.getByRole('article').first().textContent()) ?? '';
  expect(whole).not.toBe('');
  const card = list.getByRole('article').filter({ hasText: whole });
  await expect(card).toHaveCount(1);
  const overlay = card.getByRole('group', { name: /^Post Hidden: post by / });
  const secondsLeft = async () => Number(/Removed in (\d+) s/.exec((await overlay.textContent()) ?? '')?.[1]);

  await card.getByRole('button', { name: /^Hide the post by / }).click();
  await expect(overlay).toContainText(/Removed in \d+ s/);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(0);
  await page.clock.runFor(1000);
  await expect.poll(secondsLeft).toBeLessThan(first);
  await saveScreenshot(page, 'tweets-390.png', { animations: 'disabled' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await overlay.getByRole('button', { name: 'Undo' }).click();
  await expect(overlay).toBeHidden();
  await expect(card).toHaveCount(1);

  // hidden again and left alone, the post leaves the list when the countdown ends
  await card.getByRole('button', { name: /^Hide the post by / }).click();
  await expect(overlay).toBeVisible();
  await expect(card).toHaveCount(1);
  await page.clock.runFor(10_000);
  await expect(card).toHaveCount(0);
  await expect(list.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: /^learning analytics, weight / }).click();
  await expect(page.getByRole('dialog', { name: 'Settings of learning analytics' })).toBeVisible();
  await saveScreenshot(page, 'tweets-settings-390.png', { animations: 'disabled' });
  await page.getByRole('button', { name: 'Cancel' }).click();

  await list.getByRole('article').first().getByRole('button', { name: 'Why this post?' }).click();
  await expect(page.getByRole('dialog', { name: 'Why this post?' }).getByRole('heading', { name: 'Intermediate explanation' })).toBeVisible();
  await saveScreenshot(page, 'tweets-why-390.png', { animations: 'disabled', settleMs: 500 });
});
