import { EXTRACTION_ALGORITHMS, SIMILARITY_ALGORITHMS, type ExtractionAlgorithm, type SimilarityAlgorithm } from '@/api/user/demo-algorithms';

/** The spec's demo messages (section 5), checked in this order; one is shown at a time. */
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

export type ExtractionForm = {
  text: string;
  /** '' while the placeholder option is selected */
  algorithm: string;
  /** the raw value of the number input */
  count: string;
  wikiFilter: boolean;
};

export type ExtractionField = 'text' | 'algorithm' | 'count';

export type ExtractionRequest = {
  text: string;
  algorithm: ExtractionAlgorithm;
  num_of_keywords: number;
  wiki_filter: boolean;
};

export type Validation<F, R> = { ok: true; value: R } | { ok: false; field: F; message: string };

export function isExtractionAlgorithm(value: string): value is ExtractionAlgorithm {
  return (EXTRACTION_ALGORITHMS as readonly string[]).includes(value);
}

export function isSimilarityAlgorithm(value: string): value is SimilarityAlgorithm {
  return (SIMILARITY_ALGORITHMS as readonly string[]).includes(value);
}

/** Text first, then the algorithm, then the keywords count; the first failure wins. */
export function validateExtraction(form: ExtractionForm): Validation<ExtractionField, ExtractionRequest> {
  const text = form.text.trim();
  if (text === '') return { ok: false, field: 'text', message: EXTRACTION_MESSAGES.text };
  if (!isExtractionAlgorithm(form.algorithm)) return { ok: false, field: 'algorithm', message: EXTRACTION_MESSAGES.algorithm };
  const rawCount = form.count.trim();
  if (rawCount === '') return { ok: false, field: 'count', message: EXTRACTION_MESSAGES.count };
  const count = Number(rawCount);
  if (!/^\d+$/.test(rawCount) || !Number.isSafeInteger(count) || count < 1) {
    return { ok: false, field: 'count', message: EXTRACTION_MESSAGES.countInvalid };
  }
  return { ok: true, value: { text, algorithm: form.algorithm, num_of_keywords: count, wiki_filter: form.wikiFilter } };
}

/** "a, b ,, c" -> ["a", "b", "c"]: split on commas, trim, drop empty items. */
export function splitKeywords(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export type SimilarityForm = { set1: string; set2: string; algorithm: string };
export type SimilarityField = 'set1' | 'set2' | 'algorithm';
export type SimilarityRequest = { keywords_1: string[]; keywords_2: string[]; algorithm: SimilarityAlgorithm };

/** Set 1, then Set 2 (a set of only commas and spaces is empty), then the algorithm. */
export function validateSimilarity(form: SimilarityForm): Validation<SimilarityField, SimilarityRequest> {
  const keywords1 = splitKeywords(form.set1);
  if (keywords1.length === 0) return { ok: false, field: 'set1', message: SIMILARITY_MESSAGES.set1 };
  const keywords2 = splitKeywords(form.set2);
  if (keywords2.length === 0) return { ok: false, field: 'set2', message: SIMILARITY_MESSAGES.set2 };
  if (!isSimilarityAlgorithm(form.algorithm)) return { ok: false, field: 'algorithm', message: SIMILARITY_MESSAGES.algorithm };
  return { ok: true, value: { keywords_1: keywords1, keywords_2: keywords2, algorithm: form.algorithm } };
}
