/**
 * Which records of the built-in backend's state changed since the last write, without comparing the
 * state with the stored copy: the code changes the state through a Proxy of it (domain/store.ts hands it
 * out while persistence runs), and each change marks what it touched:
 * - a field of a row, however deep (`interest.weight = 3`, `interest.paper_ids.push(7)`): that row;
 * - a table's list (`papers.push(row)`, `state.papers = state.papers.filter(…)`, `delete
 *   state.pendingInterests`): the table's membership, compared by key at the write, and every row new
 *   to it (an object that did not come from the state);
 * - anything else at the top (`tokens`, `nextId`, `tokenCounter`): the meta record.
 * So the cost of a write follows the change, not the size of the state (records.ts writes them).
 *
 * The Proxy hands out Proxies of what it holds (the same one for the same object, so identity holds)
 * and stores plain objects only: a Proxy assigned into the state is unwrapped first, since IndexedDB's
 * structured clone refuses Proxies.
 */
import type { DbState } from '../domain/types';
import { isTable, type TableName } from './records';

export type ChangeSet = {
  /** the whole state was replaced: every record is written */
  all: boolean;
  meta: boolean;
  /** tables whose list of rows changed (rows added, removed, or the list replaced) */
  membership: Set<TableName>;
  /** rows changed in place or new, per table */
  rows: Map<TableName, Set<object>>;
};

export function emptyChanges(): ChangeSet {
  return { all: false, meta: false, membership: new Set(), rows: new Map() };
}

/** Adds `from` into `into` (a write that failed gives its changes back for the next one). */
export function mergeChanges(into: ChangeSet, from: ChangeSet): void {
  into.all ||= from.all;
  into.meta ||= from.meta;
  from.membership.forEach((table) => into.membership.add(table));
  from.rows.forEach((rows, table) => rows.forEach((row) => rowsOf(into, table).add(row)));
}

function rowsOf(changes: ChangeSet, table: TableName): Set<object> {
  let rows = changes.rows.get(table);
  if (!rows) {
    rows = new Set();
    changes.rows.set(table, rows);
  }
  return rows;
}

/** Where an object sits in the state: the top, a table's list, (inside) a row, or the meta fields. */
type Place = { kind: 'root' } | { kind: 'table'; table: TableName } | { kind: 'row'; table: TableName; row: object } | { kind: 'meta' };

export type Tracked = {
  /** the state to hand out: every change through it is recorded */
  root: DbState;
  /** the changes recorded since the last call (and forgets them) */
  take(): ChangeSet;
  /** records a change made without the Proxy (the id counters, a replaced state) */
  mark(change: 'meta' | 'all'): void;
};

const targets = new WeakMap<object, object>();

/** The plain object behind a Proxy of the state, else the value itself. */
export function unwrap<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  return (targets.get(value) as T | undefined) ?? value;
}

/** A value about to be stored in the state, with every Proxy inside it replaced by its object. */
function plain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const target = targets.get(value);
  // the state holds plain objects only, so what a Proxy stands for is plain all the way down
  if (target) return target as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = plain(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = plain(record[key]);
  return value;
}

export function track(state: DbState, onChange: () => void): Tracked {
  let changes = emptyChanges();
  const proxies = new WeakMap<object, object>();

  const changed = (mark: (into: ChangeSet) => void) => {
    mark(changes);
    onChange();
  };

  const childPlace = (place: Place, key: PropertyKey, child: object): Place => {
    if (place.kind === 'root') return typeof key === 'string' && isTable(key) ? { kind: 'table', table: key } : { kind: 'meta' };
    if (place.kind === 'table') return { kind: 'row', table: place.table, row: child };
    return place;
  };

  /** What storing `value` under `key` of the object at `place` changes. */
  const markSet = (place: Place, key: PropertyKey, value: unknown) => {
    if (place.kind === 'meta') return changed((into) => (into.meta = true));
    if (place.kind === 'row') return changed((into) => rowsOf(into, place.table).add(place.row));
    if (place.kind === 'table') {
      const table = place.table;
      return changed((into) => {
        into.membership.add(table);
        // a row from elsewhere in the state moved here is not changed; a new object is a new row
        if (key !== 'length' && typeof value === 'object' && value !== null && !targets.has(value)) rowsOf(into, table).add(value);
      });
    }
    if (typeof key === 'string' && isTable(key)) {
      const table = key;
      return changed((into) => {
        into.membership.add(table);
        if (Array.isArray(value)) value.forEach((row: unknown) => typeof row === 'object' && row !== null && !targets.has(row) && rowsOf(into, table).add(row));
      });
    }
    return changed((into) => (into.meta = true));
  };

  const wrap = (target: object, place: Place): object => {
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof value !== 'object' || value === null) return value;
        // the Proxy made before, without working out its place again (reads of large tables go through here)
        return proxies.get(value) ?? wrap(value, childPlace(place, key, value));
      },
      set(object, key, value: unknown) {
        // a value stored again as it was changes nothing (a form saved whole sets every field)
        if (Reflect.get(object, key) === value && typeof value !== 'object') return true;
        markSet(place, key, value);
        // new rows are marked as they are (before unwrapping): the stored row is that object
        const stored = plain(value);
        return Reflect.set(object, key, stored);
      },
      deleteProperty(object, key) {
        markSet(place, key, undefined);
        return Reflect.deleteProperty(object, key);
      },
    });
    proxies.set(target, proxy);
    targets.set(proxy, target);
    return proxy;
  };

  return {
    root: wrap(state, { kind: 'root' }) as DbState,
    take: () => {
      const taken = changes;
      changes = emptyChanges();
      return taken;
    },
    mark: (change) => changed((into) => (change === 'all' ? (into.all = true) : (into.meta = true))),
  };
}
