/**
 * Publication recommendations of the built-in backend (api-contract-development 3.1 to 3.3): candidates
 * found by the interest names as a paper search would, 15 keyphrases per paper with SingleRank (top
 * 10 and the next 5, weights on 1 to 5) and their similarity to each interest (the keyphrase marks),
 * ranked by the researcher's score (nlp/recommend-score.ts: the paper's words against the
 * researcher's closest own papers and the interests), best first, at most 10; each paper carries
 * how its score adds up (`explanation`). Deterministic: the same interests give the same answer.
 */
import type { ExtractedInterest } from './interests';
import type { ExtractionJob } from './extraction-jobs';
import { approximationFields, keywordSimilarity, percent, setSimilarityWith, type ApproximationFields } from './similarity';
import { tokenize } from './text';
import { cosine, keyphraseParts, ownPaperVectors, scoreParts, termVector, phraseStems, type OwnPaperText, type OwnPaperVector, type TermVector } from './recommend-score';

export type InterestInput = { text: string; weight: number };

/**
 * Where a candidate came from, as its card says: the search for one of the interests ("matches your
 * interest Y"), or papers like the researcher's own ("similar to your paper X"; a paper of the
 * recommendations API names its closest own paper once scored, null when none shares a word).
 */
export type FoundBy = { kind: 'interest'; interest: string } | { kind: 'paper'; paperId: string | null; title: string | null; liked?: true };

/** A paper of the pool the search looks in (the LAK data set and the catalogue's papers). */
export type PoolPaper = {
  paperId: string;
  title: string;
  abstract: string | null;
  year: number | null;
  url: string | null;
  authors: { authorId: string | null; name: string }[];
  found_by?: FoundBy;
};

/**
 * How a paper's score adds up (beyond the server's answer): the points of each of the researcher's
 * closest papers and of each interest (they add up to the score), and the same score split by the
 * paper's keyphrases and its other words (they add up to it too).
 */
export type ScoreExplanation = {
  /** `liked`: a paper the researcher liked (More like this), not one of theirs */
  papers: { paperId: string; title: string; points: number; liked?: true }[];
  /** what related words earn with the close papers, and the pairs that matched ("a word of the paper ~ a word of yours"), the most earning first; `pairs`: how many in all */
  related: { points: number; words: string[]; pairs: number };
  interests: Record<string, number>;
  /** the researcher's papers closest in wording (SIF vectors, nlp/sif.ts), each worth at most what leaving it out of their papers lowers the score by */
  wording: { paperId: string; title: string; points: number; liked?: true }[];
  /** what the papers, the related words, the interests and the wording earn only together (the shown score's curve, and papers alike: nlp/recommend-score.ts) */
  together: number;
  keyphrases: Record<string, number>;
  other_words: number;
};

export type RecommendedPaper = Omit<PoolPaper, 'found_by'> & ApproximationFields & {
  found_by: FoundBy | null;
  score: number;
  explanation: ScoreExplanation;
  paper_keywords: Record<string, number>;
  extra_keywords: Record<string, number>;
  interests_similarity: Record<string, number>;
  keywords_similarity: Record<string, Record<string, number | { score: number; color: string }>>;
};

/** Papers per interest a search returns (the server's Semantic Scholar `limit`). */
export const SEARCH_LIMIT = 10;
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

/** The paper's keyphrases against each interest, 0 to 100. */
export function interestsSimilarity(keywords: Record<string, number>, interests: readonly InterestInput[]): Record<string, number> {
  const out: Record<string, number> = {};
  const toPaper = setSimilarityWith(asSet(keywords));
  interests.forEach((interest) => (out[interest.text] = percent(toPaper([{ keyword: interest.text, weight: interest.weight }]))));
  return out;
}

