/**
 * The standalone build's storage: one IndexedDB database through `idb` (about 1.2 KiB gzip, the
 * native API with promises and nothing else; Dexie, about 25 KiB, brings a query layer the backend
 * does not need). Schema version 1: `state` holds the database state (one JSON text under `db`),
 * `kv` the key-value cache of outside sources (kv.ts). A later schema adds an `upgrade` step for its
 * version, never changes one that shipped.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { STANDALONE_DB_NAME } from '@/lib/demo-mode';
import type { KeyValueStore } from './kv';
import type { BackendStorage } from './storage';

export const SCHEMA_VERSION = 1;
const STATE_KEY = 'db';

interface StandaloneSchema extends DBSchema {
  state: { key: string; value: string };
  kv: { key: string; value: unknown };
}

type Database = IDBPDatabase<StandaloneSchema>;

/** Opens (creating or upgrading) the database; rejects when IndexedDB is unavailable (private mode in some browsers). */
export async function openIndexedDbStorage(timeoutMs = 5000): Promise<BackendStorage> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const opening = openDB<StandaloneSchema>(STANDALONE_DB_NAME, SCHEMA_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('state');
        database.createObjectStore('kv');
      }
    },
    // another tab with a newer build wants to upgrade: let it, this one reloads into the newer build later
    blocking() {
      void opening.then((database) => database.close());
    },
  });
  // a browser may leave the open request pending forever when storage is refused
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('IndexedDB did not open')), timeoutMs);
  });
  try {
    return indexedDbStorage(await Promise.race([opening, timeout]));
  } finally {
    clearTimeout(timer);
  }
}

function indexedDbStorage(database: Database): BackendStorage {
  return {
    readState: () => database.get('state', STATE_KEY),
    writeState: async (text) => {
      const tx = database.transaction('state', 'readwrite');
      // the put's own rejection is the transaction's: awaited once, through done
      void tx.store.put(text, STATE_KEY).catch(() => undefined);
      await tx.done;
    },
    clearState: () => database.delete('state', STATE_KEY),
    kv: indexedDbKeyValueStore(database),
  };
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
      return keys.filter((key) => key.startsWith(prefix));
    },
  };
}
