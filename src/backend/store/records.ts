/**
 * The built-in backend's state as records: one object store per table of the state (domain/types.ts),
 * and one `meta` record for the rest (the sign-in tokens, the id counters). A table whose rows have
 * an id (accounts, papers, posts, interests, hidden keywords) keeps each row as one record under its
 * id; the small tables without ids (removed papers, imports, background tasks, pending computations)
 * keep their list as one record (`rows`), so that their order stays. What a row must hold to be
 * loaded is checked here: a row that fails is left out (and named), the others load.
 */
import { STATE_VERSION, type DbState } from '../domain/types';

/** The tables of the state, each an object store of the same name. */
export const TABLES = ['users', 'papers', 'tweets', 'longTerm', 'shortTerm', 'blacklist', 'removedPapers', 'imports', 'jobs', 'liveImports', 'pendingInterests', 'digests', 'digestClocks', 'following', 'recommendationFeedback', 'recommendationLists'] as const;
export type TableName = (typeof TABLES)[number];

const TABLE_SET: ReadonlySet<string> = new Set(TABLES);
export function isTable(name: string): name is TableName {
  return TABLE_SET.has(name);
}

/** A record's key: a row's id, or `rows` (a whole list). */
export type RecordKey = number | string;
export const LIST_KEY = 'rows';

/** What the state holds besides its tables. */
export type Meta = Pick<DbState, 'version' | 'tokens' | 'nextId' | 'tokenCounter'>;
export const META_KEY = 'state';

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const str = (value: unknown) => typeof value === 'string';
const nullableStr = (value: unknown) => value === null || typeof value === 'string';

/** Whether a table's rows are records of their own (by id) or one list, what a row must hold, and what the user calls one. */
type TableDefinition = { byId: boolean; valid(row: unknown): boolean; label: string };

const withId = (row: unknown, check: (row: Row) => boolean) => isRow(row) && num(row.id) && check(row);
const interest = (row: Row) => num(row.user) && str(row.keyword) && num(row.weight) && Array.isArray(row.paper_ids) && Array.isArray(row.tweet_ids);

const DEFINITIONS: Record<TableName, TableDefinition> = {
  users: { byId: true, valid: (row) => withId(row, (r) => str(r.email) && str(r.password)), label: 'account' },
  papers: { byId: true, valid: (row) => withId(row, (r) => num(r.user) && nullableStr(r.title) && nullableStr(r.paper_id)), label: 'paper' },
  tweets: { byId: true, valid: (row) => withId(row, (r) => num(r.user) && nullableStr(r.full_text)), label: 'post' },
  longTerm: { byId: true, valid: (row) => withId(row, interest), label: 'interest' },
  shortTerm: { byId: true, valid: (row) => withId(row, interest), label: 'recent interest' },
  blacklist: { byId: true, valid: (row) => withId(row, (r) => num(r.user) && str(r.keyword)), label: 'hidden keyword' },
  removedPapers: { byId: false, valid: (row) => isRow(row) && num(row.user) && str(row.paper_id), label: 'removed paper' },
  imports: { byId: false, valid: (row) => isRow(row) && num(row.user) && num(row.completesAt), label: 'import' },
  jobs: { byId: false, valid: (row) => isRow(row) && num(row.user) && (row.kind === 'regenerate' || row.kind === 'fetch'), label: 'background task' },
  liveImports: { byId: false, valid: (row) => isRow(row) && num(row.user) && str(row.phase), label: 'import' },
  // a list of user ids
  pendingInterests: { byId: false, valid: num, label: 'pending computation' },
  digests: { byId: true, valid: (row) => withId(row, (r) => num(r.user) && num(r.checkedAt) && num(r.since) && Array.isArray(r.entries)), label: 'digest' },
  digestClocks: { byId: false, valid: (row) => isRow(row) && num(row.user) && Array.isArray(row.seen), label: 'digest clock' },
  following: { byId: false, valid: (row) => isRow(row) && num(row.user) && str(row.authorId) && str(row.name), label: 'followed researcher' },
  recommendationFeedback: {
    byId: false,
    valid: (row) => isRow(row) && num(row.user) && ['not-for-me', 'more-like-this', 'less-keyphrase'].includes(String(row.kind)) && str(row.target) && num(row.at),
    label: 'feedback on a recommendation',
  },
  recommendationLists: { byId: false, valid: (row) => isRow(row) && num(row.user) && Array.isArray(row.interests) && Array.isArray(row.papers) && num(row.at), label: 'list of recommended papers' },
};

