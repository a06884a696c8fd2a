import type { Page } from '@playwright/test';
import { fixtureAuthor } from '../../src/backend/test-utils/semantic-scholar';
import { serveSemanticScholar } from './semantic-scholar-route';
import { expect, test, DEMO_ACCOUNT as DEMO, saveScreenshot } from './support';

/** The word cloud of the Interest Overview is drawn: d3-cloud placed SVG words on the page. */
async function expectCloudDrawn(page: Page, atLeast: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Overview' })).toBeVisible();
  const words = page.getByRole('group', { name: 'Interests by weight' }).locator('text');
  await expect(words.first()).toBeVisible({ timeout: 15_000 });
  expect(await words.count()).toBeGreaterThanOrEqual(atLeast);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Registers a fresh account through the form and signs in with it; ends on its word cloud. */
async function registerAndSignIn(page: Page, first: string, last: string): Promise<string> {
  const email = `e2e-${first.toLowerCase()}-${Date.now()}@example.org`;
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-e2e');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, email, 'secret-e2e');
  await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/, { timeout: 30_000 });
  // no author id and no Twitter account: nothing to build a cloud from
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Overview' })).toBeVisible();
  await expect(page.getByText('No Data Found')).toBeVisible();
  return email;
}

test.describe('authentication', () => {
  test('the demo build opens on the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('A Transparent Recommendation and Interest Modeling Application')).toBeVisible();
    await expect(page.getByText('Runs in your browser · data stays on this device')).toBeVisible();
    await expect(page.getByRole('note', { name: 'Demo account' })).toContainText(DEMO.email);
    await saveScreenshot(page, 'login.png', { fullPage: true });
  });

  test('signs in as the demo account, reaches the word cloud and logs out', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/);
    await expectCloudDrawn(page, 10);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('heading', { name: 'Data Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Lena Hoffmann/ })).toBeVisible();
    const stored = await page.evaluate(() => ({ userId: localStorage.getItem('userId'), mId: localStorage.getItem('mId') }));
    expect(stored.userId).toBe(stored.mId);
    await expect(nav.getByRole('link', { name: 'Interest Overview' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'RIMA', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Lena Hoffmann' })).toBeVisible();
    await saveScreenshot(page, 'app-shell-demo.png', { fullPage: true });

    await page.getByPlaceholder('Search for users..').fill('Mate'); // even length: the search fires
    await expect(page.getByRole('option', { name: 'Mateo Alvarez' })).toBeVisible();
    await saveScreenshot(page, 'user-search.png');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /user menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeNull();

    await page.goto('/app/index');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('registers a new account and signs in with it', async ({ page, context }) => {
    // a new account imports its papers from Semantic Scholar (intercepted)
    await serveSemanticScholar(context, { author: fixtureAuthor({ authorId: '2280041', name: 'Grace Hopper' }), pages: [], hold: null });
    const email = `e2e-${Date.now()}@example.org`;
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('cobol1959');
    await page.getByLabel('Semantic Scholar Id', { exact: true }).fill('2280041');
    // the standalone build takes a Bluesky handle (left empty here: the field is optional; bluesky.spec.ts links one)
    await expect(page.getByLabel('Bluesky handle', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'About the Semantic Scholar Id' }).click();
    await expect(page.getByText(/used to get your paper information/)).toBeVisible();
    await saveScreenshot(page, 'register.png', { fullPage: true });
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText('Account created. Please sign in.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill('cobol1959');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // A fresh account waits for its import first, then opens its own word cloud.
    await expect(page).toHaveURL(/\/app\/(redirect|cloud-chart\/\d+)$/);
    await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();
    // the imported papers of the Semantic Scholar id became interests
    await expectCloudDrawn(page, 5);
  });

  test('shows the app shell and logs out', async ({ page }) => {
    await registerAndSignIn(page, 'Ada', 'Lovelace');
    await page.getByRole('link', { name: 'RIMA', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await saveScreenshot(page, 'app-shell.png', { fullPage: true });
    await page.getByRole('button', { name: /user menu/ }).click();
    await saveScreenshot(page, 'user-menu.png');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/app/index');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the help popovers of the registration page open on a press and close on Escape, focus back on their button', async ({ page }) => {
    await page.goto('/auth/register');
    const scholar = page.getByRole('button', { name: 'About the Semantic Scholar Id' });
    const text = page.getByText(/used to get your paper information/);
    await expect(text).toBeHidden();
    await scholar.click();
    await expect(scholar).toHaveAttribute('aria-expanded', 'true');
    await expect(text).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(text).toBeHidden();
    await expect(scholar).toHaveAttribute('aria-expanded', 'false');
    await expect(scholar).toBeFocused();
    // a press elsewhere closes it too
    await page.getByRole('button', { name: 'About the Bluesky handle' }).click();
    await expect(page.getByText(/Your posts of the last six months shape your interests/)).toBeVisible();
    await page.getByRole('heading', { name: 'Create an account' }).click();
    await expect(page.getByText(/Your posts of the last six months shape your interests/)).toBeHidden();
  });

  test('collapses the sidebar behind a toggle on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/auth/login');
    await saveScreenshot(page, 'login-narrow.png', { fullPage: true });
    await registerAndSignIn(page, 'Narrow', 'Screen');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Activities' })).toBeInViewport({ ratio: 1 });
    await saveScreenshot(page, 'sidebar-narrow.png', { settleMs: 300 }); // once the slide-in has finished
    await nav.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/app\/bar-chart\/\d+$/);
    await expect(nav).toBeHidden();
  });
});

test("the header's API docs link leads to the built-in backend's API description", async ({ page }) => {
  await page.goto('/auth/login');
  const href = await page.getByRole('link', { name: /API docs/ }).getAttribute('href');
  expect(href).toMatch(/\/api\.html$/);
  const answer = await page.goto(href ?? '');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: "The API of RIMA's built-in backend" })).toBeVisible();
  await expect(page.getByText('/api/standalone/', { exact: true })).toBeVisible();
});
