/**
 * The score of a recommended paper for a researcher, and how it adds up (docs/recommendations.md).
 *
 * Words: the content words of the paper's title and abstract (by stem), each counted √(occurrences)
 * × √(specificity), specificity being the word's rarity in English (the rank of the word in the
 * word-vector table, which is in frequency order: log rank stands in for idf, Zipf); unit length.
 * The raw points are
 *   100 × the mean closeness of the paper's words with the researcher's TOP_OWN_PAPERS closest own papers
 *   + for each interest: its weight (1 to 5) × the cosine of the paper's words with the interest's.
 * Closeness is the cosine plus what related words add: a word of the paper and a different word of
 * the researcher's paper whose word vectors are closer than chance (RELATED_COSINE), neither of them
 * found as itself in the other text, count the product of their weights × how far above chance their
 * cosine is (soft cosine, Sidorov et al. 2014, without its normalisation), so a paper written in words
 * near the researcher's, not the same ones, scores too.
 * A paper like one of your papers scores high even when it shares no word with the interest names;
 * the three closest papers rather than all of them, so that a researcher of several topics is not
 * averaged into none (Stelmakh et al.'s "max" aggregation). A second part, the wording: 100 × the mean
 * of what the SIF cosine (sif.ts) of the paper with its three closest own papers in wording is above
 * everyday English's (the background). The shown score, 0 to 100, puts the two parts on a fixed curve
 * against the researcher's references (how close their own papers are to one another, by each part):
 * 100 × s³ / (1 + s³), s = (words / words reference + wording / wording reference) / the same for
 * their most central papers, so 50 means as close to their work as those papers, whatever the
 * account's field or how long its abstracts are. Every part is a contribution: the papers', the
 * interests', the papers' close in wording and what they earn only together add up to the shown
 * score, and so do the keyphrases' (leave-one-out, below).
 */
import type { WordTable } from './embeddings/format';
import { tableGeneration, tableVector, wordTable } from './embeddings/word-vectors';
import { tokenize } from './text';
import { closeRowIndex, closeRows, type CloseRowIndex } from './close-rows';
import { everydayEnglish, sifCosine, sifSum, sifWeight, unitSif } from './sif';

export type ScoringInterest = { text: string; weight: number };
export type OwnPaperText = { paperId: string; title: string | null; abstract: string | null };

/** How many of the researcher's closest papers the score averages. */
export const TOP_OWN_PAPERS = 3;

/** Per stem: its occurrences, its first spelling (lower case) and that spelling's specificity, its damping (1, or LESS_WEIGHT) and the occurrences of each spelling (`forms`, the wording's words). */
type RawTerms = Map<string, { count: number; word: string; specificity: number; damping: number; forms: Map<string, number> }>;

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
      if (known) {
        known.count += 1;
        known.forms.set(token.lower, (known.forms.get(token.lower) ?? 0) + 1);
      } else terms.set(token.stem, { count: 1, word: token.lower, specificity: specificity(token.lower), damping: damped.has(token.stem) ? LESS_WEIGHT : 1, forms: new Map([[token.lower, 1]]) });
    });
  return terms;
}

const NONE: ReadonlySet<string> = new Set();

/** Each term vector's stems spelled as the text first wrote them (the related words are found and named by them). */
const spellings = new WeakMap<TermVector, ReadonlyMap<string, string>>();

/**
 * Each term vector's wording (its SIF vector, sif.ts, of every word as the text spells it), found once asked for: the text's terms and the
 * stems left out. The sum over all the text's words is kept with the terms, so that the text without
 * a keyphrase (leave-one-out) subtracts that keyphrase's words instead of adding up the others again.
 */
const wordings = new WeakMap<TermVector, { terms: RawTerms; without: ReadonlySet<string>; vector?: Float32Array | null }>();
const wordingSums = new WeakMap<RawTerms, Float64Array | null>();

/** The words of the terms kept, each spelling with its occurrences (× the stem's damping). */
const occurrences = (terms: RawTerms, keep: (stem: string) => boolean) =>
  [...terms].filter(([stem]) => keep(stem)).flatMap(([, { forms, damping }]) => [...forms].map(([word, count]) => ({ word, count: count * damping })));

