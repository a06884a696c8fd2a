/**
 * The standalone build's live import: a new account registers with a Semantic Scholar id, watches its
 * papers arrive and lands on a cloud of their interests; refresh adds only new papers; Cancel keeps
 * what was fetched. Semantic Scholar is intercepted (context.route, which also sees the requests the
 * built-in backend's workers make); nothing reaches the internet.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { fixtureAuthor } from '../../src/backend/test-utils/semantic-scholar';
import { serveSemanticScholar, type Served } from './semantic-scholar-route';

async function registerAndSignIn(page: Page, authorId: string) {
  const email = `e2e-live-${Date.now()}@example.org`;
  await page.goto('/auth/register');
  await expect(page.getByText('Only this leaves your browser: your Semantic Scholar author id and top five interests go to Semantic Scholar, your Bluesky handle to Bluesky, keyphrases and titles to Wikipedia, and DOIs of LAK papers to OpenAlex and Semantic Scholar.')).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('engine-e2e');
  await page.getByLabel('Semantic Scholar Id', { exact: true }).fill(authorId);
  await page.getByLabel('Password').focus();
  await expect(page.getByText('Ada Lovelace · 150 papers · University of Example: is this you?')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Password').fill('engine-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('live import from Semantic Scholar', () => {
  test('register with an id, watch the progress, land on a cloud of the papers\' interests; refresh adds only new papers', async ({ page, context }) => {
    let release: () => void = () => undefined;
    const served: Served = { author: fixtureAuthor(), pages: [], hold: new Promise((resolve) => (release = resolve)) };
    await serveSemanticScholar(context, served);
    await registerAndSignIn(page, served.author.authorId);

    await expect(page).toHaveURL(/\/app\/redirect$/);
    await expect(page.getByText('Fetching your papers from Semantic Scholar: 100 of 150')).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Fetching your papers' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    release();

    await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/, { timeout: 45_000 });
    const words = page.getByRole('group', { name: 'Interests by weight' }).locator('text');
    await expect(words.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('group', { name: 'Interests by weight' })).toContainText('knowledge graph');
    expect(served.pages).toEqual([0, 100]);

    // three papers appear on Semantic Scholar; Fetch new papers and posts (Your data) adds them and only them
    const more = fixtureAuthor({ count: 153 });
    served.author = { ...served.author, paperCount: 153, papers: [...more.papers.slice(150), ...served.author.papers] };
    served.hold = null;
    await page.goto('/app/user-profile#your-data');
    await page.getByRole('button', { name: 'Fetch new papers and posts' }).click();
    await expect(page.getByText('Updated: 3 new papers.')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Fetch new papers and posts' }).click();
    await expect(page.getByText(/^Nothing new since \d\d:\d\d\.$/)).toBeVisible({ timeout: 20_000 });
  });

  test('Cancel keeps the papers fetched so far', async ({ page, context }) => {
    const served: Served = { author: fixtureAuthor(), pages: [], hold: new Promise<void>(() => undefined) };
    await serveSemanticScholar(context, served);
    await registerAndSignIn(page, served.author.authorId);
    await expect(page.getByText('Fetching your papers from Semantic Scholar: 100 of 150')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Import cancelled: 100 papers kept.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to your profile' }).click();
    await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/);
    await page.goto('/app/user-profile');
    await expect(page.getByRole('definition').first()).toHaveText('100');
  });
});
