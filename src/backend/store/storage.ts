/**
 * What the built-in backend keeps in the browser, seen through a small adapter so that its logic
 * (migration, writes of the changed records, a full quota) is tested with the same code the browser
 * runs: the standalone build's adapter is IndexedDB (indexed-db.ts; the Node tests run it on
 * fake-indexeddb).
 */
import type { DbState } from '../domain/types';
import type { KeyValueStore } from './kv';
import type { RecordKey } from './records';

/** The records one request changed: [store, key, value] to put, [store, key] to delete. */
export type RecordWrites = { puts: [string, RecordKey, unknown][]; deletes: [string, RecordKey][] };

export interface BackendStorage {
  /** the stored state, and the records that could not be read (named); undefined when nothing is stored */
  load(): Promise<{ state: DbState; leftOut: string[] } | undefined>;
  /** stores the changed records in one transaction: a failed write leaves every record as it was */
  write(writes: RecordWrites): Promise<void>;
  /** replaces every stored record by the state's (a migrated legacy state, Reset), in one transaction */
  replaceAll(state: DbState): Promise<void>;
  /** forgets every stored record */
  clear(): Promise<void>;
  /** lets the database go (a newer build wants it) */
  close(): void;
  /** the cache of what outside sources answered (kv.ts) */
  kv: KeyValueStore;
}

/**
 * What opening the storage gave: the storage (with the rows an upgrade could not read, named), or
 * why this start works in memory: no storage at all, data of a newer build (never touched), or an
 * upgrade that failed (the old data stays whole; `state` is it as this build reads it, if it can).
 */
export type Opened =
  | { kind: 'ready'; storage: BackendStorage; leftOut: string[] }
  | { kind: 'unavailable' }
  | { kind: 'newer' }
  | { kind: 'not-migrated'; detail: string; state: DbState | null };

/** Whether a failed write means the browser's storage quota is used up. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, inner } = error as { name?: unknown; inner?: unknown };
  // Chromium and Firefox name it QuotaExceededError; an aborted transaction may carry it inside
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || (inner !== undefined && isQuotaError(inner));
}
