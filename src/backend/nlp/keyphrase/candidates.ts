/** Candidate keyphrases as the published methods select them (pke's selection and filtering rules). */
import { STOP_WORDS as GENERIC } from '../text';
import type { Doc, Tok } from './analyse';

export type Candidate = {
  /** stems joined by spaces: candidates are merged by stem, so variants never appear twice */
  key: string;
  stems: string[];
  /** lower-case words of the first occurrence */
  words: string[];
  /** the phrase as first written (display form) */
  surface: string;
  /** token index of the first word of every occurrence, in text order */
  offsets: number[];
  /** sentence of every occurrence */
  sentences: number[];
};

export const NOUN_ADJ = new Set(['NOUN', 'PROPN', 'ADJ']);
const NOUNS = new Set(['NOUN', 'PROPN']);

export class CandidateSet {
  private readonly byKey = new Map<string, Candidate>();

  add(tokens: Tok[]) {
    const first = tokens[0];
    if (!first) return;
    const stems = tokens.map((t) => t.stem);
    const key = stems.join(' ');
    const existing = this.byKey.get(key);
    if (existing) {
      existing.offsets.push(first.index);
      existing.sentences.push(first.sentence);
      return;
    }
    this.byKey.set(key, {
      key,
      stems,
      words: tokens.map((t) => t.lower),
      surface: tokens.map((t) => t.text).join(' '),
      offsets: [first.index],
      sentences: [first.sentence],
    });
  }

  list(): Candidate[] {
    return [...this.byKey.values()];
  }
}

/**
 * pke's candidate_filtering defaults: no stop word, no punctuation (hyphens inside words allowed),
 * at least 3 characters, every word at least 2 characters, at most 5 words.
 */
export function acceptable(tokens: Tok[], maxWords = 5): boolean {
  if (tokens.length === 0 || tokens.length > maxWords) return false;
  if (tokens.some((t) => t.stop || !t.word || t.lower.length < 2)) return false;
  if (tokens.every((t) => /^[\d-]+$/.test(t.lower))) return false;
  return tokens.reduce((s, t) => s + t.lower.length, 0) >= 3;
}

/**
 * Noun phrases: the longest sequences of nouns and adjectives (pke's longest_pos_sequence_selection),
 * trailing adjectives cut so that each ends in a noun, filtered as `acceptable` says. Beyond pke, a
 * phrase that is one generic word of research prose ("paper", "approach", "results": the stop list
 * of text.ts) is dropped; on Inspec validation both rules raised F@10 of every graph method by
 * 0.3 to 1.7 points.
 */
export function longestSequences(doc: Doc, pos: ReadonlySet<string> = NOUN_ADJ, maxWords = 5): Candidate[] {
  const set = new CandidateSet();
  doc.sentences.forEach((sentence) => {
    let run: Tok[] = [];
    const flush = () => {
      while (run.length > 0 && !NOUNS.has(run[run.length - 1]?.pos ?? '')) run.pop();
      const generic = run.length === 1 && GENERIC.has(run[0]?.lower ?? '');
      if (!generic && acceptable(run, maxWords)) set.add(run);
      run = [];
    };
    sentence.forEach((t) => {
      if (pos.has(t.pos) && t.word) run.push(t);
      else flush();
    });
    flush();
  });
  return set.list();
}
