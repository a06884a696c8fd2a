// Performance benchmark (issue 14): builds the demo build and a build for a backend, serves each on
// 127.0.0.1 with gzip (scripts/bench-server.mjs), audits every route with Lighthouse (mobile, simulated
// slow 4G) in Debian's Chromium and prints per route the JavaScript and CSS actually loaded (raw and
// gzip), the request count, LCP and the Lighthouse scores. Exits non-zero when a budget is broken.
// Signed-in routes: the demo account signs in through the login form (Playwright over the same
// Chromium), the HTTP cache is cleared, and Lighthouse audits with the session kept in localStorage.
// The demo backend's JavaScript (src/backend and what only it imports, found in Vite's manifest) stands
// in for a server and loads in parallel with the app: it has its own column and its own budget, and
// the page budgets count the app's own JavaScript.
// A separate measurement on the demo build (scripts/bench-interactions.mjs): the latency of the
// interactions issue 28 measured (the comparison's explanation tabs, opening a researcher on Compare
// Researcher) at 4x CPU slowdown with the Event Timing API; each must stay within 200 ms.
// Usage: npm run bench [-- --skip-build] [-- --json report.json] [-- --only <text>] [-- --lhr-dir <dir>] [-- --runs <n>]
// --only audits just the routes whose path contains <text> (and builds only what they need; the demo
// backend's own budget is then not checked); `--only interactions` runs only the interaction
// measurement, `--only lak-corpus` only the LAK corpus build (scripts/bench-lak-corpus.mjs), `--only live-import` only
// the live import of 300 papers (scripts/bench-live-import.mjs), `--only store` only the store's writes at
// 30/300/3,000 papers (scripts/bench-store.mjs), `--only recommend` only Recommended Papers' scoring of 100 candidates for
// 30 interests (scripts/bench-recommend.mjs, budget 1 s), `--only digest` only New for you after a day away
// (scripts/bench-digest.mjs); --lhr-dir writes each Lighthouse report there as JSON.
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default 4290; uses it and the next two).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium as playwrightChromium } from '@playwright/test';
import { serve } from './bench-server.mjs';
import { measureInteractions, printInteractions } from './bench-interactions.mjs';
import { lakCorpusFailures, measureLakCorpusBuild, printLakCorpusBuild } from './bench-lak-corpus.mjs';
import { IMPORT_LONGEST_TASK_BUDGET_MS, measureLiveImport, printLiveImport } from './bench-live-import.mjs';
import { digestFailures, measureDigest, printDigest } from './bench-digest.mjs';
import { measureStoreWrites, printStore, STORE_RATIO_BUDGET, storeRatios } from './bench-store.mjs';
import { measureScoringBudget, printScoringBudget, SCORING_BUDGET_MS } from './bench-recommend.mjs';
import { buildWithManifest, gzipSize, KIB, kib, manifestClosure } from './lib/build-size.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`bench: no Chromium at ${chromePath} (install Debian's chromium or set CHROMIUM_PATH).`);
  process.exit(1);
}
const argv = process.argv.slice(2);
const skipBuild = argv.includes('--skip-build');
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] ?? null : null);
const jsonOut = option('--json');
const only = option('--only');
const lhrDir = option('--lhr-dir');
/**
 * Lighthouse audits of a scored route: its performance score moves by several points from one run to
 * the next on the same build (simulated throttling scales the main thread's tasks as this machine ran
 * them), so a scored route is audited this many times and the run with the median score counts, as
 * Lighthouse's own documentation advises. `--runs 1` for a quick look.
 */
const SCORED_RUNS = Math.max(1, Number(option('--runs') ?? 3));
const wanted = (path) => only === null || path.includes(only);
const interactionsWanted = only === null || only === 'interactions';
/** the LAK corpus built from intercepted sources (`--only lak-corpus` runs just that) */
const lakCorpusWanted = only === null || only === 'lak-corpus';
let lakCorpusBuild = null;
/** a live import of 300 papers from intercepted Semantic Scholar answers (`--only live-import` runs just that) */
const liveImportWanted = only === null || only === 'live-import';
/** New for you after a day away, from intercepted sources (`--only digest` runs just that; scripts/bench-digest.mjs) */
const digestWanted = only === null || only === 'digest';
let digest = null;
/** the built-in backend's writes at 30, 300 and 3,000 papers (`--only store` runs just that; scripts/bench-store.mjs) */
const storeWanted = only === null || only === 'store';
/** Recommended Papers' scoring of 100 candidates for 30 interests (`--only recommend` runs just that; scripts/bench-recommend.mjs) */
const recommendWanted = only === null || only === 'recommend';
const scoringFailures = (budget) => (budget.ms > SCORING_BUDGET_MS ? [`recommend: scoring ${budget.candidates} candidates for ${budget.interests} interests took ${budget.ms} ms (budget ${SCORING_BUDGET_MS})`] : []);
if (only === 'recommend') {
  const budget = await measureScoringBudget();
  printScoringBudget(budget);
  const broken = scoringFailures(budget);
  broken.forEach((line) => console.error(line));
  process.exit(broken.length > 0 ? 1 : 0);
}
if (only === 'store') {
  const rows = await measureStoreWrites();
  printStore(rows);
  process.exit(storeRatios(rows).every((ratio) => ratio.ok) ? 0 : 1);
}
let liveImport = null;
const basePort = Number(process.env.BENCH_PORT ?? 4290);
// the browser tests' launch flags (playwright.config.ts reads the same file)
const CHROME_FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));
/**
 * Set from the measurement (68.9 KiB) once MSW's cookie store got the small jar of
 * src/backend/cookie-jar.ts instead of tough-cookie and its public suffix list (117 KiB gzip), plus room
 * for the demo backend to grow a little.
 */
const DEMO_BACKEND_BUDGET_KIB = 75;
/** Chart pages whose chain of data requests is checked. */
const CHART_PAGES = [/^\/app\/cloud-chart\//, /^\/app\/how-it-works\//, /^\/app\/topicbar$/];

/** The issue's budgets (KiB of gzip as transferred, requests, Lighthouse scores out of 100). */
const BUDGET = {
  publicJs: 110 * KIB,
  publicJsRequests: 8,
  publicBlockingCss: 12 * KIB,
  signedInJs: 250 * KIB,
  /** a signed-in route that draws recharts when it loads (issue 26's one exception), no more */
  rechartsRouteJs: 300 * KIB,
  /** The demo backend as the first page of the demo build loads it (its data set loads later, when needed). */
  demoBackendJs: DEMO_BACKEND_BUDGET_KIB * KIB,
  /** Longest chain of data requests on a chart page, each starting after the previous one ended. */
  dataRequestChain: 2,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
};

const PUBLIC_ROUTES = ['/auth/login', '/auth/register', '/auth/demo'];
/**
 * Routes that draw recharts charts as they load: the recharts budget applies to them. The Interest
 * Overview (cloud-chart) opens on its bar chart on a phone-wide screen, as Lighthouse's mobile one is.
 */
const RECHARTS_ROUTES = [/^\/app\/cloud-chart\//, /^\/app\/topicbar$/, /^\/app\/pie-chart\//, /^\/app\/stream-chart\//, /^\/app\/how-it-works\//, /^\/app\/topicsauthors$/];
/** Signed-in routes on the demo build; every one is scored: it must meet the Lighthouse budgets too. */
const SIGNED_IN_ROUTES = [
  { path: (id) => `/app/cloud-chart/${id}`, scored: true },
  { path: () => '/app/view-paper', scored: true },
  { path: () => '/app/topicbar', scored: true },
  { path: () => '/app/index', scored: true },
  { path: (id) => `/app/pie-chart/${id}`, scored: true },
  { path: (id) => `/app/concept-chart/${id}`, scored: true },
  { path: (id) => `/app/stream-chart/${id}`, scored: true },
  { path: (id) => `/app/how-it-works/${id}`, scored: true },
  { path: () => '/app/topicsauthors', scored: true },
  { path: () => '/recommendation/publications', scored: true },
  { path: (id) => `/recommendation/twitter-scanner/${id}`, scored: true },
  { path: () => '/app/topicscompare', scored: true },
  { path: () => '/app/topicsresearch', scored: true },
  { path: () => '/app/topicsrecommend', scored: true },
];

const BUILDS = [
  { label: 'demo', outDir: 'dist-bench-demo', port: basePort, env: { VITE_API_URL: '' }, signedIn: true },
  // Nothing listens on the backend port: the public pages make no API request before a submit.
  { label: 'backend', outDir: 'dist-bench-api', port: basePort + 1, env: { VITE_API_URL: `http://127.0.0.1:${basePort + 2}` }, configJson: { apiUrl: `http://127.0.0.1:${basePort + 2}` }, signedIn: false },
];

