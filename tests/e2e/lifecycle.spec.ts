import { expect, test, SCREENSHOTS, signInAsDemo } from './support';

const REMOVED = 'Explainable Predictions for Learning Analytics Dashboards';
const FETCHED = 'Fairness Audits of Early Warning Systems';

test('profile life cycle: remove a paper for good, fetch new papers, generate the profile', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsDemo(page);
  await page.goto('/app/view-paper');
  await expect(page.getByRole('heading', { name: 'My Publications' })).toBeVisible();

  // Remove for good
  await page.getByRole('button', { name: `Options for ${REMOVED}` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove paper?' });
  await expect(confirm.getByText('It is removed for good: fetching new papers will not bring it back.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: REMOVED })).toHaveCount(0);

  // Fetch: the new papers arrive, marked; the removed one stays away
  await page.getByRole('button', { name: 'Fetch New Papers' }).click();
  await expect(page.getByText(/Updating your profile…/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/lifecycle-updating.png` });
  await expect(page.getByText('Updated: 3 new papers.')).toBeVisible({ timeout: 30_000 });
  const fresh = page.getByRole('row').filter({ hasText: FETCHED });
  await expect(fresh.getByText('not in your profile yet')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: REMOVED })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/lifecycle-fetched.png` });

  // Generate the profile from the papers now listed
  await page.getByRole('button', { name: 'Generate Interest Profile' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Interest Profile' });
  await expect(generate.getByText('This will affect your interest profile! Are you sure?')).toBeVisible();
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/^Updated: 3 papers now in your profile/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('not in your profile yet')).toHaveCount(0);

  // After a reload (the demo backend persists), the removed paper is still gone
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: FETCHED })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: REMOVED })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Fetch New Papers' }).click();
  await expect(page.getByText(/Updating your profile…/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/lifecycle-phone.png` });
});
