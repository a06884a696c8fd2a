import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { ImportProgress } from '@/api/user/standalone-import';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { elapsedText } from '@/components/ui/wait-progress';
import { errorCause } from '@/lib/error-message';
import { importProgressQuery } from '@/api/user/queries';
import { useImportAction } from '../hooks/use-import-action';

/** The bar's numbers for a phase: fetched of the author's count, or extracted of the papers to extract. */
function barOf(progress: ImportProgress): { value: number; max: number } | null {
  if (progress.phase === 'extracting') return progress.extract_total > 0 ? { value: progress.extracted, max: progress.extract_total } : null;
  if (progress.total === null || progress.total === 0) return null;
  return { value: Math.min(progress.fetched, progress.total), max: progress.total };
}

function ProgressBar({ progress }: { progress: ImportProgress }) {
  const bar = barOf(progress);
  const percent = bar ? Math.round((100 * bar.value) / bar.max) : 100;
  return (
    <div
      className="progress my-3"
      role="progressbar"
      aria-label={progress.phase === 'extracting' ? 'Extracting interests' : 'Fetching your papers'}
      aria-valuemin={bar ? 0 : undefined}
      aria-valuemax={bar ? bar.max : undefined}
      aria-valuenow={bar ? bar.value : undefined}
      aria-valuetext={bar ? `${bar.value} of ${bar.max}` : 'Working'}
      style={{ height: 10 }}
    >
      <div className={`progress-bar${bar ? '' : ' progress-bar-striped progress-bar-animated'}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

type Act = ReturnType<typeof useImportAction>;

/** What the import's Cancel, Retry or "Continue without papers" failed with, if it did. */
function ActionError({ act }: { act: Act }) {
  return act.error ? (
    <p role="alert" className="text-danger">
      {errorCause(act.error)}
    </p>
  ) : null;
}

/** The import's note and the items it left out, each in its own paragraph. */
function NoteAndLeftOut({ data }: { data: ImportProgress }) {
  return (
    <>
      {data.note ? <p>{data.note}</p> : null}
      {data.left_out ? <p>{data.left_out}</p> : null}
    </>
  );
}

function ContinueLink({ target }: { target: string }) {
  return (
    <Link to={target} className="btn btn-primary">
      Continue to your profile
    </Link>
  );
}

/** The import is done with something to tell first (a note, items left out): said, then "Continue to your profile". */
function ImportedWithNote({ data, target }: { data: ImportProgress; target: string }) {
  return (
    <div className="text-start">
      <p role="status" className="fw-semibold">
        Your papers are imported.
      </p>
      <NoteAndLeftOut data={data} />
      <ContinueLink target={target} />
    </div>
  );
}

/** The import failed: what failed, what was kept, and Retry or "Continue without papers". */
function FailedImport({ data, act }: { data: ImportProgress; act: Act }) {
  return (
    <div role="alert" className="text-start">
      <p className="fw-semibold">Your papers could not be imported from Semantic Scholar.</p>
      <p>{data.error}</p>
      {data.fetched > 0 ? <p>{data.fetched.toLocaleString('en')} papers were fetched and are kept.</p> : null}
      <NoteAndLeftOut data={data} />
      <ActionError act={act} />
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" disabled={act.isPending} onClick={() => act.mutate('retry')}>
          Retry
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={act.isPending} onClick={() => act.mutate('skip')}>
          Continue without papers
        </button>
      </div>
    </div>
  );
}

/** The import was cancelled: what was kept, "Continue to your profile" and Retry. */
function CancelledImport({ data, target, act }: { data: ImportProgress; target: string; act: Act }) {
  return (
    <div>
      <p role="status">{data.message}</p>
      <NoteAndLeftOut data={data} />
      <ActionError act={act} />
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <ContinueLink target={target} />
        <button type="button" className="btn btn-outline-secondary" disabled={act.isPending} onClick={() => act.mutate('retry')}>
          Retry
        </button>
      </div>
    </div>
  );
}

/** The import runs: what it does with its counts, the bar, the time elapsed, why it waits, and Cancel. */
function RunningImport({ data, act }: { data: ImportProgress; act: Act }) {
  return (
    <div className="text-start">
      <p role="status" className="mb-1">
        {data.message}
      </p>
      <ProgressBar progress={data} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-muted small">Elapsed: {elapsedText(data.elapsed_ms / 1000)}</span>
        {data.wait ? (
          <span className="small" aria-live="polite">
            {data.wait}
          </span>
        ) : null}
        <button type="button" className="btn btn-sm btn-outline-secondary ms-auto" disabled={act.isPending} onClick={() => act.mutate('cancel')}>
          Cancel
        </button>
      </div>
      <ActionError act={act} />
    </div>
  );
}

/**
 * The standalone build's waiting screen for a live account: what the import does with its counts
 * ("Fetching your papers from Semantic Scholar: 100 of 212"), a progress bar, the time elapsed,
 * why it waits ("Semantic Scholar is busy; trying again in 8 s") and Cancel (what was fetched stays).
 * On failure it says what failed and offers Retry and "Continue without papers"; when the import is
 * done it opens `target`, unless the import has a note to tell (the cap reached, a list that never
 * ended, Bluesky failing): then it says it and waits for "Continue to your profile". An account
 * without a live import (a seeded one) gets `fallback`: the server-polling screen.
 */
export function LiveImportProgress({ target, fallback }: { target: string; fallback: ReactNode }) {
  const navigate = useNavigate();
  const progress = useQuery(importProgressQuery());
  const act = useImportAction();
  const phase = progress.data?.phase;
  // a note, or items left out, are said before going on
  const note = progress.data?.note ?? progress.data?.left_out ?? null;

  useEffect(() => {
    if (phase === 'done' && note === null) void navigate(target, { replace: true });
  }, [phase, note, navigate, target]);

  if (progress.isError) {
    return (
      <div>
        <ErrorState title="We could not check whether your data has arrived." error={progress.error} onRetry={() => void progress.refetch()} />
        <ContinueLink target={target} />
      </div>
    );
  }
  const data = progress.data;
  if (data?.phase === 'done' && note !== null) return <ImportedWithNote data={data} target={target} />;
  if (!data || data.phase === 'done') return <Spinner label="Fetching your data…" />;
  if (data.phase === 'idle') return fallback;
  if (data.phase === 'failed') return <FailedImport data={data} act={act} />;
  if (data.phase === 'cancelled') return <CancelledImport data={data} target={target} act={act} />;
  return <RunningImport data={data} act={act} />;
}
