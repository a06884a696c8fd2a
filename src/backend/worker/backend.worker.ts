/**
 * The built-in backend's worker (the standalone build): the database, its storage (IndexedDB), the
 * handlers, the keyphrase extraction and every import run here, off the page's main thread. Of the
 * workers of several open tabs one leads and serves them all (tabs.ts). The page
 * (../browser.ts) passes each API request that Mock Service Worker intercepts and posts the answer
 * back (protocol.ts). Requests the backend itself makes (Semantic Scholar, Bluesky, …) go from here
 * straight to the network: Mock Service Worker's service worker serves only the page it was started
 * from, never this worker.
 */
// first: what msw needs of the page's globals
import './worker-globals';
import { SCHEMA_VERSION } from '../store/indexed-db';
import { startLocalBackend } from './local-backend';
import { type FromWorker, type ToWorker } from './protocol';
import { startTab, type Tab } from './tabs';

// a dedicated worker's global scope (the project's TypeScript lib is the DOM's)
const scope = self as unknown as {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

let tab: Tab | null = null;

/** This tab's id among the open tabs. */
function newTabId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

async function start(message: Extract<ToWorker, { type: 'start' }>): Promise<Tab> {
  const started = startTab({
    tabId: newTabId(),
    name: `rima-backend-schema-${SCHEMA_VERSION}`,
    locks: typeof navigator.locks?.request === 'function' ? navigator.locks : undefined,
    openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    lead: (first, hooks) => startLocalBackend(message, first, hooks),
    onStorage: (status) => scope.postMessage({ type: 'storage', status }),
    onChanged: ({ tables, own }) => scope.postMessage({ type: 'changed', tables, own }),
  });
  const { legacyDone, storage } = await started.started;
  scope.postMessage({ id: message.id, type: 'started', legacyDone, storage });
  return started;
}

let starting: Promise<Tab> | null = null;

async function answer(message: ToWorker): Promise<void> {
  if (message.type === 'start') {
    starting ??= start(message);
    tab = await starting;
    return;
  }
  if (starting === null) throw new Error('the backend has not been started');
  const current = tab ?? (await starting);
  if (message.type === 'reset' || message.type === 'leave') {
    await (message.type === 'reset' ? current.reset() : current.leave());
    scope.postMessage({ id: message.id, type: 'done' });
    return;
  }
  const serialized = await current.serve(message.request);
  scope.postMessage({ id: message.id, type: 'response', response: serialized }, serialized.body ? [serialized.body] : []);
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  answer(message).catch((error: unknown) => {
    scope.postMessage({ id: message.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
});
