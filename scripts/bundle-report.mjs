// Bundle benchmark: builds the app twice (demo mode, and with a backend URL configured) and reports
// the size of every emitted chunk. With a backend URL configured it fails when mock code (msw or the
// demo data, the keyphrase extraction) reaches the bundle, when a chart library lands in the entry
// chunk or in what the first pages load (the chunk groups of scripts/lib/chunk-groups.ts and their static imports),
// when one of those groups is missing, when the keyphrase extraction loads with the first page of the
// demo build, or when zod's classic API (instead of zod/mini) reaches any chunk.
// Usage: node scripts/bundle-report.mjs [--json]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function build(outDir, env) {
  rmSync(outDir, { recursive: true, force: true });
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function chunks(outDir) {
  const dir = join(outDir, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const file = join(dir, name);
      const source = readFileSync(file);
      return { name, bytes: statSync(file).size, gzip: gzipSync(source).length, source: source.toString('utf8') };
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

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
/** The chunk groups of scripts/lib/chunk-groups.ts (chunkGroupsOf and the vendor group). */
const CHUNK_GROUPS = ['vendor', 'start', 'auth-forms', 'demo-body', 'app-layout'];
/** Chart libraries and a string each keeps in a minified build. */
const CHART_MARKERS = [
  ['recharts', 'recharts'],
  ['d3-cloud', 'archimedean'],
  ['force-graph', 'force-graph'],
];
const report = {};
let failed = false;

for (const [label, outDir, env] of [
  ['demo', 'dist-bundle-demo', { VITE_API_URL: '' }],
  ['configured', 'dist-bundle-api', { VITE_API_URL: 'http://127.0.0.1:8000' }],
]) {
  build(outDir, env);
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
  for (const group of CHUNK_GROUPS) {
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
        console.error(`  FAIL: ${library} ("${marker}") is in ${c.name}, which the first pages load; chart libraries must load with their pages`);
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
  rmSync(outDir, { recursive: true, force: true });
}

if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
console.log(failed ? '\nbundle check: FAILED' : '\nbundle check: ok');
process.exit(failed ? 1 : 0);
