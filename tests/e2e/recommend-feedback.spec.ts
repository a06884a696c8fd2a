import type { Page } from '@playwright/test';
import { expect, test, signInAsDemo } from './support';

const titlesOf = async (page: Page) => page.getByRole('list', { name: 'Recommended publications' }).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

test('feedback on Recommended Papers: Not for me with Undo, More like this and Less of a keyphrase re-rank the list, and all of it is there after a reload', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsDemo(page, '/recommendation/publications');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended Papers' })).toBeVisible();
  await page.getByRole('button', { name: 'Recommend', exact: true }).click();
  const list = page.getByRole('list', { name: 'Recommended publications' });
  await expect(list).toBeVisible({ timeout: 120_000 });
  const cards = list.getByRole('article');
  const status = page.getByRole('status').filter({ hasText: /moved|Undone|removed/ });
  const before = await titlesOf(page);
  expect(before.length).toBeGreaterThan(3);
  const [first, second] = before;

  // Not for me: gone at once, the line says so, Undo brings it back where it was
  await cards.first().getByRole('group', { name: 'Feedback on this paper' }).getByRole('button', { name: 'Not for me' }).click();
  await expect(status).toContainText(`“${first}” was removed and will not be recommended again`);
  await expect(list.getByRole('heading', { level: 2, name: first, exact: true })).toHaveCount(0);
  expect((await titlesOf(page))[0]).toBe(second);
  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(status).toContainText('Undone:');
  await expect.poll(() => titlesOf(page)).toEqual(before);

  // dismissed for good this time
  await cards.first().getByRole('group', { name: 'Feedback on this paper' }).getByRole('button', { name: 'Not for me' }).click();
  await expect(list.getByRole('heading', { level: 2, name: first, exact: true })).toHaveCount(0);

  // More like this on the last paper: its score rises, and Why? names it as a paper liked, not as one of yours
  const lastTitle = (await titlesOf(page)).at(-1) ?? '';
  const liked = cards.filter({ has: page.getByRole('heading', { level: 2, name: lastTitle, exact: true }) });
  const scoreOf = async () => Number(/(\d+) %/.exec((await liked.getByText(/^Similarity Score: \d+ %$/).textContent()) ?? '')?.[1]);
  const likedBefore = await scoreOf();
  await liked.getByRole('button', { name: 'More like this' }).click();
  await expect(status).toContainText(`because you asked for more like “${lastTitle}”`);
  await expect.poll(scoreOf).toBeGreaterThan(likedBefore);
  await liked.getByRole('button', { name: 'Why?' }).click();
  await expect(liked.getByRole('table', { name: 'By reason' })).toContainText(`A paper you liked “${lastTitle}”`);
  await expect(liked.getByRole('table', { name: 'By reason' })).not.toContainText(`Your paper “${lastTitle}”`);

  // Less of a keyphrase of the first card: the line counts the papers that moved down; a chip under Your feedback
  const top = cards.first();
  await top.getByRole('button', { name: 'Less of a keyphrase' }).click();
  const keyphrase = top.getByRole('list', { name: 'Keyphrases to rank lower' }).getByRole('button').first();
  const name = /^Less of “(.+)”$/.exec((await keyphrase.textContent()) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  const rankedBefore = await titlesOf(page);
  await keyphrase.click();
  await expect(status).toContainText(`because you asked for less of ‘${name.toLowerCase()}’`);
  const moved = Number(/(\d+) papers? moved down/.exec((await status.textContent()) ?? '')?.[1]);
  expect(moved).toBeGreaterThan(0);
  await expect.poll(() => titlesOf(page)).not.toEqual(rankedBefore);
  const feedback = page.getByRole('region', { name: 'Your feedback' });
  await expect(feedback.getByRole('list', { name: 'Keyphrases you asked less of' })).toContainText(`Less of ${name.toLowerCase()}`);
  const ranked = await titlesOf(page);

  // after a reload: the same list at once (no new recommendation), the feedback kept
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/recommended-publications')) asked += 1;
  });
  await page.reload();
  await expect(page.getByText(/Updated \d{1,2}:\d{2}/)).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => titlesOf(page)).toEqual(ranked);
  expect(ranked).not.toContain(first);
  const papers = feedback.getByRole('list', { name: 'Papers you gave feedback on' });
  await expect(papers.getByRole('listitem').filter({ hasText: first })).toContainText('Not for me');
  await expect(papers.getByRole('listitem').filter({ hasText: lastTitle })).toContainText('More like this');
  await expect(feedback.getByRole('list', { name: 'Keyphrases you asked less of' })).toContainText(`Less of ${name.toLowerCase()}`);

  // removing the keyphrase's chip after the reload re-ranks the stored list at once
  await feedback.getByRole('button', { name: `Remove less of ${name.toLowerCase()}` }).click();
  await expect(status).toContainText(`Undone: ‘${name.toLowerCase()}’ counts fully again`);
  await expect(feedback.getByRole('list', { name: 'Keyphrases you asked less of' })).toHaveCount(0);
  expect(asked).toBe(0);
});
