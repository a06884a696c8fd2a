/** Entry of the keyphrase benchmark's SSR build: the extraction and the protocol's scoring. */
export { extractKeyphrases } from '../src/mocks/nlp/keyphrase';
export { scoreDocument, stemPhrase } from '../src/mocks/nlp/keyphrase/evaluate';
export { EXTRACTION_ALGORITHMS } from '../src/api/user/demo';
