#!/usr/bin/env node
/**
 * Similarity benchmark: `npm run bench:similarity [--json]`. Builds the built-in backend's keyword
 * similarity (TypeScript) with Vite's SSR build and reports:
 * - Spearman's rho between its scores and people's on WordSim-353 (relatedness) and SimLex-999
 *   (similarity proper), tests/data/similarity/ (ties get their average rank), with how many pairs
 *   rest on a word outside the vector table (its vector estimated from its spelling);
 * - the coverage of the Inspec keyphrase vocabulary (train and validation, ../shared/data/inspec/, or
 *   --inspec=DIR): the share of distinct keyphrase words, and of their occurrences, that the table holds;
 * - the table's size (bytes, and gzip: what a server sends);
 * - the time to the first similarity in a worker (a Node worker thread: module start, reading and
 *   decoding the table from disk in place of the download, one comparison), the best of three.
 * Exits 1 when a figure falls below its floor (set from the measured figures, see FLOORS) or the size
 * above its ceiling. The time is reported, never checked: it depends on the machine.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { loadTsEntry } from './lib/load-ts-entry.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const inspecDir = resolve(args.find((a) => a.startsWith('--inspec='))?.slice(9) ?? join(root, '..', 'shared', 'data', 'inspec'));
const tableFile = join(root, 'src', 'backend', 'nlp', 'embeddings', 'word-vectors.bin');

/** Floors from the measured figures (WordSim-353 0.561, SimLex-999 0.308, coverage 51.8% / 81.4%), less a margin. */
const FLOORS = { wordsim353: 0.54, simlex999: 0.29, coverageTypes: 51, coverageTokens: 80 };
/** The table's ceiling on the wire (KiB of gzip). */
const MAX_GZIP_KIB = 3100;

const tableBytes = readFileSync(tableFile);
const asArrayBuffer = () => tableBytes.buffer.slice(tableBytes.byteOffset, tableBytes.byteOffset + tableBytes.byteLength);

