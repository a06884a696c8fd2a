import { queryOptions } from '@tanstack/react-query';
import { getBuiltInSimilarity } from '@/api/user/demo';
import { longTermInterestsQuery, publicProfileQuery, savedTweetsQuery } from '@/api/user/queries';

export const visualizationKeys = {
  builtInSimilarity: () => ['getsimilarity'] as const,
};

/**
 * The long-term interests behind the cloud and the concept map, and the name of another viewed user
 * for the page's subtitle: the shared cache entries.
 */
export { longTermInterestsQuery as chartInterestsQuery, publicProfileQuery };

/** The caller's stored tweets (imported timeline and saved ones): the texts behind an interest's tweet ids; the shared cache entry. */
export { savedTweetsQuery as ownTweetsQuery };

/** The spec's concept map calls getsimilarity and only logs the result. */
export const builtInSimilarityQuery = () =>
  queryOptions({ queryKey: visualizationKeys.builtInSimilarity(), queryFn: ({ signal }) => getBuiltInSimilarity(signal), staleTime: Infinity });
