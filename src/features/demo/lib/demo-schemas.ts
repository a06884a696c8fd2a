import * as z from 'zod/mini';
import { filled, validatorOf } from '@/lib/form/schema';
import { isExtractionAlgorithm } from './demo-forms';
import { isSimilarityAlgorithm, splitKeywords } from './similarity-form';

/** The spec's messages of the demo's two forms (section 5). */
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

/** A keywords count as typed: a whole number of at least 1. */
export function isKeywordsCount(raw: string): boolean {
  const trimmed = raw.trim();
  const count = Number(trimmed);
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(count) && count >= 1;
}

/** The interest extraction form (spec section 5): text, an algorithm other than the placeholder, a keywords count. */
export const extractionSchema = z.object({
  text: z.string().check(filled(EXTRACTION_MESSAGES.text)),
  algorithm: z.string().check(z.refine(isExtractionAlgorithm, EXTRACTION_MESSAGES.algorithm)),
  // a blank count has its own message; only a typed one can be malformed
  count: z.string().check(filled(EXTRACTION_MESSAGES.count), z.refine((value) => value.trim() === '' || isKeywordsCount(value), EXTRACTION_MESSAGES.countInvalid)),
});

/** The similarity form: two keyword sets (one of only commas and spaces is empty) and an algorithm. */
export const similaritySchema = z.object({
  set1: z.string().check(z.refine((value) => splitKeywords(value).length > 0, SIMILARITY_MESSAGES.set1)),
  set2: z.string().check(z.refine((value) => splitKeywords(value).length > 0, SIMILARITY_MESSAGES.set2)),
  algorithm: z.string().check(z.refine(isSimilarityAlgorithm, SIMILARITY_MESSAGES.algorithm)),
});

export const extractionValidator = validatorOf(extractionSchema);
export const similarityValidator = validatorOf(similaritySchema);
