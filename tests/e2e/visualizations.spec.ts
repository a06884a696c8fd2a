import type { Page } from '@playwright/test';
import { expect, test, chartDrawing, plottedNames, saveScreenshot, keepOffTheInternet, openInApp, signInAsDemo } from './support';

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Screen = { path: string; title: string; drawn: (page: Page) => Promise<void> };

const SCREENS: Screen[] = [
  {
    path: 'cloud-chart',
    title: 'Interest Overview',
    drawn: async (page) => {
      // a phone opens on the bars (a cloud there would stand most words on end): the cloud is one press away
      const cloudView = page.getByRole('button', { name: 'Word cloud', exact: true });
      if ((await cloudView.getAttribute('aria-pressed')) === 'false') await cloudView.click();
      const cloud = page.getByRole('group', { name: 'Interests by weight' });
      await expect(cloud.locator('text').first()).toBeVisible();
      expect(await cloud.locator('text').count()).toBeGreaterThan(5);
    },
  },
  {
    path: 'pie-chart',
    title: 'Recent Interests',
    drawn: async (page) => {
      // the publications pie: one slice per interest of its table; pointing at a slice names it
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Publications over the last year' }) });
      const names = await plottedNames(card.getByRole('table'));
      expect(names.length).toBeGreaterThan(2);
      const pie = await chartDrawing(card);
      // just clockwise of 12 o'clock, inside the ring: the first (heaviest) slice
      const box = await pie.svg.boundingBox();
      await pie.point(0.5 + 0.1 * ((box?.height ?? 0) / (box?.width ?? 1)), 0.2);
      await expect(pie.tooltip).toContainText(names[0] ?? '');
      await expect(pie.tooltip).toContainText(/Weight: [\d.]+/);
    },
  },
  {
    path: 'bar-chart',
    title: 'Activities',
    drawn: async (page) => {
      // 5 years and 6 months of bars, each labelled with its count; pointing at the last names its period
      const tables = page.getByRole('table');
      await expect(tables).toHaveCount(2);
      expect(await plottedNames(tables.nth(0))).toHaveLength(5);
      expect(await plottedNames(tables.nth(1))).toHaveLength(6);
      const years = await plottedNames(tables.nth(0));
      const bars = await chartDrawing(page.locator('figure').first());
      await bars.point(0.93, 0.6);
      await expect(bars.tooltip).toContainText(years[4] ?? '');
      await expect(bars.tooltip).toContainText(/: \d+$/);
    },
  },
  {
    path: 'stream-chart',
    title: 'Interest Trends',
    drawn: async (page) => {
      // pointing at a period shows the value of every keyword of the legend, heaviest first
      const chart = page.locator('figure').first();
      const stream = await chartDrawing(chart);
      await stream.point(0.85, 0.5);
      await expect(stream.tooltip).toBeVisible();
      const lines = stream.tooltip.getByRole('listitem', { includeHidden: true });
      await expect(lines).toHaveCount(await chart.getByRole('list', { name: /: legend$/ }).getByRole('listitem').count());
      await expect(lines.first()).toHaveText(/^.+: \d+(\.\d+)?$/);
      await page.mouse.move(0, 0);
      await expect(stream.tooltip).toHaveCount(0);
    },
  },
  {
    path: 'concept-chart',
    title: 'Potential Interests',
    drawn: async (page) => {
      const map = page.getByRole('group', { name: /Concept map of the top 5 interests/ });
      await expect(map.getByRole('button', { name: /^Interest / }).first()).toBeVisible();
      await expect(map.getByRole('button', { name: /^Interest / })).toHaveCount(5);
      const categories = await map.getByRole('button', { name: /^Category / }).count();
      expect(categories).toBeGreaterThan(3);
      // laid out to fit its rows (about 40 units a category, 120 an interest): not a fixed 1,200-unit stage
      const box = await map.boundingBox();
      const units = Math.max((categories - 1) * 40, 4 * 120) + 140;
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(((box?.width ?? 0) * units) / 900 + 2);
    },
  },
];

/** No sideways scrolling of the page itself. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function findUserId(page: Page, query: string, name: string): Promise<string> {
  await page.getByPlaceholder('Search for users..').fill(query);
  const option = page.getByRole('option', { name });
  await expect(option).toBeVisible();
  // each option carries the user's id at the end of its element id
  const elementId = (await option.getAttribute('id')) ?? '';
  await page.keyboard.press('Escape');
  const id = /-(\d+)$/.exec(elementId)?.[1];
  expect(id, `profile link of ${name}`).toBeTruthy();
  return id ?? '';
}

test('the five interest screens draw for the demo account and for another researcher, at desktop and phone size', async ({ page }) => {
  test.setTimeout(180_000);
  const ownId = await signInAsDemo(page);
  expect(ownId).toMatch(/^\d+$/);
  const otherId = await findUserId(page, 'Mate', 'Mateo Alvarez');
  const users = [
    { label: 'demo', id: ownId, own: true },
    { label: 'mateo', id: otherId, own: false },
  ];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const user of users) {
      for (const screen of SCREENS) {
        // inside the running app: each screen costs its own drawing, not the app's start again
        await openInApp(page, `/app/${screen.path}/${user.id}`);
        await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
        await screen.drawn(page);
        if (screen.path === 'cloud-chart') {
          const manage = page.getByRole('main').getByRole('link', { name: 'Manage Interests' });
          if (user.own) await expect(manage).toBeVisible();
          else await expect(manage).toHaveCount(0);
        }
        if (!user.own) await expect(page.getByText('Mateo Alvarez').first()).toBeVisible();
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, `vis-${screen.path}-${user.label}-${size.name}.png`, { fullPage: true });
      }
    }
  }
});

/** Where each word of the Interest Overview's cloud stands, by word. */
async function cloudPlacement(page: Page): Promise<string[]> {
  const words = page.getByRole('group', { name: 'Interests by weight' }).locator('text');
  await expect(words.first()).toBeVisible({ timeout: 15_000 });
  return words.evaluateAll((nodes) => nodes.map((node) => `${node.textContent ?? ''} ${node.getAttribute('transform') ?? ''}`).sort());
}

test('the word cloud is laid out in a worker, and on the page the same way where workers cannot draw', async ({ page, browser, baseURL }) => {
  const worker = page.waitForEvent('worker', (started) => started.url().includes('word-cloud'));
  const ownId = await signInAsDemo(page, (id) => `/app/cloud-chart/${id}`);
  await worker;
  const inWorker = await cloudPlacement(page);
  expect(inWorker.length).toBeGreaterThan(5);

  // the same account in a browser whose workers cannot draw (no OffscreenCanvas; a browser without
  // workers at all cannot run the standalone build's backend): the page lays the cloud out itself, identically
  // the session and the built-in backend's database (IndexedDB), which issued its token
  const storage = await page.context().storageState({ indexedDB: true });
  const context = await browser.newContext({ baseURL, storageState: storage, viewport: page.viewportSize() ?? undefined });
  const refused = keepOffTheInternet(context);
  const noWorkers = await context.newPage();
  await noWorkers.addInitScript(() => Reflect.deleteProperty(window, 'OffscreenCanvas'));
  const workers: string[] = [];
  noWorkers.on('worker', (started) => workers.push(started.url()));
  await noWorkers.goto(`/app/cloud-chart/${ownId}`);
  expect(await cloudPlacement(noWorkers)).toEqual(inWorker);
  expect(workers.filter((url) => url.includes('word-cloud'))).toEqual([]);
  await context.close();
  expect(refused).toEqual([]);
});
