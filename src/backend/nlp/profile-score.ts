/**
 * THE score of a researcher's interests (docs/profile-score.md). The keyphrases extracted from each of
 * their texts (papers, posts) are candidates; each candidate is scored over every text that mentions it:
 *
 *   score = specificity × log2(1 + n) × Σ over the n texts that mention it of (strength × recency)
 *
 * - n, the support: how many of the texts mention it (by stems): a topic of several papers outranks
 *   one paper's wording;
 * - strength: how strongly the text is about it: 1 when its title names it, 0.5 to 1 when it is one
 *   of the text's own key phrases (its rank among them), STRENGTH_OF_A_MENTION when the text only
 *   mentions it;
 * - recency: 1 for a text of this year, halving every RECENCY_HALF_LIFE_YEARS years;
 * - specificity: 1 for a phrase of two words or more (less for a phrase of everyday words only: as
 *   specific as its rarest word, by its frequency rank), SINGLE_WORD_SPECIFICITY for a single word; a
 *   single word of everyday English (the 5,000 most frequent words of the shipped word-vector table,
 *   general-words.ts: "student", "area", "size", "pattern") is no interest at all, nor is a phrase that
 *   is not a topic by its form (a vague modifier, "current study"; web boilerplate, "www", "img src").
 *
 * Variants merge into the most specific common topic the texts support: a candidate that the texts
 * mention almost only inside a longer candidate is a fragment of it ("deposition" of "nitrogen
 * deposition": merged into the longer one); a longer candidate that fewer texts mention than a
 * candidate it contains merges into the longest such ("seed dispersal ecology" into "seed dispersal",
 * not "ecology"); a phrase never merges into a single word, and a single word that the texts mention
 * mostly inside two-word candidates merges into them. Phrases are compared by their Porter-stemmed
 * words, with the acronyms the texts define written out (acronyms.ts: "MOOCs" is "massive open online
 * courses"), so "knowledge tracing models" and "knowledge tracing model" are one candidate, named by
 * the form the texts write most.
 */
import { porterStem } from '@/lib/porter';
import { definedAcronyms, expandAcronyms, withAcronymsWritten, type Acronyms } from './acronyms';
import { GENERAL_WORDS } from './general-words';
import type { ExtractedInterest } from './interests';
import { STOP_WORDS } from './text';

export const STRENGTH_OF_A_MENTION = 0.25;
export const RECENCY_HALF_LIFE_YEARS = 6;
export const SINGLE_WORD_SPECIFICITY = 0.25;
/** A candidate is a fragment of a longer one when that one is in at least this share of its texts. */
const FRAGMENT_SHARE = 2 / 3;

/** Adjectives that say how or how much, not what: "actual cases", "interesting thread", "current study". */
export const VAGUE_MODIFIERS: ReadonlySet<string> = new Set(
  `actual real different various several interesting lively measurable particular certain specific general typical usual common
  main major minor key important significant great good better best large larger small smaller little big high higher low lower
  whole full total overall entire future recent current early late next previous last final initial further additional other
  same similar simple complex easy hard possible potential available existing proposed novel new old short long everyday`.split(/\s+/),
);

/** Words of links, markup and post boilerplate, never part of a topic ("www", "img src", "la-et"). */
const BOILERPLATE = new Set('www http https com org net html htm img src href amp nbsp rt via la et al'.split(' '));

/** The lower-case words of a phrase or text (letters and digits; hyphens and punctuation split). */
export const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export const stemsOf = (text: string): string[] => wordsOf(text).map(porterStem);

/** A word of everyday English, or its plural. */
export function isGeneralWord(word: string): boolean {
  const w = word.toLowerCase();
  return GENERAL_WORDS.has(w) || (w.endsWith('s') && GENERAL_WORDS.has(w.slice(0, -1))) || (w.endsWith('ies') && GENERAL_WORDS.has(`${w.slice(0, -3)}y`));
}

/**
 * How specific a phrase is, 0 when it is no topic by its form: a single word of everyday English,
 * a word of web boilerplate, a stop word or a vague modifier at its start, a word without a letter.
 */
export function specificity(phrase: string): number {
  const words = wordsOf(phrase);
  if (words.length === 0 || words.some((w) => BOILERPLATE.has(w) || !/\p{L}/u.test(w))) return 0;
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  if (STOP_WORDS.has(first) || STOP_WORDS.has(last) || VAGUE_MODIFIERS.has(first)) return 0;
  if (words.length === 1) return first.length < 3 || isGeneralWord(first) ? 0 : SINGLE_WORD_SPECIFICITY;
  return phraseSpecificity(words);
}