function unit(terms: RawTerms, without: ReadonlySet<string> = new Set()): TermVector {
  const vector: TermVector = new Map();
  const words = new Map<string, string>();
  terms.forEach(({ count, word, specificity: spec, damping }, stem) => {
    if (without.has(stem)) return;
    vector.set(stem, Math.sqrt(count) * Math.sqrt(spec) * damping);
    words.set(stem, word);
  });
  const norm = Math.sqrt([...vector.values()].reduce((sum, x) => sum + x * x, 0));
  if (norm > 0) vector.forEach((x, stem) => vector.set(stem, x / norm));
  spellings.set(vector, words);
  wordings.set(vector, { terms, without });
  return vector;
}

/** The SIF vector of a term vector's words (each as spelled, its occurrences × its stem's damping); null when none is in the word table. */
export function wordingOf(vector: TermVector): Float32Array | null {
  const known = wordings.get(vector);
  if (!known) return null;
  if (known.vector !== undefined) return known.vector;
  const { terms, without } = known;
  if (!wordingSums.has(terms)) wordingSums.set(terms, sifSum(occurrences(terms, () => true)));
  const whole = wordingSums.get(terms) ?? null;
  const removed = without.size > 0 && whole ? sifSum(occurrences(terms, (stem) => without.has(stem))) : null;
  // every word of the table taken away: nothing is left (not the rounding residue of the subtraction)
  const left = occurrences(terms, (stem) => !without.has(stem)).some(({ word }) => sifWeight(word) > 0);
  known.vector = !left ? null : unitSif(whole && removed ? whole.map((value, i) => value - (removed[i] ?? 0)) : whole);
  return known.vector;
}

/** How close two texts are in wording: the cosine of their SIF vectors, 0 when it is not above 0 (a text turned away is no evidence). */
export const wordingCloseness = (a: TermVector, b: TermVector): number => Math.max(0, sifCosine(wordingOf(a), wordingOf(b)));

/** How close everyday English (sif.ts, everydayEnglish) is in wording to a text. */
const everydayCloseness = (a: TermVector): number => Math.max(0, sifCosine(everydayEnglish(), wordingOf(a)));

/** How a vector's stem is spelled (the stem itself for a vector not made by termVector). */
const spelled = (vector: TermVector, stem: string) => spellings.get(vector)?.get(stem) ?? stem;

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

/**
 * Two different words are related when the cosine of their vectors in the word-vector table is at
 * least this: the cosine that a random pair of the table's words exceeds with chance 1 / (n − 1), n
 * the table's 30,000 words, so that a word has on average one neighbour this close by chance and its
 * neighbours above it are more than chance. Measured over every pair of every second word of the
 * table (`chanceCosine(table, 2)`: 0.782, over 112 million pairs; a test checks it on a sample). Not fitted to any
 * ratings (docs/recommendations.md).
 */
export const RELATED_COSINE = 0.782;

/**
 * The cosine that a share 1 / (n − 1) of the pairs of the table's words exceed (n: the table's
 * words), over every pair of every `stride`-th word, to a thousandth: how close two words are by
 * chance about once per word.
 */
export function chanceCosine(table: WordTable, stride: number): number {
  const d = table.dimensions;
  const rows: number[] = [];
  for (let row = 0; row < table.words.length; row += stride) rows.push(row);
  const matrix = new Float32Array(rows.length * d);
  rows.forEach((row, index) => putUnit(matrix, index, d, (i) => table.values[row * d + i] ?? 0));
  // counts[k]: the pairs whose cosine is in [k / 1000 − 1, (k + 1) / 1000 − 1)
  const counts = new Uint32Array(2001);
  let pairs = 0;
  for (let a = 0; a < rows.length; a += 1)
    for (let b = a + 1; b < rows.length; b += 1) {
      const bin = Math.max(0, Math.min(2000, Math.floor((dot(matrix, a, matrix, b, d) + 1) * 1000)));
      counts[bin] = (counts[bin] ?? 0) + 1;
      pairs += 1;
    }
  const share = 1 / (table.words.length - 1);
  let above = 0;
  let bin = 2000;
  while (bin > 0 && (above + (counts[bin] ?? 0)) / pairs <= share) above += counts[bin--] ?? 0;
  return Math.round(((bin + 1) / 1000 - 1) * 1000) / 1000;
}

