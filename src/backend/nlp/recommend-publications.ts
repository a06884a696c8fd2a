/**
 * Publication recommendations of the demo backend (api-contract-development 3.1 to 3.3): candidates
 * found by the interest names as a paper search would, 15 keyphrases per paper with SingleRank (top
 * 10 and the next 5, weights on 1 to 5), similarity with the demo's semantic similarity, kept when
 * the paper is more than 40 % similar to one interest, sorted by the whole-model score (the weighted
 * mean of the per-interest similarities) best first, at most 10. Deterministic: the same interests give the same answer.
 */
import type { ExtractedInterest } from './interests';
import type { ExtractionJob } from './extraction-jobs';
import { approximationFields, keywordSimilarity, percent, setSimilarity, type ApproximationFields } from './similarity';
import { tokenize } from './text';

export type InterestInput = { text: string; weight: number };

/** A paper of the pool the search looks in (the LAK data set and the catalogue's papers). */
export type PoolPaper = {
  paperId: string;
  title: string;
  abstract: string | null;
  year: number | null;
  url: string | null;
  authors: { authorId: string | null; name: string }[];
};

export type RecommendedPaper = PoolPaper & ApproximationFields & {
  score: number;
  paper_keywords: Record<string, number>;
  extra_keywords: Record<string, number>;
  interests_similarity: Record<string, number>;
  keywords_similarity: Record<string, Record<string, number | { score: number; color: string }>>;
};

/** Papers per interest a search returns (the server's Semantic Scholar `limit`). */
export const SEARCH_LIMIT = 10;
export const KEEP_ABOVE = 40;
export const MAX_RECOMMENDED = 10;
const KEYPHRASES = 15;
const TOP_KEYPHRASES = 10;
const ABSTRACT_WORD_LIMIT = 300;

type Indexed = { paper: PoolPaper; title: Set<string>; text: Map<string, number> };
const indexCache = new WeakMap<PoolPaper, Indexed>();

function indexed(paper: PoolPaper): Indexed {
  const known = indexCache.get(paper);
  if (known) return known;
  const title = new Set(tokenize(paper.title).filter((t) => t.content).map((t) => t.stem));
  const text = new Map<string, number>();
  tokenize(`${paper.title} ${paper.abstract ?? ''}`)
    .filter((t) => t.content)
    .forEach((t) => text.set(t.stem, (text.get(t.stem) ?? 0) + 1));
  const entry = { paper, title, text };
  indexCache.set(paper, entry);
  return entry;
}

const queryStems = (query: string) => [...new Set(tokenize(query).filter((t) => t.content).map((t) => t.stem))];

/**
 * The papers a search for `query` returns, best first, at most `limit`: every word of the query in
 * the title or abstract (by stem), ranked by how often they occur there, a title match counting
 * three times; ties by paper id, so the order never depends on the pool's order.
 */
export function searchPapers(pool: readonly PoolPaper[], query: string, limit = SEARCH_LIMIT): PoolPaper[] {
  const stems = queryStems(query);
  if (stems.length === 0) return [];
  return pool
    .map((paper) => {
      const entry = indexed(paper);
      if (!stems.every((s) => entry.text.has(s))) return null;
      const rank = stems.reduce((sum, s) => sum + (entry.text.get(s) ?? 0) + (entry.title.has(s) ? 3 : 0), 0);
      return { paper, rank };
    })
    .filter((hit): hit is { paper: PoolPaper; rank: number } => hit !== null)
    .sort((a, b) => b.rank - a.rank || a.paper.paperId.localeCompare(b.paper.paperId))
    .slice(0, limit)
    .map((hit) => hit.paper);
}

/** The text the server extracts from: title and abstract, a long abstract cut at "introduction". */
export function extractionText(paper: PoolPaper): string {
  const abstract = paper.abstract ?? '';
  const words = abstract.split(/\s+/).filter(Boolean);
  let cut = abstract;
  if (words.length > ABSTRACT_WORD_LIMIT) {
    const at = abstract.toLowerCase().indexOf('introduction');
    cut = at > 0 ? abstract.slice(0, at) : words.slice(0, ABSTRACT_WORD_LIMIT).join(' ');
  }
  return `${paper.title}. ${cut}`.trim();
}

/** The extraction job of one paper: SingleRank, 15 keyphrases, no Wikipedia filter. */
export function keyphraseJob(paper: PoolPaper): ExtractionJob {
  return { text: extractionText(paper), algorithm: 'SingleRank', limit: KEYPHRASES, wikiFilter: false };
}

const asSet = (keywords: Record<string, number>) => Object.entries(keywords).map(([keyword, weight]) => ({ keyword, weight }));
const interestSet = (interests: readonly InterestInput[]) => interests.map((i) => ({ keyword: i.text, weight: i.weight }));

/**
 * The paper against the interest model as a whole, 0 to 100: the mean of its per-interest
 * similarities, each weighted by the interest's weight. It is never above the highest of them,
 * and switching an interest off takes exactly its share out of the mean.
 */