/** Each everyday word's frequency rank (1 the most frequent; general-words.ts is in frequency order). */
const GENERAL_RANK = new Map([...GENERAL_WORDS].map((word, i) => [word, i + 1]));
const rankOf = (w: string) => GENERAL_RANK.get(w) ?? (w.endsWith('s') ? GENERAL_RANK.get(w.slice(0, -1)) : undefined) ?? (w.endsWith('ies') ? GENERAL_RANK.get(`${w.slice(0, -3)}y`) : undefined);

/**
 * A phrase's specificity: 1 when a word of it is not everyday English; a phrase of everyday words only
 * ("student performance", "collected data") is as specific as its rarest word: log(1 + its frequency
 * rank) / log(1 + GENERAL_WORDS.size) (Zipf: log rank stands in for idf), two decimals.
 */
function phraseSpecificity(words: readonly string[]): number {
  const ranks = words.map(rankOf);
  if (ranks.some((rank) => rank === undefined)) return 1;
  const rarest = Math.max(...ranks.map((rank) => rank ?? 0));
  return Math.round((100 * Math.log(1 + rarest)) / Math.log(1 + GENERAL_WORDS.size)) / 100;
}

/** One of the researcher's texts with its extraction; `age` in years before now (0 for this year). */
export type ScoredText = { id: number; text: string; age: number; extracted: readonly ExtractedInterest[]; title?: string };

export type InterestScore = {
  keyword: string;
  score: number;
  /** the texts that mention it */
  ids: Set<number>;
  /** how many of them have it among their key phrases */
  keyphraseOf: number;
  specificity: number;
  /** Σ strength × recency over the texts that mention it */
  sum: number;
  /** the mean strength and the mean recency of those texts */
  meanStrength: number;
  meanRecency: number;
  /** each phrase merged into it (as extracted, lower-case), with the strength it was extracted with */
  originals: Map<string, number>;
  categories: string[];
};

type Candidate = {
  stems: string[];
  forms: Map<string, number>;
  originals: Map<string, number>;
  categories: string[];
  /** text id -> strength as a key phrase of that text */
  keyphraseIn: Map<number, number>;
  mentionedIn: Set<number>;
  /** how often the texts mention it */
  occurrences: number;
  mergedInto?: Candidate;
};

const keyOf = (stems: readonly string[]) => stems.join(' ');

/** Whether `inner` occurs as a run of words in `outer`. */
export function containsRun(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i += 1) if (inner.every((s, j) => outer[i + j] === s)) return true;
  return false;
}

/** Candidates of the texts' extractions, by stems; the blocked keywords (the blacklist) left out. */
function candidatesOf(texts: readonly ScoredText[], blocked: ReadonlySet<string>, acronyms: Acronyms): Map<string, Candidate> {
  const candidates = new Map<string, Candidate>();
  texts.forEach(({ id, extracted }) =>
    extracted.forEach((found) => {
      const keyword = found.keyword.toLowerCase();
      const words = expandAcronyms(wordsOf(keyword), acronyms);
      if (blocked.has(keyword) || specificity(words.join(' ')) === 0) return;
      const stems = words.map(porterStem);
      const key = keyOf(stems);
      const entry = candidates.get(key) ?? { stems, forms: new Map(), originals: new Map(), categories: found.categories, keyphraseIn: new Map(), mentionedIn: new Set(), occurrences: 0 };
      candidates.set(key, entry);
      // the method's rank of the phrase in its text, 1 (its best) to 5: strength 0.5 to 1
      const strength = 0.5 + (0.5 * (Math.min(5, Math.max(1, found.relevance)) - 1)) / 4;
      entry.keyphraseIn.set(id, Math.max(entry.keyphraseIn.get(id) ?? 0, strength));
      entry.forms.set(keyword, (entry.forms.get(keyword) ?? 0) + 1);
      found.originals.forEach((o) => entry.originals.set(o, (entry.originals.get(o) ?? 0) + strength));
      if (entry.categories.length === 0) entry.categories = found.categories;
    }),
  );
  return candidates;
}

