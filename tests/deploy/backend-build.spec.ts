import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS } from '../e2e/support';
import { API_SITE, API_URL, WORK_DIR, expectAppScreen, watchCsp } from './support';

// A build made for a backend (VITE_API_URL=http://build-default.rima.test at build time), configured
// at start-up by deploy/configure.sh with RIMA_API_URL and RIMA_API_DOCS_URL, served at / by nginx.

test('config.json, written at start-up, decides the backend and the docs link', async ({ page, request }) => {
  const config = await request.get(`${API_SITE}/config.json`);
  expect(config.status()).toBe(200);
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.json()).toEqual({ apiUrl: API_URL, apiDocsUrl: 'https://docs.rima.test/api/' });

  const violations = await watchCsp(page);
  await page.goto(`${API_SITE}/auth/login`);
  await expect(page.getByRole('link', { name: /API docs/ })).toHaveAttribute('href', 'https://docs.rima.test/api/');

  // The sign-in goes to the configured backend (allowed by the CSP), not to the build-time default.
  await page.route(`${API_URL}/**`, (route) => route.fulfill({ status: 400, json: { non_field_errors: ['Unable to log in with provided credentials.'] } }));
  const signIn = page.waitForRequest((req) => req.method() === 'POST');
  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await signIn).url()).toMatch(new RegExp(`^${API_URL}/`));
  expect(await violations()).toEqual([]);
});

test('a malformed config.json stops the app with a message naming the key', async ({ page }) => {
  await page.route(`${API_SITE}/config.json`, (route) => route.fulfill({ json: { apiUrl: 'rima-api.example.org' } }));
  await page.goto(`${API_SITE}/auth/login`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'RIMA could not start' })).toBeVisible();
  await expect(alert).toContainText('config.json "apiUrl" must be an http(s) URL such as http://127.0.0.1:8000, got "rima-api.example.org".');
  await page.screenshot({ path: `${SCREENSHOTS}/deploy-config-error-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/deploy-config-error-390.png` });
});

test('public routes: deep links and reloads work with zero CSP violations; app routes send to sign-in', async ({ page }) => {
  const violations = await watchCsp(page);
  for (const route of ['/auth/login', '/auth/register', '/auth/demo']) {
    const response = await page.goto(`${API_SITE}${route}`);
    expect(response?.status(), route).toBe(200);
    await expect(page, route).toHaveURL(`${API_SITE}${route}`);
    await expectAppScreen(page);
    await page.reload();
    await expect(page, route).toHaveURL(`${API_SITE}${route}`);
    await expectAppScreen(page);
  }
  await page.goto(`${API_SITE}/app/view-paper`);
  await expect(page).toHaveURL(`${API_SITE}/auth/login`);
  expect(await violations()).toEqual([]);
});

