/**
 * The built-in backend's cache of what outside sources answered (Wikipedia articles, the LAK corpus,
 * Bluesky posts, …): an asynchronous key-value store, one namespace per source (`wiki:`, `lak:`,
 * `bsky:`, `s2:`), so that nothing is fetched twice. In Node (tests) it lives in memory; the standalone
 * build plugs its IndexedDB store in at start-up. Each backend has its own (`backend.kv`, also
 * `db.kv`), handed to the functions that read a source. Values are plain JSON.
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** every key that starts with `prefix` */
  keys(prefix: string): Promise<string[]>;
}

/** A store in memory (tests, and the browser when IndexedDB is unavailable). */
export function memoryKeyValueStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    get: <T>(key: string) => Promise.resolve(map.get(key) as T | undefined),
    set: (key, value) => {
      // a copy, as IndexedDB's structured clone makes: the caller may go on changing its value
      map.set(key, structuredClone(value));
      return Promise.resolve();
    },
    delete: (key) => {
      map.delete(key);
      return Promise.resolve();
    },
    keys: (prefix) => Promise.resolve([...map.keys()].filter((key) => key.startsWith(prefix))),
  };
}

/**
 * A backend's cache (`backend.kv`, backend.ts): in memory until the service plugs the storage's in
 * (`plug`), the same object throughout, so that whoever was handed it reads the plugged store.
 */
export class PluggableKeyValueStore implements KeyValueStore {
  private store: KeyValueStore = memoryKeyValueStore();

  /** Replaces the store (the standalone build's IndexedDB, or a test's stand-in). */
  plug(store: KeyValueStore): void {
    this.store = store;
  }

  get<T>(key: string): Promise<T | undefined> {
    return this.store.get<T>(key);
  }

  set(key: string, value: unknown): Promise<void> {
    return this.store.set(key, value);
  }

  delete(key: string): Promise<void> {
    return this.store.delete(key);
  }

  keys(prefix: string): Promise<string[]> {
    return this.store.keys(prefix);
  }
}
