import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useBeforeUnload, useBlocker, type BlockerFunction, type Location } from 'react-router-dom';
import { BusyButton } from '@/components/ui/busy-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { Slider } from '@/components/ui/slider';
import { notifySuccess } from '@/components/ui/toasts';
import { isApiError } from '@/lib/api-error';
import { sourceText } from '@/components/charts/lib/interest-words';
import { cutText, pageHolding, pageOf } from '@/lib/bounded';
import { errorToastText, GENERIC_ERROR_MESSAGE } from '@/lib/error-message';
import { focusAndReveal, focusFirstInvalid } from '@/lib/focus';
import { useSingleFlight } from '@/lib/use-single-flight';
import { SaveStepError, useSaveInterestProfile } from '../api/queries';
import {
  clampWeight,
  editRows,
  firstInvalid,
  isChanged,
  isRenamed,
  keptRows,
  nameCounts,
  nameError,
  nameKey,
  planSave,
  rowNameError,
  serverRowErrors,
  shownWeight,
  WEIGHT_DEFAULT,
  WEIGHT_MAX,
  WEIGHT_MIN,
  WEIGHT_STEP,
  type KeywordRow,
} from '../lib/keyword-rows';

type Status = { kind: 'info' | 'error'; text: string };

export type InterestEditorProps = {
  /** the rows as the server holds them */
  initialRows: KeywordRow[];
  /** an interest (its name, any case) to show and focus first, e.g. the one "Edit" was chosen on */
  focusName?: string | null;
  /** called once a save went through and fresh data has arrived */
  onSaved: () => void;
  /** whether a navigation keeps this editor on screen; any other one asks before unsaved changes are lost */
  staysOn: (current: Location, next: Location) => boolean;
};

export const UNSAVED_QUESTION = 'If you close without saving, you will lose your changes.';

let addedCounter = 0;

/** A row's name field (FormField's input, found by its name). */
const NAME_FIELD = 'input[name="interest-name"]';

/** Where focus goes once the rows have changed: a part of a row (by key), or the new interest's name. */
type FocusTarget = { key: string; part: 'name' | 'undo' | 'delete' } | 'add';

/**
 * Manage Interests: every interest of the user with its name, a weight slider (1 to 5, steps of 0.1),
 * Delete (after a confirmation) and Undo; a form to add one; Reset and Save. Nothing reaches the
 * server before Save, which sends the whole list (see planSave and useSaveInterestProfile). Leaving
 * with unsaved changes (closing the dialog, Escape, another route) asks first: one router blocker.
 * A long list is edited a page at a time; each row renders again only when it changes, so typing and
 * Add stay quick with 10,000 interests. Used inline on /app/keyword and in the Manage Interests dialog.
 */
