import { queryOptions } from '@tanstack/react-query';
import { getPublicProfile } from '@/api/user/accounts';
import { getUserSimilarity } from '@/api/user/demo';
import { activityStatsQuery, longTermInterestsQuery, streamGraphQuery } from '@/api/user/queries';

/** Keys of this feature; the public profile key is the one the chart pages use, so both share the cache entry. */
export const similarityKeys = {
  publicProfile: (userId: number) => ['public-profile', userId] as const,
  userSimilarity: (userId: number) => ['user-similarity', userId] as const,
};

/** The other user's profile (name in the header); a failed load shows inline, no toast. */
export const publicProfileQuery = (userId: number) =>
  queryOptions({ queryKey: similarityKeys.publicProfile(userId), queryFn: ({ signal }) => getPublicProfile(userId, signal) });

/**
 * Caller versus user {id}: one request feeds the header and all three explanations (the original
 * client fired it three times). The call is slow; its result stays fresh for 5 minutes.
 */
export const userSimilarityQuery = (userId: number) =>
  queryOptions({
    queryKey: similarityKeys.userSimilarity(userId),
    queryFn: ({ signal }) => getUserSimilarity(userId, signal),
    staleTime: 5 * 60_000,
  });

/** The slider's reads: the shared cache entries of the chart pages. */
export { activityStatsQuery, longTermInterestsQuery as interestsQuery, streamGraphQuery };
