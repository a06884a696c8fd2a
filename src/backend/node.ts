import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { wordVectorFileHandler } from './nlp/embeddings/node-asset';
import { wikipediaHandler } from './sources/wikipedia-fixture';

/** Requests no handler of a test answered, in order (src/test/setup-backend.ts fails the test that made them). */
export const unansweredRequests: string[] = [];

/**
 * The last handler: any request nothing else answered (the API's, or an outside host's) is refused
 * here with a network error and recorded, so it never leaves the machine, whatever the listen options.
 */
const refuseTheRest = http.all('*', ({ request }) => {
  unansweredRequests.push(`${request.method} ${request.url}`);
  return HttpResponse.error();
});

/**
 * The built-in backend for Vitest (MSW in Node). The word-vector table is served from its file, and
 * en.wikipedia.org by a small wiki in the MediaWiki API's documented shape (the happy path: a live
 * account's texts go through it; tests of its failures override it with `server.use`).
 */
export const server = setupServer(...handlers, wordVectorFileHandler, wikipediaHandler(), refuseTheRest);
