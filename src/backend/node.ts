import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { wordVectorFileHandler } from './nlp/embeddings/node-asset';
import { wikipediaHandler } from './sources/wikipedia-fixture';

/**
 * The built-in backend for Vitest (MSW in Node). The word-vector table is served from its file, and
 * en.wikipedia.org by a small wiki in the MediaWiki API's documented shape (the happy path: a live
 * account's texts go through it; tests of its failures override it with `server.use`).
 */
export const server = setupServer(...handlers, wordVectorFileHandler, wikipediaHandler());
