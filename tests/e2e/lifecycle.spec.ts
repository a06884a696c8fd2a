import { expect, test, saveScreenshot, signInAsDemo } from './support';

const REMOVED = 'Explainable Predictions for Learning Analytics Dashboards';
const FETCHED = 'Fairness Audits of Early Warning Systems';

test('profile life cycle: remove a paper for good, fetch new papers, regenerate the profile', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsDemo(page, '/app/view-paper');
  await expect(page.getByRole('heading', { name: 'My Publications' })).toBeVisible();

  // Remove for good
  await page.getByRole('button', { name: `Options for ${REMOVED}` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove paper?' });
  await expect(confirm.getByText('It is removed for good: fetching new papers will not bring it back.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: REMOVED })).toHaveCount(0);

  // Fetch (in Your data on My account): the new papers arrive, marked, with the two posts written since the seed; the removed one stays away
  await page.getByRole('link', { name: 'Fetch new papers and posts' }).click();
  const fetchBlock = page.getByRole('region', { name: 'Fetch new papers and posts' });
  await fetchBlock.getByRole('button', { name: 'Fetch new papers and posts' }).click();
  await expect(fetchBlock.getByText(/Fetching new papers and posts…/)).toBeVisible();
  await saveScreenshot(page, 'lifecycle-updating.png');
  await expect(fetchBlock.getByText('Updated: 3 new papers; 2 new posts.')).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(page, 'lifecycle-fetched.png');

  // Regenerate the profile from the papers now listed: it says first what it keeps
  const regenerateBlock = page.getByRole('region', { name: 'Regenerate profile' });
  await regenerateBlock.getByRole('button', { name: 'Regenerate profile' }).click();
  const generate = page.getByRole('dialog', { name: 'Regenerate profile?' });
  await expect(generate.getByText(/Weights you set by hand, interests you renamed and interests you added yourself are kept/)).toBeVisible();
  await generate.getByRole('button', { name: 'Regenerate' }).click();
  await expect(regenerateBlock.getByText(/^Updated: 3 papers now in your profile/)).toBeVisible({ timeout: 30_000 });

  // My Publications: the fetched papers count in the profile; after a reload (the built-in backend persists), the removed paper is still gone
  await page.goto('/app/view-paper');
  await expect(page.getByRole('row').filter({ hasText: FETCHED })).toBeVisible();
  await expect(page.getByText('not in your profile yet')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: FETCHED })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: REMOVED })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/user-profile#your-data');
  await page.getByRole('button', { name: 'Fetch new papers and posts' }).click();
  await expect(page.getByText(/Fetching new papers and posts…/)).toBeVisible();
  await saveScreenshot(page, 'lifecycle-phone.png');
});
