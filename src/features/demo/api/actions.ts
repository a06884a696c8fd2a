import { useAction } from '@/components/ui/use-action';
import { isNothingExtractedAnswer, sortKeywords, type KeywordScore } from '../lib/results';
import type { ExtractionRequest, SimilarityRequest } from '../lib/validation';

/**
 * The demo API (with the HTTP client and the response schemas) loads when the user first uses the
 * card, not with the page: the public page is usable before it (issue 14's budget).
 */
const demoApi = () => import('@/api/user/demo');

/** Starts loading the demo API (the user is filling in the card). */
export function preloadDemoApi() {
  demoApi().catch(() => undefined); // a failure shows when the form is sent
}

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
  return useAction(
    async (input: ExtractionRequest): Promise<ExtractionOutcome> => {
      try {
        const result = await (await demoApi()).extractInterests(input);
        return { keywords: sortKeywords(result, input.num_of_keywords), serverFoundNothing: false };
      } catch (error) {
        if (isNothingExtractedAnswer(error)) return { keywords: [], serverFoundNothing: true };
        throw error;
      }
    },
    { form: 'demo/interest-extraction', silent: true },
  );
}

/** Compares two keyword sets; failures are shown inside the card (silent: no global toast). */
export function useKeywordSimilarity() {
  return useAction(
    async (input: SimilarityRequest): Promise<number> => {
      const { score } = await (await demoApi()).computeKeywordSimilarity(input);
      return score;
    },
    { form: 'demo/similarity', silent: true },
  );
}
