#!/usr/bin/env node
/**
 * The demo backend's language model (wink-nlp and its English model, about 1 MB gzip) loads only
 * where text is extracted. Builds the demo (no VITE_API_URL), serves it, signs in as the demo account
 * with Chromium (Playwright) and visits the dashboard and every chart page, recording the browser's
 * requests (the built-in backend's worker included, where the extraction runs): fails when one of
 * them fetched a model chunk (a built script containing wink-nlp). Then extracts on the demo page and
 * checks that the model does load there, so the check cannot pass by not finding the chunk.
 *
 * Usage: node scripts/model-chunk-check.mjs [--skip-build]; MODEL_CHECK_PORT (default 4296),
 * MODEL_CHECK_OUT_DIR (default dist-model-check), CHROMIUM_PATH (default /usr/bin/chromium).
 * `npm run bench` runs it too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { serve } from './bench-server.mjs';
import { localBin } from './lib/local-bin.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`model-chunk-check: no Chromium at ${chromePath} (install Debian's chromium or set CHROMIUM_PATH).`);
  process.exit(1);
}
const port = Number(process.env.MODEL_CHECK_PORT ?? 4296);
const outDir = process.env.MODEL_CHECK_OUT_DIR ?? 'dist-model-check';
const DEMO_ACCOUNT = { email: 'demo@example.org', password: 'demo1234' };
/** The signed-in pages that never extract: the dashboard and the chart pages (src/config/paths.ts), `{id}` the demo user. */
const PAGES = ['/app/index', '/app/cloud-chart/{id}', '/app/pie-chart/{id}', '/app/bar-chart/{id}', '/app/concept-chart/{id}', '/app/stream-chart/{id}', '/app/how-it-works/{id}'];

if (!process.argv.includes('--skip-build')) {
  const env = { ...process.env, VITE_API_URL: '', VITE_CONFERENCE_API_URL: '', VITE_API_DOCS_URL: '' };
  const result = spawnSync(localBin('vite'), ['build', '--logLevel', 'error', '--outDir', outDir], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const assets = join(outDir, 'assets');
const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
const modelChunks = scripts.filter((file) => readFileSync(join(assets, file), 'utf8').includes('wink-nlp'));
// one model chunk: the extraction runs in the backend worker only (no second copy for the page)
if (modelChunks.length !== 1) {
  console.error(`model-chunk-check: ${modelChunks.length} model chunks in ${assets}, expected one`);
  process.exit(1);
}
const extractionFiles = new Set(modelChunks);
const extractionRequests = (urls) => urls.filter((url) => extractionFiles.has(url.split('?')[0].split('/').pop()));

const server = await serve(outDir, port);
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: chromePath, args: JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8')) });
const failures = [];
try {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  let requested = [];
  const record = (request) => requested.push(request.url());
  context.on('request', record);
  page.on('worker', (worker) => requested.push(worker.url()));

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const id = await page.evaluate(() => localStorage.getItem('mId'));
  const visits = [{ path: 'sign-in', urls: requested }];
  for (const path of PAGES.map((p) => p.replace('{id}', id ?? ''))) {
    requested = [];
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // the charts draw from their data: give late lazy chunks a moment
    await page.waitForTimeout(1000);
    visits.push({ path, urls: requested });
  }
  for (const { path, urls } of visits) {
    const found = extractionRequests(urls);
    console.log(`${path.padEnd(24)} ${String(urls.length).padStart(3)} requests, ${found.length ? `model/worker: ${found.join(', ')}` : 'no model'}`);
    if (found.length > 0) failures.push(`${path} loaded ${found.join(', ')}`);
  }

  // Control: extracting on the demo page loads the model (in the backend worker).
  requested = [];
  await page.goto('/auth/demo');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: 'Text' }).fill('Learning analytics dashboards support self-regulated learning in blended courses.');
  await panel.getByRole('combobox', { name: 'Algorithm' }).selectOption('TopicRank');
  await panel.getByRole('spinbutton', { name: 'Keywords count' }).fill('5');
  await panel.getByRole('button', { name: 'Extract interests' }).click();
  await page.getByRole('list', { name: 'Keywords with scores' }).waitFor({ timeout: 60_000 });
  const onDemo = extractionRequests(requested);
  console.log(`${'/auth/demo (extracts)'.padEnd(24)} model/worker: ${onDemo.join(', ') || 'none'}`);
  if (!onDemo.some((url) => modelChunks.some((chunk) => url.endsWith(chunk)))) failures.push('the demo page extracted without a model chunk request: the check does not see the model');
  await context.close();
} finally {
  await browser.close();
  server.close();
}
if (failures.length > 0) {
  console.error(`model-chunk-check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('model-chunk-check: the language model loads only where text is extracted');