/** Each keyphrase against the interests (`toInterests`: the similarity to all of them, computed once per ranking) and each interest. */
function keywordsSimilarity(
  keywords: Record<string, number>,
  interests: readonly InterestInput[],
  toInterests: (keywords: { keyword: string; weight: number }[]) => number,
): RecommendedPaper['keywords_similarity'] {
  const out: RecommendedPaper['keywords_similarity'] = {};
  Object.entries(keywords).forEach(([keyphrase, weight]) => {
    const entry: Record<string, number | { score: number; color: string }> = {
      data_weight: weight,
      data_interest_model_publication_keyword_score: percent(toInterests([{ keyword: keyphrase, weight }])),
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

const points = (value: number) => Math.round(value * 100) / 100;
const pointsOf = (map: Record<string, number>) => Object.fromEntries(Object.entries(map).map(([key, value]) => [key, points(value)]));

/** The text a paper is scored by: its title and abstract. */
export const scoredText = (paper: Pick<PoolPaper, 'title' | 'abstract'>) => `${paper.title}. ${paper.abstract ?? ''}`;

/**
 * Each scored paper's exact score, of which `score` shows the hundredths: the list is ranked by it, so
 * that two papers shown with the same score keep the order of their scores (a tie of the rounding is
 * not a tie). Kept beside the paper, not in it: the page and the stored lists get the shown score only.
 */
const exactScores = new WeakMap<RecommendedPaper, number>();

/** What a scored paper ranks by: its exact score (its shown score for a paper not scored here, e.g. one stored before). */
export const rankingScore = (paper: RecommendedPaper): number => exactScores.get(paper) ?? paper.score;

/** The paper, its exact score remembered for the ranking. */
function withExactScore(paper: RecommendedPaper, exact: number): RecommendedPaper {
  exactScores.set(paper, exact);
  return paper;
}

/** A paper's score for the researcher and how it adds up (rounded to hundredths; `exact`, unrounded); `damped`: the stems of the keyphrases asked less of. */
export function explainedScore(
  text: string,
  keyphrases: readonly string[],
  interests: readonly InterestInput[],
  own: readonly OwnPaperVector[],
  damped?: ReadonlySet<string>,
): { score: number; exact: number; explanation: ScoreExplanation } {
  const split = keyphraseParts(text, keyphrases, interests, own, damped);
  const parts = split.parts;
  return {
    score: points(parts.score),
    exact: parts.score,
    explanation: {
      papers: parts.papers.map((mine) => ({ ...mine, points: points(mine.points) })),
      related: { ...parts.related, points: points(parts.related.points) },
      interests: pointsOf(parts.interests),
      wording: parts.wording.map((mine) => ({ ...mine, points: points(mine.points) })),
      together: points(parts.together),
      keyphrases: pointsOf(split.byKeyphrase),
      other_words: points(split.rest),
    },
  };
}

/** Where a scored candidate came from: a recommendation for the researcher's papers names the closest of them. */
function foundBy(found: FoundBy | undefined, explanation: ScoreExplanation): FoundBy | null {
  if (found === undefined) return null;
  if (found.kind === 'interest' || found.paperId !== null) return found;
  const closest = explanation.papers[0];
  return closest ? { kind: 'paper', paperId: closest.paperId, title: closest.title, ...(closest.liked ? { liked: closest.liked } : {}) } : found;
}

/**
 * What a researcher's ranking needs of them: their own papers (title and abstract), and their
 * feedback: papers they asked more like (compared with as their own papers are), keyphrases they asked
 * less of (their words weigh LESS_WEIGHT in every candidate), papers not for them (never recommended).
 */
export type Researcher = {
  ownPapers: readonly OwnPaperText[];
  liked?: readonly OwnPaperText[];
  less?: readonly string[];
  dismissed?: ReadonlySet<string>;
};

/** The papers a researcher's score compares with (their own and the ones they liked) and the stems they asked less of. */
export function scoringBasis(researcher: Researcher): { own: OwnPaperVector[]; damped: ReadonlySet<string> } {
  return { own: [...ownPaperVectors(researcher.ownPapers), ...ownPaperVectors(researcher.liked ?? [], true)], damped: new Set((researcher.less ?? []).flatMap(phraseStems)) };
}

/**
 * Scores candidates for the interests and the researcher as Recommended Papers ranks them:
 * keyphrases extracted (through `extract`, which runs off the page where it can), the score with its
 * explanation; in the candidates' order, none dropped. The benchmark (npm run bench:recommend)
 * scores with this function.
 */
export async function scoreCandidates(
  candidates: readonly PoolPaper[],
  interests: readonly InterestInput[],
  extract: (jobs: ExtractionJob[]) => Promise<ExtractedInterest[][]>,
  researcher: Researcher,
): Promise<RecommendedPaper[]> {
  if (candidates.length === 0) return [];
  const extracted = await extract(candidates.map(keyphraseJob));
  const { own, damped } = scoringBasis(researcher);
  const toInterests = setSimilarityWith(interestSet(interests));
  return candidates.map((paper, index): RecommendedPaper => {
    const { top, extra } = splitKeyphrases(extracted[index] ?? []);
    const { exact, ...explained } = explainedScore(scoredText(paper), Object.keys(top), interests, own, damped);
    return withExactScore({
      ...paper,
      ...explained,
      found_by: foundBy(paper.found_by, explained.explanation),
      paper_keywords: top,
      extra_keywords: extra,
      interests_similarity: interestsSimilarity(top, interests),
      keywords_similarity: keywordsSimilarity(top, interests, toInterests),
      // beyond the server's answer: whether the paper's keyphrases and the interests rest on estimated word vectors
      ...(Object.keys(top).length === 0 ? {} : approximationFields([...Object.keys(top), ...interests.map((interest) => interest.text)])),
    }, exact);
  });
}

/** Papers of the pool like each of the researcher's papers (their closest own paper first): the offline stand-in of Semantic Scholar's recommendations. */
export const SIMILAR_PER_PAPER = 4;
/** At most this many of the researcher's papers find similar papers in the pool. */
export const SIMILAR_EXAMPLES = 5;

const poolVectors = new WeakMap<PoolPaper, TermVector>();

function poolVector(paper: PoolPaper): TermVector {
  const known = poolVectors.get(paper);
  if (known) return known;
  const vector = termVector(scoredText(paper));
  poolVectors.set(paper, vector);
  return vector;
}

/**
 * The pool's papers most like each of the researcher's first SIMILAR_EXAMPLES papers (the ones they
 * asked more like first; cosine of
 * their words, SIMILAR_PER_PAPER each, ties by paper id), each naming that paper: what the seeded
 * accounts get, offline and deterministic, where a live account asks Semantic Scholar.
 */
export function similarPapers(pool: readonly PoolPaper[], researcher: Researcher): PoolPaper[] {
  return [...ownPaperVectors(researcher.liked ?? [], true), ...ownPaperVectors(researcher.ownPapers)].slice(0, SIMILAR_EXAMPLES).flatMap((mine) =>
    pool
      .map((paper) => ({ paper, similarity: cosine(poolVector(paper), mine.vector) }))
      .filter((hit) => hit.similarity > 0)
      .sort((a, b) => b.similarity - a.similarity || a.paper.paperId.localeCompare(b.paper.paperId))
      .slice(0, SIMILAR_PER_PAPER)
      .map(({ paper }): PoolPaper => ({ ...paper, found_by: { kind: 'paper', paperId: mine.paperId, title: mine.title, ...(mine.liked ? { liked: mine.liked } : {}) } })),
  );
}

/** Candidates without duplicates (the first kept: a search by an interest before a similar paper). */
export function uniqueCandidates(candidates: readonly PoolPaper[]): PoolPaper[] {
  const seen = new Set<string>();
  return candidates.filter((paper) => (seen.has(paper.paperId) ? false : (seen.add(paper.paperId), true)));
}

/**
 * A seeded account's candidates, offline: the pool's papers found by the search for each interest
 * name and the papers like the researcher's own (similarPapers), without duplicates. A live account's
 * come from Semantic Scholar instead (pipeline/live-candidates.ts); both are scored by scoreCandidates.
 */
export function poolCandidates(pool: readonly PoolPaper[], interests: readonly InterestInput[], researcher: Researcher): PoolPaper[] {
  return uniqueCandidates([
    ...interests.flatMap((interest) => searchPapers(pool, interest.text).map((paper): PoolPaper => ({ ...paper, found_by: { kind: 'interest', interest: interest.text } }))),
    ...similarPapers(pool, researcher),
  ]);
}

/**
 * The recommended list of scored papers: best first, 10; a paper the researcher dismissed, or one
 * that shares no word with their papers or interests (score 0), is left out.
 */
export function rankScored(scored: readonly RecommendedPaper[], researcher: Researcher): RecommendedPaper[] {
  const dismissed = researcher.dismissed ?? new Set<string>();
  return scored
    .filter((paper) => paper.score > 0 && !dismissed.has(paper.paperId))
    .sort((a, b) => rankingScore(b) - rankingScore(a) || a.paperId.localeCompare(b.paperId))
    .slice(0, MAX_RECOMMENDED);
}

/**
 * Scored papers scored again for the researcher as they are now (after feedback): the same
 * keyphrases and similarities, a new score and explanation. No extraction: fast enough to re-rank at once.
 */
export function rescored(scored: readonly RecommendedPaper[], interests: readonly InterestInput[], researcher: Researcher): RecommendedPaper[] {
  const { own, damped } = scoringBasis(researcher);
  return scored.map((paper) => {
    const { exact, ...explained } = explainedScore(scoredText(paper), Object.keys(paper.paper_keywords), interests, own, damped);
    return withExactScore({ ...paper, ...explained }, exact);
  });
}

/** A recommended paper as the what-ifs find it again: its scored text and its keyphrases as answered. */
export type ScoredPaper = { text: string; keyphrases: readonly string[] };

/**
 * The paper a what-if is about, among the ones last recommended: the one whose answered keyphrases
 * the request's keyphrases share most (at least half of them); null when none does.
 */
export function findScoredPaper(papers: readonly ScoredPaper[], keywords: Record<string, number>): ScoredPaper | null {
  const asked = new Set(Object.keys(keywords));
  let best: { paper: ScoredPaper; shared: number } | null = null;
  for (const paper of papers) {
    const shared = paper.keyphrases.filter((keyphrase) => asked.has(keyphrase)).length;
    if (shared * 2 >= paper.keyphrases.length && shared > 0 && (best === null || shared > best.shared)) best = { paper, shared };
  }
  return best?.paper ?? null;
}

/**
 * The text scored under a keyphrase edit: the paper's text without the words of the keyphrases
 * taken away, with the added ones; with no paper known, the keyphrases themselves.
 */
function editedText(paper: ScoredPaper | null, keywords: Record<string, number>): { text: string; without: Set<string> } {
  if (!paper) return { text: Object.keys(keywords).join('. '), without: new Set() };
  const kept = new Set(Object.keys(keywords));
  const dropped = paper.keyphrases.filter((keyphrase) => !kept.has(keyphrase));
  const added = Object.keys(keywords).filter((keyphrase) => !paper.keyphrases.includes(keyphrase));
  const keptStems = new Set(added.flatMap(phraseStems));
  return { text: [paper.text, ...added].join('. '), without: new Set(dropped.flatMap(phraseStems).filter((stem) => !keptStems.has(stem))) };
}

/** The score, in points, of the paper with its keyphrases edited (every what-if asks it); `leftOut`: one of the researcher's papers left out of those compared with. */
function editedScore(
  paper: ScoredPaper | null,
  keywords: Record<string, number>,
  interests: readonly InterestInput[],
  own: readonly OwnPaperVector[],
  damped?: ReadonlySet<string>,
  leftOut?: string,
): number {
  const { text, without } = editedText(paper, keywords);
  return points(scoreParts(termVector(text, without, damped), interests, own, { leftOut }).score);
}

/**
 * What-if on a paper's keyphrases (3.2): the score of the paper with its keyphrases edited (the
 * words of a keyphrase taken away no longer count). Every keyphrase's value is that score, as the
 * server answers.
 */
export function keywordWhatIf(
  keywords: Record<string, number>,
  interests: readonly InterestInput[],
  own: readonly OwnPaperVector[] = [],
  paper: ScoredPaper | null = null,
  damped?: ReadonlySet<string>,
): { score: number; keywords_similarity: Record<string, number> } {
  const score = editedScore(paper, keywords, interests, own, damped);
  const each: Record<string, number> = {};
  Object.keys(keywords).forEach((keyphrase) => (each[keyphrase] = score));
  return { score, keywords_similarity: each };
}

/** What-if on the interests (3.3): the paper's score and per-interest similarity under changed interests. */
export function interestsWhatIf(
  paperKeywords: Record<string, number>,
  interests: readonly InterestInput[],
  own: readonly OwnPaperVector[] = [],
  paper: ScoredPaper | null = null,
  damped?: ReadonlySet<string>,
): { score: number; interests_similarity: Record<string, number> } {
  return { score: editedScore(paper, paperKeywords, interests, own, damped), interests_similarity: interestsSimilarity(paperKeywords, interests) };
}

/**
 * What-if on one of the researcher's papers named under Why? ("What if this paper were left out?"):
 * the paper's score with that paper left out of those it is compared with (the next closest takes
 * its place; the researcher's references kept, as every what-if keeps them), for its keyphrases and
 * the interests as sent. Null when `leftOut` is not among the papers compared with.
 */
export function leaveOutWhatIf(
  paperKeywords: Record<string, number>,
  interests: readonly InterestInput[],
  own: readonly OwnPaperVector[],
  leftOut: string,
  paper: ScoredPaper | null = null,
  damped?: ReadonlySet<string>,
): { score: number } | null {
  if (!own.some((mine) => mine.paperId === leftOut)) return null;
  return { score: editedScore(paper, paperKeywords, interests, own, damped, leftOut) };
}
