import { EXTRACTION_ALGORITHMS, type ExtractionAlgorithm } from '@/api/user/demo-algorithms';
import type { FormValues } from '@/lib/form/use-form';

/**
 * The interest extraction form (the card's first tab) without its checks (zod/mini schemas with the
 * spec's messages in demo-schemas.ts, loaded when the user starts filling a form in): the fields in
 * the order they are checked (one message is shown at a time, section 5), and the request a valid
 * form sends. The similarity form (the second tab, loaded when opened) is in similarity-form.ts.
 */
/** Text first, then the algorithm ('' while the placeholder is selected), then the keywords count (the number input's raw value). */
export const EXTRACTION_FIELDS = ['text', 'algorithm', 'count'] as const;
export type ExtractionField = (typeof EXTRACTION_FIELDS)[number];

export type ExtractionRequest = {
  text: string;
  algorithm: ExtractionAlgorithm;
  num_of_keywords: number;
  wiki_filter: boolean;
};

export function isExtractionAlgorithm(value: string): value is ExtractionAlgorithm {
  return (EXTRACTION_ALGORITHMS as readonly string[]).includes(value);
}

/** The request of an extraction form its schema accepted. */
export function extractionRequest(values: FormValues<ExtractionField>, wikiFilter: boolean): ExtractionRequest {
  if (!isExtractionAlgorithm(values.algorithm)) throw new Error(`Not an extraction algorithm: ${values.algorithm}`);
  return { text: values.text.trim(), algorithm: values.algorithm, num_of_keywords: Number(values.count.trim()), wiki_filter: wikiFilter };
}