function build({ outDir, env }) {
  buildWithManifest(outDir, { VITE_CONFERENCE_API_URL: '', VITE_API_DOCS_URL: '', ...env });
}

/**
 * Which of a page's scripts are the demo backend's: those of src/backend and their static imports that
 * none of the page's own scripts imports. A module the demo backend shares with a signed-in page (the
 * stemmer, in the `demo-shared` chunk) is the app's on that page and the demo backend's on a page
 * that loads it only because the demo backend does. Returns a function of the page's script paths.
 */
function demoBackendFiles(outDir) {
  const path = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    console.warn(`bench: no ${path} (a build from before the bench wrote manifests): every script counts as the app's; build again without --skip-build`);
    return () => new Set();
  }
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, item]) => [`/${item.file}`, key]));
  const closure = (keys) => manifestClosure(manifest, keys);
  const demo = closure(Object.keys(manifest).filter((key) => key.startsWith('src/backend/')));
  return (loadedPaths) => {
    const loaded = loadedPaths.map((file) => keyOfFile.get(file)).filter((key) => key !== undefined);
    const app = closure(loaded.filter((key) => !demo.has(key)));
    return new Set(loaded.filter((key) => demo.has(key) && !app.has(key)).map((key) => `/${manifest[key].file}`));
  };
}

