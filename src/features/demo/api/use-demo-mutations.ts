import { useMutation } from '@tanstack/react-query';
import { computeKeywordSimilarity, extractInterests } from '@/api/user/demo';
import { isNothingExtractedAnswer, sortKeywords, type KeywordScore } from '../lib/results';
import type { ExtractionRequest, SimilarityRequest } from '../lib/validation';

export const demoKeys = {
  all: ['demo'] as const,
  extraction: () => [...demoKeys.all, 'interest-extraction'] as const,
  similarity: () => [...demoKeys.all, 'similarity'] as const,
};

export type ExtractionOutcome = {
  /** highest score first */
  keywords: KeywordScore[];
  /** true when the server answered its "nothing extracted" 500 rather than an empty object */
  serverFoundNothing: boolean;
};

/**
 * Runs a demo extraction. The server's "nothing extracted" 500 becomes an empty outcome;
 * every other failure stays an error, which the card shows itself (silent: no global toast).
 */
export function useExtractInterests() {
  return useMutation({
    mutationKey: demoKeys.extraction(),
    meta: { silent: true },
    mutationFn: async (input: ExtractionRequest): Promise<ExtractionOutcome> => {
      try {
        const result = await extractInterests(input);
        return { keywords: sortKeywords(result, input.num_of_keywords), serverFoundNothing: false };
      } catch (error) {
        if (isNothingExtractedAnswer(error)) return { keywords: [], serverFoundNothing: true };
        throw error;
      }
    },
  });
}

/** Compares two keyword sets; failures are shown inside the card (silent: no global toast). */
export function useKeywordSimilarity() {
  return useMutation({
    mutationKey: demoKeys.similarity(),
    meta: { silent: true },
    mutationFn: async (input: SimilarityRequest): Promise<number> => {
      const { score } = await computeKeywordSimilarity(input);
      return score;
    },
  });
}
