import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '@/api/user/accounts';
import { getLongTermInterests } from '@/api/user/interests';

export const dashboardKeys = {
  profile: ['accounts', 'profile'] as const,
  interests: (userId: number) => ['interests', 'long-term', 'user', userId] as const,
};

/** The caller's profile; refreshed on every visit so the counts follow edits made elsewhere. */
export function profileQuery() {
  return queryOptions({ queryKey: dashboardKeys.profile, queryFn: getProfile, staleTime: 0 });
}

/** The interests of a user (their count is shown on the dashboard). */
export function interestsQuery(userId: number) {
  return queryOptions({ queryKey: dashboardKeys.interests(userId), queryFn: () => getLongTermInterests(userId), staleTime: 0 });
}
