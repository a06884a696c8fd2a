import { useAction } from '@/components/ui/use-action';
import { sortKeywords, type KeywordScore } from '../lib/results';
import type { ExtractionRequest } from '../lib/demo-forms';

/**
 * The demo API (with the HTTP client and the response schemas) loads when the user first uses the
 * card, not with the page: the public page is usable before it (issue 14's budget).
 */
export const demoApi = () => import('@/api/user/demo');

/** Starts loading the demo API (the user is filling in the card). */
export function preloadDemoApi() {
  demoApi().catch(() => undefined); // a failure shows when the form is sent
}

export type ExtractionOutcome = {
  /** highest score first */
  keywords: KeywordScore[];
  /** the built-in backend's Wikipedia filter could not reach Wikipedia: its built-in list answered */
  wikipediaUnreachable?: boolean;
};

/**
 * Runs a demo extraction. Every failure, the server's HTML 500 included, stays an error, which the
 * card shows itself (silent: no global toast); only an answer without keywords is "No Keywords Found".
 */
export function useExtractInterests() {
  return useAction(
    async (input: ExtractionRequest): Promise<ExtractionOutcome> => {
      const result = await (await demoApi()).extractKeyphrases(input);
      return { keywords: sortKeywords(result.keywords, input.num_of_keywords), wikipediaUnreachable: result.wikipedia === 'unreachable' };
    },
    { form: 'demo/interest-extraction', silent: true },
  );
}
