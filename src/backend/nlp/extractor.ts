/**
 * The built-in backend's keyphrase extraction, run in place: the backend itself runs off the page's
 * main thread (in its worker, ../worker/; in Node for the tests), so TopicRank on a pasted paper
 * never freezes the page, and the extraction (part-of-speech model included, loaded on first need
 * through load-keyphrase.ts) is one module of the build, not a second copy in a worker of its own.
 */
import type { ExtractedInterest } from './interests';
import type { ExtractionJob } from './extraction-jobs';
import { loadKeyphrase } from './load-keyphrase';

/** The extracted interests of each job, in order (the name says where: not on the page's main thread). */
export async function extractOffPage(jobs: ExtractionJob[]): Promise<ExtractedInterest[][]> {
  if (jobs.length === 0) return [];
  const [{ runJobs }] = await Promise.all([import('./run-jobs'), loadKeyphrase()]);
  return runJobs(jobs);
}
