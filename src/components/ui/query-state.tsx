import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from './spinner';
import { EmptyState, ErrorState } from './states';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** the spec's empty text for this screen */
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** Renders one of: spinner, error state, the spec's empty message, the data. */
export function QueryState<T>({ query, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const blank = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
  if (blank) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
