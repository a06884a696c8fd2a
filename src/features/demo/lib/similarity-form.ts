import { SIMILARITY_ALGORITHMS, type SimilarityAlgorithm } from '@/api/user/demo-algorithms';
import type { FormValues } from '@/lib/form/use-form';

/**
 * The keyword similarity form (the demo card's second tab, loaded when it opens) without its checks
 * (demo-schemas.ts): the fields in the order they are checked, and the request a valid form sends.
 */

export type SimilarityRequest = { keywords_1: string[]; keywords_2: string[]; algorithm: SimilarityAlgorithm };

/** Set 1, then Set 2, then the algorithm. */
export const SIMILARITY_FIELDS = ['set1', 'set2', 'algorithm'] as const;
export type SimilarityField = (typeof SIMILARITY_FIELDS)[number];

export function isSimilarityAlgorithm(value: string): value is SimilarityAlgorithm {
  return (SIMILARITY_ALGORITHMS as readonly string[]).includes(value);
}

/** "a, b ,, c" -> ["a", "b", "c"]: split on commas, trim, drop empty items. */
export function splitKeywords(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The request of a similarity form its schema accepted. */
export function similarityRequest(values: FormValues<SimilarityField>): SimilarityRequest {
  if (!isSimilarityAlgorithm(values.algorithm)) throw new Error(`Not a similarity algorithm: ${values.algorithm}`);
  return { keywords_1: splitKeywords(values.set1), keywords_2: splitKeywords(values.set2), algorithm: values.algorithm };
}
