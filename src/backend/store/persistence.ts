/**
 * Keeps the built-in backend's database in the browser's storage (storage.ts): loads it at start-up
 * (migrating the state an older build kept in localStorage), writes the records each change touched,
 * and reports what the user must know: storage full (what is stored stays, later changes may not be
 * kept), no storage at all (private mode: everything works in memory, nothing is kept), data of a
 * newer build (never touched: reload to update), an upgrade that failed (the old data stays whole),
 * or stored records that could not be read (named; the rest loads). A storage that opens but lets
 * nothing be written (storage refused, or already full) is found at start-up by a small probe write,
 * so the user is told before the first account or change is lost; Registration probes for an
 * account's room the same way (`probe`).
 *
 * Writes follow the change: the state is handed out through a tracker (tracker.ts) that records which
 * rows changed; the changes of one request (one task) make one transaction, started once the task is
 * over; while a write runs, further changes wait for it and make one more. `flushed()` resolves when
 * nothing waits to be written (a hand-over, Reset); `storedUpTo(count)` when the changes up to the
 * `count`th are: the backend answers a change only then, so a change the page has seen is stored
 * before a reload can come, and no answer waits for changes other work made after it. A write that
 * fails gives its changes back to the next one.
 */
import type { StorageState } from '@/lib/demo-mode';
import type { Db } from '../domain';
import type { DbState } from '../domain/types';
import type { KeyValueStore } from './kv';
import { migrateStateText } from './migrations';
import { idOf, isById, LIST_KEY, META_KEY, metaOf, rowsOfTable, TABLES, type TableName } from './records';
import { isQuotaError, type BackendStorage, type Opened, type RecordWrites } from './storage';
import { emptyChanges, mergeChanges, type ChangeSet } from './tracker';

export type StorageStatus = { state: StorageState; detail: string | null };

export type Persistence = {
  /** what the user is told about storage */
  state(): StorageState;
  /** what the state's message names (the records left out, why an upgrade failed), else null */
  detail(): string | null;
  /** resolves once every change so far is written (or its write failed) */
  flushed(): Promise<void>;
  /** how many changes the database has told so far (a request compares it before and after) */
  changeCount(): number;
  /**
   * Resolves once the changes up to the `count`th are written (or their write failed, or writing
   * stopped): changes made after them do not hold it back, so an import writing page after page
   * keeps no other request waiting for more than the write its own changes are in.
   */
  storedUpTo(count: number): Promise<void>;
  /**
   * Whether the storage has room for `bytes` more now: a record of that size written and removed.
   * A refusal is told as a failed write is (full, or refused); success clears a full or failing state
   * (and a start-up probe's refusal). Without storage it writes nothing and says so.
   */
  probe(bytes: number): Promise<StorageState>;
  /** the seed again, stored in place of everything (Reset) */
  reset(): Promise<void>;
  /** a newer build took the storage over: nothing more is written, the user is told to reload */
  newerBuild(): void;
  /** the key-value cache over the same storage, reporting a full quota (memory when there is no storage) */
  kv: KeyValueStore | null;
  /** stops writing (tests) */
  stop(): void;
};

export type StartOptions = {
  /** the database kept (a backend's, backend.ts) */
  db: Db;
  /** what opening the storage gave (indexed-db.ts) */
  opened: Opened;
  /** the state an older build kept in localStorage, read by the page (null when there is none) */
  legacy: string | null;
  /** told every change of the storage state */
  onState?: (status: StorageStatus) => void;
  /** told, after each successful write, which tables (and 'meta') it changed: the pages refresh what shows them */
  onWritten?: (tables: string[]) => void;
};

export type Started = {
  persistence: Persistence;
  /**
   * Whether the page may now remove the legacy localStorage key: its state is stored in the new
   * storage. False when there was none, or while it is kept nowhere else.
   */
  legacyDone: boolean;
};

const NEWER: StorageStatus = { state: 'newer', detail: null };

/** The cache key the probes write and remove (no source's namespace). */
export const PROBE_KEY = 'storage-probe';
/** What the start-up probe writes: enough to learn whether the browser lets anything be written. */
const START_PROBE_BYTES = 1024;

/** Writes a record of `bytes` into the storage and removes it again: rejects as the browser refuses it. */
async function writeProbe(storage: BackendStorage, bytes: number): Promise<void> {
  await storage.kv.set(PROBE_KEY, 'x'.repeat(bytes));
  await storage.kv.delete(PROBE_KEY);
}

function openedStatus(opened: Opened): StorageStatus {
  if (opened.kind === 'unavailable') return { state: 'memory', detail: null };
  if (opened.kind === 'newer') return NEWER;
  if (opened.kind === 'not-migrated') return { state: 'not-migrated', detail: opened.detail };
  return damagedOr({ state: 'kept', detail: null }, opened.leftOut);
}

