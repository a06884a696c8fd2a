import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetAccountData, updateProfile, type ProfileInput } from '@/api/user/accounts';
import { triggerDataUpdate } from '@/api/user/interests';
import { profileQuery, sharedKeys } from '@/api/user/queries';
import { getDataFile, previewDataFile, restoreDataFile } from '@/api/user/standalone-data';

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

export function useRefreshAccountData() {
  return useMutation({ mutationFn: triggerDataUpdate });
}

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
