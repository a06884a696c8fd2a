/**
 * A text's wording as one vector: smooth inverse frequency (SIF) embeddings (Arora, Liang and Ma,
 * "A simple but tough-to-beat baseline for sentence embeddings", ICLR 2017). The sum of the text's
 * word vectors (the project's table), each weighted a / (a + p(w)), p(w) the word's probability in
 * English and a = 10⁻³ (the paper's standard value), less the table's mean vector (what every word
 * shares: the paper's "common component", estimated from the table rather than from the texts, so
 * that a text's vector never depends on the other texts); unit length. p(w) follows Zipf's law from
 * the word's frequency rank in the table (the table is in frequency order): 1 / (rank × H), H the
 * harmonic number of the table's size. Words outside the table count nothing.
 */
import type { WordTable } from './embeddings/format';
import { rowVector } from './embeddings/format';
import { tableGeneration, tableMean, tableVector, wordTable } from './embeddings/word-vectors';

/** SIF's smoothing constant a: the value Arora et al. use throughout (a word as frequent as a keeps half its weight). */
export const SIF_A = 1e-3;

const harmonics = new WeakMap<WordTable, number>();

/** The probability of the table's word at `row` (0: the most frequent) under Zipf's law over the table's words. */
export function zipfProbability(table: WordTable, row: number): number {
  let harmonic = harmonics.get(table);
  if (harmonic === undefined) {
    harmonic = 0;
    for (let rank = 1; rank <= table.words.length; rank += 1) harmonic += 1 / rank;
    harmonics.set(table, harmonic);
  }
  return 1 / ((row + 1) * harmonic);
}

/** A word's SIF weight, a / (a + p(w)); 0 for a word the table lacks (or when it is not loaded). */
export function sifWeight(word: string): number {
  const table = wordTable();
  const row = table?.rows.get(word);
  if (!table || row === undefined) return 0;
  return SIF_A / (SIF_A + zipfProbability(table, row));
}

/** Each word's weighted vector less the mean, a / (a + p(w)) × (v(w) − mean), kept for the table loaded (a ranking's texts share most of their words). */
const weighted = new Map<string, Float32Array | null>();
let weightedGeneration = -1;

function weightedVector(word: string, mean: Float32Array): Float32Array | null {
  if (weightedGeneration !== tableGeneration()) {
    weighted.clear();
    weightedGeneration = tableGeneration();
  }
  const known = weighted.get(word);
  if (known !== undefined) return known;
  const vector = tableVector(word);
  const weight = sifWeight(word);
  const value = vector && weight > 0 ? Float32Array.from(vector, (x, i) => weight * (x - (mean[i] ?? 0))) : null;
  weighted.set(word, value);
  return value;
}

/** The sum (not of unit length) of words' weighted vectors, each counted `count` times; null when the table is not loaded. */
export function sifSum(words: Iterable<{ word: string; count: number }>): Float64Array | null {
  const mean = tableMean();
  if (!mean) return null;
  const d = mean.length;
  const sum = new Float64Array(d);
  for (const { word, count } of words) {
    const vector = count !== 0 ? weightedVector(word, mean) : null;
    if (vector) for (let i = 0; i < d; i += 1) sum[i] = (sum[i] ?? 0) + count * (vector[i] ?? 0);
  }
  return sum;
}

/** A sum of sifSum as a vector of unit length; null when it is 0 (no word in the table) or missing. */
export function unitSif(sum: Float64Array | null): Float32Array | null {
  if (!sum) return null;
  let norm = 0;
  for (let i = 0; i < sum.length; i += 1) norm += (sum[i] ?? 0) ** 2;
  if (norm === 0) return null;
  const scale = 1 / Math.sqrt(norm);
  return Float32Array.from(sum, (value) => value * scale);
}

/**
 * The SIF vector of words (lower case) each counted `count` times (a text's occurrences, possibly
 * scaled down), of unit length; null when none of them is in the table or the table is not loaded.
 */
export const sifVector = (words: Iterable<{ word: string; count: number }>): Float32Array | null => unitSif(sifSum(words));

const everyday = new WeakMap<WordTable, Float32Array | null>();

/**
 * The SIF vector of everyday English: the expected sum of a text whose words are drawn by their Zipf
 * probability, Σ p(w) × a / (a + p(w)) × (v(w) − mean) over the table's words, of unit length. What
 * any text's vector shares with another merely for being English: the score counts closeness in
 * wording above this text's (nlp/recommend-score.ts). Computed once per table.
 */
export function everydayEnglish(): Float32Array | null {
  const table = wordTable();
  const mean = tableMean();
  if (!table || !mean) return null;
  if (everyday.has(table)) return everyday.get(table) ?? null;
  const sum = new Float64Array(table.dimensions);
  table.words.forEach((_, row) => {
    const p = zipfProbability(table, row);
    const weight = (p * SIF_A) / (SIF_A + p);
    const vector = rowVector(table, row);
    for (let i = 0; i < sum.length; i += 1) sum[i] = (sum[i] ?? 0) + weight * ((vector[i] ?? 0) - (mean[i] ?? 0));
  });
  const value = unitSif(sum);
  everyday.set(table, value);
  return value;
}

/** The cosine of two SIF vectors (unit length), 0 when either is missing. */
export function sifCosine(a: Float32Array | null, b: Float32Array | null): number {
  if (!a || !b) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return dot;
}