/**
 * A data request that starts after the page's network has been quiet this long (ms: no request of any
 * kind in flight) is background work on a timer, not a step of loading the page: nothing a page loads
 * waits idle that long for it (the signed-in shell's digest visit, VISIT_DELAY_MS after the first render,
 * is one). Such a request starts no chain and continues none.
 */
const BACKGROUND_QUIET_MS = 1000;

/** How long the network was quiet (ms) when `request` started: since the end of the last request before it. */
function quietBefore(request, all) {
  const ends = all.filter((other) => other !== request && other.networkRequestTime < request.networkRequestTime).map((other) => other.networkEndTime);
  return ends.length === 0 ? 0 : request.networkRequestTime - Math.max(...ends);
}

/**
 * The longest chain of data requests (fetch/XHR) of one page load where each starts after the one
 * before it ended (Lighthouse's observed times), background requests (BACKGROUND_QUIET_MS) left out.
 * Requests that merely follow each other in time count too, so this is an upper bound of the real
 * dependency chain: within budget means within budget.
 */
function dataRequestChain(requests, all = requests) {
  const sorted = requests.filter((request) => quietBefore(request, all) < BACKGROUND_QUIET_MS).sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  const depth = [];
  sorted.forEach((request, i) => {
    let deepest = 0;
    for (let j = 0; j < i; j += 1) {
      if (sorted[j].networkEndTime <= request.networkRequestTime) deepest = Math.max(deepest, depth[j]);
    }
    depth.push(deepest + 1);
  });
  return Math.max(0, ...depth);
}

/** Stylesheets linked from index.html: they block the first render. */
function blockingStylesheets(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
}

/**
 * Raw and gzip bytes of a file of the build, as the bench server sends it. Measured from the file, not
 * from Lighthouse's transfer sizes: a response the demo's service worker passes through reports 0.
 */
