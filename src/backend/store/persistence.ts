/**
 * Keeps the built-in backend's database in the browser's storage (storage.ts): loads it at start-up
 * (migrating the state an older build kept in localStorage), writes it after every change, and
 * reports what the user must know: storage full (what is stored stays, later changes may not be
 * kept) or no storage at all (private mode: everything works in memory, nothing is kept).
 *
 * Writes are debounced: the changes of one request (often many rows) make one write, started once
 * the request's task is over; while a write runs, further changes wait for it and make one more.
 * `flushed()` resolves when nothing waits to be written: the backend answers a request only then, so
 * a change the page has seen is stored before a reload can come.
 */
import type { StorageState } from '@/lib/demo-mode';
import { db } from '../db';
import type { KeyValueStore } from './kv';
import { isQuotaError, type BackendStorage } from './storage';

export type Persistence = {
  /** what the user is told about storage */
  state(): StorageState;
  /** resolves once every change so far is written (or its write failed) */
  flushed(): Promise<void>;
  /** the seed again, and the stored state forgotten (Reset) */
  reset(): Promise<void>;
  /** the key-value cache over the same storage, reporting a full quota (memory when there is no storage) */
  kv: KeyValueStore | null;
  /** stops writing (tests) */
  stop(): void;
};

export type StartOptions = {
  /** the storage, or null when the browser refused it (IndexedDB unavailable) */
  storage: BackendStorage | null;
  /** the state an older build kept in localStorage, read by the page (null when there is none) */
  legacy: string | null;
  /** told every change of the storage state */
  onState?: (state: StorageState) => void;
};

export type Started = {
  persistence: Persistence;
  /**
   * Whether the page may now remove the legacy localStorage key: its state is stored in the new
   * storage (or it was unreadable). False when there was none, or while it is kept nowhere else.
   */
  legacyDone: boolean;
};

/** Loads the database (legacy state, else the stored one, else the seed) and keeps it stored from now on. */
export async function startPersistence({ storage, legacy, onState }: StartOptions): Promise<Started> {
  let current: StorageState = storage === null ? 'memory' : 'kept';
  const setState = (next: StorageState) => {
    if (next === current) return;
    current = next;
    onState?.(next);
  };
  const failed = (error: unknown) => setState(isQuotaError(error) ? 'full' : 'failing');

  let legacyDone = false;
  let loaded = false;
  if (legacy !== null) {
    // Once migrated the legacy key is removed, so a legacy state present is the newest there is.
    if (db.loadJson(legacy)) {
      loaded = true;
      if (storage !== null) {
        try {
          await storage.writeState(legacy);
          legacyDone = true;
        } catch (error) {
          // kept where it was: the next start tries again
          failed(error);
        }
      }
    } else {
      // not a state this build can read (as before, it gives way to the seed)
      legacyDone = true;
    }
  }
  // A stored state that cannot be read now (the browser refused the read) may still be there at the
  // next start: this start works in memory from the seed and writes nothing over it, as without storage.
  let readRefused = false;
  if (!loaded && storage !== null) {
    let stored: string | undefined;
    try {
      stored = await storage.readState();
    } catch {
      readRefused = true;
      setState('memory');
    }
    loaded = stored !== undefined && db.loadJson(stored);
  }
  if (!loaded) db.reset();
  /** where this start writes its changes: nowhere without storage, or after a refused read */
  const target = readRefused ? null : storage;

  let dirty = false;
  let paused = false;
  let writing: Promise<void> | null = null;

  const writeAll = async () => {
    // the rest of the current task's changes join this write
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (dirty && target !== null) {
      dirty = false;
      try {
        await target.writeState(db.serialize());
        setState('kept');
      } catch (error) {
        // the transaction failed whole: the state stored before stays as it was
        failed(error);
      }
    }
    writing = null;
  };

  const unsubscribe =
    target !== null
      ? db.subscribe(() => {
          if (paused) return;
          dirty = true;
          writing ??= writeAll();
        })
      : () => undefined;

  const kv: KeyValueStore | null =
    storage === null
      ? null
      : {
          ...storage.kv,
          set: async (key, value) => {
            try {
              await storage.kv.set(key, value);
            } catch (error) {
              // a cache entry not kept is fetched again later; the user learns that storage is full
              failed(error);
            }
          },
        };

  const persistence: Persistence = {
    state: () => current,
    flushed: () => writing ?? Promise.resolve(),
    reset: async () => {
      await (writing ?? Promise.resolve());
      paused = true;
      db.reset();
      paused = false;
      dirty = false;
      if (target !== null) {
        try {
          await target.clearState();
          setState('kept');
        } catch (error) {
          failed(error);
        }
      }
    },
    kv,
    stop: () => {
      unsubscribe();
      dirty = false;
    },
  };
  return { persistence, legacyDone };
}
