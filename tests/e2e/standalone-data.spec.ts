import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test, signInAsDemo, storedDatabase } from './support';

// The standalone build keeps its data in IndexedDB (a change survives a reload), moves an older
// build's localStorage state there once, and lets the user download the data and restore it.

const LEGACY_DB_KEY = 'rima-demo-backend:db';

async function addPaper(page: Page, title: string) {
  await page.goto('/app/add-paper');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Year').fill('2024');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/view-paper$/);
  await expect(page.getByText(title)).toBeVisible();
}

test('a change is kept across a reload; the data downloads and restores', async ({ page }) => {
  const kept = `Kept in IndexedDB ${Date.now()}`;
  const later = `Added after the download ${Date.now()}`;
  await signInAsDemo(page);
  await addPaper(page, kept);
  await page.reload();
  await expect(page.getByText(kept)).toBeVisible();
  // nothing of the database in localStorage any more
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_DB_KEY)).toBeNull();

  await page.goto('/app/user-profile');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^rima-data-.+\.json$/);
  const path = await saved.path();
  const file = JSON.parse(await readFile(path, 'utf8')) as { format: string; papers: { title: string }[] };
  expect(file.format).toBe('rima-standalone-data');
  expect(file.papers.map((paper) => paper.title)).toContain(kept);

  await addPaper(page, later);
  await page.goto('/app/user-profile');
  await page.getByLabel('Restore from a file').setInputFiles(path);
  const dialog = page.getByRole('dialog', { name: 'Restore from this file?' });
  await expect(dialog).toContainText(`${file.papers.length} papers`);
  await expect(dialog).toContainText(`It replaces your ${file.papers.length + 1} papers`);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Your data was restored:/)).toBeVisible();

  await page.goto('/app/view-paper');
  await expect(page.getByText(kept)).toBeVisible();
  await expect(page.getByText(later)).toHaveCount(0);
  // and so it stays after a reload
  await page.reload();
  await expect(page.getByText(kept)).toBeVisible();
  await expect(page.getByText(later)).toHaveCount(0);

  // another app's file is refused in one sentence
  await page.goto('/app/user-profile');
  await page.getByLabel('Restore from a file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"notes": []}') });
  await expect(page.getByRole('alert')).toContainText('it comes from another app');
});

test("an older build's localStorage state moves into IndexedDB once, and its key goes", async ({ page }) => {
  const title = `From the older build ${Date.now()}`;
  await signInAsDemo(page);
  await expect.poll(() => storedDatabase(page).then((raw) => raw !== null)).toBe(true);
  const state = JSON.parse((await storedDatabase(page)) ?? '{}') as { papers: Record<string, unknown>[]; nextId: { paper: number } };
  const user = Number(await page.evaluate(() => localStorage.getItem('mId')));
  const stamp = '2024-05-01T10:00:00.000000';
  state.papers.push({ id: state.nextId.paper++, paper_id: null, title, authors: null, url: null, year: 2020, abstract: null, used_in_calc: false, created_on: stamp, updated_on: stamp, user });
  // as an older build left it, before this page's scripts run
  await page.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('rima-test:legacy') !== null) return;
      sessionStorage.setItem('rima-test:legacy', '1');
      localStorage.setItem(key, text);
    },
    { key: LEGACY_DB_KEY, text: JSON.stringify(state) },
  );
  await page.goto('/app/view-paper');
  await expect(page.getByText(title)).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LEGACY_DB_KEY)).toBeNull();
  expect(await storedDatabase(page)).toContain(title);
  await page.reload();
  await expect(page.getByText(title)).toBeVisible();
});
