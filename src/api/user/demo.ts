import { userApi } from '../clients';
import type { ExtractionAlgorithm, SimilarityAlgorithm } from './demo-algorithms';
import { request, SLOW_REQUEST_TIMEOUT_MS } from '../http';
import {
  extractionResultSchema,
  keywordSimilaritySchema,
  userSimilaritySchema,
  type ExtractionResult,
  type KeywordSimilarity,
  type UserSimilarity,
} from './schemas';

export type ExtractionInput = {
  text: string;
  algorithm: ExtractionAlgorithm;
  num_of_keywords?: number | string;
  wiki_filter?: boolean;
};

/**
 * POST /api/interests/interest-extraction/ (public) -> keyword -> score.
 * The real server answers 500 (HTML) when nothing is extracted (api-contract 5.1, 8.17).
 */
export async function extractInterests(input: ExtractionInput, signal?: AbortSignal): Promise<ExtractionResult> {
  return (await extractKeyphrases(input, signal)).keywords;
}

/**
 * The extraction with what the built-in backend says of it: `X-RIMA-Wikipedia: unreachable` when its
 * Wikipedia filter could not reach Wikipedia and the built-in list answered (a server never sends it).
 */
export async function extractKeyphrases(input: ExtractionInput, signal?: AbortSignal): Promise<{ keywords: ExtractionResult; wikipedia: 'unreachable' | null }> {
  let wikipedia: 'unreachable' | null = null;
  const keywords = await request(userApi, {
    endpoint: 'interest extraction',
    method: 'POST',
    url: '/api/interests/interest-extraction/',
    data: input,
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: extractionResultSchema,
    signal,
    onHeaders: (header) => {
      if (header('X-RIMA-Wikipedia')?.trim().toLowerCase() === 'unreachable') wikipedia = 'unreachable';
    },
  });
  return { keywords, wikipedia };
}

/** POST /api/interests/similarity/ (public) -> {score} 0..100 */
export function computeKeywordSimilarity(input: {
  keywords_1: string[];
  keywords_2: string[];
  algorithm: SimilarityAlgorithm;
}, signal?: AbortSignal): Promise<KeywordSimilarity> {
  return request(userApi, {
    endpoint: 'keyword similarity',
    method: 'POST',
    url: '/api/interests/similarity/',
    data: input,
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: keywordSimilaritySchema,
    signal,
  });
}

/** GET /api/interests/similarity/{id}/ (caller): compares the caller (user 1) with user {id} (user 2). */
export function getUserSimilarity(otherUserId: number, signal?: AbortSignal): Promise<UserSimilarity> {
  return request(userApi, {
    endpoint: 'user similarity',
    method: 'GET',
    url: `/api/interests/similarity/${otherUserId}/`,
    feature: 'comparison',
    itemRoute: true,
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: userSimilaritySchema,
    signal,
  });
}