/** Writes the vector `value(0..d-1)` at `index` of `matrix`, of unit length. */
function putUnit(matrix: Float32Array, index: number, d: number, value: (i: number) => number): void {
  let norm = 0;
  for (let i = 0; i < d; i += 1) norm += value(i) ** 2;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < d; i += 1) matrix[index * d + i] = value(i) * scale;
}

function dot(a: Float32Array, rowA: number, b: Float32Array, rowB: number, d: number): number {
  let sum = 0;
  const atA = rowA * d;
  const atB = rowB * d;
  for (let i = 0; i < d; i += 1) sum += (a[atA + i] ?? 0) * (b[atB + i] ?? 0);
  return sum;
}

/** A word of the researcher's papers related to a word of a candidate: its stem, its spelling and how much a match counts, 0 to 1. */
type RelatedWord = { stem: string; word: string; weight: number };

/**
 * The researcher's vocabulary (the words of their own and liked papers that the table knows, one per
 * stem) as unit vectors, and each candidate word's related words among it, found once per word and
 * kept (a ranking's candidates share most of their words).
 */
type RelatedIndex = { stems: string[]; words: string[]; rows: CloseRowIndex; dimensions: number; found: Map<string, RelatedWord[]> };

const relatedIndexes = new WeakMap<readonly OwnPaperVector[], RelatedIndex>();
/**
 * The last researchers' indexes by their vocabulary (and the table's generation): a ranking, the
 * re-ranking after feedback and each what-if build their own papers' vectors afresh, but the words
 * and so their related words stay the same until the papers change. A memo: the same for every backend.
 */
const indexesByVocabulary = new Map<string, RelatedIndex>();
const REMEMBERED_VOCABULARIES = 4;

/** The researcher's words (one spelling per stem, first seen) that the word-vector table knows, and their vectors. */
function vocabularyOf(own: readonly OwnPaperVector[]): Map<string, { word: string; vector: Float32Array }> {
  const vocabulary = new Map<string, { word: string; vector: Float32Array }>();
  own.forEach((mine) =>
    mine.vector.forEach((_, stem) => {
      if (vocabulary.has(stem)) return;
      const word = spelled(mine.vector, stem);
      const vector = tableVector(word);
      if (vector) vocabulary.set(stem, { word, vector });
    }),
  );
  return vocabulary;
}

function relatedIndex(own: readonly OwnPaperVector[]): RelatedIndex {
  const known = relatedIndexes.get(own);
  if (known) return known;
  const vocabulary = vocabularyOf(own);
  const stems = [...vocabulary.keys()].sort();
  const key = `${tableGeneration()} ${stems.map((stem) => `${stem}=${vocabulary.get(stem)?.word ?? ''}`).join(' ')}`;
  const index = indexesByVocabulary.get(key) ?? newIndex(stems, vocabulary);
  indexesByVocabulary.delete(key);
  indexesByVocabulary.set(key, index);
  if (indexesByVocabulary.size > REMEMBERED_VOCABULARIES) indexesByVocabulary.delete(indexesByVocabulary.keys().next().value ?? '');
  relatedIndexes.set(own, index);
  return index;
}

function newIndex(stems: string[], vocabulary: ReadonlyMap<string, { word: string; vector: Float32Array }>): RelatedIndex {
  const dimensions = wordTable()?.dimensions ?? 0;
  const matrix = new Float32Array(stems.length * dimensions);
  stems.forEach((stem, row) => {
    const vector = vocabulary.get(stem)?.vector;
    if (vector) putUnit(matrix, row, dimensions, (i) => vector[i] ?? 0);
  });
  return { stems, words: stems.map((stem) => vocabulary.get(stem)?.word ?? stem), rows: closeRowIndex(matrix, dimensions), dimensions, found: new Map<string, RelatedWord[]>() };
}

/** Forgets the remembered vocabularies (the benchmark times a ranking that finds every related word anew). */
export function forgetRelatedWords(): void {
  indexesByVocabulary.clear();
}

