import { queryOptions } from '@tanstack/react-query';
import { importStatusQuery as sharedImportStatusQuery } from '@/api/user/queries';
import { pollEvery } from '@/config/polling';

/**
 * Import status, polled while the waiting screen is open. A failed call stops the polling: the
 * screen says what happened and offers a retry and the way on.
 */
export function importStatusQuery() {
  return queryOptions({
    ...sharedImportStatusQuery(),
    refetchInterval: (query) => (query.state.status === 'error' ? false : pollEvery.importMs),
  });
}
