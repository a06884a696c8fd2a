import { expect, test } from '@playwright/test';

test('the demo build serves the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});
