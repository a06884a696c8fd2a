import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { wordVectorFileHandler } from './nlp/embeddings/node-asset';

/** The mock backend for Vitest (MSW in Node); the word-vector table is served from its file. */
export const server = setupServer(...handlers, wordVectorFileHandler);
