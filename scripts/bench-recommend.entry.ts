/** Entry of the recommendation benchmark's SSR build: the profile harness, the ranking and what the references need. */
export { prepareProfiles, profileFromPapers } from './lib/profile-from-papers';
export { rankingScore, scoreCandidates } from '../src/backend/nlp/recommend-publications';
export { forgetRelatedWords } from '../src/backend/nlp/recommend-score';
export { extractOffPage } from '../src/backend/nlp/extractor';
export { loadKeyphrase } from '../src/backend/nlp/load-keyphrase';
export { tokenize } from '../src/backend/nlp/text';
export { ensureWordVectors, setWordVectorSource, tableVector } from '../src/backend/nlp/embeddings/word-vectors';
export { initialChips, activeInterests } from '../src/features/publications/lib/recommend';
