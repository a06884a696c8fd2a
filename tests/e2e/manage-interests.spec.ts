import type { Page } from '@playwright/test';
import { manageInterestsSearch, paths } from '../../src/config/paths';
import { axeFindings, expect, openInApp, test, saveScreenshot, signInAsDemo } from './support';

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

for (const size of SIZES) {
  test(`Manage Interests as a dialog over the overview and as a page, ${size.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const ownId = await signInAsDemo(page, (id) => paths.cloudChart(id));
    await page.getByRole('main').getByRole('link', { name: 'Manage Interests' }).click();
    await expect(page).toHaveURL(/\?manage$/);
    const dialog = page.getByRole('dialog', { name: 'Manage Interests' });
    const rows = dialog.getByRole('form', { name: 'Interests' }).locator('[data-row-key]');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `manage-interests-dialog-${size.name}.png`);
    expect(await axeFindings(page, `dialog, ${size.name}`)).toEqual([]);

    // the weight slider by keyboard in a real browser, its number beside it
    const first = rows.first();
    const slider = first.getByRole('slider', { name: 'Weight' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('5');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('4.9');
    await expect(first.getByRole('status')).toHaveText('4.9');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('1');

    // a duplicate name is refused at its field
    const second = rows.nth(1);
    const taken = await first.getByLabel('Interest name').inputValue();
    await second.getByLabel('Interest name').fill(taken.toUpperCase());
    await expect(dialog.getByText('Interest already exists!')).toBeVisible();
    await saveScreenshot(page, `manage-interests-dialog-edited-${size.name}.png`);
    expect(await axeFindings(page, `dialog edited, ${size.name}`)).toEqual([]);

    // Escape with unsaved changes asks first
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(question).toContainText('If you close without saving, you will lose your changes.');
    await saveScreenshot(page, `manage-interests-question-${size.name}.png`);
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/manage/);

    // "Edit" on an interest: ?manage=<keyword> opens on its row, focused
    await page.goto(`${paths.cloudChart(ownId)}${manageInterestsSearch(taken)}`);
    await expect(dialog.getByRole('group', { name: taken, exact: true }).getByLabel('Interest name')).toBeFocused({ timeout: 30_000 });

    // the same editor on its own page
    await openInApp(page, paths.keywords);
    await expect(page.getByRole('form', { name: 'Interests' }).locator('[data-row-key]').first()).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `manage-interests-page-${size.name}.png`, { fullPage: true });
    expect(await axeFindings(page, `page, ${size.name}`)).toEqual([]);
  });
}

test('a save in the dialog closes it and the overview shows the new interest without a reload', async ({ page }) => {
  await signInAsDemo(page, (id) => `${paths.cloudChart(id)}${manageInterestsSearch()}`);
  const dialog = page.getByRole('dialog', { name: 'Manage Interests' });
  const add = dialog.getByRole('form', { name: 'Add an interest' });
  await add.getByLabel('New interest').fill('zz browser interest');
  await add.getByRole('button', { name: 'Add' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your Changes Has Been Successfully Updated!')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Interests by weight' }).getByRole('button', { name: 'zz browser interest' })).toBeVisible({ timeout: 30_000 });
});
