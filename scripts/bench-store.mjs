#!/usr/bin/env node
/**
 * Store benchmark (issue 49), part of `npm run bench` (`--only store` runs just this; also
 * `node scripts/bench-store.mjs [--json]`): the built-in backend's persistence over IndexedDB
 * (fake-indexeddb in Node, the same adapter the standalone build runs), with a real account of 30,
 * 300 and 3,000 papers stored; for one edit, one paper added and one import page (100 papers): the
 * median milliseconds from the change to its stored transaction, and the bytes and records written.
 * A write stores the records the change touched, so the cost follows the change, not the size:
 * the budget is a ratio 3,000/30 under 2 for time and bytes of each change. Absolute times depend
 * on the machine (and fake-indexeddb is slower than a browser's IndexedDB); the ratio does not.
 * Beside it, what the change tracker's Proxy costs a read of every paper (reported, no budget).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTsEntry } from './lib/load-ts-entry.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const STORE_RATIO_BUDGET = 2;

export async function measureStoreWrites() {
  let rows = [];
  let tracker = [];
  await loadTsEntry(root, 'bench-store', async (mod) => {
    rows = await mod.measureStore();
    tracker = await mod.measureTracker();
  });
  // what the change tracker costs the reads is printed beside the writes (no budget: it is reported)
  return Object.assign(rows, { tracker });
}

/** Each change's ratio 3,000/30 (time and bytes), and whether it is within the budget. */
export function storeRatios(rows) {
  const changes = [...new Set(rows.map((row) => row.change))];
  return changes.map((change) => {
    const small = rows.find((row) => row.change === change && row.papers === 30);
    const large = rows.find((row) => row.change === change && row.papers === 3000);
    const time = large.ms / Math.max(small.ms, 0.01);
    const bytes = large.bytes / Math.max(small.bytes, 1);
    return { change, time, bytes, ok: time < STORE_RATIO_BUDGET && bytes < STORE_RATIO_BUDGET };
  });
}

export function printStore(rows) {
  console.log('\nStore: one change, written (median ms, bytes, records)');
  console.log(['papers', 'change', 'ms', 'bytes', 'records', 'schema 1 wrote'].join('\t'));
  for (const row of rows) console.log([row.papers, row.change, row.ms.toFixed(2), row.bytes, row.records, row.wholeBytes].join('\t'));
  for (const ratio of storeRatios(rows)) console.log(`${ratio.change}: 3,000/30 time ${ratio.time.toFixed(2)}, bytes ${ratio.bytes.toFixed(2)} (budget < ${STORE_RATIO_BUDGET})${ratio.ok ? '' : '  OVER'}`);
  if (!rows.tracker) return;
  console.log('\nThe change tracker: one pass over the papers (filter by account, read the titles), ms');
  console.log(['papers', 'first pass', 'later passes', 'plain state', 'later/plain'].join('\t'));
  for (const row of rows.tracker) console.log([row.papers, row.firstMs.toFixed(3), row.ms.toFixed(3), row.plainMs.toFixed(3), (row.ms / Math.max(row.plainMs, 0.001)).toFixed(1)].join('\t'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = await measureStoreWrites();
  if (process.argv.includes('--json')) console.log(JSON.stringify({ rows, ratios: storeRatios(rows) }, null, 2));
  else printStore(rows);
  process.exit(storeRatios(rows).every((ratio) => ratio.ok) ? 0 : 1);
}
