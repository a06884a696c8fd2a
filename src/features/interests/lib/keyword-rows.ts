import type { InterestRow } from '@/api/user/interests';
import type { LongTermInterest } from '@/api/user/schemas';

export type InterestSource = LongTermInterest['source'];

/**
 * One row of the Manage Interests editor. `saved` is what the server holds (absent for a row added
 * here); `weight` is null while the server's weight stands untouched, so a weight outside 1 to 5 is
 * shown clamped on the slider and yet sent back as it came; `deleted` marks a removal not saved yet.
 */
export type KeywordRow = {
  key: string;
  saved?: { id: number; name: string; weight: number; source: InterestSource };
  name: string;
  weight: number | null;
  deleted: boolean;
};

export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 5;
export const WEIGHT_STEP = 0.1;
/** The weight a new interest starts with. */
export const WEIGHT_DEFAULT = 3;
export const NAME_MAX = 100;

export const NAME_REQUIRED = 'Interest name is required';
export const NAME_TOO_LONG = `Interest name must be at most ${NAME_MAX} characters`;
export const NAME_TAKEN = 'Interest already exists!';

/** The key under which names collide: the server lower-cases names and matches them that way. */
export const nameKey = (name: string) => name.trim().toLowerCase();

export const clampWeight = (weight: number) => Math.min(WEIGHT_MAX, Math.max(WEIGHT_MIN, weight));

/** What the slider shows: the edited weight, or the server's one clamped to the slider's range. */
export function shownWeight(row: KeywordRow): number {
  return row.weight ?? clampWeight(row.saved?.weight ?? WEIGHT_DEFAULT);
}

/** What Save sends: the edited weight, or the server's one unchanged. */
export function sentWeight(row: KeywordRow): number {
  return row.weight ?? row.saved?.weight ?? WEIGHT_DEFAULT;
}

/** A saved row whose name now names another interest (case and surrounding spaces aside). */
export function isRenamed(row: KeywordRow): boolean {
  return row.saved !== undefined && nameKey(row.name) !== nameKey(row.saved.name);
}

/** Whether the row differs from what the server holds (every added row does). */
export function isChanged(row: KeywordRow): boolean {
  if (!row.saved) return true;
  return row.deleted || row.name !== row.saved.name || (row.weight !== null && row.weight !== row.saved.weight);
}

export function interestsToRows(interests: readonly LongTermInterest[]): KeywordRow[] {
  return interests.map((interest) => ({
    key: `saved-${interest.id}`,
    saved: { id: interest.id, name: interest.keyword, weight: interest.weight, source: interest.source },
    name: interest.keyword,
    weight: null,
    deleted: false,
  }));
}

/** How many rows that are not deleted carry each name key. */
export function nameCounts(rows: readonly KeywordRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.deleted) continue;
    const key = nameKey(row.name);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * The rule for a name typed here: trimmed, 1 to 100 characters, no other interest of that name
 * (case-insensitive). `others` counts the names of the other rows. A name as the server sent it is
 * held to none of these but the first: the server keeps names unique, and a long one can only be kept or changed.
 */
export function nameError(name: string, others: number, fromServer = false): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return NAME_REQUIRED;
  // the row typed onto another's name is the one in the wrong, not the one the server holds
  if (fromServer) return undefined;
  if (trimmed.length > NAME_MAX) return NAME_TOO_LONG;
  if (others > 0) return NAME_TAKEN;
  return undefined;
}

/** The error of a row's name among all rows (`counts` from nameCounts(rows)); none for a deleted row. */
export function rowNameError(row: KeywordRow, counts: ReadonlyMap<string, number>): string | undefined {
  if (row.deleted) return undefined;
  const others = (counts.get(nameKey(row.name)) ?? 0) - 1;
  return nameError(row.name, others, row.saved !== undefined && row.name === row.saved.name);
}

/** Index of the first row whose name is wrong, or -1. */
export function firstInvalid(rows: readonly KeywordRow[]): number {
  const counts = nameCounts(rows);
  return rows.findIndex((row) => rowNameError(row, counts) !== undefined);
}

export type EditAction =
  | { type: 'rename'; key: string; name: string }
  | { type: 'weigh'; key: string; weight: number }
  | { type: 'delete'; key: string }
  | { type: 'undo'; key: string }
  | { type: 'add'; key: string; name: string; weight: number }
  | { type: 'reset'; rows: KeywordRow[] };

const patch = (rows: KeywordRow[], key: string, change: (row: KeywordRow) => KeywordRow) => rows.map((row) => (row.key === key ? change(row) : row));

/**
 * The editor's changes, none of them sent until Save: a deleted saved row stays (marked) until then,
 * Undo puts a saved row back as the server holds it and takes an added row out, Reset returns to
 * the rows the editor started from. An added interest comes first, where the user sees it.
 */
export function editRows(rows: KeywordRow[], action: EditAction): KeywordRow[] {
  switch (action.type) {
    case 'rename':
      return patch(rows, action.key, (row) => ({ ...row, name: action.name }));
    case 'weigh':
      return patch(rows, action.key, (row) => ({ ...row, weight: action.weight }));
    case 'delete':
      return rows.flatMap((row) => (row.key !== action.key ? [row] : row.saved ? [{ ...row, deleted: true }] : []));
    case 'undo':
      return rows.flatMap((row) => {
        if (row.key !== action.key) return [row];
        return row.saved ? [{ ...row, name: row.saved.name, weight: null, deleted: false }] : [];
      });
    case 'add':
      return [{ key: action.key, name: action.name.trim(), weight: action.weight, deleted: false }, ...rows];
    case 'reset':
      return action.rows;
  }
}

/** What one Save does: the whole list that stays (each with its source), and the saved interests to remove. */
export type SavePlan = { keep: InterestRow[]; remove: number[] };

/**
 * Every row that is not deleted goes into the list (the development backend replaces the list with
 * it, the released one upserts it). A saved interest that is deleted or renamed is removed by id: the
 * released backend keeps whatever the list leaves out, and deleting is the one way it offers (it
 * also blacklists the name, as deleting always did). A renamed row is a new interest of its own: source Manual.
 */
export function planSave(rows: readonly KeywordRow[]): SavePlan {
  const keep: InterestRow[] = [];
  const remove: number[] = [];
  for (const row of rows) {
    const renamed = isRenamed(row);
    if (row.saved && (row.deleted || renamed)) remove.push(row.saved.id);
    if (row.deleted) continue;
    const stays = row.saved !== undefined && !renamed;
    keep.push({
      name: row.name.trim(),
      weight: sentWeight(row),
      source: stays && row.saved ? row.saved.source : 'Manual',
      ...(stays && row.saved ? { id: row.saved.id } : {}),
    });
  }
  return { keep, remove };
}

/** The rows that go into the list of `planSave`, in its order (to place a 400's positional errors). */
export function keptRows(rows: readonly KeywordRow[]): KeywordRow[] {
  return rows.filter((row) => !row.deleted);
}

/** A 400 of the save call lists errors per row, in row order (`{}` for valid rows): the first message of each row. */
export function serverRowErrors(body: unknown): (string | undefined)[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const list = (body as Record<string, unknown>).keywords;
  if (!Array.isArray(list)) return [];
  const first = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'string' ? value[0] : typeof value === 'string' ? value : undefined);
  return list.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
    const record = item as Record<string, unknown>;
    for (const [field, value] of Object.entries(record)) {
      const text = first(value);
      if (text) return field === 'name' ? text : `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${text}`;
    }
    return undefined;
  });
}
