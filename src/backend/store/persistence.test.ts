import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StorageStatus } from '@/lib/demo-mode';
import { DEMO_EMAIL } from '../demo-account';
import { raw } from '../test-utils/api';
import { localStorageState, REAL_EMAIL, stateWithRealAccount } from './fixtures';
import { startPersistence, type Persistence } from './persistence';
import { ACCOUNT_PROBE_BYTES } from '../backend';
import { db, freshBackend, store } from '../node';
import type { BackendStorage, Opened, RecordWrites } from './storage';
import { freshIndexedDb, openTestStorage } from './test-storage';

let running: Persistence | null = null;
beforeEach(freshIndexedDb);
afterEach(() => {
  running?.stop();
  running = null;
});

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const ready = (storage: BackendStorage): Opened => ({ kind: 'ready', storage, leftOut: [] });

/** The persistence of the test's backend's database. */
async function start(options: Omit<Parameters<typeof startPersistence>[0], 'db'>) {
  const started = await startPersistence({ db, ...options });
  running = started.persistence;
  return started;
}

/** A reload: what was written stays, the memory goes, a fresh start loads the storage. */
async function reload(storage: BackendStorage) {
  await running?.flushed();
  running?.stop();
  db.reset();
  return start({ opened: ready(storage), legacy: null });
}

/** The storage, with every write it is asked for recorded (and made to fail while `failure` is set). */
async function recordedStorage() {
  const storage = await openTestStorage();
  const writes: RecordWrites[] = [];
  const control = { failure: null as Error | null, writes };
  const write = storage.write.bind(storage);
  const replaceAll = storage.replaceAll.bind(storage);
  storage.write = (next) => {
    writes.push(next);
    return control.failure ? Promise.reject(control.failure) : write(next);
  };
  storage.replaceAll = (state) => (control.failure ? Promise.reject(control.failure) : replaceAll(state));
  return { storage, control };
}

describe('the localStorage state of older builds', () => {
  it('is moved into the storage, and the page may remove the old key', async () => {
    const storage = await openTestStorage();
    const { legacyDone } = await start({ opened: ready(storage), legacy: JSON.stringify(localStorageState(stateWithRealAccount(30))) });
    expect(legacyDone).toBe(true);
    expect(db.findUserByEmail(REAL_EMAIL)).toBeDefined();
    expect((await storage.load())?.state.users.map((user) => user.email)).toContain(REAL_EMAIL);
  });

  it('keeps the old key while its state cannot be stored (quota): nothing is lost', async () => {
    const { storage, control } = await recordedStorage();
    control.failure = quotaError();
    const states: StorageStatus[] = [];
    const { legacyDone, persistence } = await start({ opened: ready(storage), legacy: JSON.stringify(stateWithRealAccount(30)), onState: (status) => states.push(status) });
    expect(legacyDone).toBe(false);
    expect(db.findUserByEmail(REAL_EMAIL)).toBeDefined();
    expect(persistence.state()).toBe('full');
    expect(states).toEqual([{ state: 'full', detail: null }]);
  });

  it('keeps the old key without any storage (private mode), and works in memory', async () => {
    const { legacyDone, persistence } = await start({ opened: { kind: 'unavailable' }, legacy: JSON.stringify(stateWithRealAccount(30)) });
    expect(legacyDone).toBe(false);
    expect(persistence.state()).toBe('memory');
    expect(persistence.kv).toBeNull();
    expect(db.findUserByEmail(REAL_EMAIL)).toBeDefined();
  });

  it('keeps an unreadable old key, and loads the stored state', async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    const { legacyDone } = await start({ opened: ready(storage), legacy: '{"version": 1' });
    expect(legacyDone).toBe(false);
    expect(db.findUserByEmail(REAL_EMAIL)).toBeDefined();
  });
});