export function InterestEditor({ initialRows, focusName, onSaved, staysOn }: InterestEditorProps) {
  const [rows, setRows] = useState<KeywordRow[]>(initialRows);
  const [page, setPage] = useState(() => {
    const index = focusName ? initialRows.findIndex((row) => nameKey(row.name) === nameKey(focusName)) : -1;
    return index >= 0 ? pageHolding(index) : 0;
  });
  const [status, setStatus] = useState<Status | null>(null);
  const [removing, setRemoving] = useState<KeywordRow | null>(null);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const save = useSaveInterestProfile();
  const singleFlight = useSingleFlight();
  const listRef = useRef<HTMLFormElement>(null);
  const addNameRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  const counts = useMemo(() => nameCounts(rows), [rows]);
  const dirty = useMemo(() => rows.some(isChanged), [rows]);
  const view = pageOf(rows, page);

  // one question for every way out: the close button and Escape of the dialog (they navigate), links, Back
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => dirtyRef.current && !staysOn(currentLocation, nextLocation), [staysOn]));
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    }, []),
  );

  // rows stay current for the add form's duplicate check without rendering it again
  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  useEffect(() => {
    const next = focusNext.current;
    // wait until the confirmation dialog has gone (the rest is inert behind it)
    if (next === null || removing !== null) return;
    focusNext.current = null;
    if (next === 'add') {
      addNameRef.current?.focus();
      return;
    }
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(next.key)}"]`);
    focusAndReveal(row?.querySelector<HTMLElement>(next.part === 'name' ? NAME_FIELD : `[data-part="${next.part}"]`) ?? row?.querySelector<HTMLElement>('input, button'));
  }, [rows, removing, page]);

  // "Edit" on an interest: its row, focused and in view, once the dialog has taken the focus itself
  const initialFocus = useRef(focusName);
  useEffect(() => {
    const name = initialFocus.current;
    if (!name) return;
    const wanted = nameKey(name);
    const timer = window.setTimeout(() => {
      const row = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? []).find((element) => element.dataset.name === wanted);
      focusAndReveal(row?.querySelector<HTMLElement>(NAME_FIELD));
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  const focusAfterLeaving = (key: string) => {
    const index = rows.findIndex((row) => row.key === key);
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, part: 'name' } : 'add';
  };

  const focusAfterLeavingRef = useRef(focusAfterLeaving);
  useLayoutEffect(() => {
    focusAfterLeavingRef.current = focusAfterLeaving;
  });

  const rename = useCallback((key: string, name: string) => setRows((current) => editRows(current, { type: 'rename', key, name })), []);
  const weigh = useCallback((key: string, weight: number) => setRows((current) => editRows(current, { type: 'weigh', key, weight })), []);
  const undo = useCallback((row: KeywordRow) => {
    setStatus(null);
    if (row.saved) focusNext.current = { key: row.key, part: 'name' };
    else focusAfterLeavingRef.current(row.key);
    setRows((current) => editRows(current, { type: 'undo', key: row.key }));
  }, []);
  const askDelete = useCallback((row: KeywordRow) => {
    setStatus(null);
    if (row.saved) {
      setRemoving(row);
      return;
    }
    focusAfterLeavingRef.current(row.key);
    setRows((current) => editRows(current, { type: 'delete', key: row.key }));
  }, []);

  const confirmDelete = () => {
    const row = removing;
    if (!row) return;
    focusNext.current = { key: row.key, part: 'undo' };
    setRows((current) => editRows(current, { type: 'delete', key: row.key }));
    setStatus({ kind: 'info', text: `“${cutText(row.name).text}” will be deleted when you save.` });
    setRemoving(null);
  };
  const cancelDelete = () => {
    setRemoving(null);
    setStatus({ kind: 'info', text: 'Your Keyword is safe!' });
  };

  const add = useCallback((name: string, weight: number) => {
    addedCounter += 1;
    setRows((current) => editRows(current, { type: 'add', key: `added-${addedCounter}`, name, weight }));
    // the new interest comes first: show the first page
    setPage(0);
    setStatus({ kind: 'info', text: `Added “${cutText(name.trim()).text}”. Save to keep it.` });
  }, []);
  const takenCount = useCallback((name: string) => nameCounts(rowsRef.current).get(nameKey(name)) ?? 0, []);

  const reset = () => {
    setRows(initialRows);
    setServerErrors(new Map());
    setStatus({ kind: 'info', text: 'Every unsaved change is undone.' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = firstInvalid(rows);
    if (invalid >= 0) {
      // show the page of the first wrong name now, so that its field can take the focus
      flushSync(() => {
        setPage(pageHolding(invalid));
        setStatus({ kind: 'error', text: 'Some names need a change before saving.' });
      });
      focusFirstInvalid(listRef.current);
      return;
    }
    const plan = planSave(rows);
    const kept = keptRows(rows);
    const deletions = rows.filter((row) => row.saved && row.deleted).length;
    setStatus(null);
    setServerErrors(new Map());
    try {
      await singleFlight(async () => {
        await save.mutateAsync(plan);
        notifySuccess('Your Changes Has Been Successfully Updated!');
        if (deletions > 0) notifySuccess('Poof! Your Keyword has been deleted!');
        dirtyRef.current = false;
        onSaved();
      });
    } catch (error) {
      const step = error instanceof SaveStepError ? error.step : 'save';
      const cause = error instanceof SaveStepError ? error.cause : error;
      const why = errorToastText(cause) ?? GENERIC_ERROR_MESSAGE;
      if (step === 'save' && isApiError(cause) && cause.status === 400) {
        const perRow = serverRowErrors(cause.body);
        const found = new Map<string, string>();
        perRow.forEach((text, index) => {
          const row = kept[index];
          if (text && row) found.set(row.key, text);
        });
        setServerErrors(found);
      }
      setStatus({ kind: 'error', text: step === 'remove' ? `Oops! Something Went Wrong. ${why}` : `Your changes were not saved. ${why}` });
    }
  };

  return (
    <div className="rima-interest-editor">
      <AddInterest onAdd={add} takenCount={takenCount} nameRef={addNameRef} />
      <div aria-live="polite" className="mt-2">
        {status ? <StatusMessage status={status} /> : null}
      </div>
      <form ref={listRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Interests">
        {rows.length === 0 ? <p className="text-muted my-3">No interests yet. Add one above.</p> : null}
        <Pager label="Interest pages" noun="interests" total={rows.length} {...view} onPage={setPage} />
        <div className="mb-2">
          {view.items.map((row) => (
            <InterestRowView
              key={row.key}
              row={row}
              error={rowNameError(row, counts) ?? serverErrors.get(row.key)}
              onRename={rename}
              onWeigh={weigh}
              onUndo={undo}
              onDelete={askDelete}
            />
          ))}
        </div>
        <div className="rima-editor-actions d-flex flex-wrap align-items-center gap-2 py-2">
          <span className="small text-muted me-auto">{dirty ? 'Unsaved changes' : 'No unsaved changes'}</span>
          <button type="button" className="btn btn-outline-secondary" onClick={reset} disabled={!dirty}>
            Reset
          </button>
          <BusyButton type="submit" className="btn btn-primary" busy={save.isPending} spinnerClassName="me-1">
            Save
          </BusyButton>
        </div>
      </form>
      <ConfirmDialog open={removing !== null} title="Are you sure?" confirmLabel="Delete" onConfirm={confirmDelete} onCancel={cancelDelete}>
        <p className="mb-0">Once deleted, you will not be able to see this Keyword!</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Unsaved changes"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p className="mb-0">{UNSAVED_QUESTION}</p>
      </ConfirmDialog>
    </div>
  );
}

type RowProps = {
  row: KeywordRow;
  error: string | undefined;
  onRename: (key: string, name: string) => void;
  onWeigh: (key: string, weight: number) => void;
  onUndo: (row: KeywordRow) => void;
  onDelete: (row: KeywordRow) => void;
};

/** One interest: renders again only when its row, its message or nothing else changes. */
const InterestRowView = memo(function InterestRowView({ row, error, onRename, onWeigh, onUndo, onDelete }: RowProps) {
  const noteId = useId();
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
              {row.saved ? (isRenamed(row) ? 'Renamed: saved as a new interest, added manually' : sourceText(row.saved.source)) : 'New: added manually'}
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

type AddProps = {
  onAdd: (name: string, weight: number) => void;
  /** how many interests already carry this name */
  takenCount: (name: string) => number;
  nameRef: RefObject<HTMLInputElement | null>;
};

/** The row that adds an interest (source Manual); it keeps its own state, so typing here renders nothing else. */
const AddInterest = memo(function AddInterest({ onAdd, takenCount, nameRef }: AddProps) {
  const [name, setName] = useState('');
  const [weight, setWeight] = useState(WEIGHT_DEFAULT);
  const [error, setError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = nameError(name, takenCount(name));
    if (problem) {
      flushSync(() => setError(problem));
      focusFirstInvalid(formRef.current);
      return;
    }
    onAdd(name, weight);
    setName('');
    setWeight(WEIGHT_DEFAULT);
    setError(undefined);
    nameRef.current?.focus();
  };
  return (
    <form ref={formRef} aria-label="Add an interest" noValidate onSubmit={submit} className="row g-2 align-items-start">
      <div className="col-12 col-md-5">
        <FormField
          className=""
          label="New interest"
          inputRef={nameRef}
          value={name}
          error={error}
          autoComplete="off"
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
        />
      </div>
      <div className="col col-md-4">
        <Slider label="Weight" value={weight} onChange={setWeight} min={WEIGHT_MIN} max={WEIGHT_MAX} step={WEIGHT_STEP} />
      </div>
      <div className="col-auto ms-auto align-self-end">
        <button type="submit" className="btn btn-outline-primary">
          Add
        </button>
      </div>
    </form>
  );
});

function StatusMessage({ status }: { status: Status }) {
  if (status.kind === 'error') {
    return (
      <div className="alert alert-danger d-flex align-items-center gap-2 py-2" role="alert">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="text-break">
          <span className="visually-hidden">Error: </span>
          {status.text}
        </span>
      </div>
    );
  }
  return (
    <div className="alert alert-info py-2 text-break" role="status">
      {status.text}
    </div>
  );
}
