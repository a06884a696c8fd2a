/** Entry of the keyphrase benchmark's SSR build: the extraction, the protocol's scoring and the Wikipedia filter. */
export { extractKeyphrases } from '../src/mocks/nlp/keyphrase';
export { scoreDocument, stemPhrase } from '../src/mocks/nlp/keyphrase/evaluate';
export { EXTRACTION_ALGORITHMS } from '../src/api/user/demo';
export { extractInterests } from '../src/mocks/nlp/interests';
export { loadKeyphrase } from '../src/mocks/nlp/load-keyphrase';