describe('start-up', () => {
  it('stores the seed whole when nothing is stored, then each change alone', async () => {
    const { storage, control } = await recordedStorage();
    await start({ opened: ready(storage), legacy: null });
    expect((await storage.load())?.state.users.map((user) => user.email)).toContain(DEMO_EMAIL);
    db.addUser({ email: 'one@example.org', password: 'x', first_name: 'One', last_name: 'A', twitter_account_id: null, author_id: null });
    await running?.flushed();
    expect(control.writes).toHaveLength(1);
    expect(control.writes[0]?.puts.map(([table]) => table).sort()).toEqual(['meta', 'users']);
  });

  it('names the records it left out, and keeps saying so after writes', async () => {
    const storage = await openTestStorage();
    const { persistence } = await start({ opened: { kind: 'ready', storage, leftOut: ['paper #4'] }, legacy: null });
    expect({ state: persistence.state(), detail: persistence.detail() }).toEqual({ state: 'damaged', detail: 'paper #4' });
    db.touch();
    db.addUser({ email: 'one@example.org', password: 'x', first_name: 'One', last_name: 'A', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    expect(persistence.state()).toBe('damaged');
  });

  it('with data of a newer build, works on the seed in memory and writes nothing', async () => {
    const { persistence } = await start({ opened: { kind: 'newer' }, legacy: JSON.stringify(stateWithRealAccount(30)) });
    expect(persistence.state()).toBe('newer');
    expect(db.findUserByEmail(REAL_EMAIL)).toBeUndefined();
    expect(db.findUserByEmail(DEMO_EMAIL)).toBeDefined();
  });

  it('after a failed upgrade, works in memory on the data as this build reads it, and says why', async () => {
    const { persistence } = await start({ opened: { kind: 'not-migrated', detail: "the browser's storage is full", state: stateWithRealAccount(30) }, legacy: null });
    expect({ state: persistence.state(), detail: persistence.detail() }).toEqual({ state: 'not-migrated', detail: "the browser's storage is full" });
    expect(db.findUserByEmail(REAL_EMAIL)).toBeDefined();
  });

  it('a stored state the browser refuses to read: the seed in memory, nothing written over it', async () => {
    const { storage, control } = await recordedStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    storage.load = () => Promise.reject(new DOMException('The read was refused.', 'UnknownError'));
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    expect(persistence.state()).toBe('memory');
    db.addUser({ email: 'later@example.org', password: 'x', first_name: 'Later', last_name: 'L', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    await persistence.reset();
    expect(control.writes).toEqual([]);
  });
});

describe('a storage that opens but keeps nothing', () => {
  const refused = () => new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError');

  it('says at start-up, before any request, that nothing will be kept when the browser refuses every write', async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    storage.kv.set = () => Promise.reject(refused());
    storage.write = () => Promise.reject(refused());
    const states: StorageStatus[] = [];
    const { persistence } = await start({ opened: ready(storage), legacy: null, onState: (status) => states.push(status) });
    expect(persistence.state()).toBe('memory');
    expect(states).toEqual([{ state: 'memory', detail: null }]);
    // a refused write later does not turn it into "refused the latest changes": nothing was kept at all
    db.addUser({ email: 'later@example.org', password: 'x', first_name: 'Later', last_name: 'L', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    expect(persistence.state()).toBe('memory');
    expect(db.findUserByEmail(REAL_EMAIL)).toBeDefined();
  });

  it('says at start-up that the storage is full when even a small record is refused for quota', async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    storage.kv.set = () => Promise.reject(quotaError());
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    expect(persistence.state()).toBe('full');
  });

  it('starts as kept where the small record is written, and leaves nothing of it behind', async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    expect(persistence.state()).toBe('kept');
    expect(await storage.kv.keys('')).toEqual([]);
  });

  it("probes for an account's room: refused for quota is full, and room found again is kept", async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    const set = storage.kv.set.bind(storage.kv);
    const sizes: number[] = [];
    storage.kv.set = (key, value) => {
      sizes.push(typeof value === 'string' ? value.length : -1);
      return typeof value === 'string' && value.length > 100_000 ? Promise.reject(quotaError()) : set(key, value);
    };
    expect(await persistence.probe(256 * 1024)).toBe('full');
    expect(sizes).toEqual([256 * 1024]);
    storage.kv.set = set;
    expect(await persistence.probe(256 * 1024)).toBe('kept');
    expect(await storage.kv.keys('')).toEqual([]);
  });

  it("answers Registration's check with an account-sized probe of the storage", async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    freshBackend({ storageProbe: (bytes) => persistence.probe(bytes) });
    const set = storage.kv.set.bind(storage.kv);
    storage.kv.set = (key, value) => (typeof value === 'string' && value.length >= ACCOUNT_PROBE_BYTES ? Promise.reject(quotaError()) : set(key, value));
    const check = () => raw('/api/standalone/storage/check/', { method: 'POST', body: '{}' }).then((response) => response.json() as Promise<unknown>);
    expect(await check()).toEqual({ state: 'full' });
    storage.kv.set = set;
    expect(await check()).toEqual({ state: 'kept' });
  });

  it('a write under way when the room check is refused ends without saying kept: the storage stays full', async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    const states: StorageStatus[] = [];
    const { persistence } = await start({ opened: ready(storage), legacy: null, onState: (status) => states.push(status) });
    const write = storage.write.bind(storage);
    const replaceAll = storage.replaceAll.bind(storage);
    let release = (): void => undefined;
    const writeStarted = new Promise<void>((started) => {
      const held = async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      };
      storage.write = (next) => held().then(() => write(next));
      storage.replaceAll = (state) => held().then(() => replaceAll(state));
    });
    db.addUser({ email: 'during@example.org', password: 'x', first_name: 'During', last_name: 'Check', twitter_account_id: null, author_id: null });
    await writeStarted;
    const set = storage.kv.set.bind(storage.kv);
    storage.kv.set = (key, value) => (typeof value === 'string' && value.length >= ACCOUNT_PROBE_BYTES ? Promise.reject(quotaError()) : set(key, value));
    expect(await persistence.probe(ACCOUNT_PROBE_BYTES)).toBe('full');
    release();
    await persistence.flushed();
    expect(persistence.state()).toBe('full');
    expect(states.map((status) => status.state)).toEqual(['full']);
    // a write started after the refusal is news again: there is room for it
    storage.write = write;
    storage.replaceAll = replaceAll;
    db.addUser({ email: 'after@example.org', password: 'x', first_name: 'After', last_name: 'Check', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    expect(persistence.state()).toBe('kept');
  });

  it('without any storage, probes nothing and says memory', async () => {
    const { persistence } = await start({ opened: { kind: 'unavailable' }, legacy: null });
    expect(await persistence.probe(256 * 1024)).toBe('memory');
  });
});

describe('writes', () => {
  it('store what the requests changed, and only that: a reload gives the same state', async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(300));
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    const { token } = db.sessionFor(REAL_EMAIL);
    const papers = db.state().papers.filter((paper) => paper.user === db.findUserByEmail(REAL_EMAIL)?.id);
    const requests: [string, RequestInit][] = [
      ['/api/interests/black-listed-keywords/', { method: 'POST', body: JSON.stringify({ keywords: ['statistics'] }) }],
      [`/api/interests/papers/${papers[0]?.id}/`, { method: 'PATCH', body: JSON.stringify({ title: 'A better title' }) }],
      [`/api/interests/remove-paper-for-user/${papers[1]?.id}/`, { method: 'POST' }],
      [`/api/interests/edit-paper/${papers[2]?.id}/`, { method: 'POST', body: JSON.stringify({ title: 'Edited', authors: 'Ada Real', year: 2024, url: '', abstract: 'x' }) }],
      ['/api/interests/papers/', { method: 'POST', body: JSON.stringify({ title: 'New paper', authors: 'Ada Real', year: 2025, url: '', abstract: 'y' }) }],
    ];
    for (const [path, init] of requests) {
      const response = await raw(path, { ...init, token });
      expect(response.status, path).toBeLessThan(300);
      await persistence.flushed();
    }
    const blacklisted = db.state().blacklist.find((entry) => entry.keyword === 'statistics');
    expect((await raw(`/api/interests/black-listed-keywords/${blacklisted?.id}/`, { method: 'DELETE', token })).status).toBe(204);
    const inMemory = db.snapshot();
    await reload(storage);
    expect(db.snapshot()).toEqual({ ...inMemory, jobs: inMemory.jobs ?? [], pendingInterests: inMemory.pendingInterests ?? [] });
  });

  it('a full quota says so, keeps what was stored, and stores the waiting changes once there is room', async () => {
    const { storage, control } = await recordedStorage();
    const states: StorageStatus[] = [];
    const { persistence } = await start({ opened: ready(storage), legacy: null, onState: (status) => states.push(status) });
    control.failure = quotaError();
    db.addUser({ email: 'second@example.org', password: 'x', first_name: 'Second', last_name: 'B', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    expect(persistence.state()).toBe('full');
    expect((await storage.load())?.state.users.map((user) => user.email)).not.toContain('second@example.org');
    expect(db.findUserByEmail('second@example.org')).toBeDefined();

    control.failure = null;
    db.touch();
    await persistence.flushed();
    expect(persistence.state()).toBe('kept');
    expect((await storage.load())?.state.users.map((user) => user.email)).toContain('second@example.org');
    expect(states.map((status) => status.state)).toEqual(['full', 'kept']);
  });

  it('another refused write is told apart from a full quota', async () => {
    const { storage, control } = await recordedStorage();
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    control.failure = new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError');
    db.addUser({ email: 'x@example.org', password: 'x', first_name: 'X', last_name: 'X', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    expect(persistence.state()).toBe('failing');
  });

  it('a cache entry refused for quota reports it and does not fail its caller', async () => {
    const storage = await openTestStorage();
    storage.kv.set = () => Promise.reject(quotaError());
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    await expect(persistence.kv?.set('s2:author:1', { name: 'X' })).resolves.toBeUndefined();
    expect(persistence.state()).toBe('full');
  });

  it('a row changed after it left its table is not stored back', async () => {
    const storage = await openTestStorage();
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    const state = db.state();
    const entry = state.blacklist[0];
    if (!entry) throw new Error('the seed has a hidden keyword');
    state.blacklist = state.blacklist.filter((item) => item !== entry);
    await persistence.flushed();
    entry.keyword = 'changed afterwards';
    await persistence.flushed();
    expect((await storage.load())?.state.blacklist.map((item) => item.id)).not.toContain(entry.id);
  });

  it('stops writing once a newer build takes the storage over, and says so', async () => {
    const { storage, control } = await recordedStorage();
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    persistence.newerBuild();
    db.addUser({ email: 'late@example.org', password: 'x', first_name: 'L', last_name: 'L', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    expect(control.writes).toEqual([]);
    expect(persistence.state()).toBe('newer');
  });

  it('reset stores the seed in place of everything', async () => {
    const storage = await openTestStorage();
    await storage.replaceAll(stateWithRealAccount(30));
    const { persistence } = await start({ opened: ready(storage), legacy: null });
    await persistence.reset();
    expect(db.findUserByEmail(REAL_EMAIL)).toBeUndefined();
    expect((await storage.load())?.state.users.map((user) => user.email)).not.toContain(REAL_EMAIL);
    expect(store.raw().users.map((user) => user.email)).toContain(DEMO_EMAIL);
  });
});