/** Runs one worker: imports the bundle, loads the table from disk, compares two words; answers the milliseconds. */
function timeInWorker(bundle) {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { readFile } = require('node:fs/promises');
    const started = performance.now();
    import(workerData.bundle).then(async (mod) => {
      mod.setWordVectorSource(async () => { const b = await readFile(workerData.table); return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength); });
      const ready = await mod.ensureWordVectors();
      const score = mod.keywordSimilarity('learning analytics', 'educational data mining');
      parentPort.postMessage({ ms: performance.now() - started, ready, score });
    });
  `;
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { bundle, table: tableFile } });
    worker.once('message', (message) => {
      void worker.terminate();
      resolvePromise(message);
    });
    worker.once('error', reject);
  });
}

let workerTimes = [];
const mod = await loadTsEntry(root, 'bench-similarity', async (_loaded, out) => {
  const bundle = pathToFileURL(join(out, 'bench-similarity.entry.js')).href;
  for (let run = 0; run < 3; run += 1) {
    const answer = await timeInWorker(bundle);
    if (!answer.ready) throw new Error('the worker could not load the word-vector table');
    workerTimes.push(answer.ms);
  }
});

mod.setWordVectorSource(async () => asArrayBuffer());
if (!(await mod.ensureWordVectors())) throw new Error('the word-vector table could not be loaded');

/** Ranks with ties averaged (1-based). */
function ranks(values) {
  const order = values.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0]);
  const out = new Array(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j += 1;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) out[order[k][1]] = rank;
    i = j + 1;
  }
  return out;
}

function spearman(x, y) {
  const rx = ranks(x);
  const ry = ranks(y);
  const mean = (a) => a.reduce((s, v) => s + v, 0) / a.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  rx.forEach((r, i) => {
    num += (r - mx) * (ry[i] - my);
    dx += (r - mx) ** 2;
    dy += (ry[i] - my) ** 2;
  });
  return num / Math.sqrt(dx * dy);
}

function score(pairs) {
  const human = [];
  const ours = [];
  let estimated = 0;
  pairs.forEach(([a, b, h]) => {
    human.push(h);
    ours.push(mod.keywordSimilarity(a, b));
    if (mod.similarityBasis([a, b]).kind !== 'exact') estimated += 1;
  });
  return { rho: Math.round(spearman(ours, human) * 1000) / 1000, pairs: pairs.length, estimated };
}

const dataDir = join(root, 'tests', 'data', 'similarity');
const wordsim = readFileSync(join(dataDir, 'wordsim353.csv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim())
  .map((line) => line.split(','))
  .map(([a, b, h]) => [a.toLowerCase(), b.toLowerCase(), Number(h)]);
const simlex = readFileSync(join(dataDir, 'simlex999.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim())
  .map((line) => line.split('\t'))
  .map(([a, b, , h]) => [a.toLowerCase(), b.toLowerCase(), Number(h)]);

/** Coverage of the Inspec keyphrase words (uncontr and contr of train and validation), as scripts/build-word-vectors.mjs counts them. */
function coverage() {
  const counts = new Map();
  for (const name of ['train.jsonl', 'validation.jsonl']) {
    readFileSync(join(inspecDir, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .forEach((line) => {
        const record = JSON.parse(line);
        [...(record.uncontr ?? []), ...(record.contr ?? [])].forEach((phrase) =>
          phrase
            .toLowerCase()
            .split(/[^a-z'-]+/)
            .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
            .filter((w) => w.length > 0)
            .forEach((w) => counts.set(w, (counts.get(w) ?? 0) + 1)),
        );
      });
  }
  let types = 0;
  let tokens = 0;
  let total = 0;
  counts.forEach((count, word) => {
    total += count;
    if (!mod.tableVector(word)) return;
    types += 1;
    tokens += count;
  });
  const pct = (v) => Math.round(v * 1000) / 10;
  return { words: counts.size, types: pct(types / counts.size), tokens: pct(tokens / total) };
}

const table = mod.wordTable();
const result = {
  wordsim353: score(wordsim),
  simlex999: score(simlex),
  coverage: coverage(),
  table: {
    words: table.words.length,
    dimensions: table.dimensions,
    bytes: tableBytes.length,
    gzipBytes: gzipSync(tableBytes, { level: 9 }).length,
  },
  firstSimilarityInWorkerMs: Math.round(Math.min(...workerTimes)),
};

const failures = [];
if (result.wordsim353.rho < FLOORS.wordsim353) failures.push(`WordSim-353 rho ${result.wordsim353.rho} < ${FLOORS.wordsim353}`);
if (result.simlex999.rho < FLOORS.simlex999) failures.push(`SimLex-999 rho ${result.simlex999.rho} < ${FLOORS.simlex999}`);
if (result.coverage.types < FLOORS.coverageTypes) failures.push(`Inspec word coverage ${result.coverage.types}% < ${FLOORS.coverageTypes}%`);
if (result.coverage.tokens < FLOORS.coverageTokens) failures.push(`Inspec occurrence coverage ${result.coverage.tokens}% < ${FLOORS.coverageTokens}%`);
if (result.table.gzipBytes / 1024 > MAX_GZIP_KIB) failures.push(`table ${Math.round(result.table.gzipBytes / 1024)} KiB gzip > ${MAX_GZIP_KIB} KiB`);

if (asJson) console.log(JSON.stringify({ ...result, failures }, null, 2));
else {
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`WordSim-353   Spearman rho ${result.wordsim353.rho.toFixed(3)}  (${result.wordsim353.pairs} pairs, ${result.wordsim353.estimated} with a word estimated from its spelling; floor ${FLOORS.wordsim353})`);
  console.log(`SimLex-999    Spearman rho ${result.simlex999.rho.toFixed(3)}  (${result.simlex999.pairs} pairs, ${result.simlex999.estimated} with a word estimated from its spelling; floor ${FLOORS.simlex999})`);
  console.log(`Inspec keyphrase words in the table: ${result.coverage.types}% of ${result.coverage.words} distinct words, ${result.coverage.tokens}% of their occurrences`);
  console.log(`Table: ${result.table.words} words x ${result.table.dimensions} dimensions, ${kib(result.table.bytes)} (${kib(result.table.gzipBytes)} gzip on the wire)`);
  console.log(`First similarity in a worker: ${result.firstSimilarityInWorkerMs} ms (start, read and decode the table, one comparison; best of 3)`);
  failures.forEach((f) => console.error(`FAIL ${f}`));
}
process.exit(failures.length > 0 ? 1 : 0);
