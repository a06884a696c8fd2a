/**
 * The shapes in which earlier builds stored the built-in backend's state, and their migration to
 * today's records (records.ts). Every shape that ever shipped has a step here and a test from it:
 * - the localStorage state (key `rima-demo-backend:db`, builds before IndexedDB): one JSON text,
 *   `version: 1`, without the tables added later (removed papers, background tasks, pending
 *   computations, live imports);
 * - IndexedDB schema 1: the same JSON text under `state/db`, with those tables.
 * Both are state version 1, read by `migrateStateText`. A state of a later version was written by a
 * newer build: it is never read (nor overwritten) by this one.
 */
import { STATE_VERSION, type DbState } from '../domain/types';
import { isValidRowOf, recordName, TABLES, type TableName, validMeta } from './records';

/** A stored row this build cannot read: its name for the user, and the row as it was. */
export type LeftOut = { name: string; table: TableName | 'state'; row: unknown };

export type Migrated =
  /** leftOut: the rows that could not be read, kept aside as they were (`unreadable` store) */
  | { ok: true; state: DbState; leftOut: LeftOut[] }
  | { ok: false; reason: 'newer'; version: number }
  | { ok: false; reason: 'unreadable'; detail: string };

/** The tables every version-1 state has (the others came later, optional). */
const V1_TABLES: readonly TableName[] = ['users', 'papers', 'tweets', 'longTerm', 'shortTerm', 'blacklist', 'imports'];

/** Reads a stored state text of any earlier version into today's state. */
export function migrateStateText(text: string): Migrated {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'unreadable', detail: 'it is not JSON' };
  }
  return migrateStateValue(value);
}

export function migrateStateValue(value: unknown): Migrated {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'unreadable', detail: 'it is not a stored state' };
  const { version } = value as { version?: unknown };
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { ok: false, reason: 'unreadable', detail: 'it has no version' };
  if (version > STATE_VERSION) return { ok: false, reason: 'newer', version };
  return fromVersion1(value as Record<string, unknown>);
}

/**
 * Version 1 (both the localStorage and the IndexedDB schema-1 state): every table a list of rows.
 * A row that is not what its table holds is left out and named; the rest is kept.
 */
function fromVersion1(value: Record<string, unknown>): Migrated {
  const missing = V1_TABLES.filter((table) => !Array.isArray(value[table]));
  if (missing.length > 0) return { ok: false, reason: 'unreadable', detail: `it has no ${missing.join(', ')}` };
  const meta = { version: STATE_VERSION, tokens: value.tokens, nextId: value.nextId, tokenCounter: value.tokenCounter };
  if (!validMeta(meta)) return { ok: false, reason: 'unreadable', detail: 'its id counters are damaged' };
  const leftOut: LeftOut[] = [];
  const state = { ...meta } as DbState;
  for (const table of TABLES) {
    const rows = Array.isArray(value[table]) ? (value[table] as unknown[]) : [];
    (state as Record<TableName, unknown[]>)[table] = rows.filter((row, index) => {
      if (isValidRowOf(table, row)) return true;
      leftOut.push({ name: recordName(table, `#${index + 1}`), table, row });
      return false;
    });
  }
  return { ok: true, state, leftOut };
}
