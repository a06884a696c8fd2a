/**
 * Interest extraction as the server's interest-extraction endpoint does it (api-contract 5.1):
 * rank candidates with an algorithm, optionally keep only Wikipedia articles, score every kept
 * keyword by how often it occurs in the text, normalised so the most frequent gets 5.0 (one decimal,
 * floor 1), keys in the algorithm's rank order; the demo's endpoint answers the method's own scores
 * scaled from 1 to 5 instead (`relevance`), which tell the keywords apart. The extraction must have been loaded
 * (load-keyphrase.ts) before this is called.
 *
 * The Wikipedia filter stands in for the server's title lookup with the titles that ship in the
 * repository: the built-in encyclopedia (concepts.ts, titles with aliases and categories) and the
 * research vocabulary (keyphrase/vocabulary.ts, Wikipedia titles of research topics). A phrase is
 * kept when it names a title as a whole, else when its longest run of two words or more does, else
 * when its last word (its head noun) does ("undergraduate students" names "Student"), renamed to
 * that title; else a phrase of two words or more whose last two words are a noun compound with the
 * head noun of a title ("analysis", "system", "model") and a modifier that says what, not how much
 * ("stability analysis", "hybrid models"; not "interesting thread" or "real courses") is kept under
 * those two words, as such a compound nearly always has an article. A single word passes only when
 * it is a title itself: a lookup finds no article for "value" or "part". Phrases naming the same
 * title (by stems) merge. On Inspec validation it keeps 3.3 of SingleRank's top 10 on average, at
 * least 3 in 65% of the abstracts, none in 6% (`npm run bench:keyphrase -- --wiki`).
 */
import { CONCEPT_ENTRIES, wikiTitle } from './concepts';
import type { Algorithm } from './extract';
import { VOCABULARY } from './keyphrase/vocabulary';
import { loadedKeyphrase } from './load-keyphrase';
import { porterStem } from '@/lib/porter';
import { specificity, VAGUE_MODIFIERS } from './profile-score';
import { countOccurrences, STOP_WORDS } from './text';

export type ExtractedInterest = {
  keyword: string;
  /** occurrences in the text, scaled so the most frequent is 5.0 (what the interest model sums) */
  score: number;
  /**
   * the method's own score of the keyword's best phrase, scaled from 1.0 (the lowest returned) to
   * 5.0 (the highest), two decimals: keywords the method ranks apart score apart (the demo's scores)
   */
  relevance: number;
  /** lower-case phrases that were merged into this keyword */
  originals: string[];
  categories: string[];
  /** raw occurrence count in the text */
  count: number;
  /**
   * false for a keyword the Wikipedia filter kept by its form (a noun compound no shipped title
   * names), true for a title or for any keyword of an unfiltered extraction
   */
  known: boolean;
};

/** Scales counts so the largest is 5.0, rounded to one decimal, never below 1. */
export function normaliseScores(counts: number[]): number[] {
  const max = Math.max(0, ...counts);
  if (max <= 0) return counts.map(() => 1);
  return counts.map((c) => Math.max(1, Math.round((5 * c * 10) / max) / 10));
}

/**
 * Scales a method's scores (higher is better; Yake's are negated) linearly onto 1.0 to 5.0, two
 * decimals: only equal scores give equal values, unlike frequency counts, which tie often. One
 * score, or all equal, gives 5.0.
 */
export function scaleRelevance(scores: number[]): number[] {
  const max = Math.max(...scores);
  const min = Math.min(...scores);
  return scores.map((s) => (max > min ? Math.round((1 + (4 * (s - min)) / (max - min)) * 100) / 100 : 5));
}

type Title = { title: string; categories: string[] };

const stemKey = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(porterStem)
    .join(' ');

/** Stemmed title or alias -> title; the encyclopedia first, as it has categories. */
const TITLES = new Map<string, Title>();
CONCEPT_ENTRIES.forEach(({ title, categories, forms }) =>
  forms.forEach((form) => {
    const key = stemKey(form);
    if (!TITLES.has(key)) TITLES.set(key, { title, categories });
  }),
);
VOCABULARY.forEach((phrase) => {
  const key = stemKey(phrase);
  if (!TITLES.has(key)) TITLES.set(key, { title: wikiTitle(phrase), categories: [] });
});

/** Whether two phrases have the same Porter-stemmed words ("Knowledge tracing", "knowledge-tracing"). */
const sameWords = (a: string, b: string) => stemKey(a) === stemKey(b);

/**
 * The title of the built-in list a phrase names as a whole, else the one its last two words or its last
 * word name (as the live filter's candidates), for its categories.
 */
function titleOf(words: readonly string[]): (Title & { whole: boolean }) | undefined {
  const whole = TITLES.get(stemKey(words.join(' ')));
  if (whole) return { ...whole, whole: true };
  const part = [words.slice(-2), words.slice(-1)].filter((p) => p.length < words.length).map((p) => TITLES.get(stemKey(p.join(' ')))).find(Boolean);
  return part ? { ...part, whole: false } : undefined;
}

