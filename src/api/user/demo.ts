import { userApi } from '../clients';
import { request, SLOW_REQUEST_TIMEOUT_MS } from '../http';
import {
  builtInSimilaritySchema,
  extractionResultSchema,
  keywordSimilaritySchema,
  userSimilaritySchema,
  type BuiltInSimilarity,
  type ExtractionResult,
  type KeywordSimilarity,
  type UserSimilarity,
} from './schemas';

export const EXTRACTION_ALGORITHMS = [
  'TopicRank',
  'SingleRank',
  'MultipartiteRank',
  'PositionRank',
  'TopicalPageRank',
  'TextRank',
  'Rake',
  'Yake',
] as const;
export type ExtractionAlgorithm = (typeof EXTRACTION_ALGORITHMS)[number];

export const SIMILARITY_ALGORITHMS = ['WordEmbedding', 'WikiLinkMeasure'] as const;
export type SimilarityAlgorithm = (typeof SIMILARITY_ALGORITHMS)[number];

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
export function extractInterests(input: ExtractionInput): Promise<ExtractionResult> {
  return request(userApi, {
    endpoint: 'interest extraction',
    method: 'POST',
    url: '/api/interests/interest-extraction/',
    data: input,
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: extractionResultSchema,
  });
}

/** POST /api/interests/similarity/ (public) -> {score} 0..100 */
export function computeKeywordSimilarity(input: {
  keywords_1: string[];
  keywords_2: string[];
  algorithm: SimilarityAlgorithm;
}): Promise<KeywordSimilarity> {
  return request(userApi, {
    endpoint: 'keyword similarity',
    method: 'POST',
    url: '/api/interests/similarity/',
    data: input,
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: keywordSimilaritySchema,
  });
}

/** GET /api/interests/similarity/{id}/ (caller): compares the caller (user 1) with user {id} (user 2). */
export function getUserSimilarity(otherUserId: number): Promise<UserSimilarity> {
  return request(userApi, {
    endpoint: 'user similarity',
    method: 'GET',
    url: `/api/interests/similarity/${otherUserId}/`,
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: userSimilaritySchema,
  });
}

/** GET /api/interests/getsimilarity/: built-in keyword lists, used by the concept map (result only logged). */
export function getBuiltInSimilarity(): Promise<BuiltInSimilarity> {
  return request(userApi, { endpoint: 'built-in similarity', method: 'GET', url: '/api/interests/getsimilarity/', schema: builtInSimilaritySchema });
}
