/**
 * One extraction the built-in backend asks for (a text, an algorithm, how many keywords, the
 * Wikipedia filter) and its key. Running jobs is run-jobs.ts, which loads with the extraction, not
 * with the backend.
 */
import type { Algorithm } from './extract';

/**
 * `keep: 'phrases'`: the filter keeps the researcher's own phrases (the interest profile's jobs), not
 * the titles they contain (the extraction endpoint's; interests.ts).
 */
export type ExtractionJob = { text: string; algorithm: Algorithm; limit: number; wikiFilter: boolean; keep?: 'phrases' };

/** A short stable key of a job (53-bit hash of its fields and text), as the shipped seed extractions are keyed. */
export function jobKey(job: ExtractionJob): string {
  const input = `${job.algorithm}\u0000${job.limit}\u0000${job.wikiFilter ? 1 : 0}${job.keep ? `\u0000${job.keep}` : ''}\u0000${job.text}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i += 1) {
    const c = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
