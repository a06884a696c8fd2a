import { expect, test, chartDrawing, extractExampleKeywords, saveScreenshot } from './support';

test('the public demo extracts interests and compares keyword sets', async ({ page }) => {
  await page.goto('/auth/demo');
  await expect(page.getByRole('heading', { name: 'Try RIMA' })).toBeVisible();

  // Interest Extraction: example abstract, an algorithm, 10 keywords.
  const { extraction, keywords } = await extractExampleKeywords(page, 20_000);
  const items = keywords.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(10);
  // every keyword has its score, and they are listed highest first
  const scores = (await keywords.getByLabel(/^score /).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).map((label) =>
    Number(/^score (\d+(?:\.\d+)?)$/.exec(label ?? '')?.[1]),
  );
  expect(scores).toHaveLength(await items.count());
  scores.forEach((score) => expect(score).toBeGreaterThan(0));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // the lazily loaded chart draws a bar per keyword: pointing at the first names it with its score
  const chart = await chartDrawing(extraction);
  const rows = await items.count();
  await chart.point(0.8, await chart.row(0, rows));
  await expect(chart.tooltip).toContainText(/Score: [\d.]+/);
  const firstKeyword = (await items.first().evaluate((node) => node.firstElementChild?.textContent ?? '')).trim();
  expect(firstKeyword).not.toBe('');
  await expect(chart.tooltip).toContainText(firstKeyword);
  await saveScreenshot(page, 'demo-interest-extraction.png', { fullPage: true });

  // Semantic Similarity: example sets, WordEmbedding.
  await page.getByRole('tab', { name: 'Semantic Similarity' }).click();
  const similarity = page.getByRole('tabpanel', { name: 'Semantic Similarity' });
  await similarity.getByRole('button', { name: 'Use example sets' }).click();
  await similarity.getByRole('combobox', { name: 'Algorithm' }).selectOption('WordEmbedding');
  await similarity.getByRole('button', { name: 'Compute similarity' }).click();
  await expect(similarity.getByText(/^\d+(\.\d{1,2})? %$/)).toBeVisible({ timeout: 20_000 });
  await expect(similarity.getByText(/These keyword sets are|No similarity could be measured/)).toBeVisible();
  await saveScreenshot(page, 'demo-semantic-similarity.png', { fullPage: true });

  // the extraction result is still there after switching back
  await page.getByRole('tab', { name: 'Interest Extraction' }).click();
  await expect(keywords).toBeVisible();
});

test('on a phone the demo tabs stay side by side on one row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/demo');
  const tabs = page.getByRole('tablist', { name: 'Demo' }).getByRole('tab');
  await expect(tabs).toHaveCount(2);
  const first = await tabs.nth(0).boundingBox();
  const second = await tabs.nth(1).boundingBox();
  expect(first && second).toBeTruthy();
  if (!first || !second) return;
  // one row: the same top, the second to the right of the first
  expect(Math.abs(first.y - second.y)).toBeLessThan(2);
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width - 1);
});
