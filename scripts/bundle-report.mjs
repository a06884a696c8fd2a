// Bundle benchmark: builds the app twice (demo mode, and with a backend URL configured) and reports
// the size of every emitted chunk. With a backend URL configured it fails when mock code (msw or the
// demo data, the keyphrase extraction) reaches the bundle, when a chart library lands in the entry
// chunk or in what the first pages load (the chunk groups of scripts/lib/chunk-groups.ts and their static imports),
// when one of those groups is missing, when the keyphrase extraction loads with the first page of the
// demo build, or when zod's classic API (instead of zod/mini) or d3's time scales reach any chunk. React Aria (loaded by
// the menus on first use, with the pages that draw its other widgets) is held to the same rule. It also
// fails when React Router's development build is bundled, and when a text only the standalone build
// shows reaches a build made for a backend (STANDALONE_UI), and when either build prints a warning.
// Per signed-in page of the demo build it prints the app's JavaScript (gzip) that the page loads
// statically (index.html's preloads, the signed-in chunks index.js preloads, the page with its static
// imports; the demo backend's own chunks left out, as `npm run bench` counts them) and, as an upper
// bound, with every lazy chunk the page's own code can import (charts, the word cloud's layout, the
// network): the bench measures what a page load really fetches. It fails when the static part breaks
// the signed-in budget (250 KiB, 300 KiB on pages that draw recharts), and when everything a page can
// load, its lazy chunks included, breaks its total budget (TOTAL_BUDGET and the two below it).
// Usage: node scripts/bundle-report.mjs [--json]
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildWithManifest, gzipSize, KIB, kib, manifestClosure } from './lib/build-size.mjs';
import { CHUNK_GROUPS, DEMO_ONLY_GROUPS } from './lib/chunk-group-names.mjs';

