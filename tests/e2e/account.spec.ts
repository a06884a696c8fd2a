import { expect, test, saveScreenshot, signInAsDemo } from './support';

test('publications: add, view, edit and remove a paper', async ({ page }) => {
  const title = `Browser test paper ${Date.now()}`;
  await signInAsDemo(page, '/app/add-paper');

  await expect(page.getByRole('heading', { name: 'Add Publication' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('URL').fill('https://www.semanticscholar.org/paper/e2e');
  await page.getByLabel('Year').fill('2023');
  await page.getByLabel('Authors').fill('Lena Hoffmann, Browser Test');
  await page.getByLabel('Abstract').fill('An abstract written by the browser test.');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Paper Added!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/view-paper$/);
  await expect(page.getByRole('heading', { name: 'My Publications' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByText('Paper Added!')).toBeHidden();
  await saveScreenshot(page, 'publications.png');

  // View
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: 'Paper Detail' });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('An abstract written by the browser test.')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'See paper on Semantic Scholar' })).toHaveAttribute('href', 'https://www.semanticscholar.org/paper/e2e');
  await saveScreenshot(page, 'paper-detail.png');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // Edit
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Publication' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (revised)`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Paper Updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/view-paper$/);
  await expect(page.getByRole('row').filter({ hasText: `${title} (revised)` })).toBeVisible();

  // Remove
  await page.getByRole('button', { name: `Options for ${title} (revised)` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove paper?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Paper deleted!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('manage interests: save a keyword weight and see the cloud', async ({ page }) => {
  await signInAsDemo(page, '/app/keyword');
  await expect(page.getByRole('heading', { name: 'Manage Interests' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Interests' });
  const firstRow = form.locator('[data-row-key]').first();
  await expect(firstRow).toBeVisible();
  const keyword = await firstRow.getByLabel('Interest name').inputValue();
  const weight = firstRow.getByRole('slider', { name: 'Weight' });
  const before = Number(await weight.inputValue());
  await weight.focus();
  await page.keyboard.press(before > 3 ? 'PageDown' : 'PageUp');
  const next = await weight.inputValue();
  expect(Number(next)).toBeCloseTo(before > 3 ? before - 0.4 : before + 0.4);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your Changes Has Been Successfully Updated!')).toBeVisible();

  // the cloud is drawn by d3-cloud as SVG text in a real browser
  const cloud = page.getByRole('group', { name: 'Top interests by weight' });
  await expect(cloud.locator('text').first()).toBeVisible();
  // every one of the top 15 gets a place (long heavy words shrink rather than drop out)
  await expect(cloud.locator('text')).toHaveCount(15);
  await expect(form.getByRole('group', { name: keyword, exact: true }).getByRole('slider', { name: 'Weight' })).toHaveValue(next);
  await expect(page.getByText('Your Changes Has Been Successfully Updated!')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'manage-interests.png');

  await page.reload();
  await expect(page.getByRole('form', { name: 'Interests' }).getByRole('group', { name: keyword, exact: true }).getByRole('slider', { name: 'Weight' })).toHaveValue(next);
});
