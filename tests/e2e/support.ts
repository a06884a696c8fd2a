import { expect, type Page } from '@playwright/test';

/** Where browser tests write the screenshots a developer looks at (gitignored). */
export const SCREENSHOTS = 'tests/e2e/screenshots';

/** The seeded demo account, also shown on the login page in demo mode. */
export const DEMO_ACCOUNT = { email: 'demo@example.org', password: 'demo1234' };

/** Signs in through the login form as the demo account and waits for an app page. */
export async function signInAsDemo(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\//);
}
