/**
 * Several tabs of the standalone build on one browser's data (two pages of one context): the tabs'
 * backend workers elect one that serves them all (src/backend/worker/tabs.ts), a change in one page
 * shows in the other without a reload, changes of both are kept, an import goes on when the page
 * that ran it closes, a reloaded page is answered at once (the page left hands the backend over), and
 * a page left on the sign-in page while another registers erases nothing.
 */
import type { Page } from '@playwright/test';
import { manageInterestsSearch, paths } from '../../src/config/paths';
import { fixtureAuthor } from '../../src/backend/test-utils/semantic-scholar';
import { serveSemanticScholar, type Served } from './semantic-scholar-route';
import { expect, signInAsDemo, test } from './support';

const cloud = (page: Page) => page.getByRole('group', { name: 'Interests by weight' });

/** Registers an account without an author id through the form (no import); ends on the sign-in page. */
async function register(page: Page, email: string, password: string) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/, { timeout: 30_000 });
}

/** Adds an interest in Manage Interests (the dialog or the page), not yet saved. */
async function addInterest(page: Page, name: string) {
  const add = page.getByRole('form', { name: 'Add an interest' });
  await add.getByLabel('New interest').fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
}

test('an interest saved in one tab shows in the other tab without a reload', async ({ page, context }) => {
  test.setTimeout(120_000);
  const ownId = await signInAsDemo(page, (id) => paths.cloudChart(id));
  const other = await context.newPage();
  await other.goto(`${paths.cloudChart(ownId)}${manageInterestsSearch()}`);
  const dialog = other.getByRole('dialog', { name: 'Manage Interests' });
  await expect(dialog.getByRole('form', { name: 'Interests' }).locator('[data-row-key]').first()).toBeVisible({ timeout: 30_000 });
  await expect(cloud(page).getByRole('button').first()).toBeVisible({ timeout: 30_000 });

  await addInterest(other, 'zz seen in the other tab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // the first page asked for nothing: the other tab's write told it what changed (the table beside the
  // cloud has it at once; the cloud redraws it after)
  await expect(page.getByRole('table', { name: /^Interests by weight/ }).getByRole('rowheader', { name: 'zz seen in the other tab' })).toHaveCount(1, { timeout: 5_000 });
  await expect(cloud(page).getByRole('button', { name: 'zz seen in the other tab' })).toBeVisible({ timeout: 30_000 });
});

test('interests added in two tabs at the same time are both kept', async ({ page, context }) => {
  // two pages of Manage Interests, each loaded twice
  test.setTimeout(150_000);
  await signInAsDemo(page, paths.keywords);
  const other = await context.newPage();
  await other.goto(paths.keywords);
  for (const tab of [page, other]) await expect(tab.getByRole('form', { name: 'Interests' }).locator('[data-row-key]').first()).toBeVisible({ timeout: 30_000 });

  // both tabs show the list as it was; each adds its own and saves the list it shows
  await addInterest(page, 'zz from the first tab');
  await addInterest(other, 'zz from the second tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your Changes Has Been Successfully Updated!')).toBeVisible();
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Your Changes Has Been Successfully Updated!')).toBeVisible();

  for (const tab of [page, other]) {
    await tab.reload();
    const form = tab.getByRole('form', { name: 'Interests' });
    await expect(form.getByRole('group', { name: 'zz from the first tab', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('group', { name: 'zz from the second tab', exact: true })).toBeVisible();
  }
});

test('an import goes on in the other tab when the tab that ran it closes, nothing fetched twice is kept twice', async ({ page, context }) => {
  test.setTimeout(120_000);
  // the second page of papers is held: the import is half done when its tab closes
  const served: Served = { author: fixtureAuthor(), pages: [], hold: new Promise<void>(() => undefined) };
  await serveSemanticScholar(context, served);
  const email = `e2e-tabs-${Date.now()}@example.org`;
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('engine-e2e');
  await page.getByLabel('Semantic Scholar Id', { exact: true }).fill(served.author.authorId);
  await page.getByLabel('Password').focus();
  await expect(page.getByText('Ada Lovelace · 150 papers · University of Example: is this you?')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Password').fill('engine-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Fetching your papers from Semantic Scholar: 100 of 150')).toBeVisible({ timeout: 20_000 });

  // the other tab sees the same import where it stands
  const other = await context.newPage();
  await other.goto('/app/redirect');
  await expect(other.getByText('Fetching your papers from Semantic Scholar: 100 of 150')).toBeVisible({ timeout: 20_000 });
  // while the first tab runs the import, the other one (its progress read every second) runs no second one
  await other.waitForTimeout(2_500);
  expect(served.pages).toEqual([0, 100]);

  served.hold = null;
  await page.close();
  await expect(other).toHaveURL(/\/app\/cloud-chart\/\d+$/, { timeout: 45_000 });
  await other.goto('/app/user-profile');
  await expect(other.getByRole('definition').first()).toHaveText('150');
  // the page the closed tab had asked for was asked again by the tab that took over
  expect(served.pages).toEqual([0, 100, 100]);
});

test('a page reloaded hands the backend over: the reloaded page shows the profile at once, the other page keeps working', async ({ page, context }) => {
  test.setTimeout(120_000);
  // the first page's worker leads; the other page is served by it
  await signInAsDemo(page, paths.userProfile);
  const other = await context.newPage();
  await other.goto(paths.keywords);
  const form = other.getByRole('form', { name: 'Interests' });
  await expect(form.locator('[data-row-key]').first()).toBeVisible({ timeout: 30_000 });
  const profile = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(profile).not.toHaveText('');
  const name = await profile.textContent();

  // reloaded again and again: each time the page left lets the lock go at once, and a waiting worker
  // leads (the expectations' default wait, not the browser's ending of the old worker)
  for (let round = 1; round <= 3; round += 1) {
    await page.reload();
    await expect(profile).toHaveText(name ?? '');
    await expect(page.getByRole('definition').first()).not.toHaveText('');
    await addInterest(other, `zz after reload ${round}`);
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByText('Your Changes Has Been Successfully Updated!').last()).toBeVisible();
  }
  await page.goto(paths.keywords);
  for (let round = 1; round <= 3; round += 1) {
    await expect(page.getByRole('form', { name: 'Interests' }).getByRole('group', { name: `zz after reload ${round}`, exact: true })).toBeVisible({ timeout: 30_000 });
  }
});

test('a page left on the sign-in page while another page registers: signing in there keeps the new account whole and signs no page out', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  const other = await context.newPage();
  const email = `e2e-stale-${Date.now()}@example.org`;
  await other.goto(paths.register);
  await register(other, email, 'stale-tab-e2e');
  await signIn(other, email, 'stale-tab-e2e');
  await other.goto(paths.keywords);
  await addInterest(other, 'zz kept by the new account');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Your Changes Has Been Successfully Updated!')).toBeVisible();

  // the stale page, still on the form it showed: the new account signs in there
  await signIn(page, email, 'stale-tab-e2e');
  await page.goto(paths.keywords);
  await expect(page.getByRole('form', { name: 'Interests' }).getByRole('group', { name: 'zz kept by the new account', exact: true })).toBeVisible({ timeout: 30_000 });
  // the page that registered is still signed in, its account whole
  await other.reload();
  await expect(other).toHaveURL(new RegExp(`${paths.keywords}$`));
  await expect(other.getByRole('form', { name: 'Interests' }).getByRole('group', { name: 'zz kept by the new account', exact: true })).toBeVisible({ timeout: 30_000 });
});

test('a page opened while the only other page holds a worker it unregistered is taken over after one reload, not left uncontrolled', async ({ page, context }) => {
  test.setTimeout(60_000);
  // MSW's worker unregisters itself when its last page closes (a reload of the only tab does so): the
  // next page starts uncontrolled and registering again revives that worker without a claim
  await signInAsDemo(page, paths.userProfile);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.unregister();
  });
  const other = await context.newPage();
  let loads = 0;
  other.on('load', () => {
    loads += 1;
  });
  await other.goto(paths.keywords);
  await expect(other.getByRole('form', { name: 'Interests' }).locator('[data-row-key]').first()).toBeVisible({ timeout: 30_000 });
  await expect(other.getByText('RIMA could not start')).toHaveCount(0);
  expect(await other.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // the first start found the worker revived without a claim and reloaded once
  expect(loads).toBe(2);
});
