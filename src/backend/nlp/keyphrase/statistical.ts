/** The two statistical methods: RAKE and YAKE, on the same analysed text as the graph methods. */
import type { Doc, Tok } from './analyse';
import { CandidateSet, longestSequences, NOUN_ADJ, type Candidate } from './candidates';

import type { Scored } from './graph-methods';
import { FOX_STOPWORDS, STOPWORDS } from './stopwords';
import { STOP_WORDS as GENERIC } from '../text';

/** YAKE's stop-word rule: a word of the stop list (NLTK's and the generic research words) or shorter than 3 letters. */
const isStop = (t: Tok) => t.stop || GENERIC.has(t.lower) || t.lower.length < 3;

/** Maximal runs of words inside a sentence, cut at punctuation and at tokens that are not words. */
function chunks(doc: Doc): Tok[][] {
  const out: Tok[][] = [];
  doc.sentences.forEach((sentence) => {
    let run: Tok[] = [];
    sentence.forEach((t) => {
      if (t.word && !/^\d+$/.test(t.lower)) run.push(t);
      else {
        if (run.length) out.push(run);
        run = [];
      }
    });
    if (run.length) out.push(run);
  });
  return out;
}

/**
 * RAKE's stop words: Fox's list, which the paper used, with NLTK's (contractions) and the generic
 * words of research prose of text.ts ("approach", "results", "paper"), a domain stop list as the
 * paper builds from keyword adjacency. On Inspec validation F@10: NLTK's list alone 26.5, Fox's
 * 29.7, with the research words 31.6.
 */
const isRakeStop = (t: Tok) => t.stop || FOX_STOPWORDS.has(t.lower) || GENERIC.has(t.lower);

/**
 * Verbs split RAKE's runs as stop words do, so that no candidate is a clause ("data quality
 * matters"); on Inspec validation F@10 rose from 31.6 to 34.8.
 */
const VERBS = new Set(['VERB', 'AUX']);

/**
 * RAKE (Rose et al. 2010): candidates are the runs of words between stop words (isRakeStop) and phrase
 * delimiters; a word's score is its degree (the summed length of the candidates it occurs in)
 * over its frequency; a candidate's score is the sum of its words' scores. Differs from the paper
 * in merging candidates by stem and keeping candidates of at most `maxWords` words (longer runs,
 * rare as keyphrases, are dropped).
 */
export function rake(doc: Doc, maxWords = 4): Scored[] {
  const set = new CandidateSet();
  const occurrences: Tok[][] = [];
  chunks(doc).forEach((chunk) => {
    let run: Tok[] = [];
    const flush = () => {
      if (run.length > 0) occurrences.push(run);
      run = [];
    };
    chunk.forEach((t) => {
      if (isRakeStop(t) || VERBS.has(t.pos) || t.lower.length < 2) flush();
      else run.push(t);
    });
    flush();
  });
  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  occurrences.forEach((run) =>
    run.forEach((t) => {
      freq.set(t.stem, (freq.get(t.stem) ?? 0) + 1);
      degree.set(t.stem, (degree.get(t.stem) ?? 0) + run.length);
    }),
  );
  occurrences.filter((run) => run.length <= maxWords).forEach((run) => set.add(run));
  return set.list().map((candidate) => ({
    candidate,
    score: candidate.stems.reduce((s, stem) => s + (degree.get(stem) ?? 0) / (freq.get(stem) ?? 1), 0),
  }));
}

type Term = { tf: number; acronym: number; upper: number; sentences: number[]; left: Map<string, number>; right: Map<string, number> };

