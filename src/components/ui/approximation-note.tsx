import type { Approximation } from '@/api/user/schemas';
import { cutText } from '@/lib/bounded';

/** At most this many estimated words are named; each is cut to the short-text limit (a keyword may be 1 MB). */
const NAMED_WORDS = 20;

type Basis = Approximation & { wikipedia?: 'unreachable' };

/**
 * Why a similarity is approximate, when the answer says it is (the built-in backend's word vectors,
 * Wikipedia); else null. A server's answer says neither: it is shown as exact.
 */
export function approximationNote({ approximate, estimated_words = [], wikipedia }: Basis): string | null {
  const notes: string[] = [];
  if (wikipedia === 'unreachable') notes.push('Wikipedia could not be reached: the keywords were compared by their word vectors instead of their articles\' links.');
  if (approximate === 'vectors-unavailable') {
    notes.push('Approximate: the word vectors could not be loaded, so the keywords were compared by their spelling.');
  } else if (approximate === 'estimated-words') {
    const named = estimated_words.slice(0, NAMED_WORDS).map((word) => cutText(word).text);
    const more = estimated_words.length > NAMED_WORDS ? ` and ${estimated_words.length - NAMED_WORDS} more` : '';
    const words = named.length > 0 ? `: ${named.join(', ')}${more}` : '';
    notes.push(`Approximate: some words are not in the word-vector table and were compared by their spelling${words}.`);
  }
  return notes.length > 0 ? notes.join(' ') : null;
}

/** Several answers shown together (one per pair of keywords): approximate when any is; the estimated words of all, once each. */
export function combinedApproximation(answers: readonly Approximation[]): Approximation {
  if (answers.some((answer) => answer.approximate === 'vectors-unavailable')) return { approximate: 'vectors-unavailable', estimated_words: [] };
  const words = [...new Set(answers.flatMap((answer) => (answer.approximate === 'estimated-words' ? (answer.estimated_words ?? []) : [])))];
  return answers.some((answer) => answer.approximate === 'estimated-words') ? { approximate: 'estimated-words', estimated_words: words.slice(0, 20) } : {};
}

/** The note as a line of text (nothing when the similarity is exact). */
export function ApproximationNote({ basis, className = 'small text-muted mb-2' }: { basis: Basis; className?: string }) {
  const note = approximationNote(basis);
  return note ? (
    <p className={`${className} text-break`} data-testid="approximation-note">
      {note}
    </p>
  ) : null;
}
