/**
 * The score of a recommended paper for a researcher, and how it adds up (docs/recommendations.md).
 *
 * Words: the content words of the paper's title and abstract (by stem), each counted √(occurrences)
 * × √(specificity), specificity being the word's rarity in English (the rank of the word in the
 * word-vector table, which is in frequency order: log rank stands in for idf, Zipf); unit length.
 * The raw points are
 *   100 × the mean cosine of the paper's words with the researcher's TOP_OWN_PAPERS closest own papers
 *   + for each interest: its weight (1 to 5) × the cosine of the paper's words with the interest's.
 * A paper like one of your papers scores high even when it shares no word with the interest names;
 * the three closest papers rather than all of them, so that a researcher of several topics is not
 * averaged into none (Stelmakh et al.'s "max" aggregation). The shown score, 0 to 100, puts the raw
 * points on a fixed curve against the researcher's reference (how close their own papers are to one
 * another): 100 × s³ / (1 + s³), s = raw / reference, so 50 means as close to their work as their own
 * most central paper, whatever the account's field or how long its abstracts are. Every part is a
 * contribution: the papers', the interests' and what they earn only together add up to the shown
 * score, and so do the keyphrases' (leave-one-out, below).
 */
import { wordTable } from './embeddings/word-vectors';
import { tokenize } from './text';

export type ScoringInterest = { text: string; weight: number };
export type OwnPaperText = { paperId: string; title: string | null; abstract: string | null };

/** How many of the researcher's closest papers the score averages. */
export const TOP_OWN_PAPERS = 3;

/** Per stem: its occurrences, the specificity of its commonest spelling, and its damping (1, or LESS_WEIGHT). */
type RawTerms = Map<string, { count: number; specificity: number; damping: number }>;

/** What a word of a keyphrase the researcher asked less of counts in a candidate, of its usual weight. */
export const LESS_WEIGHT = 0.25;
/** Stem -> weight, unit length (empty when the text has no content word). */
export type TermVector = Map<string, number>;

/** How specific a word is, 0 to 1: log of its frequency rank among the table's words over log of their number; 1 outside the table (rarer than all). */
export function specificity(word: string): number {
  const table = wordTable();
  if (!table) return 1;
  const rank = table.rows.get(word) ?? table.words.length;
  return Math.log(2 + rank) / Math.log(2 + table.words.length);
}

/** The text's terms; the stems in `damped` (keyphrases the researcher asked less of) count LESS_WEIGHT of their weight. */
function rawTerms(text: string, damped: ReadonlySet<string> = NONE): RawTerms {
  const terms: RawTerms = new Map();
  tokenize(text)
    .filter((token) => token.content)
    .forEach((token) => {
      const known = terms.get(token.stem);
      if (known) known.count += 1;
      else terms.set(token.stem, { count: 1, specificity: specificity(token.lower), damping: damped.has(token.stem) ? LESS_WEIGHT : 1 });
    });
  return terms;
}

const NONE: ReadonlySet<string> = new Set();

function unit(terms: RawTerms, without: ReadonlySet<string> = new Set()): TermVector {
  const vector: TermVector = new Map();
  terms.forEach(({ count, specificity: spec, damping }, stem) => {
    if (!without.has(stem)) vector.set(stem, Math.sqrt(count) * Math.sqrt(spec) * damping);
  });
  const norm = Math.sqrt([...vector.values()].reduce((sum, x) => sum + x * x, 0));
  if (norm > 0) vector.forEach((x, stem) => vector.set(stem, x / norm));
  return vector;
}

/** A text's term vector; `without`: stems left out (a keyphrase taken away); `damped`: stems that weigh less (LESS_WEIGHT). */
export function termVector(text: string, without?: ReadonlySet<string>, damped?: ReadonlySet<string>): TermVector {
  return unit(rawTerms(text, damped), without);
}

/** The stems of a phrase's content words. */
export function phraseStems(phrase: string): string[] {
  return [...new Set(tokenize(phrase).filter((t) => t.content).map((t) => t.stem))];
}

/** The cosine of two unit term vectors. */
export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let dot = 0;
  small.forEach((x, stem) => (dot += x * (large.get(stem) ?? 0)));
  return dot;
}

/** A paper the score compares candidates with: one of the researcher's own, or one they liked (More like this: `liked`). */
export type OwnPaperVector = { paperId: string; title: string; vector: TermVector; liked?: true };

export function ownPaperVectors(papers: readonly OwnPaperText[], liked = false): OwnPaperVector[] {
  return papers.map((paper) => ({
    paperId: paper.paperId,
    title: paper.title ?? '',
    vector: termVector(`${paper.title ?? ''}. ${paper.abstract ?? ''}`),
    ...(liked ? { liked: true as const } : {}),
  }));
}

/** The interests' term vectors, computed once per list of interests (a ranking scores many papers against one list). */
const interestVectors = new WeakMap<readonly ScoringInterest[], TermVector[]>();

function vectorsOf(interests: readonly ScoringInterest[]): TermVector[] {
  const known = interestVectors.get(interests);
  if (known) return known;
  const vectors = interests.map((interest) => termVector(interest.text));
  interestVectors.set(interests, vectors);
  return vectors;
}

/**
 * The score and its parts: each close own paper's points, each interest's points (the keys of the
 * interests given), and `together`: what the parts earn only together, not alone (the curve, below).
 */
export type ScoreParts = { score: number; papers: { paperId: string; title: string; points: number; liked?: true }[]; interests: Record<string, number>; together: number };

