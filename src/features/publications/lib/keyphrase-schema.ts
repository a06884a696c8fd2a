import * as z from 'zod/mini';
import { refusedBy, validatorOf } from '@/lib/form/schema';
import { typedKeyphrase } from './recommend';

export const KEYPHRASE_MISSING = 'Type a keyphrase to add.';
export const KEYPHRASE_TAKEN = 'This paper already has this keyphrase.';

/** What if?'s "Another keyphrase": a keyphrase the paper does not have yet (`keywords` read when the check runs). */
export function keyphraseSchema(keywords: () => Record<string, number>) {
  return z.object({
    keyphrase: z.string().check(
      refusedBy((typed) => (typed.trim() === '' ? KEYPHRASE_MISSING : typedKeyphrase(typed, keywords()) === null ? KEYPHRASE_TAKEN : undefined)),
    ),
  });
}

export const keyphraseValidator = (keywords: () => Record<string, number>) => validatorOf(keyphraseSchema(keywords));
