import type { Locator, Page } from '@playwright/test';
import { answerWikipedia, expect, test, DEMO_ACCOUNT, saveScreenshot, signInAsDemo, tabTo } from './support';

/** The focused element never falls back to the document body. */
async function expectFocusNotOnBody(page: Page) {
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
}

/** The focus indicator of the focused element: a solid outline of at least 2 px. */
async function expectVisibleFocusRing(target: Locator) {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test('sign-in with the keyboard alone: errors beside the fields, focus on the page after', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Login · RIMA');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await tabTo(page, email);
  await expectVisibleFocusRing(email);

  // an empty form is not sent: the fields say why and focus is on the first
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter your email.');
  await expect(email).toBeFocused();

  await page.keyboard.type(DEMO_ACCOUNT.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invalid credentials', { exact: true })).toBeVisible();
  await expect(password).toBeFocused();
  await saveScreenshot(page, 'keyboard-login-error.png');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(DEMO_ACCOUNT.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Overview' })).toBeFocused();
  await expect(page).toHaveTitle('Interest Overview · RIMA');
});

test('add, view and remove a paper with the keyboard alone; dialogs hold focus', async ({ page }) => {
  const title = `Keyboard paper ${Date.now()}`;
  await signInAsDemo(page, '/app/add-paper');
  await expect(page.getByRole('heading', { name: 'Add Publication' })).toBeVisible();

  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('https://www.semanticscholar.org/paper/keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2024');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lena Hoffmann');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Written without a mouse.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');

  // the route change puts focus on the new page's heading
  await expect(page).toHaveURL(/\/app\/view-paper$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Publications' })).toBeFocused();
  await expect(page).toHaveTitle('My Publications · RIMA');

  const options = page.getByRole('button', { name: `Options for ${title}` });
  await tabTo(page, options, 200);
  await expectVisibleFocusRing(options);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeFocused();
  await page.keyboard.press('Enter');

  const detail = page.getByRole('dialog', { name: 'Paper Detail' });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Close' })).toBeFocused();
  // Tab and Shift+Tab wrap inside the dialog: every stop is a control in it (never the page body nor the browser's toolbar)
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active.closest('dialog[open]') !== null;
    });
    expect(inside, `focus after ${key}`).toBe(true);
  }
  await detail.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(detail.getByRole('button', { name: 'Close' })).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(detail.getByRole('button', { name: 'Close' })).toBeFocused();
  await saveScreenshot(page, 'keyboard-paper-detail.png');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(options).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove paper?' });
  await expect(confirm).toBeVisible();
  const remove = confirm.getByRole('button', { name: 'Delete' });
  await tabTo(page, remove, 6);
  await page.keyboard.press('Enter');
  // while the delete runs the busy button keeps the focus (never the page body)
  await expectFocusNotOnBody(page);

  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await expect(page.locator('#rima-announcer')).toHaveText('Paper deleted');
  // focus lands on the paper that took the removed one's place, or on the heading
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-haspopup', 'menu');
  await expectFocusNotOnBody(page);
});

test('demo extraction with the keyboard alone puts focus on the results', async ({ page, context }) => {
  // the extraction keeps the keyphrases Wikipedia knows
  await answerWikipedia(context);
  await page.goto('/auth/demo');
  await expect(page).toHaveTitle('Demo · RIMA');
  await tabTo(page, page.getByRole('button', { name: 'Use an example abstract' }));
  await page.keyboard.press('Enter');
  // the example text loads on first use (it is not part of the page's start): the user sees it arrive
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue(/^Learning analytics dashboards/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const algorithm = page.getByRole('combobox', { name: 'Algorithm' });
  await expect(algorithm).toBeFocused();
  // a focused native select picks the option whose text is typed
  await page.keyboard.type('Yake');
  await expect(algorithm).toHaveValue('Yake');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('spinbutton', { name: 'Keywords count' })).toBeFocused();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  // the extraction has started: focus is on the form or already on the results, never on the body
  await expectFocusNotOnBody(page);

  const list = page.getByRole('list', { name: 'Keywords with scores' });
  await expect(list).toBeVisible();
  await expect(page.locator('.rima-result').first()).toBeFocused();
  await expect(page.locator('#rima-announcer')).toHaveText(/^\d+ keywords? found$/);
  await saveScreenshot(page, 'keyboard-demo-result.png');
});

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`register with the keyboard alone on the ${viewport.name} screen: errors beside the fields, focus on the first`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/auth/register');
    await expect(page).toHaveTitle('Register · RIMA');
    const firstName = page.getByLabel('First name');
    await tabTo(page, firstName);
    await page.keyboard.type('Ada');
    const submit = page.getByRole('button', { name: 'Create account' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter your email.');
    await expect(password).toHaveAccessibleDescription('Please enter a password.');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, `keyboard-register-errors-${viewport.name}.png`);

    // the duplicate email comes back from the server: its message beside the field, focus on it
    await page.keyboard.type(DEMO_ACCOUNT.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('engine42');
    await page.keyboard.press('Enter');
    await expect(email).toHaveAccessibleDescription('user with this email already exists.');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    await expect(firstName).toHaveValue('Ada');
  });
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`confirmation dialog and skip link fit the ${viewport.name} screen`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAsDemo(page, '/app/keyword');
    await expect(page.getByRole('heading', { name: 'Manage Interests' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await saveScreenshot(page, `keyboard-skip-link-${viewport.name}.png`);
    const removeButton = page.getByRole('button', { name: /^Delete / }).first();
    await removeButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    // its title and every button are on the screen, not cut off at a side
    for (const part of [dialog.getByRole('heading', { name: 'Are you sure?' }), ...(await dialog.getByRole('button').all())]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= viewport.width).toBe(true);
    }
    await saveScreenshot(page, `keyboard-confirm-${viewport.name}.png`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(removeButton).toBeFocused();
  });
}

test('the menu of a phone is modal: Tab and Shift+Tab stay in it, Escape puts focus back on Menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, '/app/index');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
  const inSidebar = () => page.evaluate(() => document.activeElement?.closest('#rima-sidebar') !== null && document.activeElement !== document.body);
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await inSidebar(), `Tab ${presses + 1}`).toBe(true);
  }
  for (let presses = 0; presses < 5; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inSidebar(), `Shift+Tab ${presses + 1}`).toBe(true);
  }
  await saveScreenshot(page, 'keyboard-phone-menu.png');
  await page.keyboard.press('Escape');
  await expect(sidebar.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(menu).toBeFocused();
});
