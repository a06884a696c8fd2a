/** Entry of the seed-extractions script's SSR build: the seed, its extraction jobs and the extraction. */
export { buildSeed } from '../src/mocks/seed';
export { seedExtractionJobs } from '../src/mocks/seed/extraction-jobs';
export { jobKey } from '../src/mocks/nlp/extraction-jobs';
export { runJobs } from '../src/mocks/nlp/run-jobs';
export { loadKeyphrase } from '../src/mocks/nlp/load-keyphrase';
