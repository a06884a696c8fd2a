import { queryOptions } from '@tanstack/react-query';
import { getWikipediaStatus } from '@/api/standalone/wikipedia';
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

/**
 * How Wikipedia answered when the user's interests were last extracted (built-in backend only: a RIMA
 * server has no such route, so the caller enables it only there).
 */
export const wikipediaStatusQuery = (userId: number) =>
  queryOptions({ queryKey: ['wikipedia-status', userId] as const, queryFn: ({ signal }) => getWikipediaStatus(userId, signal), staleTime: 60_000 });
