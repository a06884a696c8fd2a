import type { Page } from '@playwright/test';
import { expect, test, chooseOfflineLakSample, extractExampleKeywords, keepOffTheInternet, signInAsDemo, signInThroughTheForm, storedDatabase } from './support';

// The built-in backend keeps its database in IndexedDB: a change survives a reload, and the
// banner's Reset (once confirmed) brings back the seed.

const SEEDED_TITLE = 'Peer Feedback Literacy in Blended Learning';

test('reload keeps a change; Reset restores the seed', async ({ page }) => {
  const title = `Reload-proof paper ${Date.now()}`;
  await signInAsDemo(page, '/app/add-paper');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('URL').fill('https://example.org/reload-proof');
  await page.getByLabel('Year').fill('2024');
  await page.getByLabel('Authors').fill('L. Hoffmann');
  await page.getByLabel('Abstract').fill('A paper added in the browser test to check that the demo data persists.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/view-paper$/);
  await expect(page.getByText(title)).toBeVisible();

  // stored before the answer reached the page
  expect(await storedDatabase(page)).toContain(title);

  await page.reload();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(SEEDED_TITLE)).toBeVisible();

  await page.getByRole('region', { name: 'Standalone mode' }).getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('dialog', { name: 'Reset the data in this browser?' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signInThroughTheForm(page);
  await page.goto('/app/view-paper');
  await expect(page.getByText(SEEDED_TITLE)).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('logging out keeps the demo data', async ({ page }) => {
  const title = `Kept after logout ${Date.now()}`;
  await signInAsDemo(page, '/app/add-paper');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Year').fill('2023');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/view-paper$/);

  await page.evaluate(() => {
    Object.keys(localStorage)
      .filter((key) => !key.startsWith('rima-demo-backend'))
      .forEach((key) => localStorage.removeItem(key));
  });
  await signInThroughTheForm(page);
  await page.goto('/app/view-paper');
  await expect(page.getByText(title)).toBeVisible();
});

// The language model (wink-nlp, about 1 MB gzip) loads only where text is extracted, and the
// extraction runs in the built-in backend's worker, with the rest of the backend, so that a long
// text never blocks the page.
const MODEL_FILES = /\/assets\/keyphrase-[^/]*\.js$/;
const BACKEND_WORKER = /\/assets\/backend\.worker-[^/]*\.js$/;

/** Extracts the example abstract's keywords with TopicRank on the demo page; answers keyword and score lines. */
async function extractExample(page: Page) {
  await page.goto('/auth/demo');
  const { keywords } = await extractExampleKeywords(page);
  return keywords.getByRole('listitem').allTextContents();
}

test('signing in and viewing the dashboard and charts loads no language model; extracting loads it in the backend worker', async ({ page }) => {
  const model: string[] = [];
  page.on('request', (request) => {
    if (MODEL_FILES.test(new URL(request.url()).pathname)) model.push(request.url());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  const id = await signInAsDemo(page, '/app/index');
  await page.waitForLoadState('networkidle');
  for (const chart of ['cloud-chart', 'pie-chart', 'bar-chart', 'concept-chart', 'stream-chart']) {
    await page.goto(`/app/${chart}/${id}`);
    await page.waitForLoadState('networkidle');
  }
  expect(model).toEqual([]);
  // one backend worker per page load, no other worker
  expect(workers.length).toBeGreaterThan(0);
  expect(workers.every((url) => BACKEND_WORKER.test(new URL(url).pathname) || url.includes('word-cloud.worker'))).toBe(true);

  const before = workers.length;
  const keywords = await extractExample(page);
  expect(keywords.length).toBeGreaterThan(0);
  // the demo page's load started its backend worker, and no worker of its own for the extraction
  expect(workers.slice(before).filter((url) => !url.includes('word-cloud.worker'))).toHaveLength(1);
  expect(workers.slice(before).every((url) => BACKEND_WORKER.test(new URL(url).pathname) || url.includes('word-cloud.worker'))).toBe(true);
  await expect.poll(() => model.length).toBeGreaterThan(0);
});

test('the same text gives the same keywords and scores twice (the extraction runs in the backend worker, loaded once)', async ({ page }) => {
  const first = await extractExample(page);
  const second = await extractExample(page);
  expect(first.length).toBeGreaterThan(3);
  expect(second).toEqual(first);
});

test('a browser without Web Workers is told in one sentence that the built-in backend cannot run there', async ({ browser }) => {
  const context = await browser.newContext();
  const refused = keepOffTheInternet(context);
  await context.addInitScript(() => {
    Reflect.deleteProperty(window, 'Worker');
  });
  try {
    const page = await context.newPage();
    await page.goto('/auth/register');
    // the backend starts once the first page has painted
    await expect(page.getByRole('alert')).toContainText('This browser cannot run the built-in backend (it has no Web Workers): open RIMA in a current browser.', {
      timeout: 15_000,
    });
  } finally {
    await context.close();
  }
  expect(refused).toEqual([]);
});

test('a page that starts to leave sends nothing past the built-in backend, so the next page still has every feature', async ({ page }) => {
  await chooseOfflineLakSample(page);
  await signInAsDemo(page);
  // answers to API requests that did not come from the built-in backend's worker (the web server's 404 page)
  const passedThrough: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && !response.fromServiceWorker()) passedThrough.push(response.url());
  });
  // the page starts to leave (as on following a link out or a reload): the built-in backend's worker lets
  // go of it then, and a request sent afterwards would reach the web server
  await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
  await page.getByRole('link', { name: 'Topic Trends' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Topic Trends' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(passedThrough).toEqual([]);

  await page.goto('/app/topicbar');
  await expect(page.getByRole('heading', { level: 1, name: 'Topic Trends' })).toBeVisible();
  // the conference data arrived: the first chart's table of values holds the year's topics
  await expect(page.getByRole('table', { name: 'Top 10 topics of LAK 2011 by frequency' }).getByRole('rowheader')).toHaveCount(10);
  await expect(page.getByText(/does not offer/)).toHaveCount(0);
  expect(passedThrough).toEqual([]);
});

/**
 * A browser whose storage is just full: IndexedDB refuses a write past the quota by aborting its
 * transaction with a QuotaExceededError. Here the seed (records of rows) and the start-up probe
 * (1 KB) are stored; the first text record above 64 KB (the room an account needs: Registration's
 * 256 KB probe) is refused so, and every write after it (the storage is full from then on).
 * Prepended to the backend worker's script, as a page's init script does not run in its workers.
 * (Chromium's own quota override, Storage.overrideQuotaForOrigin, left the origin's quota at
 * gigabytes in most runs: the test then created the account and failed, twice a run with its retry.)
 */
const FULL_PAST_64_KB = `(() => {
  const put = IDBObjectStore.prototype.put;
  let full = false;
  IDBObjectStore.prototype.put = function (value, key) {
    const request = put.call(this, value, key);
    full ||= typeof value === 'string' && value.length > 64 * 1024;
    if (full) {
      const error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      Object.defineProperty(request, 'error', { get: () => error });
      Object.defineProperty(this.transaction, 'error', { get: () => error });
      this.transaction.abort();
    }
    return request;
  };
})();
`;

test("a browser whose storage is just full says so before an account is created, and keeps what was typed", async ({ page }) => {
  await page.route(BACKEND_WORKER, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: FULL_PAST_64_KB + (await response.text()) });
  });
  await page.goto('/auth/register');
  await expect(page.getByText('Runs in your browser · data stays on this device')).toBeVisible();
  // the seed is stored (the line shows before): a seed written after the refused probe would say
  // that the storage keeps again
  await expect.poll(async () => (await storedDatabase(page)) !== null).toBe(true);
  await page.getByLabel('First name').fill('Quota');
  await page.getByLabel('Email').fill('quota@example.org');
  await page.getByLabel('Password').fill('secret-e2e');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText("This browser's storage is full: an account created now cannot be kept");
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByLabel('Email')).toHaveValue('quota@example.org');
  // the banner says it too, in place of the line it would contradict
  const banner = page.getByRole('region', { name: 'Standalone mode' });
  await expect(banner).toContainText("Your browser's storage is full");
  await expect(banner).not.toContainText('data stays on this device');

  await page.getByRole('button', { name: 'Create account for this visit only' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

/**
 * A browser that refuses the site any storage (private modes, storage blocked for the site): the
 * backend worker's IndexedDB open fails as such a browser fails it, with an error event. Prepended
 * to the worker's script, since a page's init script does not run in its workers.
 */
const REFUSE_INDEXED_DB = `IDBFactory.prototype.open = function () {
  const request = new EventTarget();
  Object.setPrototypeOf(request, IDBOpenDBRequest.prototype);
  Object.defineProperty(request, 'error', { value: new DOMException('The user denied permission to access the database.', 'UnknownError') });
  Object.defineProperty(request, 'result', { get() { throw new DOMException('The request has not finished.', 'InvalidStateError'); } });
  setTimeout(() => request.dispatchEvent(new Event('error')));
  return request;
};
`;

test('a browser that refuses storage says so from the first page, and an account created there works for the visit and is not kept', async ({ page }) => {
  const workerScripts: string[] = [];
  await page.route(BACKEND_WORKER, async (route) => {
    workerScripts.push(route.request().url());
    const response = await route.fetch();
    await route.fulfill({ response, body: REFUSE_INDEXED_DB + (await response.text()) });
  });
  await page.goto('/auth/register');
  // the banner says it in place of the line it would contradict, before anything is typed
  const banner = page.getByRole('region', { name: 'Standalone mode' });
  await expect(banner).toContainText('This browser does not let the app store data: everything works, but nothing will be kept once this page closes.');
  await expect(banner).not.toContainText('data stays on this device');
  await expect(page.getByRole('alert')).toContainText('This browser does not let the app store data: an account created now works until this page closes, and is not kept.');
  expect(workerScripts).toHaveLength(1);

  await page.getByLabel('First name').fill('Private');
  await page.getByLabel('Email').fill('private@example.org');
  await page.getByLabel('Password').fill('secret-e2e');
  await page.getByRole('button', { name: 'Create account for this visit only' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill('private@example.org');
  await page.getByLabel('Password', { exact: true }).fill('secret-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\//);

  // a new page (the backend starts again, with nothing stored): the account is gone, as it said
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('private@example.org');
  await page.getByLabel('Password', { exact: true }).fill('secret-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
