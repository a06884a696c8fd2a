/** Entry of the keyphrase benchmark's SSR build: the extraction, the protocol's scoring and the Wikipedia filter. */
export { extractKeyphrases } from '../src/backend/nlp/keyphrase';
export { scoreDocument, stemPhrase } from '../src/backend/nlp/keyphrase/evaluate';
export { EXTRACTION_ALGORITHMS } from '../src/api/user/demo-algorithms';
export { extractInterests } from '../src/backend/nlp/interests';
export { loadKeyphrase } from '../src/backend/nlp/load-keyphrase';
export { candidatePhrases, keepArticles } from '../src/backend/nlp/wikipedia/live-filter';
export { articlesOf, queryAnswerSchema, titleOf, TITLES_PER_QUERY } from '../src/backend/sources/wikipedia';
export { answerWikipediaRequest, builtInListWiki } from '../src/backend/sources/wikipedia-fixture';
