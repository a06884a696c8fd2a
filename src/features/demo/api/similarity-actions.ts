import type { KeywordSimilarity } from '@/api/user/schemas';
import { useAction } from '@/components/ui/use-action';
import type { SimilarityRequest } from '../lib/similarity-form';
import { demoApi } from './actions';

/** Compares two keyword sets; failures are shown inside the card (silent: no global toast). */
export function useKeywordSimilarity() {
  return useAction(
    async (input: SimilarityRequest): Promise<KeywordSimilarity> => (await demoApi()).computeKeywordSimilarity(input),
    { form: 'demo/similarity', silent: true },
  );
}
