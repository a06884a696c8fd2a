/**
 * "Your interests" (built-in backend only): where a researcher's top interests sit among the topics of
 * one or more conferences, with the project's keyword similarity (../nlp/similarity.ts, word vectors;
 * callers await `ensureWordVectors()` first).
 *
 * - A paper matches an interest when one of its topics or keywords is within MATCH of it, and is not
 *   broader than it (one of the interest's words alone: "learning" for "blended learning").
 * - A conference's year: how close its papers are to the profile, the share of its papers matching
 *   each interest, weighted by the interests' weights (0 to 100: 100 when every paper matches every
 *   interest); and how many of its papers match one interest at least. A share, not a count: the
 *   conferences and their years differ in size.
 * - The closest papers of each conference: by the similarity of their topics and keywords, as one set,
 *   to the interests (weighted), as the server's WordEmbedding compares two keyword sets; each listed
 *   with the interests that matched, each with the paper's term closest to it.
 */
import { keywordSimilarity, percent, setSimilarity } from '../nlp/similarity';
import type { LakDataSet, LakPaper } from './dataset';

/** The interests placed: the first ones in the order of every screen (src/lib/interest-order.ts). */
export const TOP_INTERESTS = 10;
/** Papers listed per conference. */
export const CLOSEST_PAPERS = 3;
/**
 * An interest matches a term from this keyword similarity on (0..1). The mean of the words' vectors
 * gives phrases sharing a word, or unrelated phrases of common words, 0.55 to 0.65 ("learning analytics"
 * and "learning design" 0.64, "learning design" and "type theory" 0.63), and a phrase and its variant
 * more ("online courses" and "massive open online courses" 0.84, "learning design" and "course design"
 * 0.85): a match is the latter.
 */
export const MATCH = 0.7;

export type Interest = { text: string; weight: number };

export type MatchedInterest = { interest: string; term: string; similarity: number };

export type PlacedPaper = {
  id: string;
  title: string;
  year: string;
  authors: string[];
  url?: string;
  /** 0..100 */
  similarity: number;
  matched: MatchedInterest[];
};

export type PlacedYear = {
  year: string;
  held: boolean;
  papers: number;
  /** 0..100: the share of its papers matching each interest, weighted by the interests' weights; null for a year not held */
  similarity: number | null;
  /** papers of the year with a term matching an interest */
  matching: number;
};

export type PlacedConference = { id: string; name: string; years: PlacedYear[]; papers: PlacedPaper[] };

export type InterestPlacement = { interests: Interest[]; conferences: PlacedConference[] };

export type PlacementInput = { id: string; name: string; years: readonly string[]; data: LakDataSet };

const termsOf = (paper: LakPaper): string[] => [...new Set([...paper.topics, ...paper.keywords])];

/** Each term's similarity to each interest, computed once per distinct term (terms recur across papers). */
type Similarities = (term: string) => number[];

function similaritiesTo(interests: readonly Interest[]): Similarities {
  const cache = new Map<string, number[]>();
  return (term) => {
    let found = cache.get(term);
    if (!found) {
      found = interests.map((interest) => keywordSimilarity(interest.text, term));
      cache.set(term, found);
    }
    return found;
  };
}

const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * A term made of some of the interest's words only ("learning" or "student" for "student engagement")
 * is broader than the interest: a paper carrying it is not thereby about the interest, however close
 * the word vectors put them. A narrower term ("learning analytics dashboards" for "dashboard") is.
 */
function broader(term: string, interest: string): boolean {
  const own = new Set(wordsOf(interest));
  const words = new Set(wordsOf(term));
  return words.size < own.size && [...words].every((word) => own.has(word));
}

/** Each interest's closest term of the paper, when it reaches MATCH and is not broader than it; closest first. */
function matchedInterests(terms: readonly string[], interests: readonly Interest[], similarities: Similarities): MatchedInterest[] {
  return interests
    .flatMap((interest, index) => {
      let best: MatchedInterest | null = null;
      for (const term of terms) {
        const similarity = similarities(term)[index] ?? 0;
        if (similarity >= MATCH && (best === null || similarity > best.similarity) && !broader(term, interest.text)) best = { interest: interest.text, term, similarity };
      }
      return best ? [best] : [];
    })
    .sort((a, b) => b.similarity - a.similarity)
    .map((match) => ({ ...match, similarity: percent(match.similarity) }));
}

function paperSimilarity(paper: LakPaper, profile: readonly { keyword: string; weight: number }[]): number {
  return setSimilarity(
    termsOf(paper).map((keyword) => ({ keyword })),
    profile,
  );
}

function placeConference(input: PlacementInput, interests: readonly Interest[]): PlacedConference {
  const profile = interests.map((interest) => ({ keyword: interest.text, weight: interest.weight }));
  const similarities = similaritiesTo(interests);
  const weights = interests.reduce((sum, interest) => sum + interest.weight, 0) || 1;
  const years = input.years.map((year): PlacedYear => {
    const data = input.data.byYear.get(year);
    if (!data || data.papers.length === 0) return { year, held: data !== undefined, papers: 0, similarity: null, matching: 0 };
    const matches = data.papers.map((paper) => new Set(matchedInterests(termsOf(paper), interests, similarities).map((match) => match.interest)));
    const closeness = interests.reduce((sum, interest) => sum + (interest.weight * matches.filter((matched) => matched.has(interest.text)).length) / data.papers.length, 0) / weights;
    return { year, held: true, papers: data.papers.length, similarity: percent(closeness), matching: matches.filter((matched) => matched.size > 0).length };
  });
  const scored = input.data.years.flatMap((year) => year.papers).map((paper) => ({ paper, similarity: paperSimilarity(paper, profile) }));
  const closest = scored
    .sort((a, b) => b.similarity - a.similarity || a.paper.id.localeCompare(b.paper.id))
    .slice(0, CLOSEST_PAPERS)
    .map(({ paper, similarity }) => ({
      id: paper.id,
      title: paper.title,
      year: paper.year,
      authors: paper.authors,
      ...(paper.url ? { url: paper.url } : {}),
      similarity: percent(similarity),
      matched: matchedInterests(termsOf(paper), interests, similarities),
    }));
  return { id: input.id, name: input.name, years, papers: closest };
}

/** The interests (already in the order of every screen, the first TOP_INTERESTS) placed in each conference. */
export function placeInterests(inputs: readonly PlacementInput[], interests: readonly Interest[]): InterestPlacement {
  const top = interests.slice(0, TOP_INTERESTS);
  return { interests: top, conferences: top.length === 0 ? inputs.map((input) => ({ id: input.id, name: input.name, years: [], papers: [] })) : inputs.map((input) => placeConference(input, top)) };
}
