/**
 * Interest extraction as the server's interest-extraction endpoint does it (api-contract 5.1):
 * rank candidates with an algorithm, optionally keep only Wikipedia articles, score every kept
 * keyword by how often it occurs in the text, normalised so the most frequent gets 5.0 (one decimal,
 * floor 1), keys in the algorithm's rank order. The extraction must have been loaded
 * (load-keyphrase.ts) before this is called.
 *
 * The Wikipedia filter stands in for the server's title lookup: a phrase is kept when the built-in
 * encyclopedia (concepts.ts) has an article for it or for the longest run of its words that names
 * one (renamed to the article title, with its categories); else when the research vocabulary
 * (keyphrase/vocabulary.ts, Wikipedia titles) has it or its longest run of 2+ words (renamed to that
 * title); else when its last two words (all of it when shorter) are alphabetic words of three
 * letters or more, none a generic word of the stop list (text.ts: "paper", "results", "first"),
 * as such a noun or noun compound nearly always has an article: kept under that head,
 * Wikipedia-style (first letter upper-case). Phrases naming the same article are merged.
 */
import { lookupConcept, wikiTitle } from './concepts';
import type { Algorithm } from './extract';
import { VOCABULARY } from './keyphrase/vocabulary';
import { loadedKeyphrase } from './load-keyphrase';
import { porterStem } from './porter';
import { countOccurrences, STOP_WORDS } from './text';

export type ExtractedInterest = {
  keyword: string;
  score: number;
  /** lower-case phrases that were merged into this keyword */
  originals: string[];
  categories: string[];
  /** raw occurrence count in the text */
  count: number;
};

/** Scales counts so the largest is 5.0, rounded to one decimal, never below 1. */
export function normaliseScores(counts: number[]): number[] {
  const max = Math.max(0, ...counts);
  if (max <= 0) return counts.map(() => 1);
  return counts.map((c) => Math.max(1, Math.round((5 * c * 10) / max) / 10));
}

/** The article named by the phrase or by its longest sub-phrase, with the words that matched. */
function findArticle(phrase: string): { title: string; categories: string[]; matched: string } | undefined {
  const words = phrase.split(/\s+/);
  for (let size = words.length; size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const part = words.slice(start, start + size).join(' ');
      if (size === 1 && part.length < 4) continue;
      const concept = lookupConcept(part);
      if (concept) return { ...concept, matched: part };
    }
  }
  return undefined;
}

const stemKey = (phrase: string) => phrase.toLowerCase().split(/\s+/).filter(Boolean).map(porterStem).join(' ');
const VOCABULARY_INDEX = new Map(VOCABULARY.map((title) => [stemKey(title), title]));

/** The research-vocabulary title named by the phrase or by its longest run of two words or more. */
function findVocabularyTitle(phrase: string): { title: string; matched: string } | undefined {
  const words = phrase.split(/\s+/);
  for (let size = words.length; size >= Math.min(2, words.length); size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const part = words.slice(start, start + size).join(' ');
      if (size === 1 && part.length < 4) continue;
      const title = VOCABULARY_INDEX.get(stemKey(part));
      if (title) return { title: wikiTitle(title), matched: part };
    }
  }
  return undefined;
}

export function extractInterests(text: string, algorithm: Algorithm, numOfKeywords: number, wikiFilter: boolean): ExtractedInterest[] {
  const keyphrase = loadedKeyphrase();
  if (!keyphrase) throw new Error('The keyphrase extraction is used before it was loaded (loadKeyphrase).');
  const ranked = keyphrase.extractKeyphrases(text, algorithm, numOfKeywords);
  const merged = new Map<string, Omit<ExtractedInterest, 'score'>>();
  ranked.forEach(({ phrase }) => {
    // The phrase comes from the text: at least one occurrence even where spacing differs.
    let count = Math.max(countOccurrences(text, phrase), 1);
    let key = phrase;
    let categories: string[] = [];
    if (wikiFilter) {
      const concept = findArticle(phrase);
      const words = phrase.split(/\s+/);
      if (concept) {
        key = concept.title;
        categories = concept.categories;
        count = Math.max(countOccurrences(text, concept.matched), 1);
      } else {
        const vocabulary = findVocabularyTitle(phrase);
        if (vocabulary) {
          key = vocabulary.title;
          count = Math.max(countOccurrences(text, vocabulary.matched), 1);
        } else {
          // A short phrase names an article as it is; a longer one by its head (its last two words).
          const head = words.slice(-2);
          if (!head.every((w) => /^[A-Za-z][A-Za-z-]{2,}$/.test(w) && !STOP_WORDS.has(w.toLowerCase()))) return;
          key = wikiTitle(head.join(' '));
          if (words.length > 2) count = Math.max(countOccurrences(text, head.join(' ')), 1);
        }
      }
    }
    const existing = merged.get(key.toLowerCase());
    if (existing) {
      existing.count = Math.max(existing.count, count);
      if (!existing.originals.includes(phrase.toLowerCase())) existing.originals.push(phrase.toLowerCase());
    } else {
      merged.set(key.toLowerCase(), { keyword: key, originals: [phrase.toLowerCase()], categories, count });
    }
  });
  const entries = [...merged.values()];
  const scores = normaliseScores(entries.map((e) => e.count));
  return entries.map((entry, i) => ({ ...entry, score: scores[i] ?? 1 }));
}