/** The researcher's words related to a candidate's word (another stem, cosine at least RELATED_COSINE), each counting (cosine − RELATED_COSINE) / (1 − RELATED_COSINE). */
function relatedWords(index: RelatedIndex, stem: string, word: string): RelatedWord[] {
  const known = index.found.get(word);
  if (known) return known;
  const found: RelatedWord[] = [];
  const vector = index.stems.length > 0 ? tableVector(word) : null;
  if (vector) {
    const d = index.dimensions;
    const query = new Float32Array(d);
    putUnit(query, 0, d, (i) => vector[i] ?? 0);
    closeRows(index.rows, query, RELATED_COSINE).forEach(({ row, similarity }) => {
      const other = index.stems[row] ?? stem;
      if (other !== stem) found.push({ stem: other, word: index.words[row] ?? other, weight: (similarity - RELATED_COSINE) / (1 - RELATED_COSINE) });
    });
  }
  index.found.set(word, found);
  return found;
}

/**
 * A candidate's words that have related words in the researcher's papers: each with its stem and its
 * weight in the candidate; `paper`: all the candidate's words.
 */
type CandidateRelations = { paper: TermVector; words: { word: string; stem: string; weight: number; related: RelatedWord[] }[] };

/** A candidate without related words (they are taken away, or there is no paper to relate to). */
const noRelations = (paper: TermVector): CandidateRelations => ({ paper, words: [] });

function candidateRelations(paper: TermVector, own: readonly OwnPaperVector[]): CandidateRelations {
  const index = relatedIndex(own);
  const words = spellings.get(paper);
  const relations: CandidateRelations = noRelations(paper);
  paper.forEach((weight, stem) => {
    const word = words?.get(stem) ?? stem;
    const related = relatedWords(index, stem, word);
    if (related.length > 0) relations.words.push({ word, stem, weight, related });
  });
  return relations;
}

/**
 * What related words add to the overlap of a candidate with one of the researcher's papers: for
 * each word of the candidate and each related word of the paper, the product of their weights ×
 * how much the relation counts (the words' lengths stay as they are: a related word adds to the
 * cosine, Sidorov et al.'s soft cosine without its normalisation). A related word stands in for a
 * missing one: a pair counts only when neither word is matched as itself, i.e. the paper lacks the
 * candidate's word and the candidate lacks the paper's (an exact match already counts in the cosine).
 * `pairs` gets each pair's share.
 */
