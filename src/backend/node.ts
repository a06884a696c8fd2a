import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Backend, type BackendOptions } from './backend';
import type { Db } from './domain';
import type { Clock } from './domain/clock';
import type { Store } from './domain/store';
import type { PluggableKeyValueStore } from './store/kv';
import type { Sources } from './sources/sources';
import type { ConferenceCorpora } from './lak/corpus/corpora';
import { createHandlers } from './handlers';
import { wordVectorFileHandler } from './nlp/embeddings/node-asset';
import { builtInListWiki, wikipediaHandler } from './sources/wikipedia-fixture';

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
 * en.wikipedia.org by a fake wiki in the MediaWiki API's documented shape, as large as the built-in
 * list (as in the browser tests: a live account's texts go through it and keep what the built-in list
 * keeps); tests of its failures, or of a smaller wiki, override it with `server.use`.
 */
const { wiki, redirects } = builtInListWiki();

/**
 * The backend of the test running now: a fresh one for every test (src/test/setup-backend.ts), seeded
 * once the seed's extractions have loaded (a seed built before them would wait for the extraction).
 */
let current = new Backend();

/**
 * A test's backend: its database seeded, and its conference screens answering from the generated
 * offline sample unless the test builds a corpus from its fixture sources (`conferences.reset`).
 */
function seeded(backend: Backend): Backend {
  backend.db.reset();
  backend.conferences.choice = 'sample';
  return backend;
}

/** The backend the test server's handlers serve now. */
export const testBackend = (): Backend => current;

/**
 * A fresh backend behind the test server, its database seeded, with `options` (a test's stand-in
 * storage probe, the live Wikipedia on): every test starts with one; a test may start another before
 * it asks anything.
 */
export function freshBackend(options: BackendOptions = {}): Backend {
  // the backend before stops its work (its conference builds would go on asking the sources in this
  // test, its jobs' timers would run)
  current.stop();
  current = seeded(new Backend(options));
  return current;
}

/** `of()`'s object as it is when each of its members is read or set: the current test's, not the first one's. */
function followingTheTest<T extends object>(of: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = of();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, key, value) {
      const target = of();
      return Reflect.set(target, key, value, target);
    },
  });
}

/**
 * The current test's database, store, clock, cache of the sources' answers, sources (their
 * clients and timing: `sources.setTiming`) and conference corpora, for the tests to read and change (each test has a
 * backend of its own; no production code reads these).
 */
export const db: Db = followingTheTest(() => current.db);
export const store: Store = followingTheTest(() => current.store);
export const clock: Clock = followingTheTest(() => current.clock);
export const kv: PluggableKeyValueStore = followingTheTest(() => current.kv);
export const sources: Sources = followingTheTest(() => current.sources);
export const conferences: ConferenceCorpora = followingTheTest(() => current.conferences);

export const baseHandlers = [...createHandlers(testBackend), wordVectorFileHandler, wikipediaHandler(wiki, redirects), refuseTheRest];
export const server = setupServer(...baseHandlers);