function fileSizes(outDir, url) {
  const file = join(outDir, new URL(url).pathname);
  if (!existsSync(file) || !statSync(file).isFile()) return { raw: 0, gzip: 0 };
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSize(body) };
}

async function audit(url, port, keepStorage, outDir, demoFiles, run = 0) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true });
    const name = `${basename(outDir)}${new URL(url).pathname.replaceAll('/', '_')}${run > 0 ? `-run${run + 1}` : ''}.json`;
    writeFileSync(join(lhrDir, name), JSON.stringify(lhr));
  }
  const origin = new URL(url).origin;
  const items = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.url.startsWith(origin) && (r.sessionTargetType === undefined || r.sessionTargetType === 'page'),
  );
  for (const r of items) {
    const size = fileSizes(outDir, r.url);
    r.raw = size.raw;
    r.gzip = size.gzip;
  }
  const sum = (list, key) => list.reduce((total, r) => total + (r[key] ?? 0), 0);
  const scripts = items.filter((r) => r.resourceType === 'Script');
  const demoOnPage = demoFiles(scripts.map((r) => new URL(r.url).pathname));
  const isDemo = (r) => demoOnPage.has(new URL(r.url).pathname);
  const js = scripts.filter((r) => !isDemo(r));
  const demoJs = scripts.filter(isDemo);
  const css = items.filter((r) => r.resourceType === 'Stylesheet');
  const data = items.filter((r) => r.resourceType === 'Fetch' || r.resourceType === 'XHR');
  const seen = new Map();
  for (const r of data) seen.set(r.url, (seen.get(r.url) ?? 0) + 1);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    jsRequests: js.length,
    demoJsGzip: sum(demoJs, 'gzip'),
    demoJsRequests: demoJs.length,
    chain: dataRequestChain(data, items),
    cssRaw: sum(css, 'raw'),
    cssGzip: sum(css, 'gzip'),
    css,
    requests: items.length,
    duplicates: [...seen].filter(([, n]) => n > 1).map(([u]) => u),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    failedAudits: ['accessibility', 'best-practices'].flatMap((cat) =>
      (lhr.categories[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${cat}:${ref.id}`),
    ),
  };
}

/** A route's audit: once, or SCORED_RUNS times for a scored route, keeping the run of median performance. */
async function auditRoute(url, port, keepStorage, outDir, demoFiles, scored) {
  const runs = [];
  for (let run = 0; run < (scored ? SCORED_RUNS : 1); run += 1) runs.push(await audit(url, port, keepStorage, outDir, demoFiles, run));
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return { ...median, performanceRuns: runs.map((r) => r.performance) };
}

/** Signs the demo account in through the login form in the Chromium Lighthouse drives; returns its id. */
async function signIn(origin, cdpPort) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel('Email').fill('demo@example.org');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const id = Number(await page.evaluate(() => localStorage.getItem('mId')));
  // the conference routes are audited on the offline sample (the corpus build is measured apart: bench-lak-corpus.mjs)
  await page.evaluate(() => localStorage.setItem('rima-demo-backend:lak-corpus', 'sample'));
  // Cold HTTP cache for the audits; the session (localStorage) and the demo's worker stay.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
  return id;
}

const rows = [];
const interactionRows = [];
const failures = [];

function check(row, condition, message) {
  if (!condition) failures.push(`${row.build} ${row.route}: ${message}`);
}

for (const b of BUILDS) {
  const publicRoutes = PUBLIC_ROUTES.filter(wanted);
  const signedInRoutes = b.signedIn ? SIGNED_IN_ROUTES.filter((r) => wanted(r.path(1))) : [];
  const measureHere = b.signedIn && interactionsWanted;
  const lakCorpusHere = b.signedIn && lakCorpusWanted;
  const liveImportHere = b.signedIn && liveImportWanted;
  const digestHere = b.signedIn && digestWanted;
  if (publicRoutes.length === 0 && signedInRoutes.length === 0 && !measureHere && !lakCorpusHere && !liveImportHere && !digestHere) continue;
  if (!skipBuild) build(b);
  // As deploy/configure.sh does for an operator: the backend build reads its API URL from config.json.
  if (b.configJson) writeFileSync(join(b.outDir, 'config.json'), `${JSON.stringify(b.configJson)}\n`);
  const server = await serve(b.outDir, b.port);
  const origin = `http://127.0.0.1:${b.port}`;
  const blocking = blockingStylesheets(b.outDir);
  const demoFiles = demoBackendFiles(b.outDir);
  try {
    const targets = publicRoutes.map((path) => ({ path, scored: true, signedIn: false }));
    let chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      for (const t of targets) {
        const result = await auditRoute(`${origin}${t.path}`, chrome.port, false, b.outDir, demoFiles, t.scored);
        rows.push({ build: b.label, route: t.path, ...t, ...result });
      }
    } finally {
      await chrome.kill();
    }
    if (measureHere) interactionRows.push(...(await measureInteractions(origin, { chromePath })));
    if (lakCorpusHere) lakCorpusBuild = await measureLakCorpusBuild(origin, { chromePath });
    if (liveImportHere) liveImport = await measureLiveImport(origin, { chromePath });
    if (digestHere) digest = await measureDigest(origin, { chromePath });
    if (signedInRoutes.length > 0) {
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
      try {
        const id = await signIn(origin, chrome.port);
        for (const r of signedInRoutes) {
          const path = r.path(id);
          const result = await auditRoute(`${origin}${path}`, chrome.port, true, b.outDir, demoFiles, r.scored);
          rows.push({ build: b.label, route: path, scored: r.scored, signedIn: true, ...result });
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    server.close();
  }
  for (const row of rows.filter((r) => r.build === b.label)) {
    row.blockingCss = row.css
      .filter((r) => blocking.some((href) => r.url.endsWith(href)))
      .reduce((total, r) => total + r.gzip, 0);
  }
}

console.log('\nPer route (bytes of the files loaded, gzip as served; KiB; JS = the app\'s own, demo JS = the demo backend;');
console.log('data chain = longest run of data requests one after another; Lighthouse mobile, simulated slow 4G):');
const header = ['build', 'route', 'JS raw', 'JS gzip', 'JS req', 'demo JS', 'CSS raw', 'CSS gzip', 'blocking CSS', 'requests', 'data chain', 'LCP s', 'perf', 'perf runs', 'a11y', 'best pr.'];
const table = rows.map((r) => [
  r.build,
  r.route,
  kib(r.jsRaw),
  kib(r.jsGzip),
  String(r.jsRequests),
  r.demoJsRequests > 0 ? `${kib(r.demoJsGzip)} (${r.demoJsRequests})` : '-',
  kib(r.cssRaw),
  kib(r.cssGzip),
  kib(r.blockingCss),
  String(r.requests),
  String(r.chain),
  (r.lcp / 1000).toFixed(2),
  String(r.performance),
  r.performanceRuns.length > 1 ? r.performanceRuns.join('/') : '-',
  String(r.accessibility),
  String(r.bestPractices),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
for (const row of table) console.log(line(row));

const demoStart = rows.find((r) => r.build === 'demo' && r.route === PUBLIC_ROUTES[0]);
if (demoStart) {
  console.log(
    `\nDemo backend (loads in parallel with ${demoStart.route}, requests wait for it): ${kib(demoStart.demoJsGzip)} KiB gzip in ${demoStart.demoJsRequests} file(s) (budget ${kib(BUDGET.demoBackendJs)})`,
  );
  check(demoStart, demoStart.demoJsGzip <= BUDGET.demoBackendJs, `demo backend ${kib(demoStart.demoJsGzip)} KiB (budget ${kib(BUDGET.demoBackendJs)})`);
  check(demoStart, demoStart.demoJsRequests > 0, 'no demo backend script found (is the manifest there?)');
}

for (const r of rows) {
  if (CHART_PAGES.some((page) => page.test(r.route))) {
    check(r, r.chain <= BUDGET.dataRequestChain, `${r.chain} data requests one after another (budget ${BUDGET.dataRequestChain})`);
  }
  if (!r.signedIn) {
    check(r, r.jsGzip <= BUDGET.publicJs, `${kib(r.jsGzip)} KiB of JavaScript (budget ${kib(BUDGET.publicJs)})`);
    check(r, r.jsRequests <= BUDGET.publicJsRequests, `${r.jsRequests} JavaScript requests (budget ${BUDGET.publicJsRequests})`);
    check(r, r.blockingCss <= BUDGET.publicBlockingCss, `${kib(r.blockingCss)} KiB of render-blocking CSS (budget ${kib(BUDGET.publicBlockingCss)})`);
  } else {
    const budget = RECHARTS_ROUTES.some((page) => page.test(r.route)) ? BUDGET.rechartsRouteJs : BUDGET.signedInJs;
    check(r, r.jsGzip <= budget, `${kib(r.jsGzip)} KiB of JavaScript (budget ${kib(budget)})`);
  }
  check(r, r.duplicates.length === 0, `requested twice: ${r.duplicates.join(', ')}`);
  if (r.scored) {
    check(r, r.performance >= BUDGET.performance, `performance ${r.performance} (budget ${BUDGET.performance})`);
    check(r, r.accessibility >= BUDGET.accessibility, `accessibility ${r.accessibility} (${r.failedAudits.filter((a) => a.startsWith('acc')).join(', ')})`);
    check(r, r.bestPractices >= BUDGET.bestPractices, `best practices ${r.bestPractices} (${r.failedAudits.filter((a) => a.startsWith('best')).join(', ')})`);
  }
}
if (interactionRows.length > 0) {
  printInteractions(interactionRows);
  for (const r of interactionRows) {
    if (r.ms > r.budgetMs) failures.push(`demo ${r.scenario}: ${r.interaction} took ${r.ms} ms (budget ${r.budgetMs})`);
  }
}
if (lakCorpusBuild) {
  printLakCorpusBuild(lakCorpusBuild);
  failures.push(...lakCorpusFailures(lakCorpusBuild));
}
if (liveImport) {
  printLiveImport(liveImport);
  if (liveImport.longestTaskMs > IMPORT_LONGEST_TASK_BUDGET_MS) failures.push(`demo live import: a main-thread task of ${liveImport.longestTaskMs} ms (budget ${IMPORT_LONGEST_TASK_BUDGET_MS})`);
}
if (digest) {
  printDigest(digest);
  failures.push(...digestFailures(digest));
}
if (jsonOut) {
  const routes = rows.map((row) => ({ ...row, css: row.css.map((r) => r.url) }));
  const interactions = interactionRows.map((row) => ({ build: 'demo', kind: 'interaction', ...row }));
  writeFileSync(jsonOut, JSON.stringify([...routes, ...interactions], null, 2));
}
// The language model loads only where text is extracted (scripts/model-chunk-check.mjs), on the demo build above.
const modelCheck = spawnSync('node', ['scripts/model-chunk-check.mjs', '--skip-build'], { stdio: 'inherit', env: { ...process.env, MODEL_CHECK_OUT_DIR: 'dist-bench-demo', MODEL_CHECK_PORT: String(basePort + 3) } });
if (storeWanted) {
  const rows = await measureStoreWrites();
  printStore(rows);
  for (const ratio of storeRatios(rows)) if (!ratio.ok) failures.push(`store: ${ratio.change} costs ${ratio.time.toFixed(2)}x the time, ${ratio.bytes.toFixed(2)}x the bytes at 3,000 papers as at 30 (budget < ${STORE_RATIO_BUDGET})`);
}
if (recommendWanted) {
  const budget = await measureScoringBudget();
  printScoringBudget(budget);
  failures.push(...scoringFailures(budget));
}
if (modelCheck.status !== 0) failures.push('the language model loaded on a page that does not extract (scripts/model-chunk-check.mjs)');
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) broken:`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
