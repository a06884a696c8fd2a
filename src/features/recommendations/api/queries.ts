import { keepPreviousData, queryOptions, skipToken, useMutation, useQueryClient, type SkipToken } from '@tanstack/react-query';
import { computeKeywordSimilarity, extractInterests } from '@/api/user/demo';
import { sharedKeys } from '@/api/user/queries';
import { cancelBlueskyNetwork, getBlueskyNetwork, getBlueskyPeople, hideBlueskyPost, startBlueskyNetwork } from '@/api/user/standalone-bluesky';
import { deleteSavedTweet, getRecommendedTweets, saveTweet } from '@/api/user/tweets';
import type { RecommendedTweet } from '@/api/user/schemas';
import { combinedApproximation } from '@/components/ui/approximation-note';
import { tagRequests } from '../lib/tweets';
import type { Tag } from '../lib/tags';
import { heatMapFromScores, keptKeywords, keywordPairs } from '../lib/why-this-tweet';
import { pollEvery } from '@/config/polling';

export const recommendationKeys = {
  all: ['recommendations'] as const,
  tweets: (request: ReturnType<typeof tagRequests>) => [...recommendationKeys.all, 'tweets', request] as const,
  /** no tag: null is no request, so this key never stands for real tweets */
  noTweets: () => [...recommendationKeys.all, 'tweets', null] as const,
  why: (idStr: string, interests: readonly string[]) => [...recommendationKeys.all, 'why', idStr, interests] as const,
};

/**
 * POST recommended-tweets for the tags. Keyed on what the server reads, in a stable order, so that
 * reordering or re-weighting tags (client-side only) sends nothing. Its failure is shown inline.
 */
export const recommendedTweetsQuery = (tags: readonly Tag[] | SkipToken) => {
  const request = tags === skipToken ? null : tagRequests(tags);
  return queryOptions({
    queryKey: request === null ? recommendationKeys.noTweets() : recommendationKeys.tweets(request),
    queryFn: request === null ? skipToken : async ({ signal }) => (await getRecommendedTweets(request, signal)).data,
    placeholderData: keepPreviousData,
  });
};

/** GET tweets: saved recommendations and timeline rows (the shared cache entry); the screen keeps the rows with a screen_name. */
export { savedTweetsQuery } from '@/api/user/queries';

export function useSaveTweet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tweet: RecommendedTweet) =>
      saveTweet({ id_str: tweet.id_str, full_text: tweet.full_text, screen_name: tweet.user.screen_name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.savedTweets() }),
  });
}

export function useDeleteSavedTweet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idStr: string) => deleteSavedTweet(idStr),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.savedTweets() }),
  });
}

/**
 * 'Why this tweet?' heat map: keywords of the tweet (Yake, first 5 kept) against the user's
 * interests, one WordEmbedding similarity per pair, and whether any of them is approximate (the
 * built-in backend's word vectors). Computed on first open, then cached.
 */
export const whyThisTweetQuery = (tweet: { id_str: string; full_text: string }, interests: readonly string[]) =>
  queryOptions({
    queryKey: recommendationKeys.why(tweet.id_str, interests),
    queryFn: async ({ signal }) => {
      const keywords = keptKeywords(await extractInterests({ text: tweet.full_text, algorithm: 'Yake' }, signal));
      if (keywords.length === 0) throw new Error('no keywords in this tweet');
      const pairs = keywordPairs(keywords, interests);
      const answers = await Promise.all(
        pairs.map((pair) => computeKeywordSimilarity({ keywords_1: [pair.tweetKeyword], keywords_2: [pair.interest], algorithm: 'WordEmbedding' }, signal)),
      );
      return { heat: heatMapFromScores(pairs, answers.map((answer) => answer.score)), approximation: combinedApproximation(answers) };
    },
    staleTime: Infinity,
  });

export const blueskyKeys = {
  all: ['recommendations', 'bluesky'] as const,
  network: () => [...blueskyKeys.all, 'network'] as const,
  people: () => [...blueskyKeys.all, 'people'] as const,
};

/**
 * Where reading the researcher's network on Bluesky stands (standalone build): asked again every
 * second while it is being read. 'not-live' for a seeded account (Tweets & People as the spec says).
 */
export const blueskyNetworkQuery = () =>
  queryOptions({
    queryKey: blueskyKeys.network(),
    queryFn: ({ signal }) => getBlueskyNetwork(signal),
    refetchInterval: (query) => (query.state.data?.state === 'building' ? pollEvery.blueskyNetworkMs : false),
  });

/** People followed by the people the researcher follows, ranked by the researcher's interests. */
export const blueskyPeopleQuery = () => queryOptions({ queryKey: blueskyKeys.people(), queryFn: ({ signal }) => getBlueskyPeople(signal) });

/** Start (or refresh) and cancel reading the network; the answer is the new status. */
export function useBlueskyNetworkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'start' | 'cancel') => (action === 'start' ? startBlueskyNetwork() : cancelBlueskyNetwork()),
    onSuccess: (status) => queryClient.setQueryData(blueskyKeys.network(), status),
  });
}

/** Hides a Bluesky post for good (the countdown has run out). */
export function useHideBlueskyPost() {
  return useMutation({ mutationFn: (idStr: string) => hideBlueskyPost(idStr) });
}
