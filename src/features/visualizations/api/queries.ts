import { queryOptions } from '@tanstack/react-query';
import { getLongTermInterests, getOwnInterests } from '@/api/user/interests';
import { publicProfileQuery, savedTweetsQuery, sharedKeys } from '@/api/user/queries';

/** The name of another viewed user, for the page's subtitle: the shared cache entry. */
export { publicProfileQuery };

/**
 * The interests behind the Interest Overview, How does it work?, the concept map and the exports.
 * The own profile is read whole (GET /api/interests/long-term/, no 15-item cap: the set the dashboard
 * counts and Manage Interests edits), so every screen shows the same interests. Another user's is the
 * public list (GET /api/interests/long-term/user/{id}/), the only one a server shares.
 */
export const chartInterestsQuery = (user: { id: number; own: boolean }) =>
  queryOptions({
    queryKey: user.own ? sharedKeys.ownInterests() : sharedKeys.longTermInterests(user.id),
    queryFn: ({ signal }) => (user.own ? getOwnInterests(signal) : getLongTermInterests(user.id, signal)),
  });

/** The caller's stored tweets (imported timeline and saved ones): the texts behind an interest's tweet ids; the shared cache entry. */
export { savedTweetsQuery as ownTweetsQuery };
