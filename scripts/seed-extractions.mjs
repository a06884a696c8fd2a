#!/usr/bin/env node
/**
 * Regenerates src/mocks/seed/extractions.json: the keyphrase extraction of every text the seeded
 * researchers' interests are computed from (papers: SingleRank, tweets: Yake, Wikipedia filter on),
 * keyed by job (nlp/extraction-jobs.ts), so that the demo backend's seed needs no model. Run it after
 * a change to the extraction or to the seed's texts: `node scripts/seed-extractions.mjs`
 * (src/mocks/seed/seed-extractions.test.ts fails until then). `--check` only compares.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const target = join(root, 'src', 'mocks', 'seed', 'extractions.json');
const cache = join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(join(cache, 'seed-extractions-'));
let mod;
try {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: { '@': join(root, 'src') } },
    build: { ssr: join(root, 'scripts', 'seed-extractions.entry.ts'), outDir: out, emptyOutDir: true, minify: false },
  });
  mod = await import(pathToFileURL(join(out, 'seed-extractions.entry.js')).href);
  await mod.loadKeyphrase();
} finally {
  rmSync(out, { recursive: true, force: true });
}

const jobs = mod.seedExtractionJobs();
const results = mod.runJobs(jobs);
const entries = jobs.map((job, i) => [mod.jobKey(job), results[i]]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const text = `${JSON.stringify(Object.fromEntries(entries))}\n`;
if (process.argv.includes('--check')) {
  const same = readFileSync(target, 'utf8') === text;
  console.log(same ? `${target}: up to date (${entries.length} texts)` : `${target}: out of date, run node scripts/seed-extractions.mjs`);
  process.exit(same ? 0 : 1);
}
writeFileSync(target, text);
console.log(`${target}: ${entries.length} texts`);
