/**
 * Interest extraction as the server's interest-extraction endpoint does it (api-contract 5.1):
 * rank candidates with an algorithm, optionally keep only encyclopedia articles, score every kept
 * keyword by how often it occurs in the text, normalised so the most frequent gets 5.0 (one decimal,
 * floor 1), keys in the algorithm's rank order.
 *
 * The Wikipedia filter: a phrase is kept when the built-in encyclopedia (concepts.ts) has an article
 * for it or for the longest run of its words that names one (renamed to the article title), or, as a stand-in for the articles it lacks, when it is a
 * two- or three-word phrase of words of three letters or more that occurs at least twice in the text
 * (renamed Wikipedia-style: first letter upper-case). Phrases naming the same article are merged.
 */
import { lookupConcept, wikiTitle } from './concepts';
import { extractKeywords, type Algorithm } from './extract';
import { countOccurrences } from './text';

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

export function extractInterests(text: string, algorithm: Algorithm, numOfKeywords: number, wikiFilter: boolean): ExtractedInterest[] {
  const ranked = extractKeywords(text, algorithm, numOfKeywords);
  const merged = new Map<string, Omit<ExtractedInterest, 'score'>>();
  ranked.forEach(({ phrase }) => {
    let count = countOccurrences(text, phrase);
    if (count === 0) return;
    let key = phrase;
    let categories: string[] = [];
    if (wikiFilter) {
      const concept = findArticle(phrase);
      const words = phrase.split(/\s+/);
      if (concept) {
        key = concept.title;
        categories = concept.categories;
        count = countOccurrences(text, concept.matched);
      } else if (words.length >= 2 && words.length <= 3 && words.every((w) => /^[A-Za-z-]{3,}$/.test(w)) && count >= 2) {
        key = wikiTitle(phrase.toLowerCase());
      } else {
        return;
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