/**
 * What the built-in list keeps of a phrase (Wikipedia unreachable, the seeded accounts): the phrase
 * itself, never a part of it nor another name. A phrase with the same words as a title is named by
 * the title ("intelligent tutoring systems": "Intelligent tutoring system") with its categories; a
 * phrase that is an alias of a title keeps its own name with the title's categories ("student
 * performance" stays, in Academic performance's categories); any other phrase that is a topic by its
 * form (profile-score.ts: not a word of everyday English, no vague modifier, no boilerplate) is kept
 * whole, with the categories of the title its last words name if any (`known` false). Names are
 * capitalised like Wikipedia's titles ("Student performance").
 */
export function keepPhrase(phrase: string): (Title & { matched: string; known: boolean }) | undefined {
  const words = phrase.split(/\s+/).filter(Boolean);
  const written = words.join(' ');
  if (words.length === 0) return undefined;
  const title = titleOf(words);
  if (title?.whole) return { title: sameWords(title.title, written) ? title.title : wikiTitle(written.toLowerCase()), categories: title.categories, matched: written, known: true };
  if (specificity(written) === 0) return undefined;
  return { title: wikiTitle(written.toLowerCase()), categories: title?.categories ?? [], matched: written, known: false };
}

/** Stems of the last word of every title: the head nouns of research topics ("analysis", "system"). */
const TITLE_HEADS = new Set([...TITLES.keys()].map((key) => key.split(' ').pop() ?? ''));

/**
 * The title a phrase names, as the server's title lookup of the extraction endpoint (the demo page):
 * the whole phrase, else its longest run of two words or more (the
 * earliest of equal length), else its last word; with the words that matched.
 */
export function findTitle(phrase: string): (Title & { matched: string; known: boolean }) | undefined {
  const words = phrase.split(/\s+/).filter(Boolean);
  for (let size = words.length; size >= Math.min(2, words.length); size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const part = words.slice(start, start + size).join(' ');
      const title = TITLES.get(stemKey(part));
      if (title) return { ...title, matched: part, known: true };
    }
  }
  const head = words[words.length - 1];
  if (words.length > 1 && head !== undefined && head.length >= 4) {
    const title = TITLES.get(stemKey(head));
    if (title) return { ...title, matched: head, known: true };
  }
  // A noun compound with the head noun of a title ("stability analysis", "hybrid models") nearly
  // always has an article: kept under its last two words.
  const compound = words.slice(-2);
  const [modifier, noun] = compound.map((w) => w.toLowerCase());
  if (
    words.length > 1 &&
    modifier !== undefined &&
    noun !== undefined &&
    compound.every((w) => /^[A-Za-z][A-Za-z-]{2,}$/.test(w)) &&
    !modifier.split('-').some((part) => STOP_WORDS.has(part) || VAGUE_MODIFIERS.has(part)) &&
    !STOP_WORDS.has(noun) &&
    TITLE_HEADS.has(porterStem(noun.split('-').pop() ?? ''))
  ) {
    return { title: wikiTitle(compound.join(' ')), categories: [], matched: compound.join(' '), known: false };
  }
  return undefined;
}

/**
 * The keywords of a text by an algorithm, at most `numOfKeywords`. With the Wikipedia filter, the
 * built-in list keeps them: as the extraction endpoint's title lookup (`findTitle`, the demo page), or
 * as the researcher's own phrases (`keep: 'phrases'`, `keepPhrase`: the interest profile's extraction).
 */
export function extractInterests(text: string, algorithm: Algorithm, numOfKeywords: number, wikiFilter: boolean, keep: 'titles' | 'phrases' = 'titles'): ExtractedInterest[] {
  const keyphrase = loadedKeyphrase();
  if (!keyphrase) throw new Error('The keyphrase extraction is used before it was loaded (loadKeyphrase).');
  const ranked = keyphrase.extractKeyphrases(text, algorithm, numOfKeywords);
  const merged = new Map<string, Omit<ExtractedInterest, 'score' | 'relevance'>>();
  /** the method's score of each keyword's first (best) phrase */
  const methodScores: number[] = [];
  ranked.forEach(({ phrase, score: methodScore }) => {
    // The phrase comes from the text: at least one occurrence even where spacing differs.
    let count = Math.max(countOccurrences(text, phrase), 1);
    let key = phrase;
    let categories: string[] = [];
    let known = true;
    if (wikiFilter) {
      const title = keep === 'phrases' ? keepPhrase(phrase) : findTitle(phrase);
      if (!title) return;
      key = title.title;
      categories = title.categories;
      known = title.known;
      if (title.matched !== phrase) count = Math.max(countOccurrences(text, title.matched), 1);
    }
    const mergeKey = stemKey(key);
    const existing = merged.get(mergeKey);
    if (existing) {
      existing.count = Math.max(existing.count, count);
      if (!existing.originals.includes(phrase.toLowerCase())) existing.originals.push(phrase.toLowerCase());
    } else {
      merged.set(mergeKey, { keyword: key, originals: [phrase.toLowerCase()], categories, count, known });
      methodScores.push(methodScore);
    }
  });
  const entries = [...merged.values()];
  const scores = normaliseScores(entries.map((e) => e.count));
  const relevance = scaleRelevance(methodScores);
  return entries.map((entry, i) => ({ ...entry, score: scores[i] ?? 1, relevance: relevance[i] ?? 5 }));
}
