/**
 * What the built-in backend keeps in the browser, seen through a small adapter so that its logic
 * (migration, debounced writes, a full quota) is tested without a browser: the standalone build's
 * adapter is IndexedDB (indexed-db.ts), the tests' one lives in memory (memoryStorage below).
 */
import { memoryKeyValueStore, type KeyValueStore } from './kv';

export interface BackendStorage {
  /** the database state as persisted (JSON text), undefined when none was stored */
  readState(): Promise<string | undefined>;
  /** replaces the stored state in one transaction: a failed write leaves the previous one whole */
  writeState(text: string): Promise<void>;
  /** forgets the stored state (Reset) */
  clearState(): Promise<void>;
  /** the cache of what outside sources answered (kv.ts) */
  kv: KeyValueStore;
}

/** Whether a failed write means the browser's storage quota is used up. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, inner } = error as { name?: unknown; inner?: unknown };
  // Chromium and Firefox name it QuotaExceededError; an aborted transaction may carry it inside
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || (inner !== undefined && isQuotaError(inner));
}

/** A storage in memory (tests); `failWrites` makes the next writes fail with the given error. */
export function memoryStorage(initial?: string): BackendStorage & { stored(): string | undefined; failWrites(error: Error | null): void } {
  let state = initial;
  let failure: Error | null = null;
  return {
    readState: () => Promise.resolve(state),
    writeState: (text) => {
      if (failure !== null) return Promise.reject(failure);
      state = text;
      return Promise.resolve();
    },
    clearState: () => {
      state = undefined;
      return Promise.resolve();
    },
    kv: memoryKeyValueStore(),
    stored: () => state,
    failWrites: (error) => {
      failure = error;
    },
  };
}
