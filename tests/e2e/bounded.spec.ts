import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { expect, test, saveScreenshot, signInAsDemo, storedDatabase } from './support';

/** Where builds before IndexedDB kept the database: a state found there is moved into IndexedDB at start-up. */
const LEGACY_DB_KEY = 'rima-demo-backend:db';
const HUGE_LENGTH = 1024 * 1024;

/**
 * Puts 10,000 interests and one 1 MB keyword into the built-in backend's database for the signed-in
 * user, as a server could send them, when the next page loads: the stored state, flooded, is handed
 * to the next page as an older build's localStorage state, which the backend migrates at start-up
 * (before its scripts run, so that the page before, whose backend may still store its own state after
 * a late request, cannot write over it). Once per tab.
 */
async function floodInterestsOnNextLoad(page: Page) {
  const raw = await storedDatabase(page);
  if (raw === null) throw new Error('the built-in backend has not stored its database yet');
  const state = JSON.parse(raw) as { longTerm: Record<string, unknown>[]; nextId: { longTerm: number } };
  const user = Number(await page.evaluate(() => localStorage.getItem('mId')));
  const stamp = '2024-05-01T10:00:00';
  const row = (keyword: string, weight: number) => ({
    id: state.nextId.longTerm++,
    user,
    keyword,
    original_keywords: [],
    categories: [],
    paper_ids: [],
    tweet_ids: [],
    weight,
    source: 'Manual',
    created_on: stamp,
    updated_on: stamp,
  });
  state.longTerm.push(row('w'.repeat(HUGE_LENGTH), 5));
  for (let i = 0; i < 10_000; i += 1) state.longTerm.push(row(`flood keyword ${i}`, 1 + (i % 40) / 10));
  await page.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('rima-test:flooded') !== null) return;
      sessionStorage.setItem('rima-test:flooded', '1');
      localStorage.setItem(key, text);
    },
    { key: LEGACY_DB_KEY, text: JSON.stringify(state) },
  );
}

/**
 * Acts and waits for the answer (within the expectation's own timeout), and records how long it took
 * as an annotation of the test: a figure to read, not a limit. A timed assertion fails on a busy
 * machine, not on slow code; the time budgets live in `npm run bench` (scripts/bench-interactions.mjs).
 */
async function answerTime(what: string, act: () => Promise<void>, answer: () => Promise<void>): Promise<void> {
  const start = Date.now();
  await act();
  await answer();
  test.info().annotations.push({ type: 'answer time', description: `${what}: ${Date.now() - start} ms` });
}

test('Manage Interests stays responsive with 10,000 interests and a 1 MB keyword', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  // the built-in backend stores its database once something changed (the sign-in did)
  await expect.poll(() => storedDatabase(page).then((raw) => raw !== null)).toBe(true);
  await floodInterestsOnNextLoad(page);

  await page.goto(paths.keywords);
  const form = page.getByRole('form', { name: 'Interests' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const pager = page.getByRole('navigation', { name: 'Interest pages' });
  await expect(pager).toContainText(/Showing 1–50 of 10,0\d\d interests/, { timeout: 30_000 });
  // each row is a group named by its interest (its slider is a group named Weight)
  const rows = form.locator('[data-row-key]');
  await expect(rows).toHaveCount(50);

  // the 1 MB keyword: cut in the row's name and in the cloud, whole in its field
  const first = form.getByRole('group', { name: /^w{20}/ });
  expect((await first.getAttribute('aria-label'))?.length).toBeLessThanOrEqual(80);
  expect(await first.getByLabel('Interest name').inputValue()).toHaveLength(HUGE_LENGTH);
  // the cloud's 15 words (its table of plotted values) hold the 1 MB keyword cut to 40 characters
  const plotted = await page.getByRole('table', { name: 'Top interests by weight: 15 interests' }).getByRole('rowheader').allTextContents();
  expect(plotted).toHaveLength(15);
  expect(plotted.filter((word) => /^w{39}…$/.test(word))).toHaveLength(1);
  // and the drawing (an SVG group of words in a browser) draws none longer
  const drawnWords = page.getByRole('group', { name: 'Top interests by weight', exact: true }).locator('text');
  await expect(drawnWords.first()).toBeAttached({ timeout: 30_000 });
  const drawn = await drawnWords.evaluateAll((nodes) => nodes.map((node) => Array.from(node.childNodes, (child) => (child.nodeType === Node.TEXT_NODE ? child.textContent : '')).join('')));
  expect(drawn.every((word) => word.length > 0 && word.length <= 40)).toBe(true);

  // moving a weight answers
  const weight = rows.nth(1).getByRole('slider', { name: 'Weight' });
  const before = Number(await weight.inputValue());
  await weight.focus();
  await answerTime(
    'moving',
    () => page.keyboard.press(before >= 5 ? 'ArrowLeft' : 'ArrowRight'),
    () => expect(weight).not.toHaveValue(String(before)),
  );
  // so does typing a name
  const name = rows.nth(2).getByLabel('Interest name');
  await answerTime(
    'typing',
    () => name.fill('renamed flood keyword'),
    () => expect(name).toHaveValue('renamed flood keyword'),
  );

  // so does paging
  await answerTime(
    'paging',
    () => pager.getByRole('button', { name: 'Next' }).click(),
    () => expect(pager).toContainText('Showing 51–100'),
  );
  await saveScreenshot(page, 'interests-flood.png');

  // and Add
  const add = page.getByRole('form', { name: 'Add an interest' });
  await add.getByLabel('New interest').fill('brand new interest');
  await answerTime(
    'adding',
    () => add.getByRole('button', { name: 'Add' }).click(),
    () => expect(rows.first()).toHaveAttribute('aria-label', 'brand new interest'),
  );
});
