import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { answerWikipediaRequest, builtInListWiki } from '../../src/backend/sources/wikipedia-fixture';

// the built-in backend's requests to outside sources pass through its service worker: route those too
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const PREVIEW_HOSTS = new Set(['127.0.0.1', 'localhost']);
const WIKIPEDIA_API = 'https://en.wikipedia.org/w/api.php';
const WIKI = builtInListWiki();

/** How Chromium reports a host its resolver refused (playwright.config.ts resolves no outside host). */
const NOT_RESOLVED = /ERR_NAME_NOT_RESOLVED/;

/**
 * Keeps a browser context off the internet: every request to a host that is not the preview server
 * fails (the browser tests' Chromium resolves no other host: playwright.config.ts) unless a route of
 * the test answers it, and is recorded in the list returned, from the pages, their workers and the
 * built-in backend's service worker alike.
 */
export function keepOffTheInternet(context: BrowserContext): string[] {
  const refused: string[] = [];
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (PREVIEW_HOSTS.has(url.hostname) || !NOT_RESOLVED.test(request.failure()?.errorText ?? '')) return;
    refused.push(`${request.method()} ${url.href}`);
  });
  return refused;
}

const answeringWikipedia = new WeakSet<BrowserContext>();

/**
 * Answers the English Wikipedia's API from a fake wiki (src/backend/sources/wikipedia-fixture.ts: the
 * unit tests' small one and every article of the built-in list, so that the live paths keep what the
 * built-in list keeps), for a test whose live account's texts go through it.
 */
export async function answerWikipedia(context: BrowserContext) {
  if (answeringWikipedia.has(context)) return;
  answeringWikipedia.add(context);
  await context.route(`${WIKIPEDIA_API}**`, (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({ json: answerWikipediaRequest(url, WIKI.wiki, WIKI.redirects), headers: { 'Access-Control-Allow-Origin': '*' } });
  });
}

/**
 * Playwright's test, whose context (and so page) is kept off the internet (keepOffTheInternet): a test
 * that made a request to an outside host nothing answered fails, naming it.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    const refused = keepOffTheInternet(context);
    const escaped = apiRequestsThatBypassTheBackend(context);
    const notStarted = closePagesThatCouldNotStart(context);
    await provide(context);
    expect(notStarted, 'pages on which the app could not start (each was closed at once)').toEqual([]);
    expect(refused, 'requests to outside hosts that no route of the test answered').toEqual([]);
    expect(escaped, 'API requests the built-in backend did not answer (they reached the web server)').toEqual([]);
  },
});

/** How src/main.tsx logs a start-up failure, the one it shows as "RIMA could not start". */
const COULD_NOT_START = 'RIMA could not start:';

/**
 * Closes a page of the context as soon as the app on it logs that it could not start, and answers
 * what each such page logged. A test then fails at its next step (the page is closed) instead of
 * waiting out its whole time for a control that never comes: a reload the built-in backend's service
 * worker did not take over kept one waiting 3 minutes before its retry. A test about a start-up
 * failure opens its pages in a context of its own (built-in-backend.spec.ts).
 */
export function closePagesThatCouldNotStart(context: BrowserContext): string[] {
  const logged: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error' || !message.text().startsWith(COULD_NOT_START)) return;
      logged.push(`${page.url()}: ${message.text()}`);
      page.close().catch(() => undefined);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return logged;
}

/** How long before its page's next navigation an escaped request counts as the page leaving (ms). */
const LEAVING_MS = 10_000;

/**
 * Records every API request of the context that the web server answered instead of the built-in
 * backend (a response not from the service worker): such a request escaped MSW, and the page met the
 * web server's 404 ("The server does not know this item"). A page that starts to leave lets go of MSW
 * (beforeunload), and what it still had in flight then reaches the web server; no answer reaches the
 * app any more (holdRequestsWhenPageLeaves in src/lib/demo-mode.ts): such a request, answered shortly
 * before its page navigates, is not recorded.
 */
export function apiRequestsThatBypassTheBackend(context: BrowserContext): string[] {
  const escaped: string[] = [];
  const pending: { page: Page | null; at: number; text: string }[] = [];
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const now = Date.now();
      for (let i = pending.length - 1; i >= 0; i -= 1) {
        const entry = pending[i];
        if (entry && (entry.page === page || entry.page === null) && now - entry.at <= LEAVING_MS) {
          pending.splice(i, 1);
          escaped.splice(escaped.indexOf(entry.text), 1);
        }
      }
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (PREVIEW_HOSTS.has(url.hostname) && url.pathname.includes('/api/') && !response.fromServiceWorker()) {
      const text = `${response.request().method()} ${url.pathname}${url.search} answered ${response.status()} by the web server`;
      let page: Page | null = null;
      try {
        page = response.frame().page();
      } catch {
        // the service worker's own request (MSW passing a request through) has no frame: it counts
        // as leaving when any page of the context navigates shortly after
      }
      pending.push({ page, at: Date.now(), text });
      escaped.push(text);
    }
  });
  return escaped;
}

