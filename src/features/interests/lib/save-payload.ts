import { keptRows, planSave, serverRowErrors, type KeywordRow, type SavePlan } from './keyword-rows';

/** What one Save of Manage Interests sends, and what it needs to report on afterwards. */
export type SavePayload = {
  /** the whole list that stays and the saved interests to remove (see planSave) */
  plan: SavePlan;
  /** the rows behind `plan.keep`, in its order: a 400's positional errors land on them */
  kept: KeywordRow[];
  /** how many saved interests this Save deletes (each one earns the deletion toast once) */
  deletions: number;
};

/** The payload of one Save, from the editor's rows as they stand. */
export function savePayload(rows: readonly KeywordRow[]): SavePayload {
  return {
    plan: planSave(rows),
    kept: keptRows(rows),
    deletions: rows.filter((row) => row.saved && row.deleted).length,
  };
}

/** A 400's per-row messages (in the order of `kept`), keyed by the row each belongs to; rows without one are left out. */
export function rowErrorsByKey(kept: readonly KeywordRow[], body: unknown): Map<string, string> {
  const found = new Map<string, string>();
  serverRowErrors(body).forEach((text, index) => {
    const row = kept[index];
    if (text && row) found.set(row.key, text);
  });
  return found;
}
