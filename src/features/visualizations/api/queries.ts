import { queryOptions } from '@tanstack/react-query';
import { getPublicProfile } from '@/api/user/accounts';
import { getBuiltInSimilarity } from '@/api/user/demo';
import { longTermInterestsQuery } from '@/api/user/queries';
import { getSavedTweets } from '@/api/user/tweets';

export const visualizationKeys = {
  publicProfile: (userId: number) => ['public-profile', userId] as const,
  ownTweets: () => ['tweets', 'own'] as const,
  builtInSimilarity: () => ['getsimilarity'] as const,
};

/** The long-term interests behind the cloud and the concept map; a failed load shows inline, no toast. */
export const chartInterestsQuery = (userId: number) => ({ ...longTermInterestsQuery(userId), meta: { silent: true } });

/** Name of another viewed user, for the page's subtitle. */
export const publicProfileQuery = (userId: number) =>
  queryOptions({ queryKey: visualizationKeys.publicProfile(userId), queryFn: ({ signal }) => getPublicProfile(userId, signal), meta: { silent: true } });

/** The caller's stored tweets (imported timeline and saved ones): the texts behind an interest's tweet ids. */
export const ownTweetsQuery = () => queryOptions({ queryKey: visualizationKeys.ownTweets(), queryFn: ({ signal }) => getSavedTweets(signal), meta: { silent: true } });

/** The spec's concept map calls getsimilarity and only logs the result. */
export const builtInSimilarityQuery = () =>
  queryOptions({ queryKey: visualizationKeys.builtInSimilarity(), queryFn: ({ signal }) => getBuiltInSimilarity(signal), staleTime: Infinity, meta: { silent: true } });
