import type { Page } from '@playwright/test';
import { expect, openInApp, test, saveScreenshot, scrollThrough, signInAsDemo, tabTo } from './support';

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The list item of a step, by its heading. */
const step = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

/** Waits until all five steps show the demo account's data. */
async function expectStepsDrawn(page: Page) {
  await expect(step(page, 'Step 1: Data sources').getByRole('link', { name: '2093614' })).toBeVisible();
  await expect(step(page, 'Step 2: Collected publications').getByRole('table', { name: 'Publications per year, last 6 years', includeHidden: true })).toBeAttached();
  await expect(step(page, 'Step 3: Extracted keyphrases').getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(step(page, 'Step 4: Generated profile').getByRole('list', { name: 'How the top 5 interests were formed' }).getByRole('listitem')).toHaveCount(5);
  await scrollThrough(page);
  const graph = step(page, 'Step 4: Generated profile').locator('.rima-merge-graph svg');
  await expect(graph).toBeVisible();
  expect(await graph.locator('path').count()).toBeGreaterThan(5);
  const cloud = step(page, 'Step 5: Resulting interest profile').getByRole('group', { name: 'Top interests by weight' });
  await expect(cloud.locator('text').first()).toBeVisible();
  // every interest of the cloud is drawn, the longest heavy names included, at phone width too
  const cloudTitle = await step(page, 'Step 5: Resulting interest profile').getByRole('heading', { name: /^Word cloud of the (\d+ strongest of )?\d+ interests$/ }).textContent();
  await expect(cloud.locator('text')).toHaveCount(Number(/\d+/.exec(cloudTitle ?? '')?.[0]));
  const bars = step(page, 'Step 5: Resulting interest profile').locator('section').filter({ has: page.getByRole('heading', { level: 3, name: /^The (\d+ strongest of )?\d+ interests by weight$/ }) });
  await expect(bars.locator('.rima-chart svg').first()).toBeVisible();
}

test('How does it work? by keyboard alone: from the Interest Overview into the steps, focus always on a visible control', async ({ page }) => {
  const ownId = await signInAsDemo(page, (id) => `/app/cloud-chart/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Overview' })).toBeVisible();

  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'How does it work?' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/how-it-works/${ownId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'How does it work?' })).toBeFocused();
  await expect(page).toHaveTitle('How does it work? · RIMA');

  const scholar = step(page, 'Step 1: Data sources').getByRole('link', { name: '2093614' });
  await tabTo(page, scholar);
  const ring = await scholar.evaluate((element) => ({ style: getComputedStyle(element).outlineStyle, width: parseFloat(getComputedStyle(element).outlineWidth) }));
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);

  // onwards through the steps until focus leaves the page's content: every stop is a visible control, never the body
  const stops: string[] = [];
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.closest('main')) return null;
      const box = active.getBoundingClientRect();
      return { visible: box.width > 0 && box.height > 0, text: `${active.tagName}:${active.getAttribute('aria-label') ?? active.textContent ?? ''}`.slice(0, 60) };
    });
    if (stop === null) break;
    expect(stop.visible, `visible focus: ${stop.text}`).toBe(true);
    stops.push(stop.text);
  }
  expect(stops.length, 'Tab leaves the steps within 60 presses').toBeLessThan(60);

  // back up to the heading's page with Shift+Tab: the link of step 1 again
  await scholar.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(scholar).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(scholar).toBeFocused();
  await expectStepsDrawn(page);
  // the sidebar marks the page as the current one
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How does it work?' })).toHaveAttribute('aria-current', 'page');
});

test('How does it work? draws every step for the own and another user, fitting desktop and phone widths', async ({ page }) => {
  test.setTimeout(120_000);
  const ownId = await signInAsDemo(page);
  const others = await page.evaluate(async () => {
    const response = await fetch('/api/accounts/user-search/mateo/', { headers: { Authorization: `Token ${localStorage.getItem('accessToken')}`, Accept: 'application/json' } });
    return (await response.json()) as { id: number }[];
  });
  const otherId = others.find((user) => String(user.id) !== ownId)?.id;
  expect(otherId).toBeTruthy();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [label, id] of [
      ['own', ownId],
      ['other', String(otherId)],
    ] as const) {
      await openInApp(page, `/app/how-it-works/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'How does it work?' })).toBeVisible();
      if (label === 'own') {
        await expectStepsDrawn(page);
      } else {
        await expect(page.getByText('(read only)')).toBeVisible();
        await expect(step(page, 'Step 3: Extracted keyphrases').getByRole('heading', { level: 3 }).first()).toBeVisible();
        await scrollThrough(page);
      }
      // the merge graph fits its box; the page never scrolls sideways
      const graph = page.locator('.rima-merge-graph');
      const [box, svg] = [await graph.boundingBox(), await graph.locator('svg').boundingBox()];
      expect(svg?.width ?? Infinity).toBeLessThanOrEqual((box?.width ?? 0) + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `how-it-works-${label}-${size.name}.png`, { fullPage: true });
    }
  }
});
