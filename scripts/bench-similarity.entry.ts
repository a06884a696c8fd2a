/** Entry of the similarity benchmark's SSR build: the word vectors and the keyword similarity built on them. */
export { ensureWordVectors, setWordVectorSource, wordVectorStatus, tableVector, wordTable } from '../src/backend/nlp/embeddings/word-vectors';
export { keywordSimilarity, similarityBasis } from '../src/backend/nlp/similarity';
