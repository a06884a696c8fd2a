/**
 * The standalone build's storage: one IndexedDB database through `idb` (about 1.2 KiB gzip, the
 * native API with promises and nothing else; Dexie, about 25 KiB, brings a query layer the backend
 * does not need). Every schema version that shipped keeps its `upgrade` step; a later one adds its
 * own, never changes one that shipped:
 * - 1: `state` (the whole state as one JSON text under `db`) and `kv` (the sources' cache, kv.ts);
 * - 2: one object store per table of the state (records.ts), `meta`, and `unreadable` (rows an
 *   earlier version stored that could not be read, kept aside as they were). The step moves the
 *   version-1 text into the records and deletes it, in the upgrade's one transaction: a step that
 *   fails (a full quota, a text this build cannot read) leaves version 1 whole.
 * - 3: the stores of the digest of new papers (`digests`, `digestClocks`) and of the researchers
 *   followed (`following`); nothing stored before changes (their tables start empty).
 * - 4: the stores of Recommended Papers' feedback (`recommendationFeedback`) and last lists
 *   (`recommendationLists`); nothing stored before changes (their tables start empty).
 * A database of a later version (a newer build ran here) is not opened: nothing is read or written.
 */
import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { STANDALONE_DB_NAME } from '@/lib/demo-mode';
import type { DbState } from '../domain/types';
import type { KeyValueStore } from './kv';
import { migrateStateText, type LeftOut } from './migrations';
import { idOf, isById, LIST_KEY, META_KEY, metaOf, rowsOfTable, stateFromRecords, TABLES, type StoredTable, type TableName } from './records';
import { isQuotaError, type BackendStorage, type Opened, type RecordWrites } from './storage';

export const SCHEMA_VERSION = 4;
const V1_STATE_KEY = 'db';
const RECORD_STORES = [...TABLES, 'meta', 'unreadable'] as const;
/** The stores each schema step adds (a step that shipped keeps its list as it shipped). */
const SCHEMA_3_STORES: readonly TableName[] = ['digests', 'digestClocks', 'following'];
const SCHEMA_4_STORES: readonly TableName[] = ['recommendationFeedback', 'recommendationLists'];
const SCHEMA_2_STORES = RECORD_STORES.filter((name) => ![...SCHEMA_3_STORES, ...SCHEMA_4_STORES].includes(name as TableName));

type Database = IDBPDatabase<unknown>;
type UpgradeTransaction = IDBPTransaction<unknown, string[], 'versionchange'>;

/** Why the upgrade step was given up (the database stays at its version, whole). */
type UpgradeFailure = { reason: 'newer' } | { reason: 'failed'; detail: string };

/** Opens (creating or upgrading) the database, or says why this build works without it. */
export async function openIndexedDbStorage(options: { timeoutMs?: number; onNewerBuild?: () => void } = {}): Promise<Opened> {
  if (typeof indexedDB === 'undefined') return { kind: 'unavailable' };
  let failure: UpgradeFailure | null = null;
  let migrated: LeftOut[] = [];
  /** why the upgrade's transaction ended unfinished (a full quota) */
  let upgradeError: unknown = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const opening = openDB(STANDALONE_DB_NAME, SCHEMA_VERSION, {
    async upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) database.createObjectStore('kv');
      transaction.done.catch((error: unknown) => {
        upgradeError = error;
      });
      // created first: step 2's move stores the state's every table, these (empty) included
      if (oldVersion < 3) SCHEMA_3_STORES.forEach((name) => database.createObjectStore(name));
      if (oldVersion < 4) SCHEMA_4_STORES.forEach((name) => database.createObjectStore(name));
      if (oldVersion < 2) {
        const step = await upgradeTo2(database, transaction, oldVersion);
        if ('reason' in step) {
          failure = step;
          abort(transaction);
        } else migrated = step.leftOut;
      }
    },
    // a newer build wants to upgrade: let it, and stop writing here (this page is told to reload)
    blocking() {
      void opening.then((database) => database.close());
      options.onNewerBuild?.();
    },
  });
  // a browser may leave the open request pending forever when storage is refused
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.timeoutMs ?? 5000);
  });
  try {
    const database = await Promise.race([opening, timeout]);
    if (database === 'timeout') return { kind: 'unavailable' };
    return { kind: 'ready', storage: indexedDbStorage(database), leftOut: migrated.map((item) => item.name) };
  } catch (error) {
    return notOpened(upgradeError ?? error, failure);
  } finally {
    clearTimeout(timer);
  }
}

function abort(transaction: UpgradeTransaction) {
  try {
    transaction.abort();
  } catch {
    // already aborted by the failure itself
  }
}

/** What to do when the database did not open: a newer one is left alone; a failed upgrade is read as it is. */
async function notOpened(error: unknown, failure: UpgradeFailure | null): Promise<Opened> {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'VersionError' || failure?.reason === 'newer') return { kind: 'newer' };
  if (failure === null && name !== 'AbortError' && !isQuotaError(error)) return { kind: 'unavailable' };
  const detail = failure?.reason === 'failed' ? failure.detail : isQuotaError(error) ? "the browser's storage is full" : 'the browser stopped the update';
  return { kind: 'not-migrated', detail, state: await readVersion1().catch(() => null) };
}

