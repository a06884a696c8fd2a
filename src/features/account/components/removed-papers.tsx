import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BusyButton } from '@/components/ui/busy-button';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { cutText } from '@/lib/bounded';
import { removedPapersQuery, useRestoreRemovedPaper } from '../api/queries';

/**
 * 'Removed papers' (the built-in backend only): the papers removed for good, which a fetch does not
 * bring back, each with Restore. What Restore did is said beside the list.
 */
export function RemovedPapers() {
  const removed = useQuery(removedPapersQuery());
  const restore = useRestoreRemovedPaper();
  const shown = useShownCount();
  const [told, setTold] = useState<string | null>(null);

  const restoreOne = (paperId: string, title: string) => {
    if (restore.isPending) return;
    restore.mutate(paperId, {
      onSuccess: (answer) => setTold(answer.back ? `Restored: ${title} is back in My Publications.` : `Restored: the next fetch brings ${title} back.`),
    });
  };

  return (
    <section className="border rounded p-3 mb-3" aria-labelledby="removed-papers-heading">
      <h3 id="removed-papers-heading" className="h6">
        Removed papers
      </h3>
      <p className="small text-muted">Papers you removed stay removed when new papers are fetched. Restore one to have it in My Publications again.</p>
      <QueryState query={removed} empty={<span className="small">You have not removed any paper.</span>} errorTitle="The removed papers could not be loaded.">
        {(list) => (
          <>
            <ul className="list-unstyled mb-0" aria-label="Removed papers">
              {list.slice(0, shown.count).map((paper) => {
                const title = paper.title ? cutText(paper.title).text : `Paper ${cutText(paper.paper_id).text}`;
                return (
                  <li key={paper.paper_id} className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom">
                    <span className="me-auto text-break">
                      {title}
                      {paper.year !== null ? <span className="text-muted"> ({paper.year})</span> : null}
                    </span>
                    <BusyButton
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={`Restore ${title}`}
                      onClick={() => restoreOne(paper.paper_id, title)}
                      busy={restore.isPending && restore.variables === paper.paper_id}
                      unavailable={restore.isPending && restore.variables !== paper.paper_id}
                    >
                      Restore
                    </BusyButton>
                  </li>
                );
              })}
            </ul>
            <ShowMore shown={Math.min(shown.count, list.length)} total={list.length} onMore={shown.more} noun="removed papers" />
          </>
        )}
      </QueryState>
      {told ? (
        <p className="small mt-2 mb-0" role="status">
          {told}
        </p>
      ) : null}
    </section>
  );
}
