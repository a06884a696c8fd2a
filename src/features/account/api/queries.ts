import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetAccountData, updateProfile, type ProfileInput } from '@/api/user/accounts';
import { triggerDataUpdate } from '@/api/user/interests';
import { profileQuery, sharedKeys } from '@/api/user/queries';

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

/** reset-data/: everything deleted and imported again; every cached view of the user's data is dropped. */
export function useResetAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetAccountData, onSuccess: () => queryClient.invalidateQueries() });
}

export function useRefreshAccountData() {
  return useMutation({ mutationFn: triggerDataUpdate });
}
