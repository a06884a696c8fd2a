import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support';

// The demo backend keeps its database in localStorage: a change survives a reload, and the
// banner's 'Reset demo data' brings back the seed.

const SEEDED_TITLE = 'Peer Feedback Literacy in Blended Learning';

test('reload keeps a change; Reset demo data restores the seed', async ({ page }) => {
  const title = `Reload-proof paper ${Date.now()}`;
  await signInAsDemo(page);

  await page.goto('/app/add-paper');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('URL').fill('https://example.org/reload-proof');
  await page.getByLabel('Year').fill('2024');
  await page.getByLabel('Authors').fill('L. Hoffmann');
  await page.getByLabel('Abstract').fill('A paper added in the browser test to check that the demo data persists.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/view-paper$/);
  await expect(page.getByText(title)).toBeVisible();

  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('rima-demo-backend')),
  );
  expect(stored.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(SEEDED_TITLE)).toBeVisible();

  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signInAsDemo(page);
  await page.goto('/app/view-paper');
  await expect(page.getByText(SEEDED_TITLE)).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('logging out keeps the demo data', async ({ page }) => {
  const title = `Kept after logout ${Date.now()}`;
  await signInAsDemo(page);
  await page.goto('/app/add-paper');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Year').fill('2023');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/view-paper$/);

  await page.evaluate(() => {
    Object.keys(localStorage)
      .filter((key) => !key.startsWith('rima-demo-backend'))
      .forEach((key) => localStorage.removeItem(key));
  });
  await signInAsDemo(page);
  await page.goto('/app/view-paper');
  await expect(page.getByText(title)).toBeVisible();
});