function damagedOr(status: StorageStatus, leftOut: string[]): StorageStatus {
  return leftOut.length > 0 ? { state: 'damaged', detail: leftOut.join(', ') } : status;
}

/** Loads the database (legacy state, else the stored one, else the seed) and keeps it stored from now on. */
export async function startPersistence({ db, opened, legacy, onState, onWritten }: StartOptions): Promise<Started> {
  const { store } = db;
  let status = openedStatus(opened);
  const setStatus = (next: StorageStatus) => {
    // data of a newer build stays untouched whatever comes later
    if (status === NEWER || (next.state === status.state && next.detail === status.detail)) return;
    status = next;
    onState?.(next);
  };
  /** refusals so far (a write or a probe refused): a write started before the last one does not say "kept" */
  let refusals = 0;
  // a storage that refused everything from the start stays named so: nothing of this visit is kept
  const refused = (error: unknown, otherwise: StorageState) => {
    refusals += 1;
    if (status.state !== 'memory') setStatus({ state: isQuotaError(error) ? 'full' : otherwise, detail: null });
  };
  const failed = (error: unknown) => refused(error, 'failing');

  const storage = opened.kind === 'ready' ? opened.storage : null;
  const fromLegacy = legacy === null || opened.kind === 'newer' ? null : migrateStateText(legacy);
  let target: BackendStorage | null = storage;
  /** the state in memory is stored nowhere yet: the first write stores it whole */
  let writeWhole = false;
  if (fromLegacy?.ok) {
    // once migrated the legacy key is removed, so a legacy state present is the newest there is
    store.load(fromLegacy.state);
    writeWhole = true;
    setStatus(damagedOr(status, fromLegacy.leftOut.map((item) => item.name)));
  } else if (storage !== null) {
    // a stored state that cannot be read now (the browser refused the read) may still be there at the
    // next start: this start works in memory from the seed and writes nothing over it
    const loaded = await storage.load().catch(() => null);
    if (loaded === null) {
      target = null;
      setStatus({ state: 'memory', detail: null });
      db.reset();
    } else if (loaded === undefined) {
      db.reset();
      writeWhole = true;
    } else {
      store.load(loaded.state);
      setStatus(damagedOr(status, loaded.leftOut));
    }
  } else if (opened.kind === 'not-migrated' && opened.state !== null) store.load(opened.state);
  else db.reset();

  /**
   * What a successful write says: kept, with the records left out at loading still named; unless a
   * refusal came while it ran (a room check refused for an account): that one is newer news.
   */
  const stored = status;
  const kept = (tables: string[], refusedBefore: number) => {
    if (refusedBefore === refusals) setStatus(stored.state === 'damaged' ? stored : { state: 'kept', detail: null });
    onWritten?.(tables);
  };
  const writer = startWriter(db, target, { refusals: () => refusals, kept, failed });
  if (target !== null && writeWhole) store.markAll();
  // with nothing to write yet, a small record tells at once whether the browser lets anything be
  // kept (storage refused, or already full), before the first account or change is lost
  else if (target !== null)
    await writeProbe(target, START_PROBE_BYTES).catch((error: unknown) => refused(error, 'memory'));
  await writer.flushed();
  const legacyDone = Boolean(fromLegacy?.ok) && target !== null && writer.allStored();

  const persistence: Persistence = {
    state: () => status.state,
    detail: () => status.detail,
    flushed: () => writer.flushed(),
    changeCount: () => writer.changeCount(),
    storedUpTo: (count) => writer.storedUpTo(count),
    probe: async (bytes) => {
      if (target === null) return status.state;
      try {
        await writeProbe(target, bytes);
        if (status.state === 'full' || status.state === 'failing' || status.state === 'memory') setStatus({ state: 'kept', detail: null });
      } catch (error) {
        failed(error);
      }
      return status.state;
    },
    reset: async () => {
      await writer.flushed();
      db.reset();
      writer.schedule();
      await writer.flushed();
    },
    newerBuild: () => {
      writer.stop();
      setStatus(NEWER);
      status = NEWER;
    },
    kv: storage === null ? null : reportingKv(storage.kv, failed),
    stop: () => writer.stop(),
  };
  return { persistence, legacyDone };
}

/** The cache over the storage: an entry refused for quota is fetched again later; the user learns that storage is full. */
function reportingKv(kv: KeyValueStore, failed: (error: unknown) => void): KeyValueStore {
  return {
    ...kv,
    set: async (key, value) => {
      try {
        await kv.set(key, value);
      } catch (error) {
        failed(error);
      }
    },
  };
}

type WriterEvents = {
  /** how many refusals the storage has given so far (read as a write starts) */
  refusals(): number;
  /** a write stored `tables`; `refusedBefore`: the refusals when it started */
  kept(tables: string[], refusedBefore: number): void;
  failed(error: unknown): void;
};

