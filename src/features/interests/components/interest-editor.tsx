import { memo, useCallback, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Location } from 'react-router-dom';
import { BusyButton } from '@/components/ui/busy-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Slider } from '@/components/ui/slider';
import { notifySuccess } from '@/components/ui/toasts';
import { isApiError } from '@/lib/api-error';
import { errorToastText, GENERIC_ERROR_MESSAGE } from '@/lib/error-message';
import { useForm } from '@/lib/form/use-form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { SaveStepError, useSaveInterestProfile } from '../api/queries';
import { useInterestRows, type Status } from '../hooks/use-interest-rows';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { WEIGHT_DEFAULT, WEIGHT_MAX, WEIGHT_MIN, WEIGHT_STEP, type KeywordRow } from '../lib/keyword-rows';
import { addInterestValidator } from '../lib/interest-schemas';
import { rowErrorsByKey, savePayload } from '../lib/save-payload';
import { InterestTable } from './interest-table';

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

/**
 * Manage Interests: every interest of the user with its name, a weight slider (1 to 5, steps of 0.1),
 * Delete (after a confirmation) and Undo; a form to add one; Reset and Save. Nothing reaches the
 * server before Save, which sends the whole list (see savePayload and useSaveInterestProfile). Leaving
 * with unsaved changes (closing the dialog, Escape, another route) asks first (useUnsavedChangesGuard).
 * A long list is edited a page at a time (InterestTable); each row renders again only when it changes,
 * so typing and Add stay quick with 10,000 interests. The rows and their actions live in
 * useInterestRows. Used inline on /app/keyword and in the Manage Interests dialog.
 */
export function InterestEditor({ initialRows, focusName, onSaved, staysOn }: InterestEditorProps) {
  const editor = useInterestRows(initialRows, focusName);
  const { rows, dirty, status, setStatus, setServerErrors } = editor;
  const guard = useUnsavedChangesGuard(dirty, staysOn);
  const save = useSaveInterestProfile();
  const singleFlight = useSingleFlight();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (editor.revealInvalid()) return;
    const { plan, kept, deletions } = savePayload(rows);
    setStatus(null);
    setServerErrors(new Map());
    try {
      await singleFlight(async () => {
        await save.mutateAsync(plan);
        notifySuccess('Your Changes Has Been Successfully Updated!');
        if (deletions > 0) notifySuccess('Poof! Your Keyword has been deleted!');
        guard.release();
        onSaved();
      });
    } catch (error) {
      const step = error instanceof SaveStepError ? error.step : 'save';
      const cause = error instanceof SaveStepError ? error.cause : error;
      const why = errorToastText(cause) ?? GENERIC_ERROR_MESSAGE;
      if (step === 'save' && isApiError(cause) && cause.status === 400) setServerErrors(rowErrorsByKey(kept, cause.body));
      setStatus({ kind: 'error', text: step === 'remove' ? `Oops! Something Went Wrong. ${why}` : `Your changes were not saved. ${why}` });
    }
  };

  return (
    <div className="rima-interest-editor">
      <AddInterest onAdd={editor.add} takenCount={editor.takenCount} nameRef={editor.addNameRef} />
      <div aria-live="polite" className="mt-2">
        {status ? <StatusMessage status={status} /> : null}
      </div>
      <form ref={editor.listRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Interests">
        <InterestTable
          total={rows.length}
          view={editor.view}
          onPage={editor.setPage}
          counts={editor.counts}
          serverErrors={editor.serverErrors}
          onRename={editor.rename}
          onWeigh={editor.weigh}
          onUndo={editor.undo}
          onDelete={editor.askDelete}
        />
        <div className="rima-editor-actions d-flex flex-wrap align-items-center gap-2 py-2">
          <span className="small text-muted me-auto">{dirty ? 'Unsaved changes' : 'No unsaved changes'}</span>
          <button type="button" className="btn btn-outline-secondary" onClick={editor.reset} disabled={!dirty}>
            Reset
          </button>
          <BusyButton type="submit" className="btn btn-primary" busy={save.isPending} spinnerClassName="me-1">
            Save
          </BusyButton>
        </div>
      </form>
      <ConfirmDialog open={editor.removing !== null} title="Are you sure?" confirmLabel="Delete" onConfirm={editor.confirmDelete} onCancel={editor.cancelDelete}>
        <p className="mb-0">Once deleted, you will not be able to see this Keyword!</p>
      </ConfirmDialog>
      <ConfirmDialog open={guard.asking} title="Unsaved changes" confirmLabel="Discard changes" cancelLabel="Keep editing" onConfirm={guard.leave} onCancel={guard.stay}>
        <p className="mb-0">{UNSAVED_QUESTION}</p>
      </ConfirmDialog>
    </div>
  );
}

type AddProps = {
  onAdd: (name: string, weight: number) => void;
  /** how many interests already carry this name */
  takenCount: (name: string) => number;
  nameRef: RefObject<HTMLInputElement | null>;
};

/** The row that adds an interest (source Manual); it keeps its own state, so typing here renders nothing else. */
const AddInterest = memo(function AddInterest({ onAdd, takenCount, nameRef }: AddProps) {
  const [weight, setWeight] = useState(WEIGHT_DEFAULT);
  // the rule reads the rows as they are when it runs
  const taken = useRef(takenCount);
  taken.current = takenCount;
  const loadValidator = useCallback(() => Promise.resolve(addInterestValidator((name) => taken.current(name))), []);
  const form = useForm(loadValidator, { name: '' });
  const submit = form.submit({
    onValid: ({ name }) => {
      onAdd(name, weight);
      form.reset({ name: '' });
      setWeight(WEIGHT_DEFAULT);
      nameRef.current?.focus();
    },
  });
  return (
    <form ref={form.formRef} aria-label="Add an interest" noValidate onSubmit={submit} onFocus={() => void form.preload()} className="row g-2 align-items-start">
      <div className="col-12 col-md-5">
        <FormField className="" label="New interest" inputRef={nameRef} {...form.field('name')} autoComplete="off" />
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
