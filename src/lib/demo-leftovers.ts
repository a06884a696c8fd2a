import { DIGEST_WORKER_SCOPE } from '@/lib/digest-sync';
import { STANDALONE_DB_NAME } from '@/lib/demo-mode';
import { DEMO_STORAGE_PREFIX, SESSION_KEYS } from '@/lib/session';

/** The parts of the browser a build made for a backend cleans up (injected so tests can pass fakes). */
export type LeftoverTargets = {
  storage: Storage;
  /** navigator.serviceWorker where the browser has one */
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  /** absolute URL of the app's base path, e.g. https://example.org/rima/ */
  scope: string;
  /** window.indexedDB where the browser has one (the built-in backend's database is deleted with the rest) */
  indexedDB?: Pick<IDBFactory, 'deleteDatabase'>;
};

/**
 * What the standalone build leaves on an origin that now hosts a build made for a backend: the built-in backend's
 * store (keys starting with DEMO_STORAGE_PREFIX, and its IndexedDB database), the session it issued (a demo token the real server
 * must never receive) and the demo's service workers: Mock Service Worker's, registered for the app's own
 * scope, and the periodic check of New for you, on `<scope>bg/` (a build for a backend registers no
 * service worker). Removes them all; returns what was removed.
 */
export async function removeDemoLeftovers({ storage, serviceWorker, scope, indexedDB }: LeftoverTargets): Promise<{
  keys: string[];
  workers: number;
}> {
  const keys: string[] = [];
  const all = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
  if (all.some((key) => key.startsWith(DEMO_STORAGE_PREFIX))) {
    const sessionKeys: string[] = Object.values(SESSION_KEYS);
    for (const key of all) {
      if (key.startsWith(DEMO_STORAGE_PREFIX) || sessionKeys.includes(key)) {
        storage.removeItem(key);
        keys.push(key);
      }
    }
    // the request completes in the background (blocked while another tab still has it open)
    indexedDB?.deleteDatabase(STANDALONE_DB_NAME);
  }
  let workers = 0;
  if (serviceWorker) {
    const registrations = await serviceWorker.getRegistrations();
    const demoScopes = [scope, `${scope}${DIGEST_WORKER_SCOPE}`];
    for (const registration of registrations) {
      if (demoScopes.includes(registration.scope) && (await registration.unregister())) workers += 1;
    }
  }
  return { keys, workers };
}
