import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '@/lib/api-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { notifySuccess } from '@/components/ui/toasts';
import { useDeleteInterest, useSaveInterests } from '../api/queries';
import { hasErrors, rowsToPayload, serverRowErrors, validateRow, type KeywordRow, type RowErrors } from '../lib/keyword-rows';
import { cutText, pageHolding, pageOf } from '@/lib/bounded';
import { useSingleFlight } from '@/lib/use-single-flight';
import { focusAndReveal, focusFirstInvalid } from '@/lib/focus';
import { BusyButton } from '@/components/ui/busy-button';

type Status = { kind: 'success' | 'info' | 'error'; text: string };

type KeywordEditorProps = {
  initialRows: KeywordRow[];
  /** called once a save went through and fresh data has arrived */
  onSaved: () => void;
};

let newRowCounter = 0;

/**
 * Editable keyword rows with Add, Remove and Save (spec sections 2, 5 and 8). A long list is edited
 * a page at a time (Save sends every row); long names are cut in labels, the field holds the full text.
 */
export function KeywordEditor({ initialRows, onSaved }: KeywordEditorProps) {
  const [rows, setRows] = useState<KeywordRow[]>(initialRows);
  const [showErrors, setShowErrors] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [removing, setRemoving] = useState<KeywordRow | null>(null);
  const [page, setPage] = useState(0);
  const view = pageOf(rows, page);
  const singleFlight = useSingleFlight();
  const save = useSaveInterests();
  const remove = useDeleteInterest();
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // where focus goes once the rows have changed: a row's keyword field (by key), or Add
  const focusNext = useRef<{ row: string } | 'add' | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    // wait until the confirmation dialog has gone (the page behind it is inert)
    if (next === null || removing !== null) return;
    focusNext.current = null;
    if (next === 'add') {
      addRef.current?.focus();
      return;
    }
    const row = Array.from(formRef.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? []).find((element) => element.dataset.rowKey === next.row);
    focusAndReveal(row?.querySelector('input'));
  }, [rows, removing]);

  /** After `row` leaves the list: the keyword field of the row below it, else above it, else Add. */
  const focusAfterRemoving = (row: KeywordRow) => {
    const index = rows.findIndex((item) => item.key === row.key);
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? { row: neighbour.key } : 'add';
  };

  const serverErrors = save.isError && isApiError(save.error) && save.error.status === 400 ? serverRowErrors(save.error.body) : [];
  const errorsOf = (row: KeywordRow, index: number): RowErrors => {
    const local = showErrors ? validateRow(row) : {};
    const server = serverErrors[index] ?? {};
    return { name: local.name ?? server.name, weight: local.weight ?? server.weight };
  };

  const update = (key: string, patch: Partial<KeywordRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const addRow = () => {
    newRowCounter += 1;
    const key = `new-${newRowCounter}`;
    setRows((current) => [...current, { key, name: '', weight: '' }]);
    // the new row is the last one: show its page
    setPage(pageHolding(rows.length));
    setStatus(null);
    focusNext.current = { row: key };
  };

  const askRemove = (row: KeywordRow) => {
    setStatus(null);
    if (row.id === undefined) {
      focusAfterRemoving(row);
      setRows((current) => current.filter((item) => item.key !== row.key));
      return;
    }
    setRemoving(row);
  };

  const cancelRemove = () => {
    setRemoving(null);
    setStatus({ kind: 'info', text: 'Your Keyword is safe!' });
  };

  const confirmRemove = () => {
    const row = removing;
    if (!row || row.id === undefined || remove.isPending) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        focusAfterRemoving(row);
        setRows((current) => current.filter((item) => item.key !== row.key));
        setStatus({ kind: 'success', text: 'Poof! Your Keyword has been deleted!' });
      },
      onError: () => setStatus({ kind: 'error', text: 'Oops! Something Went Wrong' }),
      onSettled: () => setRemoving(null),
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = rows.findIndex((row) => hasErrors(validateRow(row)));
    // render the messages (on the page of the first invalid row) now so that its field can take the focus
    flushSync(() => {
      setStatus(null);
      setShowErrors(true);
      if (invalid >= 0) setPage(pageHolding(invalid));
    });
    if (invalid >= 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await singleFlight(async () => {
        await save.mutateAsync(rowsToPayload(rows));
        notifySuccess('Your Changes Has Been Successfully Updated!');
        onSaved();
      });
    } catch {
      // 400 messages appear beside the rows; the global handler raised the toast
    }
  };

  return (
    <>
      <div aria-live="polite">{status ? <StatusMessage status={status} /> : null}</div>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Interests">
        {rows.length === 0 ? (
          <p className="text-muted">No keywords yet. Use Add to enter one.</p>
        ) : (
          <div className="row g-2 small fw-semibold text-muted mb-1 d-none d-sm-flex" aria-hidden="true">
            <div className="col">Keyword</div>
            <div className="col-4 col-sm-3">Weight</div>
            <div className="col-auto"><span className="btn invisible">Remove</span></div>
          </div>
        )}
        <Pager label="Interest pages" noun="keywords" total={rows.length} {...view} onPage={setPage} />
        {view.items.map((row, offset) => {
          const index = view.first - 1 + offset;
          const errors = errorsOf(row, index);
          const rowName = cutText(row.name.trim()).text || `new keyword ${index + 1}`;
          // on a phone the name takes a line of its own, weight and Remove the next one
          return (
            <div key={row.key} data-row-key={row.key} role="group" aria-label={rowName} className="row g-2 align-items-start mb-3 mb-sm-2">
              <FormField
                className="col-12 col-sm"
                label="Keyword name"
                value={row.name}
                onChange={(name) => update(row.key, { name })}
                error={errors.name}
                hideLabel
              />
              <FormField
                className="col col-sm-3"
                label="Weight"
                type="number"
                inputMode="decimal"
                min={1}
                max={5}
                step={0.1}
                value={row.weight}
                onChange={(weight) => update(row.key, { weight })}
                error={errors.weight}
                hideLabel
              />
              <div className="col-auto">
                <button type="button" className="btn btn-outline-danger" aria-label={`Remove ${rowName}`} onClick={() => askRemove(row)}>
                  Remove
                </button>
              </div>
            </div>
          );
        })}
        <p className="form-text">Weights go from 1 to 5 in steps of 0.1. Renaming a saved keyword adds a new one; remove the old one to drop it.</p>
        <div className="d-flex gap-2">
          <button ref={addRef} type="button" className="btn btn-outline-primary" onClick={addRow}>
            Add
          </button>
          <BusyButton type="submit" className="btn btn-primary" busy={save.isPending} spinnerClassName="me-1">
            Save
          </BusyButton>
        </div>
      </form>
      <ConfirmDialog open={removing !== null} title="Are you sure?" confirmLabel="Delete" busy={remove.isPending} onConfirm={confirmRemove} onCancel={cancelRemove}>
        <p className="mb-0">Once deleted, you will not be able to see this Keyword!</p>
      </ConfirmDialog>
    </>
  );
}

function StatusMessage({ status }: { status: Status }) {
  if (status.kind === 'error') {
    return (
      <div className="alert alert-danger d-flex align-items-center gap-2" role="alert">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>
          <span className="visually-hidden">Error: </span>
          {status.text}
        </span>
      </div>
    );
  }
  return (
    <div className={`alert ${status.kind === 'success' ? 'alert-success' : 'alert-info'}`} role="status">
      {status.text}
    </div>
  );
}
