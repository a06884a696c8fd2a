import * as z from 'zod/mini';
import { filled, refusedBy, validatorOf } from '@/lib/form/schema';
import { nameError } from './keyword-rows';

/**
 * The forms of the interest screens (signed-in pages: zod is loaded already). Adding an interest
 * holds its name to the rule the editor's rows follow (nameError: required, at most 100 characters,
 * no other interest of that name); `takenCount` counts the interests that already carry a name.
 */
export function addInterestSchema(takenCount: (name: string) => number) {
  return z.object({ name: z.string().check(refusedBy((name) => nameError(name, takenCount(name)))) });
}

export const addInterestValidator = (takenCount: (name: string) => number) => validatorOf(addInterestSchema(takenCount));

export const BLACKLIST_KEYWORD_REQUIRED = 'Keyword is required';

/** Blacklisting a keyword: it must not be blank. */
export const blacklistSchema = z.object({ keyword: z.string().check(filled(BLACKLIST_KEYWORD_REQUIRED)) });

export const blacklistValidator = validatorOf(blacklistSchema);
