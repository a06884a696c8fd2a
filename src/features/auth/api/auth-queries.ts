import { queryOptions, useMutation } from '@tanstack/react-query';
import { getDataImportStatus, loginUser, registerUser, type RegisterInput } from '@/api/user/accounts';

/** How often /app/redirect asks whether the import has finished (spec 9). */
export const IMPORT_POLL_MS = 2000;

export const authKeys = {
  importStatus: ['accounts', 'data-import-status'] as const,
};

/**
 * Import status, polled while the waiting screen is open. Failures stay silent: the screen keeps
 * polling and offers a way on after its timeout instead of raising toasts every two seconds.
 */
export function importStatusQuery() {
  return queryOptions({
    queryKey: authKeys.importStatus,
    queryFn: getDataImportStatus,
    refetchInterval: IMPORT_POLL_MS,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: loginUser });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (input: RegisterInput) => registerUser(input) });
}
