import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useGroupedFailure } from './failure-group';
import { Spinner, type Reserve } from './spinner';
import { EmptyState, ErrorState } from './states';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** the spec's empty text for this screen; omit for data that cannot be empty (a profile, one paper) */
  empty?: ReactNode;
  /** defaults to "an empty array" */
  isEmpty?: (data: T) => boolean;
  /** what the spinner announces while loading */
  loadingLabel?: string;
  /** the room (px) the loading state keeps free for the data (a chart's own height), so nothing below it jumps */
  reserve?: Reserve;
  /** the first words of the error state, e.g. "Your interests could not be loaded." */
  errorTitle?: string;
  /** the screen's own words for a failure, in place of the error state (the spec gives some screens theirs) */
  renderError?: (error: Error) => ReactNode;
  /** the spinner, not the last failure, while a failed query asks again (e.g. on reopening a dialog) */
  spinWhileRetrying?: boolean;
  /**
   * Draws the data in a background render that yields to input (React's deferred value), the spinner
   * standing until it is drawn: for an answer that draws many charts at once, which would otherwise
   * hold the main thread in one long task.
   */
  deferred?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * The one loading/empty/error component of every screen: spinner, inline error with a retry (a
 * failed load never toasts), the spec's empty message, or the data. Inside a FailureGroup (the
 * conference pages) a server failure met by a second card is said once for the page.
 */
export function QueryState<T>({ query, empty, isEmpty, loadingLabel, reserve, errorTitle, renderError, spinWhileRetrying, deferred, children }: QueryStateProps<T>) {
  // the page says once that its server cannot answer (FailureGroup): this card says only that it is not loaded
  const grouped = useGroupedFailure(query);
  if (grouped) return query.isFetching ? <Spinner label={loadingLabel} reserve={reserve} /> : <p className="text-muted small mb-0">Not loaded.</p>;
  if (query.isPending || (spinWhileRetrying && query.isError && query.isFetching)) return <Spinner label={loadingLabel} reserve={reserve} />;
  if (query.isError) return renderError ? <>{renderError(query.error)}</> : <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (empty !== undefined) {
    const blank = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
    if (blank) return <EmptyState>{empty}</EmptyState>;
  }
  if (deferred) return <DeferredData data={data} loadingLabel={loadingLabel} reserve={reserve} draw={children} />;
  return <>{children(data)}</>;
}

const NOT_YET = Symbol('not drawn yet');

function DeferredData<T>({ data, loadingLabel, reserve, draw }: { data: T; loadingLabel?: string; reserve?: Reserve; draw: (data: T) => ReactNode }) {
  const shown = useDeferredValue<T | typeof NOT_YET>(data, NOT_YET);
  return shown === NOT_YET ? <Spinner label={loadingLabel} reserve={reserve} /> : <>{draw(shown)}</>;
}