test('security headers on every answer, long caching only for hashed assets, a real 404 for missing files', async ({ request }) => {
  const index = await request.get(`${API_SITE}/app/index`);
  expect(index.status()).toBe(200);
  const headers = index.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toContain(`connect-src 'self' ${API_URL};`);
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("style-src 'self';");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const html = await index.text();
  const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(css).toBeDefined();
  const asset = await request.get(`${API_SITE}${css}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const missing of ['/assets/login-page-Gone1234.js', '/mockServiceWorker.js', '/robots.txt']) {
    const response = await request.get(`${API_SITE}${missing}`);
    expect(response.status(), missing).toBe(404);
    expect(response.headers()['content-security-policy'], missing).toBeDefined();
    expect(await response.text(), missing).not.toContain('<div id="root">');
  }
});

test('a backend build removes the demo session, store (localStorage and IndexedDB) and service worker left on the origin', async ({ page }) => {
  // What a demo build left on the origin is put there from a file of it that runs no app: on an app
  // page the start's own clean-up could still be running, and remove the worker before it is ready.
  await page.goto(`${API_SITE}/favicon.svg`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/leftover-worker.js');
    await navigator.serviceWorker.ready;
    localStorage.setItem('rima-demo-backend:used', '1');
    localStorage.setItem('rima-demo-backend:db', '{}');
    localStorage.setItem('accessToken', 'demo-token');
    localStorage.setItem('name', 'Demo');
    localStorage.setItem('lastname', 'User');
    localStorage.setItem('userId', '1');
    localStorage.setItem('mId', '1');
    // the standalone build's database
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('rima-standalone', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('state');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(new Error('IndexedDB did not open'));
    });
  });
  const requests: string[] = [];
  page.on('request', (req) => requests.push(`${req.url()} ${req.headers()['authorization'] ?? ''}`));

  // the next visit to the app
  await page.goto(`${API_SITE}/auth/login`);
  // With the demo token gone the guard keeps the visitor on the sign-in page.
  await expect(page).toHaveURL(`${API_SITE}/auth/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toEqual([]);
  expect(requests.filter((line) => line.includes('demo-token'))).toEqual([]);
});

/** The file name of a lazy page chunk of the served build. */
function chunk(prefix: string): string {
  const name = readdirSync(join(WORK_DIR, 'api', 'html', 'assets')).find((file) => file.startsWith(prefix) && file.endsWith('.js'));
  if (!name) throw new Error(`no ${prefix}*.js in the served build`);
  return name;
}

test('a chunk gone after an update makes the page reload once into the new build', async ({ page }) => {
  await page.goto(`${API_SITE}/auth/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The first request for the register page's chunk fails as it does for a page of an older build.
  await page.route(`**/assets/${chunk('register-page-')}`, (route) => route.fulfill({ status: 404, body: 'Not Found' }), { times: 1 });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.getByRole('link', { name: 'Create new account' }).click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect(page).toHaveURL(`${API_SITE}/auth/register`);
  expect(loads).toEqual([`${API_SITE}/auth/register`]);
});

test('a chunk that stays missing shows the error after one reload instead of reloading forever', async ({ page }) => {
  await page.goto(`${API_SITE}/auth/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.route(`**/assets/${chunk('register-page-')}`, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.getByRole('link', { name: 'Create new account' }).click();
  await expect(page.getByRole('heading', { name: /could not be shown|Something went wrong/ })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(loads).toEqual([`${API_SITE}/auth/register`]);
});

test('a signed-in researcher on a RIMA server sees that the second conference and the comparison are not offered by this server', async ({ page }) => {
  // a session of the server's (not a demo one): put in place from a file that runs no app
  await page.goto(`${API_SITE}/favicon.svg`);
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'server-token');
    localStorage.setItem('name', 'Ada');
    localStorage.setItem('lastname', 'Lovelace');
    localStorage.setItem('userId', '7');
    localStorage.setItem('mId', '7');
  });
  // the server answers every call with nothing in particular: the notices do not depend on its data
  const asked: string[] = [];
  await page.route(`${API_URL}/**`, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ json: [] });
  });
  const violations = await watchCsp(page);

  await page.goto(`${API_SITE}/app/topicsresearch`);
  await expect(page.getByRole('heading', { level: 1, name: 'Comparison of Conference(s)' })).toBeVisible();
  await expect(page.getByText('Comparing conferences (LAK, L@S) is not offered by this server: it offers LAK only. The standalone build reads the others from open sources.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^L@S/ })).toHaveCount(0);

  await page.goto(`${API_SITE}/app/topicbar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Topic Trends' })).toBeVisible();
  await expect(page.getByText('L@S: not offered by this server (the built-in backend reads them).')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Conference' }).getByRole('option')).toHaveText([/^LAK/]);
  // the server was asked for its conference data (LAK), never for the built-in backend's own routes
  expect(asked.filter((path) => path.includes('/standalone/'))).toEqual([]);
  expect(await violations()).toEqual([]);
});