/** The version-1 state as this build reads it, without changing the database (after a failed upgrade). */
async function readVersion1(): Promise<DbState | null> {
  const database = await openDB(STANDALONE_DB_NAME);
  try {
    if (!database.objectStoreNames.contains('state')) return null;
    const text: unknown = await database.get('state', V1_STATE_KEY);
    if (typeof text !== 'string') return null;
    const migrated = migrateStateText(text);
    return migrated.ok ? migrated.state : null;
  } finally {
    database.close();
  }
}

/** Schema 2: the record stores; the version-1 state moved into them (one transaction with the rest). */
async function upgradeTo2(database: Database, transaction: UpgradeTransaction, oldVersion: number): Promise<{ leftOut: LeftOut[] } | UpgradeFailure> {
  SCHEMA_2_STORES.forEach((name) => database.createObjectStore(name));
  if (oldVersion < 1 || !database.objectStoreNames.contains('state')) return { leftOut: [] };
  try {
    const text: unknown = await transaction.objectStore('state').get(V1_STATE_KEY);
    let leftOut: LeftOut[] = [];
    if (typeof text === 'string') {
      const migrated = migrateStateText(text);
      if (!migrated.ok && migrated.reason === 'newer') return { reason: 'newer' };
      if (migrated.ok) {
        putState(transaction, migrated.state);
        leftOut = migrated.leftOut;
      } else {
        // a text no build can read: kept aside as it was, and the app starts from the seed
        leftOut = [{ name: `the data stored by an earlier version (${migrated.detail})`, table: 'state', row: text }];
      }
      leftOut.forEach((item, index) => void transaction.objectStore('unreadable').put({ ...item }, index + 1).catch(() => undefined));
    }
    database.deleteObjectStore('state');
    return { leftOut };
  } catch (error) {
    return { reason: 'failed', detail: isQuotaError(error) ? "the browser's storage is full" : error instanceof Error ? error.message : String(error) };
  }
}

type AnyTransaction = IDBPTransaction<unknown, string[], 'readwrite' | 'versionchange'>;

/** Puts every record of the state (the requests fail the transaction when one fails). */
function putState(transaction: AnyTransaction, state: DbState) {
  for (const table of TABLES) {
    const store = transaction.objectStore(table);
    const rows = rowsOfTable(state, table);
    if (isById(table)) rows.forEach((row) => void store.put(row, idOf(row)).catch(() => undefined));
    else void store.put(rows, LIST_KEY).catch(() => undefined);
  }
  void transaction.objectStore('meta').put(metaOf(state), META_KEY).catch(() => undefined);
}

function indexedDbStorage(database: Database): BackendStorage {
  return {
    load: async () => {
      const transaction = database.transaction([...RECORD_STORES], 'readonly');
      const tables = {} as Record<TableName, StoredTable>;
      await Promise.all(
        TABLES.map(async (table) => {
          const store = transaction.objectStore(table);
          const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
          tables[table] = { keys, values };
        }),
      );
      const meta: unknown = await transaction.objectStore('meta').get(META_KEY);
      const unreadable = (await transaction.objectStore('unreadable').getAll()) as { name?: unknown }[];
      await transaction.done;
      if (meta === undefined && TABLES.every((table) => tables[table].keys.length === 0)) return undefined;
      const { state, leftOut } = stateFromRecords(meta, tables);
      return { state, leftOut: [...unreadable.map((item) => String(item.name)), ...leftOut] };
    },
    write: (writes) => inOneTransaction(database, writes),
    replaceAll: async (state) => {
      const transaction = database.transaction([...RECORD_STORES], 'readwrite');
      RECORD_STORES.forEach((name) => void transaction.objectStore(name).clear().catch(() => undefined));
      putState(transaction, state);
      await transaction.done;
    },
    clear: async () => {
      const transaction = database.transaction([...RECORD_STORES], 'readwrite');
      RECORD_STORES.forEach((name) => void transaction.objectStore(name).clear().catch(() => undefined));
      await transaction.done;
    },
    close: () => database.close(),
    kv: indexedDbKeyValueStore(database),
  };
}

/** The puts and deletes of one request, in one transaction: all of them are stored, or none. */
async function inOneTransaction(database: Database, { puts, deletes }: RecordWrites): Promise<void> {
  const stores = [...new Set([...puts.map(([store]) => store), ...deletes.map(([store]) => store)])];
  if (stores.length === 0) return;
  const transaction = database.transaction(stores, 'readwrite');
  // each request's own rejection is the transaction's: awaited once, through done
  deletes.forEach(([store, key]) => void transaction.objectStore(store).delete(key).catch(() => undefined));
  puts.forEach(([store, key, value]) => void transaction.objectStore(store).put(value, key).catch(() => undefined));
  await transaction.done;
}

function indexedDbKeyValueStore(database: Database): KeyValueStore {
  return {
    get: async <T>(key: string) => (await database.get('kv', key)) as T | undefined,
    set: async (key, value) => {
      await database.put('kv', value, key);
    },
    delete: (key) => database.delete('kv', key),
    keys: async (prefix) => {
      // every string that starts with prefix sorts between it and prefix + the highest code unit
      const keys = await database.getAllKeys('kv', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
      return keys.filter((key): key is string => typeof key === 'string' && key.startsWith(prefix));
    },
  };
}
