import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, signInAsDemo } from './support';

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** No sideways scrolling: the page is not wider than the viewport. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Share of canvas pixels that are not white (the force graph has drawn nodes and links). */
async function drawnShare(page: Page): Promise<number> {
  return page.locator('[data-testid="collaboration-graph"] canvas').first().evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240) drawn += 1;
    return drawn / (data.length / 4);
  });
}

for (const size of SIZES) {
  test.describe(`conference screens at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('Topic Trends: charts draw and a donut sector opens its publications', async ({ page }) => {
      await signInAsDemo(page);
      await page.goto('/app/topicbar');
      await expect(page.getByRole('heading', { level: 1, name: 'Topic Trends' })).toBeVisible();
      // the top 10 chart draws 10 bars, the first term's publications 10 more, the donut 10 sectors
      const bars = page.locator('.rima-chart__bar');
      await expect(bars.first()).toBeVisible();
      await expect(bars).toHaveCount(20);
      await expect(page.locator('.rima-chart__bar[fill="#b35900"]')).toHaveCount(1);
      const sectors = page.locator('.rima-chart__sector');
      await expect(sectors).toHaveCount(10);
      await expect(sectors.first()).toBeVisible();
      expect((await sectors.first().boundingBox())?.width ?? 0).toBeGreaterThan(20);
      await expect(page.getByRole('img', { name: /Venn diagram of the top 10 topics of LAK 2011 and 2012/ })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SCREENSHOTS}/conference-topicbar-${size.name}.png`, fullPage: true });

      // clicking a bar of the top 10 picks its topic: it turns orange and its publications show
      const third = page.locator('.rima-chart__row').nth(2);
      const thirdTopic = ((await third.locator('title').textContent()) ?? '').split('\n')[0] ?? '';
      expect(thirdTopic).not.toBe('');
      await third.locator('.rima-chart__bar').click();
      await expect(third.locator('.rima-chart__bar')).toHaveAttribute('fill', '#b35900');
      await expect(page.getByRole('heading', { name: `Top 10 publications for “${thirdTopic}”` })).toBeVisible();

      const firstSector = ((await sectors.nth(0).locator('title').textContent()) ?? '').replace(/: [\d.]+ %$/, '');
      expect(firstSector).not.toBe('');
      await sectors.nth(0).scrollIntoViewIfNeeded();
      await sectors.nth(0).click();
      const dialog = page.getByRole('dialog', { name: `List of Publications related to the topic ${firstSector}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('row').nth(1)).toBeVisible();
      await expect(dialog.locator('mark').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}/conference-publications-modal-${size.name}.png` });
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();

      // evolution: it starts with the top 5 topics of 2020 drawn; Reset, then compare two topics chosen in the combobox
      const areas = page.locator('.rima-chart__area');
      await expect(areas).toHaveCount(5);
      // the evolution chart is the last card of the page
      await page.getByRole('button', { name: 'Reset' }).last().click();
      await expect(areas).toHaveCount(0);
      // (while its list is open the rest of the page is hidden from assistive technology: the card's heading too)
      const evolution = page.getByRole('combobox', { name: 'Topics to compare' });
      for (const topic of ['Learning analytics', 'Student']) {
        await evolution.fill(topic);
        await page.getByRole('option', { name: topic, exact: true }).click();
      }
      await page.screenshot({ path: `${SCREENSHOTS}/conference-topicbar-combobox-${size.name}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Compare' }).last().click();
      await expect(areas).toHaveCount(2);
      await expect(areas.first()).toBeVisible();
      expect((await areas.first().boundingBox())?.height ?? 0).toBeGreaterThan(20);
      await page.screenshot({ path: `${SCREENSHOTS}/conference-topicbar-evolution-${size.name}.png`, fullPage: true });
    });

    test('Comparison of Researchers: the network draws and a researcher opens their publications', async ({ page }) => {
      await signInAsDemo(page);
      await page.goto('/app/topicsauthors');
      await expect(page.getByRole('heading', { level: 1, name: 'Comparison of Researchers' })).toBeVisible();
      await expect(page.locator('[data-testid="collaboration-graph"] canvas').first()).toBeVisible();
      await expect.poll(() => drawnShare(page), { timeout: 15_000 }).toBeGreaterThan(0.002);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Reset zoom' }).click();
      await expect(page.locator('.rima-stacked__part').first()).toBeVisible();
      await expect(page.getByRole('list', { name: 'Common topics' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SCREENSHOTS}/conference-topicsauthors-${size.name}.png`, fullPage: true });

      await page.getByRole('list', { name: 'Researchers in the network' }).getByRole('button', { name: 'A. Ammari' }).click();
      const dialog = page.getByRole('dialog', { name: /Publication\(s\) related to the topic Learning$/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: /Researcher profile of A\. Ammari/ })).toHaveAttribute('href', /semanticscholar\.org\/author\//);
      await page.screenshot({ path: `${SCREENSHOTS}/conference-node-modal-${size.name}.png` });
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();

      // and by clicking a node drawn on the canvas: find a pixel in a node colour, click it (on the
      // desktop; on a phone the graph is wider than the screen and the list above is the way in)
      if (size.width < 800) return;
      await page.locator('[data-testid="collaboration-graph"] canvas').first().scrollIntoViewIfNeeded();
      // let the layout come to rest (the simulation runs a fixed number of frames, slower on a busy
      // machine): two pictures of the canvas half a second apart are the same
      await expect.poll(() => canvasAtRest(page), { timeout: 30_000, intervals: [0] }).toBe(true);
      const nodeDialog = page.getByRole('dialog', { name: /Publication\(s\) related to the topic Learning$/ });
      const canvas = page.locator('[data-testid="collaboration-graph"] canvas').first();
      let opened = false;
      for (const point of await nodePoints(page)) {
        // the graph finds the node under the pointer on its next frames: hover until it says the
        // spot is clickable (pointer cursor), then click
        await page.mouse.move(point.x, point.y);
        const clickable = await expect
          .poll(() => canvas.evaluate((element) => element.classList.contains('clickable')), { timeout: 3000 })
          .toBe(true)
          .then(
            () => true,
            () => false,
          );
        if (!clickable) continue;
        await page.mouse.down();
        await page.mouse.up();
        opened = await nodeDialog.waitFor({ state: 'visible', timeout: 5000 }).then(
          () => true,
          () => false,
        );
        if (opened) break;
      }
      expect(opened).toBe(true);
      await expect(nodeDialog.getByRole('link', { name: /Researcher profile of / })).toBeVisible();
      await nodeDialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(nodeDialog).toBeHidden();
    });

    test('Topic Overview, Compare Conference, Publications and the hidden topic form render', async ({ page }) => {
      await signInAsDemo(page);
      await page.goto('/app/topicscompare');
      await expect(page.getByRole('heading', { level: 1, name: 'Topic Overview' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Learning analytics' }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SCREENSHOTS}/conference-topicscompare-${size.name}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Researchers' }).click();
      await expect(page.locator('[data-testid="collaboration-graph"] canvas').first()).toBeVisible();

      await page.goto('/app/topicsresearch');
      await expect(page.getByRole('heading', { level: 1, name: 'Comparison of Conference(s)' })).toBeVisible();
      await expect(page.getByRole('img', { name: /Venn diagram of the topics of A\. Ammari/ })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SCREENSHOTS}/conference-topicsresearch-${size.name}.png`, fullPage: true });

      await page.goto('/app/topicsrecommend');
      await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
      await expect(page.getByText(/heaviest interests/)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SCREENSHOTS}/conference-topicsrecommend-${size.name}.png`, fullPage: true });

      await page.goto('/app/topicform');
      await expect(page.getByRole('heading', { level: 1, name: 'Conference topics' })).toBeVisible();
    });
  });
}

