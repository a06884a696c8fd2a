import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test, SCREENSHOTS, signInAsDemo, chooseOfflineLakSample } from './support';

/**
 * The deployment's Content-Security-Policy (deploy/nginx), served with every page here as nginx
 * serves it: exports must work under it (img-src 'self' data:, no blob: images, style-src 'self').
 */
const CSP = (/add_header Content-Security-Policy "([^"]+)"/.exec(readFileSync('deploy/nginx/rima.conf.template', 'utf8'))?.[1] ?? '').replace(' ${RIMA_CONNECT_SRC}', '');

test.beforeEach(async ({ context }) => {
  await chooseOfflineLakSample(context);
  expect(CSP).toContain("img-src 'self' data:");
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
  });
});

/** The policy is in force: an inline style element is refused. */
async function expectStrictPolicy(page: Page) {
  const violated = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        const style = document.createElement('style');
        style.textContent = 'body { outline: 0 }';
        document.head.append(style);
        setTimeout(() => resolve('none'), 2000);
      }),
  );
  expect(violated).toMatch(/^style-src/);
}

async function choose(page: Page, menuButton: Locator, item: string): Promise<{ download: Download; bytes: Buffer }> {
  await menuButton.click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  const path = await download.path();
  return { download, bytes: readFileSync(path) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** width and height from a PNG's IHDR chunk */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const DAY = /-\d{4}-\d\d-\d\d/;

test('the word cloud saves as SVG and PNG files under the deployment policy', async ({ page }) => {
  await signInAsDemo(page, (id) => `/app/cloud-chart/${id}`);
  await expectStrictPolicy(page);
  const cloud = page.getByRole('group', { name: 'Interests by weight' });
  await expect(cloud.locator('text').first()).toBeVisible();
  const exportButton = page.getByRole('button', { name: /^Export Word cloud of/ });

  const svg = await choose(page, exportButton, 'Save as SVG');
  expect(svg.download.suggestedFilename()).toMatch(new RegExp(`^rima-word-cloud-of-\\d+-interests-[a-z-]+${DAY.source}\\.svg$`));
  const text = svg.bytes.toString('utf8');
  expect(text.startsWith('<?xml')).toBe(true);
  expect(text).toContain('<svg');
  expect(text).toContain('>learning analytics</text>');
  // the words keep their look standalone: colour and font inlined
  expect(text).toMatch(/<text[^>]+style="[^"]*fill: rgb\(/);
  await svg.download.saveAs(join(SCREENSHOTS, 'export-word-cloud.svg'));

  const png = await choose(page, exportButton, 'Save as PNG');
  expect(png.download.suggestedFilename()).toMatch(/^rima-word-cloud-of-\d+-interests-.+\.png$/);
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const size = pngSize(png.bytes);
  // twice the size of the drawing (500 px tall) with its title
  expect(size.height).toBeGreaterThan(1000);
  expect(png.bytes.length).toBeGreaterThan(10_000);
  await png.download.saveAs(join(SCREENSHOTS, 'export-word-cloud.png'));
  await expect(page.getByText('The chart could not be saved. Try again.')).toHaveCount(0);
});

test('a recharts chart saves as SVG and PNG with its title', async ({ page }) => {
  await signInAsDemo(page, (id) => `/app/bar-chart/${id}`);
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Publications per year (last 5 years)' }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.rima-chart svg').first()).toBeVisible();
  const exportButton = card.getByRole('button', { name: 'Export Publications per year (last 5 years)' });

  const svg = await choose(page, exportButton, 'Save as SVG');
  expect(svg.download.suggestedFilename()).toMatch(new RegExp(`^rima-publications-per-year-last-5-years-.+${DAY.source}\\.svg$`));
  const text = svg.bytes.toString('utf8');
  expect(text).toContain('>Publications per year (last 5 years)</text>');
  expect(text).toMatch(/<path|<rect/);
  await svg.download.saveAs(join(SCREENSHOTS, 'export-bars.svg'));

  const png = await choose(page, exportButton, 'Save as PNG');
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(pngSize(png.bytes).width).toBeGreaterThan(400);
  await png.download.saveAs(join(SCREENSHOTS, 'export-bars.png'));
});

test("a side-by-side slide saves both researchers' charts with whose each is and their legends", async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole('combobox', { name: 'Search for users' }).fill('Jona');
  await page.getByRole('option', { name: 'Jonas Berg' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/\d+/);
  const slider = page.getByRole('region', { name: 'Side by side' });
  await expect(slider.locator('.rima-chart svg')).toHaveCount(2);
  const svg = await choose(page, slider.getByRole('button', { name: 'Export Top interests' }), 'Save as SVG');
  expect(svg.download.suggestedFilename()).toMatch(new RegExp(`^rima-top-interests-[a-z-]+-and-jonas-berg${DAY.source}\\.svg$`));
  const text = svg.bytes.toString('utf8');
  expect(text).toContain('>You</text>');
  expect(text).toContain('>Jonas Berg</text>');
  // both legends: the heaviest interest of each side is named
  const legendNames = await slider.locator('.rima-chart-legend li > span:not([aria-hidden])').allTextContents();
  for (const name of legendNames.filter((_, index) => index % 2 === 0)) expect(text).toContain(`>${name}</text>`);
  expect((text.match(/<svg /g) ?? []).length).toBe(3);
  await svg.download.saveAs(join(SCREENSHOTS, 'export-side-by-side.svg'));
  const png = await choose(page, slider.getByRole('button', { name: 'Export Top interests' }), 'Save as PNG');
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  await png.download.saveAs(join(SCREENSHOTS, 'export-side-by-side.png'));
});

test('the collaboration network (a canvas) saves as PNG, and offers no SVG', async ({ page }) => {
  await signInAsDemo(page, '/app/topicsauthors');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Researcher collaboration network' }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  const exportButton = card.getByRole('button', { name: 'Export Researcher collaboration network' });
  await exportButton.click();
  await expect(page.getByRole('menuitem')).toHaveText(['Save as PNG', 'Download data (CSV)']);
  await page.keyboard.press('Escape');

  const png = await choose(page, exportButton, 'Save as PNG');
  expect(png.download.suggestedFilename()).toMatch(new RegExp(`^rima-researcher-collaboration-network${DAY.source}\\.png$`));
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.bytes.length).toBeGreaterThan(5_000);
  await png.download.saveAs(join(SCREENSHOTS, 'export-network.png'));
});

test("the overview's Download menu saves the interests as CSV", async ({ page }) => {
  await signInAsDemo(page, (id) => `/app/cloud-chart/${id}`);
  const csv = await choose(page, page.getByRole('button', { name: 'Download', exact: true }), 'Download interests (CSV)');
  expect(csv.download.suggestedFilename()).toMatch(new RegExp(`^rima-interests-[a-z-]+${DAY.source}\\.csv$`));
  const lines = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('keyword,weight,source,papers,tweets');
  expect(lines.some((line) => line.startsWith('learning analytics,'))).toBe(true);
});