function chunks(outDir) {
  const dir = join(outDir, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const file = join(dir, name);
      const source = readFileSync(file);
      return { name, bytes: statSync(file).size, gzip: gzipSize(source), source: source.toString('utf8') };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

function entryName(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const match = html.match(/src="\/assets\/([^"]+\.js)"/);
  return match ? match[1] : '';
}

/** The chunks and what they import statically (not their dynamic imports): what loads with them. */
function staticClosure(start, list) {
  const byName = new Map(list.map((c) => [c.name, c]));
  const seen = new Set();
  const visit = (c) => {
    if (seen.has(c)) return;
    seen.add(c);
    for (const [, name] of c.source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  start.forEach(visit);
  return [...seen];
}

const kb = (n) => `${kib(n)} KiB`;

/** The signed-in budgets of `npm run bench` (KiB of gzip): 250, 300 on pages that draw recharts. */
const SIGNED_IN_BUDGET = 250 * KIB;
const RECHARTS_BUDGET = 300 * KIB;
/**
 * The total budgets (KiB of gzip): everything a page can load, its lazy chunks included (the charts it
 * draws on demand). A page without charts 260; one that draws recharts 320; one that can draw the
 * collaboration network (force-graph, some 60 KiB gzip) 130 more; one whose own widgets load React Aria
 * (some 60 KiB gzip, the menus' copy left aside: every page has those on first use) 60 more.
 */
const TOTAL_BUDGET = 260 * KIB;
const RECHARTS_TOTAL_BUDGET = 320 * KIB;
const NETWORK_TOTAL_EXTRA = 130 * KIB;
const REACT_ARIA_TOTAL_EXTRA = 60 * KIB;

/**
 * Per signed-in page (the lazy routes of src/app/signed-in-routes.tsx): the gzip size of the app's
 * chunks it loads statically, and with the lazy chunks its own code imports (one level: a chart's
 * drawings, the word cloud's layout), from Vite's manifest.
 */
function signedInPages(outDir, list) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const byFile = new Map(Object.entries(manifest).map(([key, item]) => [item.file, key]));
  const gzipOf = new Map(list.map((c) => [`assets/${c.name}`, c.gzip]));
  const sourceOf = new Map(list.map((c) => [`assets/${c.name}`, c.source]));
  const closure = (keys) => manifestClosure(manifest, keys);
  // the demo backend's own chunks (src/backend, and what only they import; the seeded account is in the start chunk)
  const isDemo = (key) => key.startsWith('src/backend/');
  const keys = Object.keys(manifest);
  const app = closure(keys.filter((key) => (manifest[key].isEntry || manifest[key].isDynamicEntry) && !isDemo(key)));
  const demo = closure(keys.filter(isDemo));
  const counted = (key) => !demo.has(key) || app.has(key);
  const preloaded = [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.js)"/g)].map((m) => byFile.get(m[1]));
  const signedInMeta = (html.match(/name="rima:signed-in-route-chunks" content="([^"]*)"/)?.[1] ?? '').split(' ').map((href) => byFile.get(href.replace(/^\//, '')));
  const start = closure([...preloaded, ...signedInMeta].filter(Boolean));
  const bytes = (set) => [...set].filter(counted).reduce((sum, key) => sum + (gzipOf.get(manifest[key].file) ?? 0), 0);
  const pages = (manifest['src/app/signed-in-routes.tsx']?.dynamicImports ?? []).filter((key) => key.includes('/pages/'));
  return pages.map((key) => {
    const loaded = new Set([...start, ...closure([key])]);
    const own = [...loaded].filter((k) => !start.has(k));
    const lazy = new Set([...loaded, ...closure(own.flatMap((k) => manifest[k].dynamicImports ?? []).filter((k) => !k.includes('/pages/')))]);
    const draws = (marker) => [...lazy].some((k) => (sourceOf.get(manifest[k].file) ?? '').includes(marker));
    const recharts = draws('recharts');
    const totalBudget =
      (recharts ? RECHARTS_TOTAL_BUDGET : TOTAL_BUDGET) + (draws('force-graph') ? NETWORK_TOTAL_EXTRA : 0) + (draws('data-react-aria-pressable') ? REACT_ARIA_TOTAL_EXTRA : 0);
    return { page: key, static: bytes(loaded), withLazy: bytes(lazy), budget: recharts ? RECHARTS_BUDGET : SIGNED_IN_BUDGET, totalBudget };
  });
}
/** Chart libraries and a string each keeps in a minified build. */
const CHART_MARKERS = [
  ['recharts', 'recharts'],
  ['d3-cloud', 'archimedean'],
  ['force-graph', 'force-graph'],
  // not a chart library, but as heavy (some 60 KiB gzip): loaded on first use or with the pages using it
  ['React Aria', 'data-react-aria-pressable'],
];
const report = {};
let failed = false;

// BUNDLE_KEEP_DEMO_BUILD=<dir>: the demo build goes there and is kept, for the browser tests to test
// the same build (CI: then E2E_SKIP_BUILD=1 with E2E_OUT_DIR=<dir>); otherwise both builds are removed.
const keptDemo = process.env.BUNDLE_KEEP_DEMO_BUILD?.trim() || null;
for (const [label, outDir, env] of [
  ['demo', keptDemo ?? 'dist-bundle-demo', { VITE_API_URL: '', VITE_CONFERENCE_API_URL: '', VITE_API_DOCS_URL: '' }],
  ['configured', 'dist-bundle-api', { VITE_API_URL: 'http://127.0.0.1:8000' }],
]) {
  buildWithManifest(outDir, env);
  const list = chunks(outDir);
  const entry = entryName(outDir);
  const entryChunk = list.find((c) => c.name === entry);
  report[label] = {
    entry: entry && entryChunk ? { name: entry, bytes: entryChunk.bytes, gzip: entryChunk.gzip } : null,
    totalBytes: list.reduce((sum, c) => sum + c.bytes, 0),
    chunks: list.map(({ name, bytes, gzip }) => ({ name, bytes, gzip })),
  };
  console.log(`\n${label} build (${outDir}): ${list.length} chunks, ${kb(report[label].totalBytes)} in all`);
  console.log(`  entry ${entry}: ${entryChunk ? `${kb(entryChunk.bytes)} (${kb(entryChunk.gzip)} gzip)` : 'not found'}`);
  for (const c of list.slice(0, 12)) console.log(`  ${c.name.padEnd(48)} ${kb(c.bytes).padStart(10)} ${kb(c.gzip).padStart(10)} gzip`);

  // The demo backend's keyphrase extraction (wink-nlp and its model) loads by dynamic import on
  // first need: never in the entry chunk nor in the demo backend's own chunk.
  for (const c of list) {
    if (c.source.includes('wink-nlp') && (c.name === entry || c.source.includes('setupWorker'))) {
      console.error(`  FAIL: the keyphrase extraction (wink-nlp) is in ${c.name}, which loads with the first page`);
      failed = true;
    }
  }
  const worker = existsSync(join(outDir, 'mockServiceWorker.js'));
  if (label === 'demo' && !worker) {
    console.error('  FAIL: the demo build lacks mockServiceWorker.js, the demo backend cannot start');
    failed = true;
  }
  if (label === 'configured' && worker) {
    console.error('  FAIL: mockServiceWorker.js is shipped although VITE_API_URL is set');
    failed = true;
  }
  // the header's "API docs" link of the standalone build leads to its built-in backend's API description
  const apiDescription = existsSync(join(outDir, 'api.html'));
  if (label === 'demo' && !apiDescription) {
    console.error('  FAIL: the demo build lacks api.html, the target of its "API docs" link');
    failed = true;
  }
  if (label === 'configured' && apiDescription) {
    console.error('  FAIL: api.html (the built-in backend\'s API) is shipped although VITE_API_URL is set');
    failed = true;
  }
  // React Router's development build (its package exports name no other; vite.config.ts aliases the
  // production one for builds) carries the default error page's note to developers.
  const routerDevelopment = list.filter((c) => c.source.includes('Hey developer')).map((c) => c.name);
  if (routerDevelopment.length > 0) {
    console.error(`  FAIL: React Router's development build is in ${routerDevelopment.join(', ')} (see REACT_ROUTER_PRODUCTION in vite.config.ts)`);
    failed = true;
  }
  // What only the standalone build shows (STANDALONE_UI in src/lib/demo-mode.ts: its banner, the
  // registration's author check and its sentence of what leaves the browser): in the demo build, and
  // left out of a build made for a backend. Found in the demo build, so that a changed text cannot
  // pass unnoticed.
  const standaloneMarkers = ['Runs in your browser', 'is this you?', 'Only this leaves your browser'];
  for (const marker of standaloneMarkers) {
    const holders = list.filter((c) => c.source.includes(marker)).map((c) => c.name);
    if (label === 'demo' && holders.length === 0) {
      console.error(`  FAIL: no chunk of the demo build contains "${marker}": update the standalone markers in scripts/bundle-report.mjs`);
      failed = true;
    }
    if (label === 'configured' && holders.length > 0) {
      console.error(`  FAIL: the standalone build's "${marker}" is in ${holders.join(', ')} although VITE_API_URL is set (guard it with STANDALONE_UI)`);
      failed = true;
    }
  }
  if (label === 'configured') {
    const mockMarkers = ['demo@example.org', 'demo1234', 'mockServiceWorker', 'setupWorker', 'wink-nlp'];
    for (const c of list) {
      for (const marker of mockMarkers) {
        if (c.source.includes(marker)) {
          console.error(`  FAIL: mock code ("${marker}") found in ${c.name} although VITE_API_URL is set`);
          failed = true;
        }
      }
    }
  }
  // The chunk groups (chunkGroupsOf in scripts/lib/chunk-groups.ts) each come out as one chunk: a group missing
  // here lost its modules (a declared module renamed, a page moved) and the first pages change.
  const groupChunks = [];
  for (const group of CHUNK_GROUPS.filter((name) => label === 'demo' || !DEMO_ONLY_GROUPS.includes(name))) {
    const found = list.filter((c) => c.name.replace(/-[\w-]{8}\.js$/, '') === group);
    if (found.length !== 1) {
      console.error(`  FAIL: ${found.length === 0 ? 'no' : found.length} chunk${found.length === 1 ? '' : 's'} of the group "${group}" (${found.map((c) => c.name).join(', ') || 'it is empty'})`);
      failed = true;
    }
    groupChunks.push(...found);
  }
  for (const c of groupChunks) console.log(`  group ${c.name.padEnd(42)} ${kb(c.bytes).padStart(10)} ${kb(c.gzip).padStart(10)} gzip`);
  // The entry and the groups the first pages load (the start, the public pages' chunks, the layout of
  // the signed-in pages, the framework) stay free of chart libraries; each marker is checked to be
  // found in the build at all, so that a marker a library no longer carries cannot pass unnoticed.
  for (const [library, marker] of CHART_MARKERS) {
    if (!list.some((c) => c.source.includes(marker))) {
      console.error(`  FAIL: no chunk contains "${marker}" (${library}): update the marker in scripts/bundle-report.mjs`);
      failed = true;
    }
    for (const c of staticClosure([entryChunk, ...groupChunks].filter(Boolean), list)) {
      if (c.source.includes(marker)) {
        console.error(`  FAIL: ${library} ("${marker}") is in ${c.name}, which the first pages load; chart libraries must load with their pages, React Aria with its widgets`);
        failed = true;
      }
    }
  }
  if (label === 'demo') {
    const pages = signedInPages(outDir, list);
    report[label].signedInPages = pages;
    console.log('  signed-in pages (the app\'s JavaScript, gzip): static and its budget, with every lazy chunk of the page and its total budget');
    for (const page of pages) {
      const over = page.static > page.budget;
      const overTotal = page.withLazy > page.totalBudget;
      console.log(`  ${page.page.padEnd(58)} ${kb(page.static).padStart(10)} ${kb(page.budget).padStart(10)} ${kb(page.withLazy).padStart(10)} ${kb(page.totalBudget).padStart(10)}${over || overTotal ? '  OVER' : ''}`);
      if (over) {
        console.error(`  FAIL: ${page.page} loads ${kb(page.static)} of JavaScript before any lazy chunk, over its budget of ${kb(page.budget)}`);
        failed = true;
      }
      if (overTotal) {
        console.error(`  FAIL: ${page.page} can load ${kb(page.withLazy)} of JavaScript with its lazy chunks, over its total budget of ${kb(page.totalBudget)}`);
        failed = true;
      }
    }
  }
  // Response schemas use zod/mini; zod's classic API (some 26 KiB gzip more) is in no chunk. Its
  // schema constructors keep their names in a minified build ("ZodType", "ZodObject", "ZodError").
  for (const c of list) {
    const classic = c.source.match(/[`"']Zod(Type|Object|Error)[`"']/);
    if (classic) {
      console.error(`  FAIL: classic zod (${classic[0]}) is in ${c.name}; build schemas with 'zod/mini'`);
      failed = true;
    }
  }
  // Recharts gets only the d3 scales its axes choose themselves (rechartsWithAutoScalesOnly in
  // vite.config.ts): the time scales' date formats (d3-time-format's ISO format) are in no chunk.
  for (const c of list) {
    if (c.source.includes('%Y-%m-%dT%H:%M:%S.%LZ')) {
      console.error(`  FAIL: d3's time scales are in ${c.name}; recharts must get the d3-scale of rechartsWithAutoScalesOnly (vite.config.ts)`);
      failed = true;
    }
  }
  if (outDir !== keptDemo) rmSync(outDir, { recursive: true, force: true });
}

if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
console.log(failed ? '\nbundle check: FAILED' : '\nbundle check: ok');
process.exit(failed ? 1 : 0);
