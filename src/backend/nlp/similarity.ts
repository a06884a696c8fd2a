/**
 * Keyword similarity as RIMA's server computes WordEmbedding: a keyword's vector is the mean of its
 * words' GloVe vectors (embeddings/word-vectors.ts), and keywords compare by cosine, less the table's
 * mean vector (what every English word shares: without it unrelated phrases score near 0.5). Sets compare by
 * the cosine of their weighted mean vectors (WordEmbedding) or by the mean best match of each keyword
 * (WikiLinkMeasure without Wikipedia's links: see wikipedia/relatedness.ts for the links).
 *
 * The vectors load asynchronously: routes that compare await `ensureWordVectors()` first, then these
 * functions are synchronous. A word outside the table gets a vector estimated from its spelling; a
 * keyword with no word of either kind (digits, emoji, another script), or any keyword while the table
 * could not be loaded, compares by its letters (stems and character trigrams) instead.
 * `similarityBasis` tells which of the compared words rest on such estimates, for the answers to say so.
 */
import { estimatedVector, tableGeneration, tableMean, tableVector, wordVectorStatus } from './embeddings/word-vectors';
import { stem, STOP_WORDS } from './text';

/** Keywords are cut here: a 1 MB keyword costs no more than a long title. */
const MAX_KEYWORD_CHARS = 300;
/** The pairwise measures (a best match per keyword) compare at most this many distinct keywords per side. */
export const MAX_PAIRWISE_KEYWORDS = 300;

