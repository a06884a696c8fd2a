/**
 * The built-in backend's worker (the standalone build): the database, its storage (IndexedDB), the
 * handlers, the keyphrase extraction and every import run here, off the page's main thread. The page
 * (../browser.ts) passes each API request that Mock Service Worker intercepts and posts the answer
 * back (protocol.ts). Requests the backend itself makes (Semantic Scholar, Bluesky, …) go from here
 * straight to the network: Mock Service Worker's service worker serves only the page it was started
 * from, never this worker.
 */
// first: what msw needs of the page's globals
import './worker-globals';
import { startBackendService, type BackendService } from '../service';
import { openIndexedDbStorage } from '../store/indexed-db';
import { deserializeRequest, serializeResponse, type FromWorker, type ToWorker } from './protocol';

// a dedicated worker's global scope (the project's TypeScript lib is the DOM's)
const scope = self as unknown as {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

let service: Promise<BackendService> | null = null;

async function start({ id, legacy, lakCorpus }: Extract<ToWorker, { type: 'start' }>): Promise<BackendService> {
  let started: BackendService | null = null;
  // a newer build's page wants the database: this backend stops writing and the page says so
  const opened = await openIndexedDbStorage({ onNewerBuild: () => started?.newerBuild() });
  const result = await startBackendService({ opened, legacy, lakCorpus, onStorageState: (status) => scope.postMessage({ type: 'storage', status }) });
  started = result.service;
  scope.postMessage({ id, type: 'started', legacyDone: result.legacyDone, storage: started.storageStatus() });
  return started;
}

async function answer(message: ToWorker): Promise<void> {
  if (message.type === 'start') {
    service ??= start(message);
    await service;
    return;
  }
  if (service === null) throw new Error('the backend has not been started');
  const backend = await service;
  if (message.type === 'reset') {
    await backend.reset();
    scope.postMessage({ id: message.id, type: 'done' });
    return;
  }
  const response = (await backend.serve(deserializeRequest(message.request))) ?? new Response('No handler answered this request.', { status: 501 });
  const serialized = await serializeResponse(response);
  scope.postMessage({ id: message.id, type: 'response', response: serialized }, serialized.body ? [serialized.body] : []);
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  answer(message).catch((error: unknown) => {
    scope.postMessage({ id: message.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
});
