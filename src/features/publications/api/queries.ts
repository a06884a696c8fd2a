import { keepPreviousData, queryOptions, skipToken, type SkipToken } from '@tanstack/react-query';
import { getRecommendedPublications, rescoreInterests, rescoreKeyphrases, type InterestWeight } from '@/api/user/publications';
import { interestSetKey } from '../lib/recommend';
import { getLastRecommendations, rescoreWithoutPaper, type LastList } from '@/api/user/standalone-recommendations';

export const publicationKeys = {
  all: ['publication-recommendations'] as const,
  /** the interest set last recommended for (session memory of the screen) */
  last: () => [...publicationKeys.all, 'last'] as const,
  papers: (interests: readonly InterestWeight[]) => [...publicationKeys.all, 'papers', interestSetKey(interests)] as const,
  /** before the first Recommend: null is no interest set, so this key never stands for real recommendations */
  noPapers: () => [...publicationKeys.all, 'papers', null] as const,
  keyphrases: (paperId: string, keywords: Readonly<Record<string, number>>, interests: readonly InterestWeight[]) =>
    [...publicationKeys.all, 'keyphrases', paperId, keywords, interests] as const,
  interests: (paperId: string, keywords: Readonly<Record<string, number>>, interests: readonly InterestWeight[]) =>
    [...publicationKeys.all, 'interests', paperId, keywords, interests] as const,
  withoutPaper: (paperId: string, keywords: Readonly<Record<string, number>>, interests: readonly InterestWeight[], leftOut: string) =>
    [...publicationKeys.all, 'without-paper', paperId, keywords, interests, leftOut] as const,
};

/**
 * POST recommended-publications for an interest set: slow (the server searches and scores), so
 * kept for the session per interest set (the same set in any order is one entry) and never retried
 * on its own; Refresh asks again, Cancel aborts the request through the query's signal. `skipToken`
 * before the first Recommend: nothing is asked.
 */
export const recommendedPublicationsQuery = (interests: readonly InterestWeight[] | SkipToken) =>
  queryOptions({
    queryKey: interests === skipToken ? publicationKeys.noPapers() : publicationKeys.papers(interests),
    queryFn: interests === skipToken ? skipToken : ({ signal }) => getRecommendedPublications([...interests], signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** The interest set the screen last asked for; null before the first Recommend of the session. */
export const lastInterestSetQuery = () =>
  queryOptions<InterestWeight[] | null>({
    queryKey: publicationKeys.last(),
    queryFn: () => null,
    initialData: null,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The what-if actions, named for the query cache's failure count (components/ui/failing-actions.ts):
 * after two server errors in a row the cards stop asking. Each change is asked once (no retry): the
 * next change asks again anyway, and a route that always fails would get every change twice.
 */
export const KEYPHRASE_WHAT_IF = 'keyphrase-what-if';
export const INTERESTS_WHAT_IF = 'interests-what-if';

/** A card's score after the user dropped or added keyphrases (3.2; its per-keyphrase values are not used). */
export const keyphraseWhatIfQuery = (paperId: string, keywords: Readonly<Record<string, number>>, interests: readonly InterestWeight[]) =>
  queryOptions({
    queryKey: publicationKeys.keyphrases(paperId, keywords, interests),
    queryFn: ({ signal }) => rescoreKeyphrases({ ...keywords }, [...interests], signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { action: KEYPHRASE_WHAT_IF },
  });

/** A card's score and per-interest similarity under changed interest chips (3.3). */
export const interestsWhatIfQuery = (paperId: string, keywords: Readonly<Record<string, number>>, interests: readonly InterestWeight[]) =>
  queryOptions({
    queryKey: publicationKeys.interests(paperId, keywords, interests),
    queryFn: ({ signal }) => rescoreInterests({ ...keywords }, [...interests], signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { action: INTERESTS_WHAT_IF },
  });

/** A card's score with one of the researcher's papers named under Why? left out (built-in backend only). */
export const withoutPaperQuery = (paperId: string, keywords: Readonly<Record<string, number>>, interests: readonly InterestWeight[], leftOut: string) =>
  queryOptions({
    queryKey: publicationKeys.withoutPaper(paperId, keywords, interests, leftOut),
    queryFn: ({ signal }) => rescoreWithoutPaper({ ...keywords }, interests, leftOut, signal),
    staleTime: Infinity,
    retry: false,
  });

/**
 * The last list the built-in backend kept (its interests, papers and time), read once per session:
 * it becomes the screen's last interest set and that set's papers (dated when they were recommended),
 * so the page opens on it at once. Null before the first Recommend.
 */
export const storedListQuery = () =>
  queryOptions<LastList | null>({
    queryKey: [...publicationKeys.all, 'stored'],
    queryFn: async ({ signal, client }) => {
      const list = await getLastRecommendations(signal);
      if (list === null) return null;
      client.setQueryData(publicationKeys.papers(list.interests), list.papers, { updatedAt: list.at });
      client.setQueryData(publicationKeys.last(), list.interests);
      return list;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
