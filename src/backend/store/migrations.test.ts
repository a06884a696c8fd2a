import { beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { STANDALONE_DB_NAME } from '@/lib/demo-mode';
import { DEMO_EMAIL } from '../demo-account';
import { localStorageState, REAL_EMAIL, stateWithRealAccount } from './fixtures';
import { openIndexedDbStorage, SCHEMA_VERSION } from './indexed-db';
import { migrateStateText } from './migrations';
import { databaseContents, freshIndexedDb, schema1Database, schema2Database, schema3Database } from './test-storage';

beforeEach(freshIndexedDb);

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

async function openReady() {
  const opened = await openIndexedDbStorage();
  if (opened.kind !== 'ready') throw new Error(`expected the storage to open, got ${opened.kind}`);
  return opened;
}

describe('state version 1 (localStorage, and IndexedDB schema 1)', () => {
  it('reads the localStorage shape, without the tables added later', () => {
    const state = stateWithRealAccount(30);
    const migrated = migrateStateText(JSON.stringify(localStorageState(state)));
    if (!migrated.ok) throw new Error(migrated.reason);
    expect(migrated.state.users.find((user) => user.email === REAL_EMAIL)).toMatchObject({ first_name: 'Ada' });
    expect(migrated.state.papers).toHaveLength(state.papers.length);
    expect(migrated.state.removedPapers).toEqual([]);
    expect(migrated.state.liveImports).toEqual([]);
    expect(migrated.state.nextId).toEqual(state.nextId);
    expect(migrated.leftOut).toEqual([]);
  });

  it('refuses a state of a newer version, and one that is not a state', () => {
    expect(migrateStateText('{"version": 2, "users": []}')).toEqual({ ok: false, reason: 'newer', version: 2 });
    expect(migrateStateText('not json')).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(migrateStateText('{"version": 1, "users": []}')).toMatchObject({ ok: false, reason: 'unreadable', detail: expect.stringContaining('papers') });
  });

  it('leaves out a row that is not what its table holds, names it, and keeps the rest', () => {
    const state = stateWithRealAccount(30);
    const broken = { ...state, papers: [...state.papers.slice(0, 3), { id: 'x', title: 5 }, ...state.papers.slice(3)] };
    const migrated = migrateStateText(JSON.stringify(broken));
    if (!migrated.ok) throw new Error(migrated.reason);
    expect(migrated.state.papers).toHaveLength(state.papers.length);
    expect(migrated.leftOut).toEqual([{ name: 'paper #4', table: 'papers', row: { id: 'x', title: 5 } }]);
  });
});

/** The tables schema 3 and 4 added, as a database migrated from an earlier one holds them. */
const noFeedback = { recommendationFeedback: [], recommendationLists: [] };
const noDigests = { digests: [], digestClocks: [], following: [], ...noFeedback };

describe('IndexedDB schema 1 to 4', () => {
  it('moves a real account of 2,000 papers into the records, keeps the sources cache, and drops the text', async () => {
    const state = stateWithRealAccount(2000);
    await schema1Database(JSON.stringify(state), { 'wiki:Learning analytics': { title: 'Learning analytics' } });
    const { storage, leftOut } = await openReady();
    expect(leftOut).toEqual([]);
    const loaded = await storage.load();
    expect(loaded?.leftOut).toEqual([]);
    expect(loaded?.state).toEqual({ ...state, jobs: state.jobs ?? [], pendingInterests: state.pendingInterests ?? [], ...noDigests });
    expect(loaded?.state.papers.filter((paper) => paper.user === state.users.at(-1)?.id)).toHaveLength(2000);
    expect(await storage.kv.get('wiki:Learning analytics')).toEqual({ title: 'Learning analytics' });
    storage.close();
    const after = await databaseContents();
    expect(after.version).toBe(SCHEMA_VERSION);
    expect(Object.keys(after.stores)).not.toContain('state');
  });

  it('moves the localStorage shape stored by the first IndexedDB build (optional tables absent)', async () => {
    const state = stateWithRealAccount(30);
    await schema1Database(JSON.stringify(localStorageState(state)));
    const { storage } = await openReady();
    const loaded = await storage.load();
    expect(loaded?.state.users.map((user) => user.email)).toContain(REAL_EMAIL);
    expect(loaded?.state.papers).toHaveLength(state.papers.length);
    expect(loaded?.state.longTerm.map((interest) => interest.keyword)).toEqual(state.longTerm.map((interest) => interest.keyword));
    storage.close();
  });

  it('keeps an unreadable text aside, names it, and starts with nothing stored', async () => {
    await schema1Database('{"version": 1, "users": [');
    const { storage, leftOut } = await openReady();
    expect(leftOut).toEqual(['the data stored by an earlier version (it is not JSON)']);
    // nothing else is stored: the start seeds (and stores) the demo data
    expect(await storage.load()).toBeUndefined();
    storage.close();
    const after = await databaseContents();
    expect(after.stores.unreadable).toEqual([{ name: leftOut[0], table: 'state', row: '{"version": 1, "users": [' }]);
  });

  it('keeps a row it cannot read aside and names it; the rest loads', async () => {
    const state = stateWithRealAccount(30);
    await schema1Database(JSON.stringify({ ...state, longTerm: [{ id: 1, keyword: null }, ...state.longTerm] }));
    const { storage, leftOut } = await openReady();
    expect(leftOut).toEqual(['interest #1']);
    const loaded = await storage.load();
    expect(loaded?.state.longTerm).toHaveLength(state.longTerm.length);
    expect(loaded?.leftOut).toEqual(['interest #1']);
    storage.close();
  });

  it('leaves the data of a newer build alone: a state of a later version stays as it was', async () => {
    const text = JSON.stringify({ ...stateWithRealAccount(30), version: 2 });
    await schema1Database(text);
    expect(await openIndexedDbStorage()).toEqual({ kind: 'newer' });
    const after = await databaseContents();
    expect(after.version).toBe(1);
    expect(after.stores.state).toEqual([text]);
  });

  it('leaves a database of a later schema alone', async () => {
    const database = await openDB(STANDALONE_DB_NAME, SCHEMA_VERSION + 1, { upgrade: (created) => void created.createObjectStore('future') });
    await database.put('future', 'kept', 1);
    database.close();
    expect(await openIndexedDbStorage()).toEqual({ kind: 'newer' });
    expect(await databaseContents()).toEqual({ version: SCHEMA_VERSION + 1, stores: { future: ['kept'] } });
  });

  it('a full quota during the move leaves schema 1 whole, says so, and gives the state to work on in memory', async () => {
    const state = stateWithRealAccount(300);
    const text = JSON.stringify(state);
    await schema1Database(text);
    const put = IDBObjectStore.prototype.put;
    let puts = 0;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      puts += 1;
      if (puts === 200) throw quotaError();
      return put.apply(this, args);
    };
    try {
      const opened = await openIndexedDbStorage();
      expect(opened).toMatchObject({ kind: 'not-migrated', detail: "the browser's storage is full" });
      if (opened.kind !== 'not-migrated') return;
      expect(opened.state?.users.map((user) => user.email)).toEqual(expect.arrayContaining([DEMO_EMAIL, REAL_EMAIL]));
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    expect(await databaseContents()).toEqual({ version: 1, stores: { kv: [], state: [text] } });
    // with room again, the next start moves it
    const { storage } = await openReady();
    expect((await storage.load())?.state.papers).toHaveLength(state.papers.length);
    storage.close();
  });
});

describe('IndexedDB schema 2 to 4', () => {
  it('keeps every record of schema 2 and the cache, and adds the digest, following and feedback stores, empty', async () => {
    const state = { ...stateWithRealAccount(300), jobs: [], pendingInterests: [] };
    await schema2Database(state, { 'wiki:Feedback': { title: 'Feedback' } });
    const { storage, leftOut } = await openReady();
    expect(leftOut).toEqual([]);
    const loaded = await storage.load();
    expect(loaded?.leftOut).toEqual([]);
    expect(loaded?.state).toEqual({ ...state, ...noDigests });
    expect(await storage.kv.get('wiki:Feedback')).toEqual({ title: 'Feedback' });
    storage.close();
    const after = await databaseContents();
    expect(after.version).toBe(SCHEMA_VERSION);
    expect(after.stores).toMatchObject({ digests: [], digestClocks: [], following: [], recommendationFeedback: [], recommendationLists: [] });
  });

  it('stores a digest, a clock and a followed researcher, and reads them back after a restart', async () => {
    const state = stateWithRealAccount(30);
    await schema2Database(state);
    const { storage } = await openReady();
    const user = state.users.at(-1)?.id ?? 0;
    const digest = { id: 1, user, checkedAt: 2, since: 1, entries: [], partial: false, failures: [] };
    const loaded = await storage.load();
    if (!loaded) throw new Error('nothing loaded');
    await storage.replaceAll({ ...loaded.state, digests: [digest], digestClocks: [{ user, lastVisit: 5, lastCheck: 2, seen: ['paper:x'] }], following: [{ user, authorId: '42', name: 'Grace', bluesky: null, since: 3 }] });
    storage.close();
    const reopened = await openReady();
    const again = await reopened.storage.load();
    expect(again?.state.digests).toEqual([digest]);
    expect(again?.state.digestClocks).toEqual([{ user, lastVisit: 5, lastCheck: 2, seen: ['paper:x'] }]);
    expect(again?.state.following?.map((row) => row.name)).toEqual(['Grace']);
    reopened.storage.close();
  });
});

describe('IndexedDB schema 3 to 4', () => {
  it('keeps every record of schema 3 (a digest and a followed researcher included) and the cache, and adds the feedback stores, empty', async () => {
    const base = stateWithRealAccount(120);
    const user = base.users.at(-1)?.id ?? 0;
    const state = {
      ...base,
      jobs: [],
      pendingInterests: [],
      digests: [{ id: 1, user, checkedAt: 2, since: 1, entries: [], partial: false, failures: [] }],
      digestClocks: [{ user, lastVisit: 5, lastCheck: 2, seen: ['paper:x'] }],
      following: [{ user, authorId: '42', name: 'Grace', bluesky: null, since: 3 }],
    };
    await schema3Database(state, { 's2:search:feedback': { papers: [], at: 1 } });
    const { storage, leftOut } = await openReady();
    expect(leftOut).toEqual([]);
    const loaded = await storage.load();
    expect(loaded?.leftOut).toEqual([]);
    expect(loaded?.state).toEqual({ ...state, ...noFeedback });
    expect(await storage.kv.get('s2:search:feedback')).toEqual({ papers: [], at: 1 });
    storage.close();
    const after = await databaseContents();
    expect(after.version).toBe(4);
    expect(after.stores).toMatchObject({ recommendationFeedback: [], recommendationLists: [] });
  });

  it('stores feedback and a last list, and reads them back after a restart', async () => {
    await schema3Database(stateWithRealAccount(10));
    const { storage } = await openReady();
    const loaded = await storage.load();
    if (!loaded) throw new Error('nothing loaded');
    const user = loaded.state.users.at(-1)?.id ?? 0;
    const feedback = [
      { user, kind: 'not-for-me' as const, target: 'p1', title: 'A paper', abstract: null, at: 7 },
      { user, kind: 'less-keyphrase' as const, target: 'dashboards', title: null, abstract: null, at: 8 },
    ];
    const list = { user, interests: [{ text: 'feedback', weight: 5 }], papers: [{ paperId: 'p2' }], at: 9 };
    await storage.replaceAll({ ...loaded.state, recommendationFeedback: feedback, recommendationLists: [list] });
    storage.close();
    const reopened = await openReady();
    const again = await reopened.storage.load();
    expect(again?.state.recommendationFeedback).toEqual(feedback);
    expect(again?.state.recommendationLists).toEqual([list]);
    reopened.storage.close();
  });
});

describe('records of schema 4', () => {
  it('leaves out a damaged record, names it, and loads the rest', async () => {
    const state = stateWithRealAccount(30);
    await schema1Database(JSON.stringify(state));
    const { storage } = await openReady();
    storage.close();
    const database = await openDB(STANDALONE_DB_NAME, SCHEMA_VERSION);
    const paper = state.papers.at(-1);
    await database.put('papers', { id: paper?.id, title: 42 }, paper?.id);
    await database.put('longTerm', { ...state.longTerm[0], id: 999 }, state.longTerm[0]?.id);
    database.close();
    const reopened = await openReady();
    const loaded = await reopened.storage.load();
    expect(loaded?.leftOut).toEqual([`paper ${paper?.id}`, `interest ${state.longTerm[0]?.id}`]);
    expect(loaded?.state.papers).toHaveLength(state.papers.length - 1);
    expect(loaded?.state.users.map((user) => user.email)).toContain(REAL_EMAIL);
    reopened.storage.close();
  });
});
