#!/usr/bin/env node
/**
 * Regenerates src/backend/seed/extractions.json: the keyphrase extraction of every text the seeded
 * researchers' interests are computed from (papers: SingleRank, tweets: Yake, Wikipedia filter on),
 * keyed by job (nlp/extraction-jobs.ts), so that the demo backend's seed needs no model. Run it after
 * a change to the extraction or to the seed's texts: `node scripts/seed-extractions.mjs`
 * (src/backend/seed/seed-extractions.test.ts fails until then). `--check` only compares.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTsEntry } from './lib/load-ts-entry.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const target = join(root, 'src', 'backend', 'seed', 'extractions.json');
const mod = await loadTsEntry(root, 'seed-extractions', (loaded) => loaded.loadKeyphrase());

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