/** Notes in every candidate the texts that mention it (by stems), through an index of each stem's positions. */
function findMentions(texts: readonly ScoredText[], candidates: Map<string, Candidate>, acronyms: Acronyms): void {
  const positions = new Map<string, [number, number][]>();
  const stemsIn = (text: string) => expandAcronyms(wordsOf(text), acronyms).map(porterStem);
  const stemmed = texts.map((t) => stemsIn(t.text));
  stemmed.forEach((stems, t) => stems.forEach((stem, i) => (positions.get(stem) ?? positions.set(stem, []).get(stem))?.push([t, i])));
  const titles = texts.map((t) => stemsIn(t.title ?? ''));
  candidates.forEach((entry) => {
    entry.keyphraseIn.forEach((_, id) => entry.mentionedIn.add(id));
    // a text whose title names it is about it
    titles.forEach((title, t) => {
      const id = texts[t]?.id ?? -1;
      if (containsRun(title, entry.stems)) entry.keyphraseIn.set(id, 1);
    });
    (positions.get(entry.stems[0] ?? '') ?? []).forEach(([t, i]) => {
      const words = stemmed[t] ?? [];
      if (!entry.stems.every((s, j) => words[i + j] === s)) return;
      entry.mentionedIn.add(texts[t]?.id ?? -1);
      entry.occurrences += 1;
    });
  });
}

/**
 * A single word that the texts mention mostly inside two-word candidates (together at least
 * FRAGMENT_SHARE of its occurrences: "tutor" in "cognitive tutor" and "intelligent tutor") is the
 * shared head or modifier of those topics, not a topic of its own: it merges into the most frequent of them.
 */
function commonHost(word: Candidate, containing: readonly Candidate[]): Candidate | undefined {
  const pairs = containing.filter((long) => long.stems.length === 2);
  const inside = pairs.reduce((total, long) => total + long.occurrences, 0);
  return inside >= FRAGMENT_SHARE * word.occurrences ? [...pairs].sort((a, b) => b.occurrences - a.occurrences)[0] : undefined;
}

/**
 * Merges variants: a fragment into the longer candidate that the texts mention it inside (that one
 * occurs at least FRAGMENT_SHARE as often), a single word into the two-word topics it is the shared
 * head or modifier of (`commonHost`); a longer candidate into the longest phrase of two words or more
 * it contains that is not its fragment (never into a single word: "cognitive tutor" stays, not "tutor").
 */
function mergeVariants(candidates: Map<string, Candidate>): void {
  const all = [...candidates.values()];
  const containing = (short: Candidate) => all.filter((long) => long !== short && long.stems.length > short.stems.length && containsRun(long.stems, short.stems));
  all.forEach((short) => {
    const host = containing(short)
      .filter((long) => long.occurrences >= FRAGMENT_SHARE * short.occurrences)
      .sort((a, b) => b.occurrences - a.occurrences || a.stems.length - b.stems.length)[0];
    if (host) short.mergedInto = host;
    else if (short.stems.length === 1) short.mergedInto = commonHost(short, containing(short));
  });
  all.forEach((long) => {
    if (long.mergedInto) return;
    const host = all
      .filter((short) => !short.mergedInto && short.stems.length >= 2 && short.keyphraseIn.size > long.keyphraseIn.size && short.stems.length < long.stems.length && containsRun(long.stems, short.stems))
      .sort((a, b) => b.stems.length - a.stems.length || b.occurrences - a.occurrences)[0];
    if (host) long.mergedInto = host;
  });
}

const finalHost = (entry: Candidate): Candidate => {
  let host = entry;
  const seen = new Set<Candidate>();
  while (host.mergedInto && !seen.has(host)) {
    seen.add(host);
    host = host.mergedInto;
  }
  return host;
};

/** How often the texts write each phrase (lower-case words in a row), through an index of each word's positions. */
function usageIn(texts: readonly ScoredText[]): (phrase: string) => number {
  const words = texts.map((t) => wordsOf(t.text));
  const positions = new Map<string, [number, number][]>();
  words.forEach((list, t) => list.forEach((word, i) => (positions.get(word) ?? positions.set(word, []).get(word))?.push([t, i])));
  return (phrase) => {
    const wanted = wordsOf(phrase);
    return (positions.get(wanted[0] ?? '') ?? []).filter(([t, i]) => wanted.every((w, j) => words[t]?.[i + j] === w)).length;
  };
}

