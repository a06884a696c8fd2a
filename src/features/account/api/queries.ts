import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SLOW_REQUEST_TIMEOUT_MS } from '@/api/http';
import { resetAccountData, updateProfile, type ProfileInput } from '@/api/user/accounts';
import { fetchNewPapers, regenerateInterestProfile } from '@/api/user/papers';
import { importProgressQuery, profileQuery, sharedKeys } from '@/api/user/queries';
import { getDataFile, previewDataFile, restoreDataFile } from '@/api/user/standalone-data';
import { getRemovedPapers, restoreRemovedPaper } from '@/api/user/standalone-removed-papers';

export { profileQuery };

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(input),
    onSuccess: (user) => {
      queryClient.setQueryData(sharedKeys.profile(), user);
      // A changed author or Twitter id wipes papers, tweets and interests on the server.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.interests() }),
      ]);
    },
  });
}

/**
 * reset-data/: everything deleted and imported again; every cached view of the user's data is dropped,
 * after a failure too (the server may have deleted everything before it failed). Silent: the reset
 * section says what a failure means, where the generic toast would say "Try again".
 */
export function useResetAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetAccountData, meta: { silent: true }, onSettled: () => queryClient.invalidateQueries() });
}

/** The actions of Your data that run in the background; their failures are shown beside their button, naming the action. */
export type LifecycleAction = 'regenerate' | 'fetch';

export const LIFECYCLE_LABELS: Readonly<Record<LifecycleAction, string>> = {
  regenerate: 'Regenerate profile',
  fetch: 'Fetch new papers and posts',
};

/**
 * Starts a background job: fetch (fetch-papers/ where offered, else trigger-data-updata/, a full
 * re-import) or regenerate (regenerate-interest-profile/ where offered, else trigger-paper-updata/).
 */
export function useLifecycleAction(builtIn: boolean) {
  // the built-in backend answers when the sources have (it shows their progress and Cancel meanwhile): no 30 s cut
  const options = builtIn ? { timeoutMs: SLOW_REQUEST_TIMEOUT_MS } : {};
  return useMutation({
    mutationFn: (action: LifecycleAction) => (action === 'regenerate' ? regenerateInterestProfile(options) : fetchNewPapers(options)),
    meta: { silent: true },
  });
}

/**
 * Cancel of a live account's running fetch or regeneration (standalone build): the answer is the
 * import's progress, put in its one query; the refresh's own request then answers "Cancelled".
 */
export function useCancelRefresh() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await import('@/api/user/standalone-import')).cancelRefresh(),
    onSuccess: (answer) => queryClient.setQueryData(importProgressQuery().queryKey, answer),
    meta: { silent: true },
  });
}

/** The standalone build: what the live account's last fetch changed, read once its action has answered. */
export const liveRefreshOutcome = async () => (await import('@/api/user/standalone-import')).getRefreshOutcome();

/** Download my data (standalone build): the caller's data file. */
export function useDownloadData() {
  return useMutation({ mutationFn: () => getDataFile() });
}

/** Checks a data file before it replaces anything; the component shows a refused file's sentence itself. */
export function usePreviewDataFile() {
  return useMutation({ mutationFn: (content: string) => previewDataFile(content), meta: { silent: true } });
}

/** Restore from a file (standalone build): every cached view of the user's data is dropped. */
export function useRestoreDataFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (content: string) => restoreDataFile(content), onSuccess: () => queryClient.invalidateQueries() });
}

/** Papers removed for good (the built-in backend only); under 'papers', so paper writes refresh it. */
export const removedPapersQuery = () => queryOptions({ queryKey: ['papers', 'removed'] as const, queryFn: ({ signal }) => getRemovedPapers(signal) });

/** Restore a removed paper: the list, My Publications and the counts follow. */
export function useRestoreRemovedPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paperId: string) => restoreRemovedPaper(paperId),
    onSuccess: (answer) => {
      queryClient.setQueryData(removedPapersQuery().queryKey, answer.removed);
      return Promise.all([queryClient.invalidateQueries({ queryKey: sharedKeys.papers() }), queryClient.invalidateQueries({ queryKey: sharedKeys.profile() })]);
    },
  });
}