function relatedOverlap(relations: CandidateRelations, mine: TermVector, pairs?: Map<string, number>, scale = 1): number {
  let sum = 0;
  relations.words.forEach(({ word, stem, weight, related }) => {
    if (mine.has(stem)) return;
    related.forEach((match) => {
      const theirs = mine.get(match.stem);
      if (theirs === undefined || relations.paper.has(match.stem)) return;
      const part = weight * theirs * match.weight;
      sum += part;
      if (pairs) pairs.set(`${word} ~ ${match.word}`, (pairs.get(`${word} ~ ${match.word}`) ?? 0) + part * scale);
    });
  });
  return sum;
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

/** What related words earn (points) and the pairs that matched, "a word of the paper ~ a related word of yours", the most earning first (at most RELATED_NAMED; `pairs`: how many in all). */
export type RelatedPart = { points: number; words: string[]; pairs: number };

/** One of the researcher's papers (or one they liked: `liked`) named as a reason, and what it earns. */
export type PaperPart = { paperId: string; title: string; points: number; liked?: true };

/**
 * The score and its parts: each close own paper's points by the words the paper shares with it
 * (`papers`), what related words earn with those papers, each interest's points (the keys of the
 * interests given), each own paper close in wording (`wording`: the SIF vectors' part), and
 * `together`: what the parts earn only together, not alone (the curve, and what several own papers
 * earn where any of them would do).
 */
export type ScoreParts = {
  score: number;
  papers: PaperPart[];
  related: RelatedPart;
  interests: Record<string, number>;
  wording: PaperPart[];
  together: number;
};

/**
 * The points before the curve, two parts each on its own scale: `score`, the words' (the close
 * papers', the related words' and the interests' points add up to it), and `wordingScore`, the
 * wording's (the close papers' in wording add up to it). Beside them, the same two without related
 * words, and without each named own paper (left out of the researcher's papers).
 */
export type RawParts = ScoreParts & {
  wordingScore: number;
  withoutRelated: number;
  withoutPaper: Record<string, { words: number; wording: number }>;
};

/** How many of the related pairs an explanation names. */
export const RELATED_NAMED = 8;

const sumOf = (values: Iterable<number>) => [...values].reduce((sum, value) => sum + value, 0);

/** A candidate against one of the researcher's papers: the shared words' cosine, what related words add, and their closeness in wording. */
type Closeness = { mine: OwnPaperVector; same: number; related: number; wording: number };

/** The candidate against each own paper (`withRelated` false: related words taken away). */
function closeness(paper: TermVector, own: readonly OwnPaperVector[], withRelated: boolean): { relations: CandidateRelations; all: Closeness[] } {
  const relations = withRelated && own.length > 0 ? candidateRelations(paper, own) : noRelations(paper);
  return { relations, all: own.map((mine) => ({ mine, same: cosine(paper, mine.vector), related: relatedOverlap(relations, mine.vector), wording: wordingCloseness(paper, mine.vector) })) };
}

/** The own papers by `value`, closest first (those above 0), ties by paper id. */
function ranked(all: readonly Closeness[], value: (entry: Closeness) => number): Closeness[] {
  return all.filter((entry) => value(entry) > 0).sort((a, b) => value(b) - value(a) || a.mine.paperId.localeCompare(b.mine.paperId));
}

const byWords = (entry: Closeness) => entry.same + entry.related;
/** 100 × the mean closeness of the TOP_OWN_PAPERS first of `ranked` papers, without the paper `leftOut`. */
function meanPoints(sorted: readonly Closeness[], value: (entry: Closeness) => number, leftOut?: string): number {
  const top = (leftOut === undefined ? sorted : sorted.filter((entry) => entry.mine.paperId !== leftOut)).slice(0, TOP_OWN_PAPERS);
  return (100 * sumOf(top.map(value))) / TOP_OWN_PAPERS;
}
const named = (mine: OwnPaperVector, points: number): PaperPart => ({ paperId: mine.paperId, title: mine.title, points, ...(mine.liked ? { liked: mine.liked } : {}) });

/** Each interest's points: its weight × the cosine of the paper's words with the interest's. */
function interestPoints(paper: TermVector, interests: readonly ScoringInterest[]): Record<string, number> {
  const byInterest: Record<string, number> = {};
  const vectors = vectorsOf(interests);
  interests.forEach((interest, index) => {
    const points = Math.max(0, interest.weight) * cosine(paper, vectors[index] ?? new Map());
    byInterest[interest.text] = (byInterest[interest.text] ?? 0) + points;
  });
  return byInterest;
}

/** The related words' points with the closest papers and the pairs that earned them. */
function relatedPart(relations: CandidateRelations, top: readonly Closeness[]): RelatedPart {
  const pairs = new Map<string, number>();
  top.forEach((entry) => relatedOverlap(relations, entry.mine.vector, pairs, 100 / TOP_OWN_PAPERS));
  return {
    points: (100 * sumOf(top.map((entry) => entry.related))) / TOP_OWN_PAPERS,
    words: [...pairs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, RELATED_NAMED).map(([pair]) => pair),
    pairs: pairs.size,
  };
}

/**
 * The optional parameters of rawParts and scoreParts, each absent for the usual score:
 * `withRelated` false (default true): related words taken away; `refs`: the references kept, e.g.
 * with an own paper left out (default: references(own)); `leftOut`: the id of one of the
 * researcher's papers left out of those compared with (the what-if of a paper named under Why?: the
 * next closest paper takes its place, the references and the related words' vocabulary stay).
 */
export type ScoreOptions = { withRelated?: boolean; refs?: References; leftOut?: string };

/** The points before the curve (RawParts), as `options` change them (ScoreOptions). */
export function rawParts(paper: TermVector, interests: readonly ScoringInterest[], own: readonly OwnPaperVector[], options: ScoreOptions = {}): RawParts {
  const { withRelated = true, refs = references(own), leftOut } = options;
  const found = closeness(paper, own, withRelated);
  const relations = found.relations;
  const all = leftOut === undefined ? found.all : found.all.filter((entry) => entry.mine.paperId !== leftOut);
  // closeness in wording above everyday English's (the background): what any text of English gets is no evidence
  const byWording = (entry: Closeness) => Math.max(0, entry.wording - refs.background / 100);
  const [wordsRanked, wordingRanked] = [ranked(all, byWords), ranked(all, byWording)];
  const top = wordsRanked.slice(0, TOP_OWN_PAPERS);
  const papers = top
    .filter((entry) => entry.same > 0)
    .map(({ mine, same }) => named(mine, (100 * same) / TOP_OWN_PAPERS))
    .sort((a, b) => b.points - a.points || a.paperId.localeCompare(b.paperId));
  const related = relatedPart(relations, top);
  const byInterest = interestPoints(paper, interests);
  const interestSum = sumOf(Object.values(byInterest));
  const wording = wordingRanked.slice(0, TOP_OWN_PAPERS).map((entry) => named(entry.mine, (100 * byWording(entry)) / TOP_OWN_PAPERS));
  // leaving one paper out brings in the next closest, never a closer one: the points cannot go up
  const withoutPaper: RawParts['withoutPaper'] = {};
  new Set([...papers, ...wording].map((mine) => mine.paperId)).forEach((paperId) => {
    withoutPaper[paperId] = { words: meanPoints(wordsRanked, byWords, paperId) + interestSum, wording: meanPoints(wordingRanked, byWording, paperId) };
  });
  return {
    score: sumOf(papers.map((mine) => mine.points)) + related.points + interestSum,
    papers,
    related,
    interests: byInterest,
    wording,
    together: 0,
    wordingScore: sumOf(wording.map((mine) => mine.points)),
    withoutRelated: meanPoints(ranked(all, (entry) => entry.same), (entry) => entry.same) + interestSum,
    withoutPaper,
  };
}

/** The steepness of the shown score's curve (s^CURVE / (1 + s^CURVE)): the tenth of ten close papers clearly below the best. */
export const CURVE = 3;
/** Two own papers at least this close (cosine) are one paper twice (a preprint and its publication): the reference counts it once. */
export const TWIN = 0.9;
/** The words' reference of a researcher with fewer than two papers to compare: the median reference of the development set's 29 researchers (docs/recommendations.md). */
export const FALLBACK_REFERENCE = 36;
/** The wording's reference of a researcher with fewer than two papers: the median of the development set's 29 researchers, as FALLBACK_REFERENCE. */
export const FALLBACK_WORDING_REFERENCE = 93;

/**
 * The researcher's yardsticks, in raw points: `words` and `wording`, how close their own papers are
 * to one another by each part; `background`, how close everyday English is to their papers in wording.
 */
export type References = { words: number; wording: number; background: number };

const referencesOf = new WeakMap<readonly OwnPaperVector[], References>();

/**
 * How close the researcher's papers are to one another, in the raw points of each part: the best over
 * their own papers (not the liked ones, a paper twice counted once) of 100 × the mean closeness with
 * its TOP_OWN_PAPERS closest other own papers, by the words (cosine, related words included, as
 * candidates are scored) and by the wording (SIF cosine); the fallbacks with fewer than two papers.
 * The background: 100 × the mean closeness in wording of everyday English with the TOP_OWN_PAPERS
 * closest of the papers compared with (own and liked), as a candidate's (the wording's reference
 * when there is none: the wording then counts nothing). They depend on the papers alone, never on
 * the interests or the keyphrases, so every what-if keeps them.
 */
export function references(own: readonly OwnPaperVector[]): References {
  const known = referencesOf.get(own);
  if (known) return known;
  const mine = own.filter((paper, index) => !paper.liked && !own.slice(0, index).some((earlier) => !earlier.liked && cosine(paper.vector, earlier.vector) >= TWIN));
  let words = 0;
  let wording = 0;
  const byWording = (entry: Closeness) => entry.wording;
  mine.forEach((paper, index) => {
    const others = mine.filter((_, other) => other !== index);
    const relations = candidateRelations(paper.vector, own);
    const all = others.map((other) => ({ mine: other, same: cosine(paper.vector, other.vector), related: relatedOverlap(relations, other.vector), wording: wordingCloseness(paper.vector, other.vector) }));
    words = Math.max(words, meanPoints(ranked(all, byWords), byWords));
    wording = Math.max(wording, meanPoints(ranked(all, byWording), byWording));
  });
  const wordingReference = wording > 0 ? wording : FALLBACK_WORDING_REFERENCE;
  const everyday = own.map((paper) => ({ mine: paper, same: 0, related: 0, wording: everydayCloseness(paper.vector) }));
  const background = everyday.some((entry) => entry.wording > 0) ? Math.min(wordingReference, meanPoints(ranked(everyday, byWording), byWording)) : wordingReference;
  const value = { words: words > 0 ? words : FALLBACK_REFERENCE, wording: wordingReference, background };
  referencesOf.set(own, value);
  return value;
}

/** The words' reference (references(own).words). */
export const reference = (own: readonly OwnPaperVector[]): number => references(own).words;

/** 100 × s^CURVE / (1 + s^CURVE), s = raw / ref: 0 to 100, 50 at the reference. */
export function calibrated(raw: number, ref: number): number {
  if (raw <= 0) return 0;
  const steep = (raw / ref) ** CURVE;
  return (100 * steep) / (1 + steep);
}

/**
 * The shown score of the two parts' raw points (the wording's above the background): the curve of s,
 * each part over its reference, added, over the same of the researcher's most central papers (1 for
 * the words, what their wording is above the background for the wording): 50 means as close.
 */
export function shownScore(words: number, wording: number, refs: References): number {
  return calibrated(words / refs.words + wording / refs.wording, 1 + (refs.wording - refs.background) / refs.wording);
}

/**
 * The parts on the shown scale: each part is worth its share of the shown score (its raw points
 * over its reference, × shown / s), but never more than what taking it away lowers the shown score
 * by: an interest's or the related words' points taken away; for a paper named (its shared words'
 * row and its wording's), the paper left out of the researcher's papers, its two rows together (the
 * next closest paper then takes its place, so a paper as close as the next one earns nothing alone),
 * and its shared words' row also never more than taking those words' points away. What the parts
 * earn only together is `together`; they add up to the score.
 */
function onCurve(raw: RawParts, refs: References): ScoreParts {
  const score = shownScore(raw.score, raw.wordingScore, refs);
  const level = raw.score / refs.words + raw.wordingScore / refs.wording;
  if (score <= 0 || level <= 0) return { score: 0, papers: raw.papers, related: raw.related, interests: raw.interests, wording: raw.wording, together: 0 };
  const drop = (words: number, wording: number) => Math.max(0, score - shownScore(words, wording, refs));
  const ofWords = (points: number) => Math.max(0, Math.min((points / refs.words) * (score / level), drop(raw.score - points, raw.wordingScore)));
  const leftOut = (paperId: string) => {
    const without = raw.withoutPaper[paperId];
    return without ? drop(without.words, without.wording) : 0;
  };
  const interests = Object.fromEntries(Object.entries(raw.interests).map(([text, points]) => [text, ofWords(points)]));
  // a paper's rows (its shared words', its wording's) together: never more than leaving the paper out lowers the score by
  const papers = raw.papers.map((mine) => ({ ...mine, points: Math.min(ofWords(mine.points), leftOut(mine.paperId)) }));
  const wordsOf = new Map(papers.map((mine) => [mine.paperId, mine.points]));
  const wording = raw.wording.map((mine) => ({ ...mine, points: Math.max(0, Math.min((mine.points / refs.wording) * (score / level), leftOut(mine.paperId) - (wordsOf.get(mine.paperId) ?? 0))) }));
  // taking the related words away may bring another own paper among the closest: never more than that lowers the score
  const related = { ...raw.related, points: Math.min(ofWords(raw.related.points), drop(raw.withoutRelated, raw.wordingScore)) };
  const total = sumOf(papers.map((mine) => mine.points)) + related.points + sumOf(Object.values(interests)) + sumOf(wording.map((mine) => mine.points));
  return { score, papers, related, interests, wording, together: Math.max(0, score - total) };
}

/**
 * The shown score (0 to 100) and its parts: the raw points (rawParts) on the curve of the researcher's
 * references, as `options` change them (ScoreOptions: related words taken away, the references
 * kept, an own paper left out).
 */
export function scoreParts(paper: TermVector, interests: readonly ScoringInterest[], own: readonly OwnPaperVector[], options: ScoreOptions = {}): ScoreParts {
  const refs = options.refs ?? references(own);
  return onCurve(rawParts(paper, interests, own, { ...options, refs }), refs);
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
