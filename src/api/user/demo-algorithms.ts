/**
 * The demo endpoints' algorithm names, apart from the endpoints themselves: the demo card lists them
 * without loading the HTTP client and the response schemas (they load when the card is used).
 */
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

/**
 * The longest text the built-in backend extracts keywords from (it extracts in the visitor's browser; the
 * real server has no limit): a full paper fits. Longer text is a 400 field error on `text`.
 */
export const DEMO_EXTRACTION_TEXT_LIMIT = 50_000;