export function levenshteinRatio(a: string, b: string): number {
  if (a === b) return 1;
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const up = prev[j] ?? 0;
      prev[j] = Math.min(up + 1, (prev[j - 1] ?? 0) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return 1 - (prev[b.length] ?? 0) / Math.max(a.length, b.length, 1);
}

/**
 * YAKE (Campos et al. 2020): per-word features (casing, position, frequency, relatedness to
 * context over a window of 1 with stop words counted, spread over sentences) combined into H;
 * S = prod(H) / (TF * (1 + sum(H))), stop words inside a candidate weighted by their co-occurrence
 * probabilities; lower is better (the returned score is negated). Near-duplicates (Levenshtein
 * similarity >= `dedup`, 0.9 as in the yake library) of a better candidate are dropped until
 * `limit` are kept. Candidates: with `candidates: 'n-grams'` the paper's n-grams of 1 to 3 words
 * that neither start nor end with a stop word; by default the longest noun-and-adjective sequences
 * of the graph methods (at most 5 words). That differs from the paper: on Inspec validation the
 * paper's n-grams measured F@10 22.5 against 33.5 for noun phrases, with the same scoring.
 */
export type YakeOptions = { candidates?: 'noun-phrases' | 'n-grams'; maxWords?: number; dedup?: number; window?: number };

export function yake(doc: Doc, limit = 10, options: YakeOptions = {}): Scored[] {
  const { candidates = 'noun-phrases', dedup = 0.9, window = 1 } = options;
  const maxWords = options.maxWords ?? (candidates === 'n-grams' ? 3 : 5);
  const pieces = chunks(doc);
  const terms = yakeTerms(doc, pieces, window);
  const H = termWeights(terms, Math.max(1, doc.sentences.length));
  const grams = candidates === 'n-grams' ? nGrams(pieces, maxWords) : nounPhrases(doc, maxWords);
  const scored: { tokens: Tok[]; key: string; score: number }[] = [];
  grams.forEach(({ tokens, tf }, key) => scored.push({ tokens, key, score: candidateScore(tokens, tf, H, terms) }));
  scored.sort((a, b) => a.score - b.score);
  return keepDistinct(scored, limit, dedup);
}

/** Each word's counts: frequency, acronym and capitalised uses, sentences, and its neighbours within `window` on each side. */
function yakeTerms(doc: Doc, pieces: Tok[][], window: number): Map<string, Term> {
  const terms = new Map<string, Term>();
  const termOf = (t: Tok) => {
    let term = terms.get(t.lower);
    if (!term) {
      term = { tf: 0, acronym: 0, upper: 0, sentences: [], left: new Map(), right: new Map() };
      terms.set(t.lower, term);
    }
    return term;
  };
  doc.sentences.forEach((sentence) => {
    sentence.forEach((t, i) => {
      if (!t.word) return;
      const term = termOf(t);
      term.tf += 1;
      if (t.text.length > 1 && t.text === t.text.toUpperCase() && /[A-Z]/.test(t.text)) term.acronym += 1;
      else if (/^[A-Z]/.test(t.text) && i > 0) term.upper += 1;
      term.sentences.push(t.sentence);
    });
  });
  pieces.forEach((piece) => {
    piece.forEach((t, i) => {
      for (let k = Math.max(0, i - window); k < i; k += 1) {
        const left = piece[k];
        if (!left) continue;
        const term = termOf(t);
        term.left.set(left.lower, (term.left.get(left.lower) ?? 0) + 1);
        const lt = termOf(left);
        lt.right.set(t.lower, (lt.right.get(t.lower) ?? 0) + 1);
      }
    });
  });
  return terms;
}

/** Each word's H from its features (relatedness, casing, position, frequency, spread): lower is more of a keyword. */
function termWeights(terms: Map<string, Term>, sentenceCount: number): Map<string, number> {
  const valid = [...terms.entries()].filter(([w]) => !STOP(w)).map(([, t]) => t.tf);
  const mean = valid.reduce((s, v) => s + v, 0) / Math.max(valid.length, 1);
  const std = Math.sqrt(valid.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(valid.length, 1));
  const maxTf = Math.max(1, ...[...terms.values()].map((t) => t.tf));
  const H = new Map<string, number>();
  terms.forEach((term, word) => {
    const sorted = [...term.sentences].sort((a, b) => a - b);
    const median = sorted.length % 2 ? (sorted[(sorted.length - 1) / 2] ?? 0) : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
    const sum = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
    const wl = term.left.size === 0 ? 0 : term.left.size / sum(term.left);
    const wr = term.right.size === 0 ? 0 : term.right.size / sum(term.right);
    const rel = 1 + (wl + wr) * (term.tf / maxTf);
    const casing = Math.max(term.acronym, term.upper) / (1 + Math.log(term.tf));
    const position = Math.log(Math.log(3 + median));
    const frequency = term.tf / (mean + std || 1);
    const spread = new Set(term.sentences).size / sentenceCount;
    H.set(word, (rel * position) / (casing + frequency / rel + spread / rel));
  });
  return H;
}

type Gram = { tokens: Tok[]; tf: number };

/** The paper's candidates: n-grams of 1 to `maxWords` words that neither start nor end with a stop word, with their frequency. */
function nGrams(pieces: Tok[][], maxWords: number): Map<string, Gram> {
  const grams = new Map<string, Gram>();
  pieces.forEach((piece) => {
    for (let i = 0; i < piece.length; i += 1) {
      for (let n = 1; n <= maxWords && i + n <= piece.length; n += 1) {
        const gram = piece.slice(i, i + n);
        const first = gram[0] as Tok;
        const last = gram[gram.length - 1] as Tok;
        if (isStop(first) || isStop(last) || gram.some((t) => t.lower.length < 2)) continue;
        const key = gram.map((t) => t.lower).join(' ');
        const entry = grams.get(key);
        if (entry) entry.tf += 1;
        else grams.set(key, { tokens: gram, tf: 1 });
      }
    }
  });
  return grams;
}

/** The graph methods' candidates: the longest noun-and-adjective sequences of at most `maxWords` words, with their frequency. */
function nounPhrases(doc: Doc, maxWords: number): Map<string, Gram> {
  const grams = new Map<string, Gram>();
  const byIndex = new Map(doc.tokens.map((t) => [t.index, t]));
  longestSequences(doc, NOUN_ADJ, maxWords).forEach((c) => {
    const start = c.offsets[0] ?? 0;
    const tokens = c.stems.map((_, i) => byIndex.get(start + i) as Tok);
    grams.set(c.key, { tokens, tf: c.offsets.length });
  });
  return grams;
}

/** S = prod(H) / (TF * (1 + sum(H))), a stop word inside weighted by its co-occurrence probabilities with its neighbours. */
function candidateScore(tokens: Tok[], tf: number, H: Map<string, number>, terms: Map<string, Term>): number {
  const cooccur = (a: string, b: string) => terms.get(a)?.right.get(b) ?? 0;
  let prod = 1;
  let sum = 0;
  tokens.forEach((t, i) => {
    if (!isStop(t)) {
      const h = H.get(t.lower) ?? 1;
      prod *= h;
      sum += h;
      return;
    }
    const left = tokens[i - 1]?.lower ?? '';
    const right = tokens[i + 1]?.lower ?? '';
    const p1 = cooccur(left, t.lower) / Math.max(terms.get(left)?.tf ?? 1, 1);
    const p2 = cooccur(t.lower, right) / Math.max(terms.get(right)?.tf ?? 1, 1);
    const prob = p1 * p2;
    prod *= 1 + (1 - prob);
    sum -= 1 - prob;
  });
  return prod / (tf * (1 + sum));
}

/** The best `limit` candidates (lowest S first), less the near-duplicates of a better one; scored negated (higher is better). */
function keepDistinct(scored: { tokens: Tok[]; key: string; score: number }[], limit: number, dedup: number): Scored[] {
  const kept: { key: string }[] = [];
  const set = new CandidateSet();
  const rank = new Map<string, number>();
  for (const entry of scored) {
    if (kept.length >= limit) break;
    if (kept.some((k) => levenshteinRatio(k.key, entry.key) >= dedup)) continue;
    kept.push(entry);
    const stemKey = entry.tokens.map((t) => t.stem).join(' ');
    if (!rank.has(stemKey)) rank.set(stemKey, entry.score);
    set.add(entry.tokens);
  }
  return set.list().map((candidate: Candidate) => ({ candidate, score: -(rank.get(candidate.key) ?? Infinity) }));
}

function STOP(word: string): boolean {
  return STOPWORDS.has(word);
}
