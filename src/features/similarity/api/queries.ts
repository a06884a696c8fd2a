import { queryOptions } from '@tanstack/react-query';
import { getUserSimilarity } from '@/api/user/demo';
import { activityStatsQuery, longTermInterestsQuery, publicProfileQuery, streamGraphQuery } from '@/api/user/queries';

export const similarityKeys = {
  userSimilarity: (userId: number) => ['user-similarity', userId] as const,
};

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

/** The slider's reads and the other user's name (header): the shared cache entries of the chart pages. */
export { activityStatsQuery, longTermInterestsQuery as interestsQuery, publicProfileQuery, streamGraphQuery };
