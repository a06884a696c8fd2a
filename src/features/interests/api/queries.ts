import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import {
  addBlacklistedKeyword,
  deleteBlacklistedKeyword,
  deleteInterest,
  getBlacklist,
  saveInterests,
  type InterestRow,
} from '@/api/user/interests';
import { sharedKeys } from '@/api/user/queries';
import type { BlacklistedKeyword } from '@/api/user/schemas';

export const interestKeys = {
  /** the shared prefix of every interest query (the dashboard's and the charts' too) */
  all: sharedKeys.interests(),
  own: sharedKeys.ownInterests,
};

export const blacklistKeys = {
  all: ['blacklist'] as const,
  list: () => [...blacklistKeys.all, 'list'] as const,
};

/** GET /api/interests/long-term/: every own interest, heaviest first (shared with the dashboard's count). */
export { ownInterestsQuery } from '@/api/user/queries';

/** Saving un-blacklists the saved keywords; the next screens must see fresh data. */
export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: InterestRow[]) => saveInterests(rows),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: interestKeys.all }), queryClient.invalidateQueries({ queryKey: blacklistKeys.all })]),
  });
}

/** Deleting blacklists the keyword. Silent: the screen answers with its own messages (spec section 8). */
export function useDeleteInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInterest(id),
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: interestKeys.all });
      void queryClient.invalidateQueries({ queryKey: blacklistKeys.all });
    },
  });
}

/** The blacklist, or `unsupported` when the server has no such list (the real backend answers 404). */
export type BlacklistResult = { supported: true; keywords: BlacklistedKeyword[] } | { supported: false };

export async function loadBlacklist(signal?: AbortSignal): Promise<BlacklistResult> {
  try {
    return { supported: true, keywords: await getBlacklist(signal) };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return { supported: false };
    throw error;
  }
}

/**
 * Silent only for that 404 (turned into `unsupported` above, so no toast can fire for it);
 * any other failure reaches the global handler and the page's error state.
 */
export const blacklistQuery = () => queryOptions({ queryKey: blacklistKeys.list(), queryFn: ({ signal }) => loadBlacklist(signal) });

export function useAddBlacklistedKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyword: string) => addBlacklistedKeyword(keyword),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: blacklistKeys.all }), queryClient.invalidateQueries({ queryKey: interestKeys.all })]),
  });
}

export function useDeleteBlacklistedKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBlacklistedKeyword(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData(blacklistKeys.list(), (current: BlacklistResult | undefined) =>
        current?.supported ? { supported: true, keywords: current.keywords.filter((item) => item.id !== id) } : current,
      );
      return queryClient.invalidateQueries({ queryKey: blacklistKeys.all });
    },
  });
}
