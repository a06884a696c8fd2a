import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { besideIndex } from '@/config/base-path';
import { createReloadOnce } from '@/config/chunk-reload';
import { env } from '@/config/env';
import type { StorageStatus } from '@/lib/demo-mode';
import { rememberedLakCorpus } from '@/lib/lak-corpus-choice';
import { DEMO_STORAGE_PREFIX } from '@/lib/session';
import { controlledByServiceWorker } from './service-worker-control';
import { deserializeResponse, serializeRequest, type FromWorker, type ToWorker } from './worker/protocol';

/**
 * Where builds before IndexedDB kept the database (one JSON string in localStorage): read once at
 * start-up and handed to the backend, which moves it into IndexedDB; then removed.
 */
export const DEMO_DB_KEY = `${DEMO_STORAGE_PREFIX}:db`;

/**
 * Marks the origin as having run the demo (kept across logout and reset): a build made for a backend
 * served here later removes the demo's session, store and worker when it finds this prefix.
 */
export const DEMO_MARKER_KEY = `${DEMO_STORAGE_PREFIX}:used`;

function readLegacy(): string | null {
  try {
    return localStorage.getItem(DEMO_DB_KEY);
  } catch {
    return null;
  }
}

/** The page's side of the built-in backend. */
export type StartedBackend = { reset(): Promise<void> };

/** What the backend tells the page unasked. */
export type BackendEvents = {
  onStorageState(status: StorageStatus): void;
  /** a write of another tab (or of a background task) changed these tables (and 'meta') */
  onChanged(tables: string[]): void;
};

type Pending = { resolve: (message: FromWorker) => void; reject: (error: Error) => void };
/** What a message to the worker is, without the id the bridge gives it. */
type Outgoing = ToWorker extends infer M ? (M extends ToWorker ? Omit<M, 'id'> : never) : never;

/**
 * The bridge to the backend worker: each message gets an id and a promise of its answer. A worker
 * that fails (its script did not load, it crashed) or is ended (`end`) fails every waiting and later message.
 */
function connect(worker: Worker, { onStorageState, onChanged }: BackendEvents) {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let broken: Error | null = null;
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'storage') {
      onStorageState(message.status);
      return;
    }
    if (message.type === 'changed') {
      if (!message.own) onChanged(message.tables);
      return;
    }
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (message.type === 'failed') entry.reject(new Error(message.message));
    else entry.resolve(message);
  });
  const fail = (error: Error) => {
    broken = error;
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach((entry) => entry.reject(error));
  };
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(new Error(`The built-in backend stopped${event.message ? `: ${event.message}` : ''}.`));
  });
  const send = (message: Outgoing, transfer: Transferable[] = []): Promise<FromWorker> => {
    if (broken) return Promise.reject(broken);
    const id = nextId;
    nextId += 1;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id }, transfer);
    });
  };
  const end = () => {
    worker.terminate();
    fail(new Error('This page was left during the request: reload to see whether it was stored.'));
  };
  return { send, end };
}

type Bridge = ReturnType<typeof connect>;

/** A backend worker for this page, started: it leads the tabs' backend or is served by the one that does. */
async function startWorker(events: BackendEvents, legacy: string | null): Promise<Bridge> {
  const worker = new Worker(new URL('./worker/backend.worker.ts', import.meta.url), { type: 'module', name: 'rima-backend' });
  const bridge = connect(worker, events);
  const started = await bridge.send({ type: 'start', legacy, lakCorpus: rememberedLakCorpus() });
  if (started.type === 'started') {
    events.onStorageState(started.storage);
    // the worker has stored it in IndexedDB: an older build's copy goes
    if (started.legacyDone) localStorage.removeItem(DEMO_DB_KEY);
  }
  return bridge;
}

/**
 * A page that is left hands the backend over at once (the next page of a reload, another tab, leads
 * without waiting for the browser to end this worker). A page the browser keeps in its back/forward
 * cache is frozen with its worker right after: a hand-over begun then may never end, and the lock its
 * worker holds would keep every other tab waiting until the browser drops the page, so that worker
 * ends at once, as a closed tab's does (what it had taken and not answered fails in its tab with the
 * reason). Back from the cache, the page starts a new worker, which joins the open tabs as any new
 * tab does.
 */
function handOverWhenLeft(current: { bridge: Promise<Bridge> }, events: BackendEvents) {
  window.addEventListener('pagehide', (event) => {
    void current.bridge
      .then((bridge) => {
        if (event.persisted) bridge.end();
        else return bridge.send({ type: 'leave' });
      })
      .catch(() => undefined);
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const left = current.bridge;
    current.bridge = left.catch(() => null).then((bridge) => {
      bridge?.end();
      return startWorker(events, null);
    });
  });
}

/**
 * Starts the built-in backend before the first request: a dedicated module worker runs it (its
 * database in IndexedDB, else in memory; of several open tabs one worker serves all: worker/tabs.ts),
 * and Mock Service Worker on the page passes every API request to it and returns its answer.
 */
export async function startDemoBackend(events: BackendEvents): Promise<StartedBackend> {
  try {
    localStorage.setItem(DEMO_MARKER_KEY, '1');
  } catch {
    // Storage disabled: nothing persists, so nothing is left behind either.
  }
  if (typeof Worker === 'undefined') throw new Error('This browser cannot run the built-in backend (it has no Web Workers): open RIMA in a current browser.');
  const current = { bridge: startWorker(events, readLegacy()) };
  await current.bridge;
  handOverWhenLeft(current, events);
  await startInterception(async (request) => {
    const serialized = await serializeRequest(request);
    const { send } = await current.bridge;
    const answer = await send({ type: 'request', request: serialized }, serialized.body ? [serialized.body] : []);
    return answer.type === 'response' ? deserializeResponse(answer.response) : serverError();
  });
  return {
    reset: async () => {
      const { send } = await current.bridge;
      await send({ type: 'reset' });
    },
  };
}

/** What the page answers when the backend failed on a request (as a server's unhandled exception). */
function serverError(): Response {
  return new Response('<!doctype html><title>Server Error (500)</title><h1>Server Error (500)</h1>', {
    status: 500,
    headers: { 'Content-Type': 'text/html' },
  });
}

/** MSW's service worker on the page: every request to the API's hosts goes to `serve`. */
async function startInterception(serve: (request: Request) => Promise<Response>) {
  const forward = ({ request }: { request: Request }) => serve(request).catch(() => serverError());
  const worker = setupWorker(http.all(`${env.apiUrl}/api/*`, forward), http.all(`${env.conferenceApiUrl}*`, forward));
  // The worker script is served beside index.html, also when the app is hosted under a sub-path.
  await worker.start({
    serviceWorker: { url: besideIndex(import.meta.env.BASE_URL, 'mockServiceWorker.js') },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await controlledByServiceWorker(navigator.serviceWorker, { reloadOnce: () => workerReloader.tryReload() });
}

/** A page its service worker can no longer claim reloads once (see controlledByServiceWorker). */
const workerReloader = createReloadOnce({
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
  key: 'rima:service-worker-reload-at',
});

