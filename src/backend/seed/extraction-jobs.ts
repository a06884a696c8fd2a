/** The extraction jobs of the seeded researchers' interests: the texts seed/extractions.json answers. */
import { interestJobs } from '../domain/compute';
import type { ExtractionJob } from '../nlp/extraction-jobs';
import { jobKey } from '../nlp/extraction-jobs';
import { buildSeed } from '.';

export function seedExtractionJobs(now = Date.now()): ExtractionJob[] {
  const state = buildSeed(now);
  const jobs = new Map<string, ExtractionJob>();
  state.users.filter((u) => !u.is_staff).forEach((user) => interestJobs(state, user.id, now).forEach((job) => jobs.set(jobKey(job), job)));
  return [...jobs.values()];
}
