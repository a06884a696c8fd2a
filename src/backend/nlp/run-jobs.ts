/** Runs extraction jobs (extraction-jobs.ts); the keyphrase extraction must have been loaded (load-keyphrase.ts). */
import type { ExtractionJob } from './extraction-jobs';
import { extractInterests, type ExtractedInterest } from './interests';

export function runJobs(jobs: ExtractionJob[]): ExtractedInterest[][] {
  return jobs.map((job) => extractInterests(job.text, job.algorithm, job.limit, job.wikiFilter, job.keep ?? 'titles'));
}