/** The points before the curve: the close own papers' and the interests' (they add up to `score`). */
export function rawParts(paper: TermVector, interests: readonly ScoringInterest[], own: readonly OwnPaperVector[]): ScoreParts {
  const papers = own
    .map((mine) => ({ paperId: mine.paperId, title: mine.title, points: (100 * cosine(paper, mine.vector)) / TOP_OWN_PAPERS, ...(mine.liked ? { liked: mine.liked } : {}) }))
    .sort((a, b) => b.points - a.points || a.paperId.localeCompare(b.paperId))
    .slice(0, TOP_OWN_PAPERS)
    .filter((mine) => mine.points > 0);
  const byInterest: Record<string, number> = {};
  const vectors = vectorsOf(interests);
  interests.forEach((interest, index) => {
    const points = Math.max(0, interest.weight) * cosine(paper, vectors[index] ?? new Map());
    byInterest[interest.text] = (byInterest[interest.text] ?? 0) + points;
  });
  const score = papers.reduce((sum, mine) => sum + mine.points, 0) + Object.values(byInterest).reduce((sum, points) => sum + points, 0);
  return { score, papers, interests: byInterest, together: 0 };
}

/** The steepness of the shown score's curve (s^CURVE / (1 + s^CURVE)): the tenth of ten close papers clearly below the best. */
export const CURVE = 3;
/** Two own papers at least this close (cosine) are one paper twice (a preprint and its publication): the reference counts it once. */
export const TWIN = 0.9;
/** The reference of a researcher with fewer than two papers to compare: the median reference of the development set's 29 researchers (docs/recommendations.md). */
export const FALLBACK_REFERENCE = 36;

const references = new WeakMap<readonly OwnPaperVector[], number>();

/**
 * How close the researcher's papers are to one another, in raw points: the best over their own papers
 * (not the liked ones, a paper twice counted once) of 100 × the mean cosine with its TOP_OWN_PAPERS
 * closest other own papers; FALLBACK_REFERENCE with fewer than two papers. It depends on the papers alone,
 * never on the interests or the keyphrases, so every what-if keeps it.
 */
export function reference(own: readonly OwnPaperVector[]): number {
  const known = references.get(own);
  if (known !== undefined) return known;
  const mine = own.filter((paper, index) => !paper.liked && !own.slice(0, index).some((earlier) => !earlier.liked && cosine(paper.vector, earlier.vector) >= TWIN));
  let best = 0;
  mine.forEach((paper, index) => {
    const closest = mine
      .filter((_, other) => other !== index)
      .map((other) => cosine(paper.vector, other.vector))
      .sort((a, b) => b - a)
      .slice(0, TOP_OWN_PAPERS);
    best = Math.max(best, (100 * closest.reduce((sum, similarity) => sum + similarity, 0)) / TOP_OWN_PAPERS);
  });
  const value = best > 0 ? best : FALLBACK_REFERENCE;
  references.set(own, value);
  return value;
}

/** The shown score, 0 to 100, of raw points: 100 × s^CURVE / (1 + s^CURVE), s = raw / reference (50: as close as the researcher's own most central paper). */
export function calibrated(raw: number, ref: number): number {
  if (raw <= 0) return 0;
  const steep = (raw / ref) ** CURVE;
  return (100 * steep) / (1 + steep);
}

/**
 * The parts on the shown scale: each part (a close paper, an interest) is worth its share of the
 * shown score (raw points × shown / raw), but never more than what taking it away lowers the shown
 * score by; what the parts earn only together is `together`. They add up to the shown score.
 */
function onCurve(raw: ScoreParts, ref: number): ScoreParts {
  const score = calibrated(raw.score, ref);
  if (raw.score <= 0) return { ...raw, score: 0, together: 0 };
  const share = (points: number) => Math.max(0, Math.min((points * score) / raw.score, score - calibrated(raw.score - points, ref)));
  const interests = Object.fromEntries(Object.entries(raw.interests).map(([text, points]) => [text, share(points)]));
  const papers = raw.papers.map((mine) => ({ ...mine, points: share(mine.points) }));
  const parts = papers.reduce((sum, mine) => sum + mine.points, 0) + Object.values(interests).reduce((sum, points) => sum + points, 0);
  return { score, papers, interests, together: Math.max(0, score - parts) };
}

/** The shown score (0 to 100) and its parts: the raw points (rawParts) on the curve of the researcher's reference. */
export function scoreParts(paper: TermVector, interests: readonly ScoringInterest[], own: readonly OwnPaperVector[]): ScoreParts {
  return onCurve(rawParts(paper, interests, own), reference(own));
}

/**
 * What each keyphrase of the paper adds: the score less the score of the paper without the
 * keyphrase's words (leave-one-out), scaled down together when they would add up to more than the
 * score; `rest` is what the other words add. Taking a keyphrase away therefore lowers the score by at
 * least what it is said to add.
 */
export function keyphraseParts(
  text: string,
  keyphrases: readonly string[],
  interests: readonly ScoringInterest[],
  own: readonly OwnPaperVector[],
  damped?: ReadonlySet<string>,
): { byKeyphrase: Record<string, number>; rest: number; score: number; parts: ScoreParts } {
  const raw = rawTerms(text, damped);
  const parts = scoreParts(unit(raw), interests, own);
  const score = parts.score;
  const drops = keyphrases.map((keyphrase) => Math.max(0, score - scoreParts(unit(raw, new Set(phraseStems(keyphrase))), interests, own).score));
  const total = drops.reduce((sum, drop) => sum + drop, 0);
  const scale = total > score && total > 0 ? score / total : 1;
  const byKeyphrase: Record<string, number> = {};
  keyphrases.forEach((keyphrase, index) => (byKeyphrase[keyphrase] = (drops[index] ?? 0) * scale));
  return { byKeyphrase, rest: Math.max(0, score - total * scale), score, parts };
}