function normalise(keyword: string): string {
  return keyword
    .slice(0, MAX_KEYWORD_CHARS)
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised keyword that carry meaning: stop words only when nothing else is left. */
function wordsOf(text: string): string[] {
  const words = text
    .split(/[\s]+/)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
  const content = words.filter((w) => !STOP_WORDS.has(w));
  return content.length > 0 ? content : words;
}

type PhraseVector = { vector: Float32Array | null; estimated: string[] };

const phraseCache = new Map<string, PhraseVector>();
const PHRASE_CACHE_LIMIT = 20_000;
/** the table load the cached vectors were made with */
let cachedGeneration = -1;

/**
 * A word's vectors: the table's, else its parts' (a hyphenated word), else estimated from its spelling
 * (English letters only: the table's n-grams say nothing of another script). Accents are dropped
 * ("modélisation" is looked up as "modelisation").
 */
function wordVectors(word: string, estimated: string[]): Float32Array[] {
  const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const known = tableVector(plain);
  if (known) return [known];
  if (plain.includes('-')) {
    const parts = plain.split('-').filter(Boolean);
    const vectors = parts.flatMap((part) => wordVectors(part, estimated));
    if (vectors.length > 0) return vectors;
  }
  if (!/^[a-z][a-z']*$/.test(plain)) return [];
  const guess = estimatedVector(plain);
  if (!guess) return [];
  estimated.push(word);
  return [guess];
}

/** The mean of a keyword's word vectors (null when none of its words has one), and the words estimated from spelling. */
function phraseVector(text: string): PhraseVector {
  if (cachedGeneration !== tableGeneration()) {
    phraseCache.clear();
    cachedGeneration = tableGeneration();
  }
  const cached = phraseCache.get(text);
  if (cached) return cached;
  const estimated: string[] = [];
  const vectors = wordsOf(text).flatMap((word) => wordVectors(word, estimated));
  const first = vectors[0];
  const vector = first ? new Float32Array(first.length) : null;
  const shared = tableMean();
  if (vector) vectors.forEach((v) => v.forEach((x, i) => (vector[i] = (vector[i] ?? 0) + x / vectors.length)));
  if (vector && shared) vector.forEach((x, i) => (vector[i] = x - (shared[i] ?? 0)));
  const result = { vector, estimated };
  if (wordVectorStatus() === 'ready') {
    if (phraseCache.size >= PHRASE_CACHE_LIMIT) phraseCache.clear();
    phraseCache.set(text, result);
  }
  return result;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

type Sparse = Map<string, number>;

/** The letters fallback: stemmed words and character trigrams, unit length. */
function lettersVector(text: string): Sparse {
  const v: Sparse = new Map();
  const add = (key: string, w: number) => v.set(key, (v.get(key) ?? 0) + w);
  text
    .split(/[\s-]+/)
    .filter(Boolean)
    .forEach((word) => add(`w:${stem(word)}`, 1));
  const padded = ` ${text} `;
  for (let i = 0; i + 3 <= padded.length; i += 1) add(`c:${padded.slice(i, i + 3)}`, 0.3);
  const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  if (norm > 0) v.forEach((x, k) => v.set(k, x / norm));
  return v;
}

function sparseCosine(a: Sparse, b: Sparse): number {
  let dot = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  small.forEach((x, k) => (dot += x * (large.get(k) ?? 0)));
  return dot;
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

function normalisedSimilarity(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  if (a === b) return 1;
  const va = phraseVector(a).vector;
  const vb = phraseVector(b).vector;
  if (va && vb) return clamp01(cosine(va, vb));
  return clamp01(sparseCosine(lettersVector(a), lettersVector(b)));
}

/** Similarity of two keywords, 0..1 (1 for the same keyword). */
export function keywordSimilarity(a: string, b: string): number {
  return normalisedSimilarity(normalise(a), normalise(b));
}

type Weighted = { keyword: string; weight?: number };

/** Distinct non-empty keywords, weights summed, at most `limit` (the first ones). */
function distinct(list: readonly Weighted[], limit: number): { text: string; weight: number }[] {
  const byText = new Map<string, number>();
  for (const item of list) {
    const text = normalise(item.keyword);
    if (text === '') continue;
    if (!byText.has(text) && byText.size >= limit) continue;
    byText.set(text, (byText.get(text) ?? 0) + (item.weight ?? 1));
  }
  return [...byText.entries()].map(([text, weight]) => ({ text, weight }));
}

/** Mean best match of each keyword, both ways: the measure of keyword pairs (WikiLinkMeasure without links). */
export function bestMatchSimilarity(a: readonly { text: string }[], b: readonly { text: string }[], pair: (x: string, y: string) => number): number {
  if (a.length === 0 || b.length === 0) return 0;
  const best = (from: readonly { text: string }[], to: readonly { text: string }[]) =>
    from.reduce((sum, k) => sum + Math.max(0, ...to.map((o) => pair(k.text, o.text))), 0) / from.length;
  return (best(a, b) + best(b, a)) / 2;
}

/**
 * Similarity of two keyword sets, 0..1; 0 when either is empty. Weights scale each keyword's vector.
 * The cost stays bounded: WordEmbedding is linear in the keywords; the pairwise measure compares at
 * most MAX_PAIRWISE_KEYWORDS distinct keywords a side.
 */
export function setSimilarity(first: readonly Weighted[], second: readonly Weighted[], algorithm: 'WordEmbedding' | 'WikiLinkMeasure' = 'WordEmbedding'): number {
  if (algorithm === 'WikiLinkMeasure') {
    const a = distinct(first, MAX_PAIRWISE_KEYWORDS);
    const b = distinct(second, MAX_PAIRWISE_KEYWORDS);
    return a.length === 0 || b.length === 0 ? 0 : bestMatchSimilarity(a, b, normalisedSimilarity);
  }
  return setSimilarityWith(second)(first);
}

/** The weighted sum of the keywords' vectors; null when none has one. */
function weightedVector(list: readonly { text: string; weight: number }[]): Float32Array | null {
  let total: Float32Array | null = null;
  let weights = 0;
  for (const { text, weight } of list) {
    const v = phraseVector(text).vector;
    if (!v) continue;
    total ??= new Float32Array(v.length);
    for (let i = 0; i < v.length; i += 1) total[i] = (total[i] ?? 0) + (v[i] ?? 0) * weight;
    weights += weight;
  }
  return weights > 0 ? total : null;
}

/** The keywords by letters, weighted, unit length (when no vectors are known). */
function lettersOf(list: readonly { text: string; weight: number }[]): Sparse {
  const total: Sparse = new Map();
  list.forEach(({ text, weight }) => lettersVector(text).forEach((x, key) => total.set(key, (total.get(key) ?? 0) + x * weight)));
  const norm = Math.sqrt([...total.values()].reduce((s, x) => s + x * x, 0));
  if (norm > 0) total.forEach((x, k) => total.set(k, x / norm));
  return total;
}

/**
 * setSimilarity (WordEmbedding) with one side fixed: that side's vector is computed once, for
 * comparing many keyword sets with one (a ranking compares every paper's keyphrases with the same interests).
 */
export function setSimilarityWith(fixed: readonly Weighted[]): (other: readonly Weighted[]) => number {
  const b = distinct(fixed, Number.POSITIVE_INFINITY);
  const vb = weightedVector(b);
  return (other) => {
    const a = distinct(other, Number.POSITIVE_INFINITY);
    if (a.length === 0 || b.length === 0) return 0;
    const va = weightedVector(a);
    if (va && vb) return clamp01(cosine(va, vb));
    // no vectors (the table could not be loaded, or no keyword has a word it knows): by letters
    return clamp01(sparseCosine(lettersOf(a), lettersOf(b)));
  };
}

/**
 * What an answer comparing these keywords rests on: `exact` (word vectors for every word),
 * `estimated` (some words are outside the table: their vectors come from their spelling, or the
 * keyword compared by its letters; `words` lists them, at most 20) or `unavailable` (the vector table
 * could not be loaded: everything compared by letters).
 */
export type SimilarityBasis = { kind: 'exact' } | { kind: 'estimated'; words: string[] } | { kind: 'unavailable' };

export function similarityBasis(keywords: readonly string[]): SimilarityBasis {
  if (wordVectorStatus() !== 'ready') return { kind: 'unavailable' };
  const words = new Set<string>();
  for (const keyword of keywords.slice(0, MAX_PAIRWISE_KEYWORDS * 2)) {
    const text = normalise(keyword);
    if (text === '') continue;
    const { vector, estimated } = phraseVector(text);
    if (!vector) words.add(text);
    estimated.forEach((w) => words.add(w));
    if (words.size >= 20) break;
  }
  return words.size === 0 ? { kind: 'exact' } : { kind: 'estimated', words: [...words].slice(0, 20) };
}

/**
 * The optional fields an answer comparing these keywords adds when its score rests on estimates
 * (`approximate`, `estimated_words`); none when every word had its vector, or when nothing is compared.
 * A server's answer has none of them: absent means not approximate.
 */
export type ApproximationFields = { approximate?: 'estimated-words' | 'vectors-unavailable'; estimated_words?: string[] };

export function approximationFields(keywords: readonly string[]): ApproximationFields {
  if (keywords.length === 0) return {};
  const basis = similarityBasis(keywords);
  if (basis.kind === 'exact') return {};
  return basis.kind === 'unavailable' ? { approximate: 'vectors-unavailable', estimated_words: [] } : { approximate: 'estimated-words', estimated_words: basis.words };
}

/** 0..100 with two decimals; the integer 0 when nothing compares. */
export function percent(value: number): number {
  const rounded = Math.round(value * 10000) / 100;
  return rounded > 0 ? rounded : 0;
}