/** Whether the network canvas shows the same picture twice, half a second apart (the layout is at rest). */
async function canvasAtRest(page: Page): Promise<boolean> {
  const picture = () =>
    page.locator('[data-testid="collaboration-graph"] canvas').first().evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  const before = await picture();
  await page.waitForTimeout(500);
  return before === (await picture());
}

/**
 * Page coordinates of up to 12 pixels of the network canvas drawn in a node colour: saturated, unlike
 * the grey links, the dark labels and the white background. Spread out, so they hit different nodes.
 */
async function nodePoints(page: Page): Promise<{ x: number; y: number }[]> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="collaboration-graph"] canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return [];
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    const points: { x: number; y: number }[] = [];
    for (let y = 0; y < height && points.length < 12; y += 3) {
      for (let x = 0; x < width && points.length < 12; x += 3) {
        const i = (y * width + x) * 4;
        const r = data[i] ?? 0, g = data[i + 1] ?? 0, b = data[i + 2] ?? 0, a = data[i + 3] ?? 0;
        if (a < 200 || Math.max(r, g, b) - Math.min(r, g, b) < 90) continue;
        const point = { x: rect.left + x / scale, y: rect.top + y / scale };
        if (point.x < 0 || point.y < 0 || point.x > window.innerWidth || point.y > window.innerHeight) continue;
        if (points.every((p) => Math.hypot(p.x - point.x, p.y - point.y) > 25)) points.push(point);
      }
    }
    return points;
  });
}
