import { EXTRACTION_ALGORITHMS, SIMILARITY_ALGORITHMS, type ExtractionAlgorithm, type SimilarityAlgorithm } from '@/api/user/demo-algorithms';
import type { FormValues } from '@/lib/form/use-form';

/**
 * The demo's two forms without their checks (those are zod/mini schemas in demo-schemas.ts, loaded
 * when the user starts filling a form in): the spec's messages, the fields in the order they are
 * checked (one message is shown at a time, section 5), and the request a valid form sends.
 */
export const EXTRACTION_MESSAGES = {
  text: 'Please Enter text for interest extraction',
  algorithm: 'Please Select Algorithm',
  count: 'Please Enter Keywords Count',
  countInvalid: 'Keywords count must be a whole number of at least 1.',
} as const;

export const SIMILARITY_MESSAGES = {
  set1: 'Please Add Keyword (Set 1)',
  set2: 'Please Add Keyword (Set 2)',
  algorithm: 'Please Select Algorithm',
} as const;

/** Text first, then the algorithm ('' while the placeholder is selected), then the keywords count (the number input's raw value). */
export const EXTRACTION_FIELDS = ['text', 'algorithm', 'count'] as const;
export type ExtractionField = (typeof EXTRACTION_FIELDS)[number];

/** Set 1, then Set 2, then the algorithm. */
export const SIMILARITY_FIELDS = ['set1', 'set2', 'algorithm'] as const;
export type SimilarityField = (typeof SIMILARITY_FIELDS)[number];

export type ExtractionRequest = {
  text: string;
  algorithm: ExtractionAlgorithm;
  num_of_keywords: number;
  wiki_filter: boolean;
};

export type SimilarityRequest = { keywords_1: string[]; keywords_2: string[]; algorithm: SimilarityAlgorithm };

export function isExtractionAlgorithm(value: string): value is ExtractionAlgorithm {
  return (EXTRACTION_ALGORITHMS as readonly string[]).includes(value);
}

export function isSimilarityAlgorithm(value: string): value is SimilarityAlgorithm {
  return (SIMILARITY_ALGORITHMS as readonly string[]).includes(value);
}

/** A keywords count as typed: a whole number of at least 1. */
export function isKeywordsCount(raw: string): boolean {
  const trimmed = raw.trim();
  const count = Number(trimmed);
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(count) && count >= 1;
}

/** "a, b ,, c" -> ["a", "b", "c"]: split on commas, trim, drop empty items. */
export function splitKeywords(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The request of an extraction form its schema accepted. */
export function extractionRequest(values: FormValues<ExtractionField>, wikiFilter: boolean): ExtractionRequest {
  if (!isExtractionAlgorithm(values.algorithm)) throw new Error(`Not an extraction algorithm: ${values.algorithm}`);
  return { text: values.text.trim(), algorithm: values.algorithm, num_of_keywords: Number(values.count.trim()), wiki_filter: wikiFilter };
}

/** The request of a similarity form its schema accepted. */
export function similarityRequest(values: FormValues<SimilarityField>): SimilarityRequest {
  if (!isSimilarityAlgorithm(values.algorithm)) throw new Error(`Not a similarity algorithm: ${values.algorithm}`);
  return { keywords_1: splitKeywords(values.set1), keywords_2: splitKeywords(values.set2), algorithm: values.algorithm };
}
