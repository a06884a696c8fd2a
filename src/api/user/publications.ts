import { userApi } from '../clients';
import { request } from '../http';
import { interestsWhatIfSchema, keywordWhatIfSchema, recommendedPublicationsSchema, type RecommendedPaper } from './schemas';

/** An interest as the recommendation routes read it. */
export type InterestWeight = { text: string; weight: number };

/**
 * The server searches Semantic Scholar and scores every paper: tens of seconds, sometimes over a
 * minute (api-contract-development 3.1). No timeout shorter than this; Cancel aborts it sooner.
 */
export const RECOMMENDATION_TIMEOUT_MS = 240_000;

/** POST /api/interests/recommended-publications (no slash, caller) with a bare array of interests. */
export function getRecommendedPublications(interests: InterestWeight[], signal?: AbortSignal): Promise<RecommendedPaper[]> {
  return request(userApi, {
    endpoint: 'recommended publications',
    method: 'POST',
    url: '/api/interests/recommended-publications',
    feature: 'publicationRecommendations',
    data: interests.map(({ text, weight }) => ({ text, weight })),
    timeoutMs: RECOMMENDATION_TIMEOUT_MS,
    schema: recommendedPublicationsSchema,
    signal,
  });
}

/** POST recommended-keyword-similarities: the paper's score after the user dropped or added keyphrases (3.2). */
export function rescoreKeyphrases(keywords: Record<string, number>, interests: InterestWeight[], signal?: AbortSignal): Promise<{ score: number }> {
  return request(userApi, {
    endpoint: 'keyphrase what-if',
    method: 'POST',
    url: '/api/interests/recommended-keyword-similarities',
    feature: 'publicationRecommendations',
    data: { keywords, interests: interests.map(({ text, weight }) => ({ text, weight })) },
    schema: keywordWhatIfSchema,
    signal,
  });
}

/** POST recommended-interests-similarities: the paper's score under changed interests (3.3). */
export function rescoreInterests(
  paperKeywords: Record<string, number>,
  interests: InterestWeight[],
  signal?: AbortSignal,
): Promise<{ score: number; interests_similarity: Record<string, number> }> {
  return request(userApi, {
    endpoint: 'interests what-if',
    method: 'POST',
    url: '/api/interests/recommended-interests-similarities',
    feature: 'publicationRecommendations',
    data: { paper_keywords: paperKeywords, interests: interests.map(({ text, weight }) => ({ text, weight })) },
    schema: interestsWhatIfSchema,
    signal,
  });
}