export function isValidRowOf(table: TableName, row: unknown): boolean {
  return DEFINITIONS[table].valid(row);
}

/** Whether each row of the table is a record of its own, under its id. */
export function isById(table: TableName): boolean {
  return DEFINITIONS[table].byId;
}

/** A row's id (tables by id). */
export function idOf(row: unknown): number {
  return (row as { id: number }).id;
}

/** The rows of a table in the state (absent optional tables are empty). */
export function rowsOfTable(state: DbState, table: TableName): unknown[] {
  return (state[table] as unknown[] | undefined) ?? [];
}

export function metaOf(state: DbState): Meta {
  return { version: state.version, tokens: state.tokens, nextId: state.nextId, tokenCounter: state.tokenCounter };
}

/** A record left out at loading, as the user is told of it ("paper 17"). */
export function recordName(table: TableName, key: unknown): string {
  return `${DEFINITIONS[table].label} ${typeof key === 'string' || typeof key === 'number' ? String(key) : JSON.stringify(key)}`;
}

export type StoredTable = { keys: unknown[]; values: unknown[] };

/**
 * The state from its stored records, and the records that could not be loaded. A row whose content
 * is not what its table holds, or whose key is not the one its content gives, is left out. A missing
 * or damaged meta record is rebuilt (the id counters past every stored id, no sign-in tokens).
 */
export function stateFromRecords(meta: unknown, tables: Record<TableName, StoredTable>): { state: DbState; leftOut: string[] } {
  const leftOut: string[] = [];
  const state = { version: STATE_VERSION } as DbState;
  for (const table of TABLES) {
    const { keys, values } = tables[table];
    const rows: unknown[] = [];
    if (isById(table)) {
      values.forEach((row, i) => {
        if (DEFINITIONS[table].valid(row) && idOf(row) === keys[i]) rows.push(row);
        else leftOut.push(recordName(table, keys[i]));
      });
    } else {
      const list: unknown = values[0] ?? [];
      (Array.isArray(list) ? list : [list]).forEach((row, i) => {
        if (DEFINITIONS[table].valid(row)) rows.push(row);
        else leftOut.push(recordName(table, `#${i + 1}`));
      });
    }
    (state as Record<TableName, unknown[]>)[table] = rows;
  }
  if (validMeta(meta)) Object.assign(state, meta, { version: STATE_VERSION });
  else {
    Object.assign(state, rebuiltMeta(state));
    if (meta !== undefined) leftOut.push('the sign-in sessions');
  }
  return { state, leftOut };
}

export function validMeta(meta: unknown): meta is Meta {
  if (!isRow(meta) || !isRow(meta.tokens) || !isRow(meta.nextId) || !num(meta.tokenCounter)) return false;
  const counters = meta.nextId;
  return ['user', 'paper', 'tweet', 'longTerm', 'shortTerm', 'blacklist'].every((kind) => num(counters[kind]));
}

function rebuiltMeta(state: DbState): Meta {
  const next = (rows: { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  return {
    version: STATE_VERSION,
    tokens: {},
    tokenCounter: 0,
    nextId: {
      user: next(state.users),
      paper: next(state.papers),
      tweet: next(state.tweets),
      longTerm: next(state.longTerm),
      shortTerm: next(state.shortTerm),
      blacklist: next(state.blacklist),
    },
  };
}
