import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { besideIndex } from '@/config/base-path';
import { env } from '@/config/env';
import type { StorageState } from '@/lib/demo-mode';
import { DEMO_STORAGE_PREFIX } from '@/lib/session';
import { startBackendService, type BackendService } from './service';
import { openIndexedDbStorage } from './store/indexed-db';

/**
 * Where builds before IndexedDB kept the database (one JSON string in localStorage): read once at
 * start-up, moved into IndexedDB, then removed.
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

/** The page's side of the built-in backend: reset, and the storage state it reports. */
export type StartedBackend = { reset(): Promise<void> };

/**
 * Starts the built-in backend before the first request: its database (IndexedDB, else memory) and
 * Mock Service Worker, whose handlers on the page pass every API request to the backend and return
 * its answer.
 */
export async function startDemoBackend(onStorageState: (state: StorageState) => void): Promise<StartedBackend> {
  try {
    localStorage.setItem(DEMO_MARKER_KEY, '1');
  } catch {
    // Storage disabled: nothing persists, so nothing is left behind either.
  }
  const storage = await openIndexedDbStorage().catch(() => null);
  const { service, legacyDone } = await startBackendService({ storage, legacy: readLegacy(), onStorageState });
  onStorageState(service.storageState());
  if (legacyDone) localStorage.removeItem(DEMO_DB_KEY);
  await startInterception(service);
  return { reset: () => service.reset() };
}

/** MSW's service worker on the page: every request to the API's hosts goes to `service`. */
async function startInterception(service: Pick<BackendService, 'serve'>) {
  const forward = async ({ request }: { request: Request }) => (await service.serve(request)) ?? passthrough();
  const worker = setupWorker(http.all(`${env.apiUrl}/api/*`, forward), http.all(`${env.conferenceApiUrl}*`, forward));
  // The worker script is served beside index.html, also when the app is hosted under a sub-path.
  await worker.start({
    serviceWorker: { url: besideIndex(import.meta.env.BASE_URL, 'mockServiceWorker.js') },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