export function modelScore(keywords: Record<string, number>, interests: readonly InterestInput[]): number {
  const each = interestsSimilarity(keywords, interests);
  return weightedMean(interests.map((interest) => ({ value: each[interest.text] ?? 0, weight: interest.weight })));
}

function weightedMean(values: readonly { value: number; weight: number }[]): number {
  const total = values.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total === 0) return 0;
  return Math.round((values.reduce((sum, v) => sum + v.value * Math.max(0, v.weight), 0) / total) * 100) / 100;
}

/** The paper's keyphrases against each interest, 0 to 100. */
export function interestsSimilarity(keywords: Record<string, number>, interests: readonly InterestInput[]): Record<string, number> {
  const out: Record<string, number> = {};
  interests.forEach((interest) => (out[interest.text] = percent(setSimilarity(asSet(keywords), [{ keyword: interest.text, weight: interest.weight }]))));
  return out;
}

function keywordsSimilarity(keywords: Record<string, number>, interests: readonly InterestInput[]): RecommendedPaper['keywords_similarity'] {
  const out: RecommendedPaper['keywords_similarity'] = {};
  Object.entries(keywords).forEach(([keyphrase, weight]) => {
    const entry: Record<string, number | { score: number; color: string }> = {
      data_weight: weight,
      data_interest_model_publication_keyword_score: percent(setSimilarity([{ keyword: keyphrase, weight }], interestSet(interests))),
    };
    // each interest: the keyphrase's similarity to it, times the interest's weight / 5 (the server's scaling)
    interests.forEach((interest) => (entry[interest.text] = { score: percent((keywordSimilarity(keyphrase, interest.text) * interest.weight) / 5), color: '' }));
    out[keyphrase] = entry;
  });
  return out;
}

/** Keyphrases (best first) as the answer's two maps: the top 10 and the next 5. */
function splitKeyphrases(found: readonly ExtractedInterest[]): { top: Record<string, number>; extra: Record<string, number> } {
  const top: Record<string, number> = {};
  const extra: Record<string, number> = {};
  found.slice(0, KEYPHRASES).forEach((item, index) => ((index < TOP_KEYPHRASES ? top : extra)[item.keyword] = item.relevance));
  return { top, extra };
}

/**
 * Recommends papers of the pool for the interests: search by each interest name, extract keyphrases
 * (through `extract`, which runs off the page where it can), score, keep above 40, best first, 10.
 * `candidates`, when given, are what a search already found (a live account's Semantic Scholar
 * search, pipeline/live-candidates.ts): the pool is not searched then.
 */
export async function recommendPublications(
  pool: readonly PoolPaper[],
  interests: readonly InterestInput[],
  extract: (jobs: ExtractionJob[]) => Promise<ExtractedInterest[][]>,
  found?: { candidates: readonly PoolPaper[] },
): Promise<RecommendedPaper[]> {
  const seen = new Set<string>();
  const searched = found ? found.candidates : interests.flatMap((interest) => searchPapers(pool, interest.text));
  const candidates = searched.filter((paper) => (seen.has(paper.paperId) ? false : (seen.add(paper.paperId), true)));
  if (candidates.length === 0) return [];
  const extracted = await extract(candidates.map(keyphraseJob));
  return candidates
    .map((paper, index): RecommendedPaper => {
      const { top, extra } = splitKeyphrases(extracted[index] ?? []);
      return {
        ...paper,
        score: modelScore(top, interests),
        paper_keywords: top,
        extra_keywords: extra,
        interests_similarity: interestsSimilarity(top, interests),
        keywords_similarity: keywordsSimilarity(top, interests),
        // beyond the server's answer: whether the paper's keyphrases and the interests rest on estimated word vectors
        ...(Object.keys(top).length === 0 ? {} : approximationFields([...Object.keys(top), ...interests.map((interest) => interest.text)])),
      };
    })
    // kept when it is clearly about one of the interests; ranked by the whole model
    .filter((paper) => Math.max(0, ...Object.values(paper.interests_similarity)) > KEEP_ABOVE)
    .sort((a, b) => b.score - a.score || a.paperId.localeCompare(b.paperId))
    .slice(0, MAX_RECOMMENDED);
}

/**
 * What-if on a paper's keyphrases (3.2): the score of the changed set. The server computes every
 * keyphrase's value from the whole set (all values equal); so does this stand-in.
 */
export function keywordWhatIf(keywords: Record<string, number>, interests: readonly InterestInput[]): { score: number; keywords_similarity: Record<string, number> } {
  const score = modelScore(keywords, interests);
  const each: Record<string, number> = {};
  Object.keys(keywords).forEach((keyphrase) => (each[keyphrase] = score));
  return { score, keywords_similarity: each };
}

/** What-if on the interests (3.3): the paper's score and per-interest similarity under changed interests. */
export function interestsWhatIf(paperKeywords: Record<string, number>, interests: readonly InterestInput[]): { score: number; interests_similarity: Record<string, number> } {
  return { score: modelScore(paperKeywords, interests), interests_similarity: interestsSimilarity(paperKeywords, interests) };
}
