/**
 * What every test file shares, in Node and in jsdom: the MSW server over the built-in backend (an
 * unanswered request, the API's or an outside source's, fails the test that made it), a fresh
 * backend with a seeded database before each test, and the seed's extractions loaded once (seeding
 * reads them). The keyphrase extraction (its part-of-speech model is megabytes of script) is not loaded here: the
 * backend loads it on first need, and a test that extracts without the backend awaits loadKeyphrase().
 */
import { setMaxListeners } from 'node:events';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { baseHandlers, freshBackend, server, unansweredRequests } from '@/backend/node';
import { forgetFeatures } from '@/api/features';
import { loadSeedExtractions } from '@/backend/domain/compute';


// One abort signal serves many requests at once, each listener removed when its request ends: "Why
// this post?" asks one similarity per keyword pair; a Bluesky network read can have each of its up to
// 150 accounts (FOLLOWS_CAP) waiting out a failing source at once. Node warns from 11 listeners on one
// signal (browsers never do); a leak still warns past 200.
setMaxListeners(200);

beforeAll(async () => {
  await loadSeedExtractions();
  server.listen({
    // the server's last handler refuses and records whatever nothing else answered (node.ts); should a
    // request still fall through, MSW's 'error' strategy refuses it too
    onUnhandledRequest: 'error',
  });
});
beforeEach(() => {
  // a fresh backend, its database seeded (nothing records changes for a storage unless a test starts
  // one), the storage's room unknown (every account kept), the live Wikipedia off, unless a test
  // starts another with its stand-ins; its own sources (one busy or failing in the last test is
  // neither paused nor failing in this one) and conference corpora (answering from the generated
  // offline sample; the last test's builds stopped)
  freshBackend();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // what the client learned about the server's optional features lasts one browser session
  forgetFeatures();
});
afterEach(() => {
  // back to the base handlers, also after a test that replaced them (resetHandlers(...next)): the next
  // test, in this file or the next one the worker runs, starts from the built-in backend
  server.resetHandlers(...baseHandlers);
  const escaped = unansweredRequests.splice(0);
  if (escaped.length > 0) throw new Error(`requests no handler answered (a test never reaches the internet): ${escaped.join(', ')}`);
});
afterAll(() => server.close());
