/**
 * The acronyms a researcher's texts define, so that an acronym and its long form are one candidate
 * interest (nlp/profile-score.ts; docs/profile-score.md): "massive open online courses (MOOCs)" makes
 * every later "MOOC" a mention of "massive open online course", and "MW detection" the same phrase as
 * "mind wandering detection". A definition is a parenthesised word of two capitals or more whose
 * letters are the initials of the words just before it (stop words between them may be skipped:
 * "Linguistic Inquiry and Word Count (LIWC)"); a trailing lower-case "s" is the plural ("KCs").
 * An acronym that is also a stop word or an everyday English word ("ITS", "AM", "STEM") is left
 * alone, since its lower-case form would stand for the word everywhere else.
 */
import { porterStem } from '@/lib/porter';
import { GENERAL_WORDS } from './general-words';
import { STOP_WORDS } from './text';

/** One acronym: as written in its definition (singular), and its long form's lower-case words. */
export type Acronym = { written: string; words: string[] };
/** Lower-case singular acronym -> its definition (the first one the texts give). */
export type Acronyms = ReadonlyMap<string, Acronym>;

const PARENTHESISED = /\(\s*(\p{L}[\p{L}\p{N}]{1,9})\s*\)/gu;

/** The long form of `letters` at the end of `before` (lower-case words), or undefined. */
function longForm(letters: string, before: readonly string[]): string[] | undefined {
  let letter = letters.length - 1;
  let word = before.length - 1;
  while (letter >= 0 && word >= 0) {
    const current = before[word] ?? '';
    if (current.startsWith(letters[letter] ?? '')) letter -= 1;
    else if (!(STOP_WORDS.has(current) && letter < letters.length - 1)) return undefined;
    word -= 1;
  }
  return letter < 0 ? before.slice(word + 1) : undefined;
}

/** The acronyms the texts define. */
export function definedAcronyms(texts: readonly string[]): Acronyms {
  const found = new Map<string, Acronym>();
  texts.forEach((text) => {
    for (const match of text.matchAll(PARENTHESISED)) {
      const written = match[1] ?? '';
      if ((written.match(/\p{Lu}/gu) ?? []).length < 2) continue;
      const singular = /\p{Lu}s$/u.test(written) ? written.slice(0, -1) : written;
      const key = singular.toLowerCase();
      if (found.has(key) || STOP_WORDS.has(key) || GENERAL_WORDS.has(key) || !/^\p{L}+$/u.test(key)) continue;
      const start = match.index ?? 0;
      const before = text.slice(Math.max(0, start - 160), start).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      const words = longForm(key, before);
      if (words) found.set(key, { written: singular, words });
    }
  });
  return found;
}

/** The definition of a lower-case word that is a defined acronym or its plural. */
export const acronymOf = (word: string, acronyms: Acronyms): Acronym | undefined => acronyms.get(word) ?? (word.endsWith('s') ? acronyms.get(word.slice(0, -1)) : undefined);

/** Lower-case words with each defined acronym replaced by its long form's words. */
export const expandAcronyms = (words: readonly string[], acronyms: Acronyms): string[] => (acronyms.size === 0 ? [...words] : words.flatMap((word) => acronymOf(word, acronyms)?.words ?? [word]));

const asWritten = (word: string, acronym: Acronym) => (word === acronym.written.toLowerCase() ? acronym.written : `${acronym.written}s`);

/**
 * A lower-case phrase written with its acronyms as their definitions write them ("mooc data" -> "MOOC
 * data", "kcs" -> "KCs"); an acronym alone, or its long form, as a paper introduces it: "dkt" and
 * "deep knowledge tracing" -> "deep knowledge tracing (DKT)".
 */
export function withAcronymsWritten(phrase: string, acronyms: Acronyms): string {
  if (acronyms.size === 0) return phrase;
  const alone = acronymOf(phrase, acronyms);
  if (alone) return `${alone.words.join(' ')} (${asWritten(phrase, alone)})`;
  const stems = (words: readonly string[]) => words.map(porterStem).join(' ');
  const phraseStems = stems(phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const spelled = [...acronyms.values()].find((acronym) => stems(acronym.words) === phraseStems);
  if (spelled) return `${phrase} (${spelled.written})`;
  return phrase.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const acronym = acronymOf(word, acronyms);
    return acronym ? asWritten(word, acronym) : word;
  });
}
