import { expect, test } from '@playwright/test';
import { SCREENSHOTS } from '../e2e/support';
import { SUBPATH_SITE, expectAppScreen, watchCsp } from './support';

// The demo build, built with `--base /rima/`, served by nginx with deploy/nginx/rima.conf.template.

const DEMO = { email: 'demo@example.org', password: 'demo1234' };

test('deep links and reloads of every route work under /rima/ with zero CSP violations', async ({ page }) => {
  const violations = await watchCsp(page);

  // The built-in backend starts once the page has rendered; its worker may reload a page it does not
  // control yet: move on once it controls the page, as a user's next step would come after that.
  const demoBackendStarted = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  for (const route of ['/auth/demo', '/auth/register', '/auth/login']) {
    await page.goto(`${SUBPATH_SITE}${route}`);
    await expectAppScreen(page);
    await demoBackendStarted();
    await page.reload();
    await expect(page).toHaveURL(`${SUBPATH_SITE}${route}`);
    await expectAppScreen(page);
    await demoBackendStarted();
  }
  // the worker that controls the page (read at once: no promise that a worker update could hold up)
  const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(worker).toBe(`${SUBPATH_SITE}/mockServiceWorker.js`);

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SUBPATH_SITE}/app/`));
  const id = await page.evaluate(() => localStorage.getItem('mId'));
  expect(id).toMatch(/^\d+$/);

  const routes = [
    '/app/index',
    '/app/user-profile',
    `/app/profile/${id}`,
    `/app/cloud-chart/${id}`,
    `/app/pie-chart/${id}`,
    `/app/bar-chart/${id}`,
    `/app/concept-chart/${id}`,
    `/app/stream-chart/${id}`,
    '/app/view-paper',
    '/app/add-paper',
    '/app/keyword',
    '/app/blacklisted-keywords',
    '/app/topicform',
    '/app/topicbar',
    '/app/topicscompare',
    '/app/topicsrecommend',
    '/app/topicsresearch',
    '/app/topicsauthors',
    `/recommendation/twitter-scanner/${id}`,
  ];
  // MSW reloads a page its worker does not control yet (msw's start): a navigation that this reload
  // overtakes is aborted (or ends without a response of its own), and the route is asked again
  const open = async (url: string) => {
    try {
      return (await page.goto(url)) ?? (await page.goto(url));
    } catch (error) {
      if (!String(error).includes('ERR_ABORTED')) throw error;
      return page.goto(url);
    }
  };
  // the same for a reload: one that MSW's own reload overtakes is aborted, and the page reloads all the same
  const reload = async () => {
    try {
      await page.reload();
    } catch (error) {
      if (!String(error).includes('ERR_ABORTED')) throw error;
      await page.waitForLoadState();
    }
  };
  for (const route of routes) {
    const response = await open(`${SUBPATH_SITE}${route}`);
    expect(response?.status(), route).toBe(200);
    expect(response?.headers()['cache-control'], route).toBe('no-cache');
    await expect(page, route).toHaveURL(`${SUBPATH_SITE}${route}`);
    await expectAppScreen(page);
    await reload();
    await expect(page, route).toHaveURL(`${SUBPATH_SITE}${route}`);
    await expectAppScreen(page);
    // Charts and data come after the heading: wait until nothing is loading before counting violations.
    await expect(page.locator('.spinner-border')).toHaveCount(0, { timeout: 20_000 });
  }
  expect(await violations()).toEqual([]);

  for (const { width, height } of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${SUBPATH_SITE}/app/pie-chart/${id}`);
    await expectAppScreen(page);
    await expect(page.locator('.spinner-border')).toHaveCount(0, { timeout: 20_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/deploy-subpath-pie-${width}.png`, fullPage: true });
  }
});

test('links inside the app stay under /rima/', async ({ page }) => {
  await page.goto(`${SUBPATH_SITE}/auth/login`);
  await page.getByRole('link', { name: 'Create new account' }).click();
  await expect(page).toHaveURL(`${SUBPATH_SITE}/auth/register`);
  await expectAppScreen(page);
});

test('the sub-path answers 404 for missing files and caches only hashed assets for long', async ({ request }) => {
  const index = await request.get(`${SUBPATH_SITE}/`);
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const entry = html.match(/src="(\/rima\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry).toBeDefined();

  const asset = await request.get(`${SUBPATH_SITE.replace(/\/rima$/, '')}${entry}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toMatch(/javascript/);

  const worker = await request.get(`${SUBPATH_SITE}/mockServiceWorker.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // the standalone variant's policy: its built-in backend (a worker of this origin) calls exactly these sources
  const login = await request.get(`${SUBPATH_SITE}/auth/login`);
  const policy = login.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(
    "connect-src 'self' https://api.semanticscholar.org https://public.api.bsky.app https://api.openalex.org https://en.wikipedia.org;",
  );
  expect(policy).toContain("worker-src 'self';");

  for (const missing of ['/assets/index-gone1234.js', '/assets/gone.css', '/favicon.ico', '/config.json']) {
    const response = await request.get(`${SUBPATH_SITE}${missing}`);
    expect(response.status(), missing).toBe(404);
    expect(await response.text(), missing).not.toContain('<div id="root">');
  }

  const bare = await request.get(SUBPATH_SITE, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toBe('/rima/');
});
