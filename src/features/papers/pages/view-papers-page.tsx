import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { Paper } from '@/api/user/schemas';
import { announce } from '@/components/ui/announcer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFeatureProbe } from '@/components/ui/use-features';
import { QueryState } from '@/components/ui/query-state';
import { notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { papersQuery, useDeletePaper } from '../api/queries';
import { PaperDetailModal } from '../components/paper-detail-modal';
import { PapersTable } from '../components/papers-table';

/**
 * Room the loading state keeps for the list (px, narrow and wide): about ten papers, measured on the
 * loaded list at 412 and 1366 px wide. The footer's buttons then do not jump down when a list of
 * usual length arrives (on a phone they stay below the fold).
 */
const PAPERS_ROOM = [970, 590] as const;

/** Fetching and regenerating live in Your data on My account: both buttons of this page lead there. */
const YOUR_DATA_PATH = `${paths.userProfile}#your-data`;

/**
 * Removing a paper after its confirmation: when the list no longer has it, the focus goes to the row
 * that took its place (the next paper's options, else the last one's, else the page heading).
 */
function useRemovePaper(papers: Paper[] | undefined) {
  const [removing, setRemoving] = useState<Paper | null>(null);
  const deletePaper = useDeletePaper();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // after a delete: the removed paper and its row, to put focus on the row that took its place
  const focusAfterDelete = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (pending === null || removing !== null || papers?.some((paper) => paper.id === pending.id)) return;
    focusAfterDelete.current = null;
    const rowButtons = listRef.current?.querySelectorAll<HTMLElement>('button[aria-haspopup="menu"]') ?? [];
    const target = rowButtons[Math.min(pending.index, rowButtons.length - 1)] ?? headingRef.current;
    target?.focus();
  }, [papers, removing]);

  const confirmRemove = () => {
    if (!removing || deletePaper.isPending) return;
    const deleted = removing;
    deletePaper.mutate(deleted.id, {
      onSuccess: () => {
        focusAfterDelete.current = { id: deleted.id, index: Math.max(0, papers?.findIndex((paper) => paper.id === deleted.id) ?? 0) };
        setRemoving(null);
        notifySuccess('Paper deleted!');
        announce('Paper deleted');
      },
    });
  };
  return { removing, setRemoving, confirmRemove, deleting: deletePaper.isPending, headingRef, listRef };
}

/** /app/view-paper: 'My Publications' of the logged-in user. */
export function Component() {
  const navigate = useNavigate();
  const papers = useQuery(papersQuery());
  const [viewing, setViewing] = useState<Paper | null>(null);
  const { removing, setRemoving, confirmRemove, deleting, headingRef, listRef } = useRemovePaper(papers.data);
  // asked when the screen opens, so that the Remove confirmation says what this server does
  const removeForGood = useFeatureProbe('removePaper');
  const ownId = session.getOwnId();

  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 mb-0" ref={headingRef} tabIndex={-1}>
          My Publications
        </h1>
        <div className="ms-auto d-flex flex-wrap gap-2">
          <Link to={YOUR_DATA_PATH} className="btn btn-sm btn-outline-primary">
            Fetch new papers and posts
          </Link>
          <Link to={paths.addPaper} className="btn btn-sm btn-outline-primary">
            Add Publication
          </Link>
        </div>
      </div>
      <div className="card-body">
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
        <Link to={YOUR_DATA_PATH} className="btn btn-primary">
          Regenerate profile
        </Link>
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
        busy={deleting}
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
    </section>
  );
}
