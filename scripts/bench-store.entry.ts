/**
 * The store benchmark's entry (scripts/bench-store.mjs builds it with Vite): the built-in backend's
 * persistence over IndexedDB (fake-indexeddb in Node), with a real account of n papers stored, and
 * three changes made as the handlers make them: one edit (an interest's weight), one paper added, one
 * import page (100 papers, as Semantic Scholar's page). For each: the milliseconds from the change to
 * its stored transaction, and the bytes written (the JSON size of the records put).
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { Backend } from '@/backend/backend';
import type { DbPaper, DbState } from '@/backend/domain/types';
import { openIndexedDbStorage } from '@/backend/store/indexed-db';
import { startPersistence } from '@/backend/store/persistence';
import { stateWithRealAccount, REAL_EMAIL } from '@/backend/store/fixtures';
import { loadSeedExtractions } from '@/backend/domain/compute';
import type { RecordWrites } from '@/backend/store/storage';

/** `wholeBytes`: what the builds of schema 1 wrote for the same change (the whole state as one JSON text) */
export type StoreRow = { papers: number; change: string; ms: number; bytes: number; records: number; wholeBytes: number };

const PAGE = 100;

function newPaper(id: number, user: number, i: number): DbPaper {
  const time = '2026-11-28T10:00:00.000000';
  return { id, paper_id: `page-${i}`.padStart(40, '0'), title: `Imported paper ${i}`, authors: 'Ada Real', url: null, year: 2025, abstract: 'An abstract of about the usual length. '.repeat(8), used_in_calc: false, created_on: time, updated_on: time, user };
}

async function measureAt(papers: number, runs: number): Promise<StoreRow[]> {
  globalThis.indexedDB = new IDBFactory();
  const opened = await openIndexedDbStorage();
  if (opened.kind !== 'ready') throw new Error(`storage: ${opened.kind}`);
  const { storage } = opened;
  let written: RecordWrites = { puts: [], deletes: [] };
  const write = storage.write.bind(storage);
  storage.write = (writes) => {
    written = writes;
    return write(writes);
  };
  await storage.replaceAll(stateWithRealAccount(papers));
  const { db } = new Backend();
  const { store } = db;
  const { persistence } = await startPersistence({ db, opened, legacy: null });
  const user = db.findUserByEmail(REAL_EMAIL);
  if (!user) throw new Error('no real account');
  /** each change, and what takes it back (unmeasured: the account keeps its n papers) */
  const dropPapersFrom = (id: number) => () => {
    const state = db.state();
    state.papers = state.papers.filter((paper) => paper.id < id);
  };
  const changes: [string, () => () => void][] = [
    ['one edit', () => {
      const interest = db.state().longTerm.find((row) => row.user === user.id);
      if (interest) interest.weight = interest.weight === 5 ? 4 : 5;
      return () => undefined;
    }],
    ['one paper added', () => {
      const id = db.nextId('paper');
      db.state().papers.push(newPaper(id, user.id, 0));
      return dropPapersFrom(id);
    }],
    ['one import page', () => {
      const state = db.state();
      const first = db.nextId('paper');
      state.papers.push(newPaper(first, user.id, 0));
      for (let i = 1; i < PAGE; i += 1) state.papers.push(newPaper(db.nextId('paper'), user.id, i));
      return dropPapersFrom(first);
    }],
  ];
  const wholeBytes = db.serialize().length;
  const rows: StoreRow[] = [];
  for (const [change, make] of changes) {
    const times: number[] = [];
    let bytes = 0;
    let records = 0;
    // one change first, unmeasured: the code paths are compiled before the clock starts
    make()();
    await persistence.flushed();
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const undo = make();
      store.changed();
      await persistence.flushed();
      times.push(performance.now() - started);
      bytes = written.puts.reduce((sum, [, , value]) => sum + JSON.stringify(value).length, 0);
      records = written.puts.length + written.deletes.length;
      undo();
      await persistence.flushed();
    }
    times.sort((a, b) => a - b);
    rows.push({ papers, change, ms: times[Math.floor(times.length / 2)] ?? 0, bytes, records, wholeBytes });
  }
  persistence.stop();
  storage.close();
  return rows;
}

/**
 * What the tracker costs the reads (every handler reads the state through it): the milliseconds of
 * one pass over the papers (the account's papers filtered and their titles read, as the paper list
 * does) through the tracker's Proxy and on the plain state; `firstMs` is the first pass through a
 * new tracker (its Proxies made), `ms` the median of the later ones.
 */
export type TrackerRow = { papers: number; firstMs: number; ms: number; plainMs: number };

async function trackerAt(papers: number, runs: number): Promise<TrackerRow> {
  globalThis.indexedDB = new IDBFactory();
  const opened = await openIndexedDbStorage();
  if (opened.kind !== 'ready') throw new Error(`storage: ${opened.kind}`);
  await opened.storage.replaceAll(stateWithRealAccount(papers));
  const { db } = new Backend();
  const { store } = db;
  const { persistence } = await startPersistence({ db, opened, legacy: null });
  const user = db.findUserByEmail(REAL_EMAIL);
  if (!user) throw new Error('no real account');
  const pass = (state: DbState) => {
    const started = performance.now();
    const titles = state.papers.filter((paper) => paper.user === user.id).map((paper) => paper.title);
    if (titles.length === 0) throw new Error('no papers read');
    return performance.now() - started;
  };
  const firstMs = pass(store.get());
  const median = (read: () => number) => {
    const times = Array.from({ length: runs }, read).sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? 0;
  };
  const ms = median(() => pass(store.get()));
  const plainMs = median(() => pass(store.raw()));
  persistence.stop();
  opened.storage.close();
  return { papers, firstMs, ms, plainMs };
}

/** The tracker's cost at 30, 300 and 3,000 papers. */
export async function measureTracker(runs = 31): Promise<TrackerRow[]> {
  await loadSeedExtractions();
  const rows: TrackerRow[] = [];
  for (const papers of [30, 300, 3000]) rows.push(await trackerAt(papers, runs));
  return rows;
}

/** The rows at 30, 300 and 3,000 papers (the median of `runs` changes each). */
export async function measureStore(runs = 31): Promise<StoreRow[]> {
  await loadSeedExtractions();
  const rows: StoreRow[] = [];
  for (const papers of [30, 300, 3000]) rows.push(...(await measureAt(papers, runs)));
  return rows;
}
