import type { Page } from '@playwright/test';
import { axeFindings, expect, test, chartDrawing, plottedNames, saveScreenshot, signInAsDemo, startFromStateOnNextLoad, storedDatabase } from './support';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * No serious or critical axe-core violations on the page as it is now (modals included). The
 * sidebar's section headings and active item are left out here: their colours are shared styles,
 * checked by the accessibility test of every route.
 */
async function expectAccessible(page: Page, where: string) {
  // the pointer rests on the page body, not on a sidebar link in its hover colours
  await page.mouse.move(700, 10);
  // and the colours that moving it changes have finished their transition (axe reads them mid-way otherwise)
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await axeFindings(page, where, { rules: 'all', exclude: ['#rima-sidebar .rima-nav-section__title', '#rima-sidebar [aria-current="page"]'] })).toEqual([]);
}

async function openLevel(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

test('compare with a seeded researcher: search, three explanations, return to the own account', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsDemo(page);

  const search = page.getByRole('combobox', { name: 'Search for users' });
  await search.fill('Jona');
  await page.getByRole('option', { name: 'Jonas Berg' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/\d+$/);
  const profileUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'User Account Details' })).toBeVisible();
  await expect(page.getByTestId('similarity-header')).toHaveText(/^The similarity between you and Jonas Berg is \d+(\.\d{1,2})? %$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Return To My Account' })).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Data Management' })).toHaveCount(0);

  const slider = page.getByRole('region', { name: 'Side by side' });
  await expect(slider.getByTestId('slide-position')).toHaveText('1 of 6');
  await chartDrawing(slider);
  await saveScreenshot(page, 'compare-desktop.png', { fullPage: true });
  await expectAccessible(page, 'profile, basic explanation');
  await slider.getByRole('button', { name: 'Next chart' }).click();
  await expect(slider.getByTestId('slide-position')).toHaveText('2 of 6');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider.getByRole('heading', { name: 'Word cloud of interests' })).toBeVisible();
  await expect(slider.locator('svg[aria-label="Your top 15 interests"]')).toBeVisible();
  await saveScreenshot(slider, 'compare-slider-cloud-desktop.png');

  const basic = await openLevel(page, 'Basic explanation');
  await expect(basic.getByRole('heading', { name: 'Interest Association Model' })).toBeVisible();
  await basic.getByRole('button', { name: 'Similar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Similar Keywords' });
  await expect(dialog).toBeVisible();
  // pointing at a keyword of Jonas Berg marks its matches among yours
  await dialog.locator('ul').last().getByRole('button').first().hover();
  await expect(dialog.getByRole('button', { name: /\(matches\)$/ }).first()).toBeVisible();
  await expect(dialog.getByTestId('similar-readout')).toContainText('matches');
  await saveScreenshot(page, 'compare-similar-desktop.png');
  await expectAccessible(page, 'Similar Keywords dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const intermediate = await openLevel(page, 'Intermediate explanation');
  await expect(intermediate.getByTestId('heat-map-cell').first()).toBeVisible();
  await expect(intermediate.getByTestId('heat-map-cell').first().locator(':scope > text')).toHaveText(/^\d\.\d\d$/);
  await saveScreenshot(intermediate, 'compare-heat-map-desktop.png');
  await expectAccessible(page, 'intermediate explanation');

  const advanced = await openLevel(page, 'Advanced explanation');
  await expect(advanced.getByRole('heading', { name: /^Score: \d+(\.\d{1,2})?%$/ })).toBeVisible();
  const mirrored = await chartDrawing(advanced);
  const keywords = await plottedNames(advanced.getByRole('table'));
  // the first (heaviest) keyword's row: both weights in the tooltip
  await mirrored.point(0.6, await mirrored.row(0, keywords.length));
  await expect(mirrored.tooltip).toContainText(keywords[0] ?? '');
  await expect(mirrored.tooltip).toContainText(/You: [\d.]+/);
  await saveScreenshot(advanced, 'compare-advanced-desktop.png');
  await expectAccessible(page, 'advanced explanation');
  await mirrored.click(0.6, 0.3);
  const image = page.getByRole('dialog', { name: 'How the similarity score is computed' });
  await expect(image.getByRole('img', { name: 'How the similarity score is computed' })).toBeVisible();
  await saveScreenshot(page, 'compare-explanation-image-desktop.png');
  await expectAccessible(page, 'explanation image dialog');
  await image.getByRole('button', { name: 'Close' }).first().click();
  await expect(image).toBeHidden();

  await nav.getByRole('button', { name: 'Return To My Account' }).click();
  await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/);
  await expect(nav.getByRole('heading', { name: 'Data Management' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Return To My Account' })).toHaveCount(0);

  // the phone: everything fits the width, the heat map scrolls inside its own box
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(profileUrl);
  await expect(page.getByTestId('similarity-header')).toBeVisible();
  await chartDrawing(page.getByRole('region', { name: 'Side by side' }));
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'compare-phone.png', { fullPage: true });
  const phoneBasic = await openLevel(page, 'Basic explanation');
  await phoneBasic.getByRole('button', { name: 'Similar' }).click();
  await expect(page.getByRole('dialog', { name: 'Similar Keywords' })).toBeVisible();
  await saveScreenshot(page, 'compare-similar-phone.png');
  await page.keyboard.press('Escape');
  const phoneHeat = await openLevel(page, 'Intermediate explanation');
  await expect(phoneHeat.getByTestId('heat-map-cell').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(phoneHeat, 'compare-heat-map-phone.png');
  const phoneAdvanced = await openLevel(page, 'Advanced explanation');
  await chartDrawing(phoneAdvanced);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(phoneAdvanced, 'compare-advanced-phone.png');
  await phoneAdvanced.getByRole('button', { name: 'How is the score computed?' }).click();
  await expect(page.getByRole('img', { name: 'How the similarity score is computed' })).toBeVisible();
  await saveScreenshot(page, 'compare-explanation-image-phone.png');
});

test('a 1 MB keyword never widens the comparison: every explanation fits a phone and a desktop', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  // the built-in backend stores its database once something changed (the sign-in did)
  await expect.poll(() => storedDatabase(page).then((raw) => raw !== null)).toBe(true);
  const state = JSON.parse((await storedDatabase(page)) ?? '{}') as { longTerm: Record<string, unknown>[]; nextId: { longTerm: number } };
  const stamp = '2024-05-01T10:00:00';
  state.longTerm.push({
    id: state.nextId.longTerm++,
    user: Number(await page.evaluate(() => localStorage.getItem('mId'))),
    keyword: 'w'.repeat(1024 * 1024),
    original_keywords: [],
    categories: [],
    paper_ids: [],
    tweet_ids: [],
    weight: 5,
    source: 'Manual',
    created_on: stamp,
    updated_on: stamp,
  });
  await startFromStateOnNextLoad(page, state);
  await page.reload();
  const search = page.getByRole('combobox', { name: 'Search for users' });
  await search.fill('Jona');
  await page.getByRole('option', { name: 'Jonas Berg' }).click();
  await expect(page.getByTestId('similarity-header')).toBeVisible({ timeout: 30_000 });
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await chartDrawing(page.getByRole('region', { name: 'Side by side' }));
    await expectNoSidewaysScroll(page);
    for (const level of ['Basic explanation', 'Intermediate explanation', 'Advanced explanation']) {
      const panel = await openLevel(page, level);
      await expect(panel.getByRole('heading').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  }
  await saveScreenshot(page, 'compare-huge-keyword-phone.png', { fullPage: true });
});
