import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

type Group = { failed: number; report: (id: string, failed: boolean) => void };

const FailureGroupContext = createContext<Group | null>(null);

/** A failure of the server itself (5xx): the same for every card of a page that asks the same server. */
function isServerFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status !== null && error.status >= 500;
}

/**
 * The pages of one data source (the conference pages): once a second card of the page has met a
 * server failure (5xx), the page says once that the server cannot answer `subject` now, with one Try
 * again for every failed query of the page, and those cards say only that they were not loaded (QueryState asks
 * useGroupedFailure). Other failures (a timeout, an unreadable answer) stay on their card. `key` the
 * group by page so that the count starts afresh on each.
 */
export function FailureGroup({ subject, children }: { subject: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [failures, setFailures] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, failed: boolean) => {
    setFailures((current) => {
      if (current.has(id) === failed) return current;
      const next = new Set(current);
      if (failed) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const group = useMemo(() => ({ failed: failures.size, report }), [failures.size, report]);
  // every failed query the page shows, those a card holds back behind another (a second year) included
  const retry = () => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  return (
    <FailureGroupContext value={group}>
      {failures.size >= 2 ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>
            <strong>The server cannot answer {subject} now.</strong> Its cards below were not loaded.
          </span>
          <button type="button" className="btn btn-sm btn-outline-danger ms-auto" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {children}
    </FailureGroupContext>
  );
}

/**
 * For QueryState: tells the page's FailureGroup (if any) whether this query met a server failure;
 * true when the group speaks for it (a second card failed too), so the card need not.
 */
export function useGroupedFailure<T>(query: UseQueryResult<T>): boolean {
  const group = useContext(FailureGroupContext);
  const report = group?.report;
  const id = useId();
  const failed = query.isError && isServerFailure(query.error);
  useEffect(() => {
    if (!report) return undefined;
    report(id, failed);
    return () => report(id, false);
  }, [report, id, failed]);
  return group !== null && failed && group.failed >= 2;
}
