/**
 * Which corpus an answer drawn from a conference's corpus stands on, for the screens and the built-in
 * backend alike: a module of its own, without the HTTP client (the backend's worker imports it).
 */
import type { LakCorpusStatus } from './corpus';

/**
 * The offline sample, or the corpus built at a time (`live|` before its first build); a build's
 * progress does not change it, a new build does.
 */
export function corpusVersion(status: Pick<LakCorpusStatus, 'choice' | 'corpus'>): string {
  return status.choice === 'sample' ? 'sample' : `live|${status.corpus?.builtAt ?? ''}`;
}