export { expect };

/** Where browser tests write the screenshots and downloads a developer looks at (gitignored). */
export const SCREENSHOTS = 'tests/e2e/screenshots';

/**
 * Saves a screenshot a developer looks at, as `name` in tests/e2e/screenshots (gitignored), of the page
 * or of one element. E2E_SCREENSHOTS=0 skips them (CI, where nobody looks; a failing test's own
 * screenshot is taken either way).
 */
export async function saveScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean; animations?: 'disabled'; settleMs?: number } = {}) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  // a transition to let end first (a slide-in): waited only for a picture, not on CI's runs without them
  if (options.settleMs) await ('mainFrame' in target ? target : target.page()).waitForTimeout(options.settleMs);
  const path = `${SCREENSHOTS}/${name}`;
  if ('mainFrame' in target) await target.screenshot({ path, fullPage: options.fullPage, animations: options.animations });
  else await target.screenshot({ path, animations: options.animations });
}

/** The seeded demo account, also shown on the login page in demo mode. */
export const DEMO_ACCOUNT = { email: 'demo@example.org', password: 'demo1234' };

/** The WCAG 2.0 and 2.1 levels A and AA: the rules the accessibility checks hold the app to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's window while axe runs: the style sheet that holds its transitions still. */
type AxeWindow = Window & { rimaAxeStill?: CSSStyleSheet };

/** WCAG 2.5.3's rule: a control's visible text is part of its accessible name. */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/** The source of the axe-core that AxeBuilder loads (its own dependency, not another copy in node_modules). */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * The serious and critical axe-core findings of what the page shows now, one line each, starting with
 * `where`: the rule, its impact and up to three of its elements with what fails there. `rules`: the
 * WCAG A and AA rules (the default) or every rule axe has (best practices too); `exclude`: selectors
 * left out. Axe runs in the page itself (legacy mode: no second page opened to finish each analysis,
 * about half the time; it reaches no cross-origin frame, and the app has none).
 */