/** The form the texts write most (then the one extracted most, then the shorter): "MOOC" rather than "massive open online course" when they say MOOC. */
const mostUsedForm = (forms: Map<string, number>, usage: (phrase: string) => number) =>
  [...forms.entries()].map(([form, extracted]) => ({ form, extracted, used: usage(form) })).sort((a, b) => b.used - a.used || b.extracted - a.extracted || a.form.length - b.form.length || a.form.localeCompare(b.form))[0]?.form ?? '';

/**
 * Every interest of the texts with its score, merged as the module says; unordered. `acronyms`: those
 * the researcher's texts define (all of them, so that one year's or one source's interests are named
 * as the whole profile's); by default those these texts define.
 */
export function scoreInterests(texts: readonly ScoredText[], blocked: ReadonlySet<string> = new Set(), acronyms: Acronyms = definedAcronyms(texts.map((t) => t.text))): InterestScore[] {
  const candidates = candidatesOf(texts, blocked, acronyms);
  findMentions(texts, candidates, acronyms);
  mergeVariants(candidates);
  const groups = new Map<Candidate, Candidate[]>();
  candidates.forEach((entry) => {
    const host = finalHost(entry);
    groups.set(host, [...(groups.get(host) ?? []), entry]);
  });
  const ageOf = new Map(texts.map((t) => [t.id, t.age]));
  const usage = usageIn(texts);
  const interests = [...groups.entries()].map(([host, members]) => {
    const keyphraseIn = new Map<number, number>();
    const ids = new Set<number>();
    const originals = new Map<string, number>();
    members.forEach((m) => {
      m.keyphraseIn.forEach((strength, id) => keyphraseIn.set(id, Math.max(keyphraseIn.get(id) ?? 0, strength)));
      m.mentionedIn.forEach((id) => ids.add(id));
      m.originals.forEach((value, phrase) => originals.set(phrase, (originals.get(phrase) ?? 0) + value));
    });
    const form = mostUsedForm(host.forms, usage);
    const keyword = withAcronymsWritten(form, acronyms);
    const spec = specificity(expandAcronyms(wordsOf(form), acronyms).join(' '));
    const strengths = [...ids].map((id) => keyphraseIn.get(id) ?? STRENGTH_OF_A_MENTION);
    const recencies = [...ids].map((id) => recency(ageOf.get(id) ?? 0));
    const sum = strengths.reduce((total, strength, i) => total + strength * (recencies[i] ?? 0), 0);
    const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
    return { keyword, score: spec * supportFactor(ids.size) * sum, ids, keyphraseOf: keyphraseIn.size, specificity: spec, sum, meanStrength: mean(strengths), meanRecency: mean(recencies), originals, categories: host.categories.length ? host.categories : (members.find((m) => m.categories.length)?.categories ?? []) };
  });
  // a blocked name is left out whichever of its forms the texts wrote
  return interests.filter((interest) => !blocked.has(interest.keyword.toLowerCase()));
}

/** What the number of texts that mention an interest counts for: log2(1 + n), 1 for one text, 2 for three. */
export const supportFactor = (texts: number) => Math.log2(1 + texts);

/** The recency of a text `age` years old: 1 this year, halving every RECENCY_HALF_LIFE_YEARS years. */
export const recency = (age: number) => 0.5 ** (Math.max(0, age) / RECENCY_HALF_LIFE_YEARS);

/** Interests by score, highest first (equal scores: more texts first, then the shorter name: never the alphabet alone). */
export const byScore = (a: InterestScore, b: InterestScore) => b.score - a.score || b.ids.size - a.ids.size || a.keyword.length - b.keyword.length || a.keyword.localeCompare(b.keyword);

/**
 * Weights on the 1-5 scale of scores (the highest 5), two decimals, kept apart: in the given order
 * (highest score first) each is at least 0.01 below the one before while above 1, so that only
 * interests at the scale's floor share a weight.
 */
export function continuousWeights(scores: readonly number[]): number[] {
  const max = Math.max(0, ...scores);
  let previous = Infinity;
  return scores.map((score) => {
    let weight = max > 0 ? Math.round((1 + (4 * score) / max) * 100) / 100 : 1;
    if (weight >= previous) weight = Math.round((previous - 0.01) * 100) / 100;
    weight = Math.max(1, weight);
    previous = weight;
    return weight;
  });
}
