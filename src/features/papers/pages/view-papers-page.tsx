import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { Paper } from '@/api/user/schemas';
import { announce } from '@/components/ui/announcer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFeatureProbe } from '@/components/ui/use-features';
import { QueryState } from '@/components/ui/query-state';
import { notifySuccess } from '@/components/ui/toasts';
import { errorCause } from '@/lib/error-message';
import { useSingleFlight } from '@/lib/use-single-flight';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { useDemoBackend } from '@/lib/demo-mode';
import { LIFECYCLE_LABELS, liveRefreshOutcome, papersQuery, useDeletePaper, useLifecycleAction, type LifecycleAction } from '../api/queries';
import { useProfileRefresh, type RefreshState } from '../hooks/use-profile-refresh';
import { PaperDetailModal } from '../components/paper-detail-modal';
import { PapersTable } from '../components/papers-table';
import { BusyButton } from '@/components/ui/busy-button';

/**
 * Room the loading state keeps for the list (px, narrow and wide): about ten papers, measured on the
 * loaded list at 412 and 1366 px wide. The footer's buttons then do not jump down when a list of
 * usual length arrives (on a phone they stay below the fold).
 */
const PAPERS_ROOM = [970, 590] as const;

/** /app/view-paper: 'My Publications' of the logged-in user. */
export function Component() {
  const navigate = useNavigate();
  const papers = useQuery(papersQuery());
  const [viewing, setViewing] = useState<Paper | null>(null);
  const [removing, setRemoving] = useState<Paper | null>(null);
  const deletePaper = useDeletePaper();
  // asked when the screen opens, so that the Remove confirmation says what this server does
  const removeForGood = useFeatureProbe('removePaper');
  const lifecycle = useLifecycleAction();
  const refresh = useProfileRefresh();
  const standalone = useDemoBackend() !== null;
  const singleFlight = useSingleFlight();
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const [failed, setFailed] = useState<{ action: LifecycleAction; error: unknown } | null>(null);
  const ownId = session.getOwnId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // after a delete: the removed paper and its row, to put focus on the row that took its place
  const focusAfterDelete = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (pending === null || removing !== null || papers.data?.some((paper) => paper.id === pending.id)) return;
    focusAfterDelete.current = null;
    const rowButtons = listRef.current?.querySelectorAll<HTMLElement>('button[aria-haspopup="menu"]') ?? [];
    // the next paper's options, else the last one's, else (list empty) the page heading
    const target = rowButtons[Math.min(pending.index, rowButtons.length - 1)] ?? headingRef.current;
    target?.focus();
  }, [papers.data, removing]);

  const confirmRemove = () => {
    if (!removing || deletePaper.isPending) return;
    const deleted = removing;
    deletePaper.mutate(deleted.id, {
      onSuccess: () => {
        focusAfterDelete.current = { id: deleted.id, index: Math.max(0, papers.data?.findIndex((paper) => paper.id === deleted.id) ?? 0) };
        setRemoving(null);
        notifySuccess('Paper deleted!');
        announce('Paper deleted');
      },
    });
  };

  /** Starts a background job once (a double click starts one), then watches for its effect. */
  const start = (action: LifecycleAction) =>
    void singleFlight(async () => {
      // one job at a time: not while one starts, nor while the page watches for its effect
      if (lifecycle.isPending || refresh.state.phase === 'watching') return;
      setFailed(null);
      try {
        const before = await refresh.baseline();
        await lifecycle.mutateAsync(action);
        setConfirmRegenerate(false);
        // the standalone build's live accounts fetch before answering and say what changed
        const told = standalone ? await liveRefreshOutcome() : null;
        if (told) refresh.tell(told);
        else refresh.watch(before);
      } catch (error) {
        setConfirmRegenerate(false);
        setFailed({ action, error });
      }
    });
  const running = lifecycle.isPending ? lifecycle.variables : null;
  const watching = refresh.state.phase === 'watching';

  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 mb-0" ref={headingRef} tabIndex={-1}>
          My Publications
        </h1>
        <div className="ms-auto d-flex flex-wrap gap-2">
          <BusyButton className="btn btn-sm btn-outline-primary" onClick={() => start('fetch')} busy={running === 'fetch'} unavailable={running === 'regenerate' || watching} spinnerClassName="me-1">
            {LIFECYCLE_LABELS.fetch}
          </BusyButton>
          <Link to={paths.addPaper} className="btn btn-sm btn-outline-primary">
            Add Publication
          </Link>
        </div>
      </div>
      <div className="card-body">
        {failed ? (
          <div className="alert alert-danger" role="alert">
            {LIFECYCLE_LABELS[failed.action]} failed. {errorCause(failed.error)} Nothing was changed.
          </div>
        ) : null}
        <RefreshStatus state={refresh.state} />
        <div ref={listRef}>
        <QueryState query={papers} empty="No Papers Found" reserve={PAPERS_ROOM}>
          {(list) => (
            <PapersTable
              papers={list}
              onView={setViewing}
              onEdit={(paper) => void navigate(paths.editPaper(paper.id))}
              onRemove={setRemoving}
            />
          )}
        </QueryState>
        </div>
      </div>
      <div className="card-footer bg-white d-flex gap-2">
        <BusyButton
          className="btn btn-primary"
          onClick={() => setConfirmRegenerate(true)}
          busy={running === 'regenerate'}
          unavailable={running === 'fetch' || watching}
          spinnerClassName="me-1"
        >
          {LIFECYCLE_LABELS.regenerate}
        </BusyButton>
        {ownId !== null ? (
          <Link to={paths.cloudChart(ownId)} className="btn btn-outline-secondary">
            Back
          </Link>
        ) : null}
      </div>

      <PaperDetailModal paper={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove paper?"
        confirmLabel="Delete"
        busy={deletePaper.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing?.title ?? ''}</p>
        <p className="mb-0 small text-muted">
          {removeForGood === 'offered'
            ? 'It is removed for good: fetching new papers will not bring it back.'
            : removeForGood === 'missing'
              ? 'A later import of your papers may bring it back.'
              : 'It is removed from your papers.'}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmRegenerate}
        title={LIFECYCLE_LABELS.regenerate}
        confirmLabel="Generate"
        danger={false}
        busy={running === 'regenerate'}
        onConfirm={() => start('regenerate')}
        onCancel={() => setConfirmRegenerate(false)}
      >
        <p className="mb-0">This will affect your interest profile! Are you sure?</p>
      </ConfirmDialog>
    </section>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What the page says while and after the server works in the background. */
function RefreshStatus({ state }: { state: RefreshState }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'watching') {
    return (
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span>
          Updating your profile… {state.lastChange ? `Last change: ${timeFormat.format(new Date(state.lastChange))}.` : null}
        </span>
      </div>
    );
  }
  if (state.phase === 'told') {
    return (
      <div className={`alert ${state.failed ? 'alert-warning' : 'alert-success'}`} role="status">
        {state.failed ? state.message : state.message === 'Nothing new' ? 'Nothing new.' : `Updated: ${state.message}.`}
      </div>
    );
  }
  if (state.phase === 'changed') {
    return (
      <div className="alert alert-success" role="status">
        Updated: {state.changes.join(', ')}.
      </div>
    );
  }
  return (
    <div className="alert alert-secondary" role="status">
      No change yet. The server may still be working; come back to this page later.
    </div>
  );
}
