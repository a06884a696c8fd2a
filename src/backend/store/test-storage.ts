/**
 * The standalone build's storage in the Node tests: the same IndexedDB adapter (indexed-db.ts) over
 * fake-indexeddb, a fresh database per test, and databases as earlier builds left them.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { STANDALONE_DB_NAME } from '@/lib/demo-mode';
import { openIndexedDbStorage } from './indexed-db';
import type { DbState } from '../domain/types';
import { idOf, isById, LIST_KEY, META_KEY, metaOf, rowsOfTable, type TableName } from './records';
import type { BackendStorage } from './storage';

/** A browser whose IndexedDB holds nothing yet. */
export function freshIndexedDb(): void {
  globalThis.indexedDB = new IDBFactory();
}

/** Opens the storage as the worker does; fails the test unless it opens. */
export async function openTestStorage(): Promise<BackendStorage> {
  const opened = await openIndexedDbStorage();
  if (opened.kind !== 'ready') throw new Error(`the storage did not open: ${opened.kind}`);
  return opened.storage;
}

/** The database as a build of schema 1 left it: the state as one JSON text (`state/db`) and the sources' cache. */
export async function schema1Database(stateText: string | null, cache: Record<string, unknown> = {}): Promise<void> {
  const database = await openDB(STANDALONE_DB_NAME, 1, {
    upgrade(created) {
      created.createObjectStore('state');
      created.createObjectStore('kv');
    },
  });
  if (stateText !== null) await database.put('state', stateText, 'db');
  for (const [key, value] of Object.entries(cache)) await database.put('kv', value, key);
  database.close();
}

/** What a database of any version holds, store by store (to show that a step left it whole). */
export async function databaseContents(): Promise<{ version: number; stores: Record<string, unknown[]> }> {
  const database = await openDB(STANDALONE_DB_NAME);
  const stores: Record<string, unknown[]> = {};
  for (const name of [...database.objectStoreNames]) stores[name] = await database.getAll(name);
  const { version } = database;
  database.close();
  return { version, stores };
}

/** The tables of schema 2, as that build stored them (one object store each). */
const SCHEMA_2_TABLES: readonly TableName[] = ['users', 'papers', 'tweets', 'longTerm', 'shortTerm', 'blacklist', 'removedPapers', 'imports', 'jobs', 'liveImports', 'pendingInterests'];

/** The tables of schema 3 (schema 2's and the digest's). */
const SCHEMA_3_TABLES: readonly TableName[] = [...SCHEMA_2_TABLES, 'digests', 'digestClocks', 'following'];

/** The database as a build of `version` (2 or later) left it: one store per table of its state, `meta`, `unreadable` and the cache. */
async function recordsDatabase(version: number, tables: readonly TableName[], state: DbState, cache: Record<string, unknown>): Promise<void> {
  const database = await openDB(STANDALONE_DB_NAME, version, {
    upgrade(created) {
      ['kv', ...tables, 'meta', 'unreadable'].forEach((name) => created.createObjectStore(name));
    },
  });
  for (const table of tables) {
    const rows = rowsOfTable(state, table);
    if (isById(table)) for (const row of rows) await database.put(table, row, idOf(row));
    else await database.put(table, rows, LIST_KEY);
  }
  await database.put('meta', metaOf(state), META_KEY);
  for (const [key, value] of Object.entries(cache)) await database.put('kv', value, key);
  database.close();
}

/** The database as a build of schema 2 left it. */
export function schema2Database(state: DbState, cache: Record<string, unknown> = {}): Promise<void> {
  return recordsDatabase(2, SCHEMA_2_TABLES, state, cache);
}

/** The database as a build of schema 3 left it (the digest's stores added). */
export function schema3Database(state: DbState, cache: Record<string, unknown> = {}): Promise<void> {
  return recordsDatabase(3, SCHEMA_3_TABLES, state, cache);
}
