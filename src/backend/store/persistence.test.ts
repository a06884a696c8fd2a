import { afterEach, describe, expect, it } from 'vitest';
import type { StorageState } from '@/lib/demo-mode';
import { db } from '../db';
import { DEMO_EMAIL } from '../demo-account';
import { startPersistence, type Persistence } from './persistence';
import { memoryStorage } from './storage';

const DEMO = DEMO_EMAIL;

let running: Persistence | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

/** A state with one more user than the seed, as JSON text (what an older build left in localStorage). */
function changedState(first_name: string): string {
  db.reset();
  db.addUser({ email: `${first_name.toLowerCase()}@example.org`, password: 'x', first_name, last_name: 'Kept', twitter_account_id: null, author_id: null });
  const text = db.serialize();
  db.reset();
  return text;
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

async function start(options: Parameters<typeof startPersistence>[0]) {
  const started = await startPersistence(options);
  running = started.persistence;
  return started;
}

describe('migration from localStorage', () => {
  it('loads the legacy state, stores it and lets the page remove the old key', async () => {
    const storage = memoryStorage();
    const legacy = changedState('Legacy');
    const { legacyDone } = await start({ storage, legacy });
    expect(legacyDone).toBe(true);
    expect(db.findUserByEmail('legacy@example.org')).toBeDefined();
    expect(storage.stored()).toBe(legacy);
  });

  it('prefers the legacy state to a stored one (the old key goes once migrated, so it is the newest)', async () => {
    const storage = memoryStorage(changedState('Stored'));
    await start({ storage, legacy: changedState('Legacy') });
    expect(db.findUserByEmail('legacy@example.org')).toBeDefined();
    expect(db.findUserByEmail('stored@example.org')).toBeUndefined();
  });

  it('keeps the old key while the state cannot be stored (quota): nothing is lost', async () => {
    const storage = memoryStorage();
    storage.failWrites(quotaError());
    const states: StorageState[] = [];
    const { legacyDone, persistence } = await start({ storage, legacy: changedState('Legacy'), onState: (state) => states.push(state) });
    expect(legacyDone).toBe(false);
    expect(db.findUserByEmail('legacy@example.org')).toBeDefined();
    expect(persistence.state()).toBe('full');
    expect(states).toEqual(['full']);
  });

  it('keeps the old key without any storage (private mode), and works in memory', async () => {
    const { legacyDone, persistence } = await start({ storage: null, legacy: changedState('Legacy') });
    expect(legacyDone).toBe(false);
    expect(persistence.state()).toBe('memory');
    expect(persistence.kv).toBeNull();
    expect(db.findUserByEmail('legacy@example.org')).toBeDefined();
  });

  it('gives an unreadable legacy state way to the stored one, and lets the key go', async () => {
    const storage = memoryStorage(changedState('Stored'));
    const { legacyDone } = await start({ storage, legacy: '{"version": 99' });
    expect(legacyDone).toBe(true);
    expect(db.findUserByEmail('stored@example.org')).toBeDefined();
  });
});

describe('start-up without a legacy state', () => {
  it('loads the stored state', async () => {
    await start({ storage: memoryStorage(changedState('Stored')), legacy: null });
    expect(db.findUserByEmail('stored@example.org')).toBeDefined();
  });

  it('starts from the seed when nothing (or nothing readable) is stored', async () => {
    const storage = memoryStorage('not json');
    db.addUser({ email: 'stale@example.org', password: 'x', first_name: 'S', last_name: 'S', twitter_account_id: null, author_id: null });
    await start({ storage, legacy: null });
    expect(db.findUserByEmail('stale@example.org')).toBeUndefined();
    expect(db.findUserByEmail(DEMO)).toBeDefined();
  });
});

describe('a stored state the browser refuses to read', () => {
  it('works in memory from the seed, says so, and writes nothing over the stored state (it is read at the next start)', async () => {
    const kept = changedState('Unread');
    const storage = memoryStorage(kept);
    storage.readState = () => Promise.reject(new DOMException('The read was refused.', 'UnknownError'));
    const states: StorageState[] = [];
    const { persistence } = await start({ storage, legacy: null, onState: (state) => states.push(state) });
    expect(persistence.state()).toBe('memory');
    expect(states).toEqual(['memory']);
    expect(db.findUserByEmail(DEMO)).toBeDefined();
    db.addUser({ email: 'later@example.org', password: 'x', first_name: 'Later', last_name: 'L', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    await persistence.reset();
    expect(storage.stored()).toBe(kept);
  });
});

describe('writes', () => {
  it('stores the changes of one task in one write, done when flushed() resolves', async () => {
    const storage = memoryStorage();
    let writes = 0;
    const write = storage.writeState.bind(storage);
    storage.writeState = (text) => {
      writes += 1;
      return write(text);
    };
    const { persistence } = await start({ storage, legacy: null });
    writes = 0;
    db.addUser({ email: 'one@example.org', password: 'x', first_name: 'One', last_name: 'A', twitter_account_id: null, author_id: null });
    db.addUser({ email: 'two@example.org', password: 'x', first_name: 'Two', last_name: 'B', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    expect(writes).toBe(1);
    const stored = JSON.parse(storage.stored() ?? '{}') as { users: { email: string }[] };
    expect(stored.users.map((user) => user.email)).toEqual(expect.arrayContaining(['one@example.org', 'two@example.org']));
  });

  it('a full quota says so, keeps what was stored, and stores again once there is room', async () => {
    const storage = memoryStorage();
    const states: StorageState[] = [];
    const { persistence } = await start({ storage, legacy: null, onState: (state) => states.push(state) });
    db.addUser({ email: 'first@example.org', password: 'x', first_name: 'First', last_name: 'A', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    const before = storage.stored();

    storage.failWrites(quotaError());
    db.addUser({ email: 'second@example.org', password: 'x', first_name: 'Second', last_name: 'B', twitter_account_id: null, author_id: null });
    await persistence.flushed();
    expect(persistence.state()).toBe('full');
    expect(storage.stored()).toBe(before);
    // the page keeps working on the changed data in memory
    expect(db.findUserByEmail('second@example.org')).toBeDefined();

    storage.failWrites(null);
    db.touch();
    await persistence.flushed();
    expect(persistence.state()).toBe('kept');
    expect(storage.stored()).toContain('second@example.org');
    expect(states).toEqual(['full', 'kept']);
  });

  it('another refused write is told apart from a full quota', async () => {
    const storage = memoryStorage();
    const { persistence } = await start({ storage, legacy: null });
    storage.failWrites(new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError'));
    db.touch();
    await persistence.flushed();
    expect(persistence.state()).toBe('failing');
  });

  it('a cache entry refused for quota reports it and does not fail its caller', async () => {
    const storage = memoryStorage();
    storage.kv.set = () => Promise.reject(quotaError());
    const { persistence } = await start({ storage, legacy: null });
    await expect(persistence.kv?.set('s2:author:1', { name: 'X' })).resolves.toBeUndefined();
    expect(persistence.state()).toBe('full');
  });

  it('reset restores the seed and forgets the stored state', async () => {
    const storage = memoryStorage(changedState('Stored'));
    const { persistence } = await start({ storage, legacy: null });
    await persistence.reset();
    expect(db.findUserByEmail('stored@example.org')).toBeUndefined();
    expect(storage.stored()).toBeUndefined();
  });
});