/**
 * Writes what the tracker recorded, one transaction at a time. Without a target (no storage, data of
 * a newer build) nothing is tracked and nothing written.
 */
function startWriter(db: Db, target: BackendStorage | null, events: WriterEvents) {
  const { store } = db;
  let writing: Promise<void> | null = null;
  let stopped = target === null;
  /** changes whose write failed: they join the next one */
  const unsaved = emptyChanges();
  let storedKeys = keysOf(store.raw());
  /** changes told so far, and how many of them a write has settled (stored, or failed) */
  let told = 0;
  let settled = 0;
  let waiters: { count: number; resolve: () => void }[] = [];
  const settle = (count: number) => {
    settled = Math.max(settled, count);
    const done = waiters.filter((waiter) => stopped || waiter.count <= settled);
    waiters = waiters.filter((waiter) => !done.includes(waiter));
    done.forEach((waiter) => waiter.resolve());
  };

  const writeOnce = async (storage: BackendStorage): Promise<boolean> => {
    const upTo = told;
    try {
      return await writeChanges(storage);
    } finally {
      settle(upTo);
    }
  };

  const writeChanges = async (storage: BackendStorage): Promise<boolean> => {
    const changes = store.takeChanges();
    mergeChanges(changes, unsaved);
    Object.assign(unsaved, emptyChanges());
    if (!changes.all && !changes.meta && changes.membership.size === 0 && changes.rows.size === 0) return false;
    const state = store.raw();
    const refusedBefore = events.refusals();
    try {
      if (changes.all) {
        await storage.replaceAll(state);
        storedKeys = keysOf(state);
      } else {
        const { writes, keys } = recordWrites(changes, state, storedKeys);
        await storage.write(writes);
        keys.forEach((set, table) => storedKeys.set(table, set));
      }
      events.kept(changedTables(changes), refusedBefore);
    } catch (error) {
      // the transaction failed whole: every record stays as it was, and the changes wait for the next write
      mergeChanges(unsaved, changes);
      events.failed(error);
      return false;
    }
    return true;
  };

  const writeAll = async () => {
    // the rest of the current task's changes join this write
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (!stopped && target !== null && (await writeOnce(target)));
    writing = null;
  };
  const schedule = () => {
    told += 1;
    if (!stopped) writing ??= writeAll();
  };

  const unsubscribe = stopped ? () => undefined : db.subscribe(schedule);
  if (!stopped) store.track(schedule);
  return {
    schedule,
    flushed: () => writing ?? Promise.resolve(),
    changeCount: () => told,
    storedUpTo: (count: number): Promise<void> => {
      if (stopped || count <= settled || writing === null) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    allStored: () => !unsaved.all,
    stop: () => {
      stopped = true;
      unsubscribe();
      store.track(null);
      settle(told);
    },
  };
}

/** The tables (and 'meta') a write stored: every one when the whole state was written. */
function changedTables(changes: ChangeSet): string[] {
  if (changes.all) return [...TABLES, 'meta'];
  const tables = new Set<string>([...changes.membership, ...changes.rows.keys()]);
  if (changes.meta) tables.add('meta');
  return [...tables];
}

/** The ids stored, per table by id (to find the rows a change removed). */
type StoredKeys = Map<TableName, Set<number>>;

function keysOf(state: DbState): StoredKeys {
  return new Map(TABLES.filter(isById).map((table) => [table, new Set(rowsOfTable(state, table).map(idOf))]));
}

/**
 * The puts and deletes that store the changes: in a table by id, the changed rows still in it, the
 * rows new to it, and the deletes of the ids no longer in it; a list table that changed, whole.
 */
function recordWrites(changes: ChangeSet, state: DbState, stored: StoredKeys): { writes: RecordWrites; keys: StoredKeys } {
  const writes: RecordWrites = { puts: [], deletes: [] };
  const keys: StoredKeys = new Map();
  for (const table of TABLES) {
    const rows = rowsOfTable(state, table);
    const changed = changes.rows.get(table);
    if (!isById(table)) {
      if (changed || changes.membership.has(table)) writes.puts.push([table, LIST_KEY, rows]);
    } else if (changes.membership.has(table)) {
      const before = stored.get(table) ?? new Set<number>();
      const now = new Set<number>();
      rows.forEach((row) => {
        const id = idOf(row);
        now.add(id);
        if (!before.has(id) || changed?.has(row as object)) writes.puts.push([table, id, row]);
      });
      before.forEach((id) => now.has(id) || writes.deletes.push([table, id]));
      keys.set(table, now);
    } else if (changed) {
      // a row changed after it left its table (an old reference) is not stored back
      changed.forEach((row) => rows.includes(row) && writes.puts.push([table, idOf(row), row]));
    }
  }
  if (changes.meta) writes.puts.push(['meta', META_KEY, metaOf(state)]);
  return { writes, keys };
}
