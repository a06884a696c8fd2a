/** Entry of the seed-extractions script's SSR build: the seed, its extraction jobs and the extraction. */
export { buildSeed } from '../src/backend/seed';
export { seedExtractionJobs } from '../src/backend/seed/extraction-jobs';
export { jobKey } from '../src/backend/nlp/extraction-jobs';
export { runJobs } from '../src/backend/nlp/run-jobs';
export { loadKeyphrase } from '../src/backend/nlp/load-keyphrase';