export async function axeFindings(page: Page, where: string, options: { rules?: 'wcag-aa' | 'all'; exclude?: string[] } = {}): Promise<string[]> {
  // axe-core goes into a document once: AxeBuilder would evaluate its source (about 550 KB) twice on
  // every analysis, and a walk analyses some 30 routes of one document (openInApp). Given this one
  // statement as its source, AxeBuilder still configures axe and runs it as before.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // what the page shows once its transitions have ended (a link's colours move for 0.15 s after a route
  // change, a toggle's when it is pressed): axe judges the contrast of the colours a user reads, not of
  // a frame in between. Transitions are off while axe runs (one that starts during the analysis, after
  // a late render, ends at once), and finite animations have ended.
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    (window as AxeWindow).rimaAxeStill = still;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    return Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => undefined)));
  });
  // WCAG 2.5.3 (label in name, level A) too: axe 4.13 marks its rule experimental and leaves it out.
  // Only the violations are worked out in full: axe would otherwise build a selector for every element
  // each passing rule checked (2,136 on Manage Interests), which took more than half of its time
  // (Manage Interests 1.9 s against 0.7, the overview 1.3 s against 0.7, on a busy 2-core machine).
  let builder = new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { [LABEL_IN_NAME]: { enabled: true } } });
  if ((options.rules ?? 'wcag-aa') === 'wcag-aa') builder = builder.withTags(WCAG_AA);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  // transitions back on for what the test does next
  await page.evaluate(() => {
    const still = (window as AxeWindow).rimaAxeStill;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`.trim());
      return `${where}: ${violation.id} (${violation.impact}): ${nodes.join(' | ')}`;
    });
}

/**
 * Presses Tab until `target` has focus; fails when it is not reached within `max` presses. The target
 * is found once, not before every press: a role locator walks the page and works out accessible names
 * each time it is resolved (hundreds of controls on Manage Interests or the overview): the 51 presses
 * to the overview's Download button took 3.2 s with a lookup before each, 1.8 s without (the two ways
 * alternated four times in one page on a busy 2-core machine). It is found again should a render
 * replace it.
 */
export async function tabTo(page: Page, target: Locator, max = 40) {
  let element = await target.elementHandle();
  try {
    for (let presses = 0; presses < max; presses += 1) {
      const where = await element.evaluate((node) => (node === document.activeElement ? 'focused' : node.isConnected ? 'elsewhere' : 'replaced'));
      if (where === 'focused') return;
      if (where === 'replaced') {
        await element.dispose();
        element = await target.elementHandle();
      } else await page.keyboard.press('Tab');
    }
  } finally {
    await element.dispose();
  }
  await expect(target).toBeFocused();
}

/** Signs in through the login form as the demo account and waits for an app page. */
export async function signInThroughTheForm(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\//);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** What signing in through the form left in a fresh browser context, and the page it landed on. */
let demoSession: Promise<{ state: StorageState; landing: string }> | undefined;

async function recordDemoSession(page: Page): Promise<{ state: StorageState; landing: string }> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to sign in with');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    keepOffTheInternet(context);
    const signingIn = await context.newPage();
    await signInThroughTheForm(signingIn);
    const landing = new URL(signingIn.url());
    return { state: await context.storageState({ indexedDB: true }), landing: `${landing.pathname}${landing.search}` };
  } finally {
    await context.close();
  }
}

/**
 * Signs in as the demo account and answers its user id. The page ends on `to` (a path, or one made
 * from the account's id), signed in; without `to`, on the app page signing in lands on, as after
 * signInThroughTheForm, without filling in the form. Each Playwright worker signs in through the form
 * once, in a browser context of its own; the test's context then starts from what that left (the
 * token in localStorage, the seeded database holding its session in IndexedDB), replacing what the
 * context stored before. Opening the test's first page at once spares it loading the landing page
 * first. For a test about signing in, or one that signs in again after logging out (which keeps the
 * data), use signInThroughTheForm.
 */
export async function signInAsDemo(page: Page, to?: string | ((ownId: string) => string)): Promise<string> {
  demoSession ??= recordDemoSession(page).catch((error: unknown) => {
    demoSession = undefined;
    throw error;
  });
  const { state, landing } = await demoSession;
  const ownId = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'mId')?.value;
  if (!ownId) throw new Error('signing in left no user id (mId) in localStorage');
  await page.context().setStorageState(state);
  // this is the context's first page of the app: it is signed in once the built-in backend (which
  // starts beside the first render, its service worker controlling the page) is there to answer it, as
  // it had answered the form (a page such as Add publication requests nothing before the user acts)
  await page.goto(to === undefined ? landing : typeof to === 'string' ? to : to(ownId));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\//);
  return ownId;
}

/**
 * Opens `route` inside the running app, as the browser's history would (React Router follows its
 * popstate): no page load, so that a route costs its own rendering and data, not the app's start
 * again (about a second a route on a busy 2-core machine). The route has changed once focus moved
 * into the new page's main (src/app/chrome/route-focus.tsx; focus was taken off the page before).
 */
export async function openInApp(page: Page, route: string) {
  // a redirect may already have led there (the same path moves no focus)
  if (new URL(page.url()).pathname === route) return;
  await page.evaluate((to) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const state: unknown = history.state;
    const index = state !== null && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx + 1 : 1;
    history.pushState({ usr: null, key: `walk-${index}`, idx: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, route);
  await page.waitForFunction(() => document.querySelector('main')?.contains(document.activeElement) ?? false);
}

/** Scrolls down the page a screen at a time, so that every card and chart that draws when near the viewport draws. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}

/**
 * The drawing of the chart in `scope`, once drawn (charts draw when they come near the viewport). It is
 * decorative for assistive technology (aria-hidden: the chart's hidden table holds its values), so it
 * is found as the SVG of its hidden frame (the first chart frame of `scope`, drawn or not yet).
 */
export async function chartDrawing(scope: Locator) {
  await scope.scrollIntoViewIfNeeded();
  const frame = scope.locator('.rima-chart[aria-hidden="true"]').first();
  const svg = frame.locator('svg').first();
  await expect(svg).toBeVisible();
  return {
    svg,
    /** the one chart tooltip, as shown on pointing at a mark */
    tooltip: frame.getByRole('tooltip', { includeHidden: true }),
    /** points at (fx, fy), fractions of the drawing's width and height */
    point: async (fx: number, fy: number) => {
      await svg.scrollIntoViewIfNeeded();
      const box = await svg.boundingBox();
      if (!box) throw new Error('the chart has no box');
      await svg.page().mouse.move(box.x + box.width * fx, box.y + box.height * fy);
    },
    /** the height fraction of the middle of row `index` of `count` horizontal bars (plot 4 px below the top, 34 px above the bottom) */
    row: async (index: number, count: number) => {
      const height = (await svg.boundingBox())?.height ?? 1;
      return (4 + (height - 38) * ((index + 0.5) / count)) / height;
    },
    /** clicks at (fx, fy), fractions of the drawing's width and height */
    click: async (fx: number, fy: number) => {
      await svg.scrollIntoViewIfNeeded();
      const box = await svg.boundingBox();
      if (!box) throw new Error('the chart has no box');
      await svg.page().mouse.move(box.x + box.width * fx, box.y + box.height * fy);
      await svg.page().mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    },
  };
}

/** The texts of the first cells (row headers) of a chart's hidden table of values. */
export async function plottedNames(table: Locator): Promise<string[]> {
  await expect(table.getByRole('rowheader').first()).toBeAttached();
  return table.getByRole('rowheader').allTextContents();
}

/**
 * On the public demo page (already open), extracts the example abstract's 10 keywords with TopicRank;
 * answers the extraction panel and its visible list of keywords with scores.
 */
export async function extractExampleKeywords(page: Page, timeout = 30_000) {
  // the extraction keeps the keyphrases Wikipedia knows
  await answerWikipedia(page.context());
  const extraction = page.getByRole('tabpanel', { name: 'Interest Extraction' });
  await extraction.getByRole('button', { name: 'Use an example abstract' }).click();
  await expect(extraction.getByRole('textbox', { name: 'Text' })).toHaveValue(/learning analytics/i);
  await extraction.getByRole('combobox', { name: 'Algorithm' }).selectOption('TopicRank');
  await extraction.getByRole('spinbutton', { name: 'Keywords count' }).fill('10');
  await extraction.getByRole('button', { name: 'Extract interests' }).click();
  const keywords = extraction.getByRole('list', { name: 'Keywords with scores' });
  await expect(keywords).toBeVisible({ timeout });
  return { extraction, keywords };
}

/**
 * The built-in backend's database as stored in IndexedDB (schema 2: a store per table, `meta`; see
 * src/backend/store/records.ts), put together as one state in JSON text; null while nothing is stored.
 * A database the backend has not created yet is not opened (opening it would create it, empty, at
 * version 1, and the backend's upgrade would then miss the stores of that version).
 */
export function storedDatabase(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'rima-standalone')) return null;
    return new Promise<string | null>((resolve, reject) => {
      const BY_ID = ['users', 'papers', 'tweets', 'longTerm', 'shortTerm', 'blacklist'];
      const LISTS = ['removedPapers', 'imports', 'jobs', 'liveImports', 'pendingInterests'];
      const open = indexedDB.open('rima-standalone');
      open.onerror = () => reject(new Error('IndexedDB did not open'));
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('meta')) {
          database.close();
          resolve(null);
          return;
        }
        const transaction = database.transaction(['meta', ...BY_ID, ...LISTS]);
        const state: Record<string, unknown> = {};
        const meta = transaction.objectStore('meta').get('state');
        BY_ID.forEach((table) => {
          const read = transaction.objectStore(table).getAll();
          read.onsuccess = () => (state[table] = read.result);
        });
        LISTS.forEach((table) => {
          const read = transaction.objectStore(table).get('rows');
          read.onsuccess = () => (state[table] = read.result ?? []);
        });
        transaction.onerror = () => reject(new Error('the state could not be read'));
        transaction.oncomplete = () => {
          database.close();
          resolve(meta.result === undefined ? null : JSON.stringify({ ...(meta.result as object), ...state }));
        };
      };
    });
  });
}

/**
 * The conference screens on the generated offline sample, as after the user chose "Show the offline
 * sample" (remembered in this browser): for specs about the screens themselves, which do not build the
 * LAK corpus from the sources (lak-corpus.spec.ts does).
 */
export async function chooseOfflineLakSample(target: { addInitScript: Page['addInitScript'] }) {
  await target.addInitScript(() => localStorage.setItem('rima-demo-backend:lak-corpus', 'sample'));
}

/**
 * Makes the next page load start from `state` (the built-in backend's database): handed over as an
 * older build's localStorage state, which the backend moves into IndexedDB at start-up, before the
 * page's scripts run (so that the page before, whose backend may still store a late change, cannot
 * write over it). Once per tab.
 */
export async function startFromStateOnNextLoad(page: Page, state: unknown) {
  await page.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('rima-test:state-handed-over') !== null) return;
      sessionStorage.setItem('rima-test:state-handed-over', '1');
      localStorage.setItem(key, text);
    },
    { key: 'rima-demo-backend:db', text: JSON.stringify(state) },
  );
}
