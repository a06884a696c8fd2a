/**
 * What every test file shares, in Node and in jsdom: the MSW server over the built-in backend (an
 * unanswered request, the API's or an outside source's, fails the test that made it), a freshly
 * seeded database before each test, and the keyphrase extraction and the seed's extractions loaded
 * once (the backend loads them on first need; tests read computed interests directly).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server, unansweredRequests } from '@/backend/node';
import { db } from '@/backend/db';
import { forgetFeatures } from '@/api/features';
import { loadSeedExtractions } from '@/backend/db/compute';
import { loadKeyphrase } from '@/backend/nlp/load-keyphrase';
import { resetLakCorpus } from '@/backend/lak/corpus/state';


beforeAll(async () => {
  await Promise.all([loadKeyphrase(), loadSeedExtractions()]);
  server.listen({
    // the server's last handler refuses and records whatever nothing else answered (node.ts); should a
    // request still fall through, MSW's 'error' strategy refuses it too
    onUnhandledRequest: 'error',
  });
});
beforeEach(() => {
  db.reset();
  // conference screens answer from the generated offline sample unless a test builds a corpus from its fixture sources
  resetLakCorpus('sample');
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // what the client learned about the server's optional features lasts one browser session
  forgetFeatures();
});
afterEach(() => {
  server.resetHandlers();
  const escaped = unansweredRequests.splice(0);
  if (escaped.length > 0) throw new Error(`requests no handler answered (a test never reaches the internet): ${escaped.join(', ')}`);
});
afterAll(() => server.close());
