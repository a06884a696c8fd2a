import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import {
  addBlacklistedKeyword,
  deleteBlacklistedKeyword,
  deleteInterest,
  getBlacklist,
  saveInterests,
} from '@/api/user/interests';
import { sharedKeys } from '@/api/user/queries';
import type { BlacklistedKeyword } from '@/api/user/schemas';
import { ownInterestsQuery } from '@/api/user/queries';
import { interestsToRows, nameKey, planSave, WEIGHT_DEFAULT, type SavePlan } from '../lib/keyword-rows';

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

/** Which step of a save failed: removing an interest (DELETE) or sending the list (POST). */
export class SaveStepError extends Error {
  override name = 'SaveStepError';
  readonly step: 'remove' | 'save';
  override readonly cause: unknown;
  constructor(step: 'remove' | 'save', cause: unknown) {
    super(step === 'remove' ? 'removing an interest failed' : 'saving the interests failed');
    this.step = step;
    this.cause = cause;
  }
}

const alreadyGone = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;

/**
 * Save of Manage Interests, right under both backends: first the removed interests go (DELETE by id,
 * one at a time; a 404 means already gone, so a retry after a partial failure goes through), then the
 * whole list is sent (POST). DELETE first, because the released backend upserts the list and keeps
 * whatever it leaves out, and because it blacklists the name under both backends alike (the
 * development backend's replace would drop a left-out interest without blacklisting it).
 * Silent: the editor says what failed inside itself (a toast would sit behind the dialog).
 * Afterwards, saved or not (a removal may have gone through), every interest view is read again.
 */
export function useSaveInterestProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: SavePlan) => {
      for (const id of plan.remove) {
        try {
          await deleteInterest(id);
        } catch (error) {
          if (!alreadyGone(error)) throw new SaveStepError('remove', error);
        }
      }
      try {
        await saveInterests(plan.keep);
      } catch (error) {
        throw new SaveStepError('save', error);
      }
    },
    meta: { silent: true },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: interestKeys.all }), queryClient.invalidateQueries({ queryKey: blacklistKeys.all })]),
  });
}

/**
 * Adds one interest by name (weight 3, source Manual), as Add and Save in Manage Interests would:
 * the whole list goes with it (planSave: the development backend replaces the list with what it
 * gets), read fresh first. Resolves false when the name is already one of the interests (nothing
 * sent). Failures reach the global handler's toast; every interest view is read again after.
 */
export function useAddInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const current = await queryClient.fetchQuery({ ...ownInterestsQuery(), staleTime: 0 });
      if (current.some((interest) => nameKey(interest.keyword) === nameKey(name))) return false;
      const plan = planSave([{ key: 'added', name, weight: WEIGHT_DEFAULT, deleted: false }, ...interestsToRows(current)]);
      await saveInterests(plan.keep);
      return true;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: interestKeys.all }),
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
