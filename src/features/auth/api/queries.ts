import { queryOptions } from '@tanstack/react-query';
import { importStatusQuery as sharedImportStatusQuery } from '@/api/user/queries';

/** How often /app/redirect asks whether the import has finished (spec 9). */
export const IMPORT_POLL_MS = 2000;

/**
 * Import status, polled while the waiting screen is open. A failed call stops the polling: the
 * screen says what happened and offers a retry and the way on.
 */
export function importStatusQuery() {
  return queryOptions({
    ...sharedImportStatusQuery(),
    refetchInterval: (query) => (query.state.status === 'error' ? false : IMPORT_POLL_MS),
  });
}

/** How often the standalone build's waiting screen reads the live import's progress. */
export const LIVE_IMPORT_POLL_MS = 1000;

const RUNNING: ReadonlySet<string> = new Set(['fetching', 'extracting', 'waiting']);

/** The live import's progress (standalone build), read every second while it runs. */
export function importProgressQuery() {
  return queryOptions({
    queryKey: ['standalone', 'import'] as const,
    queryFn: async ({ signal }) => (await import('@/api/user/standalone-import')).getImportProgress(signal),
    refetchInterval: (query) => (query.state.status !== 'error' && (!query.state.data || RUNNING.has(query.state.data.phase)) ? LIVE_IMPORT_POLL_MS : false),
    staleTime: 0,
    gcTime: 0,
  });
}
