import { queryOptions } from '@tanstack/react-query';
import { getDataImportStatus } from '@/api/user/accounts';

/** How often /app/redirect asks whether the import has finished (spec 9). */
export const IMPORT_POLL_MS = 2000;

export const authKeys = {
  importStatus: ['accounts', 'data-import-status'] as const,
};

/**
 * Import status, polled while the waiting screen is open. A failed call stops the polling: the
 * screen says what happened and offers a retry and the way on.
 */
export function importStatusQuery() {
  return queryOptions({
    queryKey: authKeys.importStatus,
    queryFn: ({ signal }) => getDataImportStatus(signal),
    refetchInterval: (query) => (query.state.status === 'error' ? false : IMPORT_POLL_MS),
    staleTime: 0,
    gcTime: 0,
  });
}
