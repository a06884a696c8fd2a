import { memo, useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { Slider } from '@/components/ui/slider';
import { useWords } from '@/lib/words';
import { sourceText } from '@/components/charts/lib/interest-words';
import { cutText, type pageOf } from '@/lib/bounded';
import { clampWeight, isChanged, isRenamed, nameKey, rowNameError, shownWeight, WEIGHT_MAX, WEIGHT_MIN, WEIGHT_STEP, type KeywordRow } from '../lib/keyword-rows';

type RowHandlers = {
  onRename: (key: string, name: string) => void;
  onWeigh: (key: string, weight: number) => void;
  onUndo: (row: KeywordRow) => void;
  onDelete: (row: KeywordRow) => void;
};

export type InterestTableProps = RowHandlers & {
  /** how many interests there are in all */
  total: number;
  /** the page on show (pageOf of every row) */
  view: ReturnType<typeof pageOf<KeywordRow>>;
  onPage: (page: number) => void;
  /** how many rows carry each name (nameCounts), for the duplicate message */
  counts: ReadonlyMap<string, number>;
  /** the last failed save's message per row key */
  serverErrors: ReadonlyMap<string, string>;
};

/**
 * The interests of Manage Interests, a page at a time: each with its name, a weight slider, Undo and
 * Delete; an empty message when there is none. Each row renders again only when it changes.
 */
export function InterestTable({ total, view, onPage, counts, serverErrors, onRename, onWeigh, onUndo, onDelete }: InterestTableProps) {
  return (
    <>
      {total === 0 ? <p className="text-muted my-3">No interests yet. Add one above.</p> : null}
      <Pager label="Interest pages" noun="interests" total={total} {...view} onPage={onPage} />
      <div className="mb-2">
        {view.items.map((row) => (
          <InterestRowView
            key={row.key}
            row={row}
            error={rowNameError(row, counts) ?? serverErrors.get(row.key)}
            onRename={onRename}
            onWeigh={onWeigh}
            onUndo={onUndo}
            onDelete={onDelete}
          />
        ))}
      </div>
    </>
  );
}

type RowProps = RowHandlers & {
  row: KeywordRow;
  error: string | undefined;
};

/** One interest: renders again only when its row, its message or nothing else changes. */
const InterestRowView = memo(function InterestRowView({ row, error, onRename, onWeigh, onUndo, onDelete }: RowProps) {
  const noteId = useId();
  const { network } = useWords();
  const label = cutText(row.name.trim()).text || cutText(row.saved?.name ?? '').text || 'new interest';
  const changed = isChanged(row);
  const outOfRange = row.weight === null && row.saved !== undefined && clampWeight(row.saved.weight) !== row.saved.weight;
  return (
    <div role="group" aria-label={label} data-row-key={row.key} data-name={nameKey(row.name)} className="row g-2 align-items-center py-2 border-bottom">
      <div className="col-12 col-md-5">
        {row.deleted ? (
          <p className="mb-0 text-break">
            <del>{label}</del> <span className="badge text-bg-danger">Deleted on Save</span>
          </p>
        ) : (
          <>
            <FormField className="" label="Interest name" name="interest-name" hideLabel value={row.name} onChange={(name) => onRename(row.key, name)} error={error} required />
            <span className="small text-muted">
              {row.saved ? (isRenamed(row) ? 'Renamed: saved as a new interest, added manually' : sourceText(row.saved.source, network)) : 'New: added manually'}
            </span>
          </>
        )}
      </div>
      <div className="col col-md-4">
        {row.deleted ? null : (
          <>
            <Slider label="Weight" hideLabel value={shownWeight(row)} onChange={(weight) => onWeigh(row.key, weight)} min={WEIGHT_MIN} max={WEIGHT_MAX} step={WEIGHT_STEP} describedBy={outOfRange ? noteId : undefined} />
            {outOfRange && row.saved ? (
              <span id={noteId} className="small text-muted">
                Saved as {row.saved.weight}; kept unless you move the slider.
              </span>
            ) : null}
          </>
        )}
      </div>
      <div className="col-auto ms-auto d-flex gap-2">
        {row.saved && changed ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" data-part="undo" aria-label={`Undo changes to ${label}`} onClick={() => onUndo(row)}>
            Undo
          </button>
        ) : null}
        {row.deleted ? null : (
          <button type="button" className="btn btn-sm btn-outline-danger" data-part="delete" aria-label={`Delete ${label}`} onClick={() => onDelete(row)}>
            Delete
          </button>
        )}
      </div>
    </div>
  );
});
