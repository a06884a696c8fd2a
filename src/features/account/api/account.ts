import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getProfile, updateProfile, type ProfileInput } from '@/api/user/accounts';
import { triggerDataUpdate } from '@/api/user/interests';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};

/** The caller's profile; counts change elsewhere (papers, tweets), so it is read fresh on every visit. */
export const profileQuery = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile, staleTime: 0 });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(input),
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.profile(), user);
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export function useRefreshAccountData() {
  return useMutation({ mutationFn: triggerDataUpdate });
}
