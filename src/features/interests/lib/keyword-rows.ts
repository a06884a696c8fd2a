import type { InterestRow } from '@/api/user/interests';
import type { LongTermInterest } from '@/api/user/schemas';

/** One editable row of the Manage Interests screen; `id` is set for rows the server already holds. */
export type KeywordRow = { key: string; id?: number; name: string; weight: string };

export type RowErrors = { name?: string; weight?: string };

export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 5;

/** The spec's rules (section 5): name required; weight required, a number from 1 to 5 in steps of 0.1. */
export function validateRow(row: Pick<KeywordRow, 'name' | 'weight'>): RowErrors {
  const errors: RowErrors = {};
  if (row.name.trim() === '') errors.name = 'Keyword name is required';
  const text = row.weight.trim();
  if (text === '') {
    errors.weight = 'Weight is required';
  } else {
    const weight = Number(text);
    if (!Number.isFinite(weight)) errors.weight = 'Weight must be a number';
    else if (weight < WEIGHT_MIN || weight > WEIGHT_MAX) errors.weight = 'Weight must be between 1 and 5';
    else if (Math.abs(weight * 10 - Math.round(weight * 10)) > 1e-9) errors.weight = 'Weight must be in steps of 0.1';
  }
  return errors;
}

export function hasErrors(errors: RowErrors): boolean {
  return errors.name !== undefined || errors.weight !== undefined;
}

export function interestsToRows(interests: readonly LongTermInterest[]): KeywordRow[] {
  return interests.map((interest) => ({ key: `saved-${interest.id}`, id: interest.id, name: interest.keyword, weight: String(interest.weight) }));
}

/** What Save sends: every row, weights as numbers, ids of saved rows. */
export function rowsToPayload(rows: readonly KeywordRow[]): InterestRow[] {
  return rows.map((row) => ({ name: row.name.trim(), weight: Number(row.weight.trim()), ...(row.id === undefined ? {} : { id: row.id }) }));
}

/** A 400 of the save call lists errors per row, in row order (`{}` for valid rows); take the first message of each field. */
export function serverRowErrors(body: unknown): RowErrors[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const list = (body as Record<string, unknown>).keywords;
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return {};
    const record = item as Record<string, unknown>;
    const first = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'string' ? value[0] : typeof value === 'string' ? value : undefined);
    const errors: RowErrors = {};
    const name = first(record.name);
    const weight = first(record.weight);
    if (name) errors.name = name;
    if (weight) errors.weight = weight;
    return errors;
  });
}
