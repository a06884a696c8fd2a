import { DEMO_STORAGE_PREFIX, SESSION_KEYS } from '@/lib/session';

/** The parts of the browser a build made for a backend cleans up (injected so tests can pass fakes). */
export type LeftoverTargets = {
  storage: Storage;
  /** navigator.serviceWorker where the browser has one */
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  /** absolute URL of the app's base path, e.g. https://example.org/rima/ */
  scope: string;
};

/**
 * What demo mode leaves on an origin that now hosts a build made for a backend: the demo backend's
 * store (keys starting with DEMO_STORAGE_PREFIX), the session it issued (a demo token the real server
 * must never receive) and the demo's service worker, registered for the app's own scope (a build for a
 * backend registers no service worker). Removes them all; returns what was removed.
 */
export async function removeDemoLeftovers({ storage, serviceWorker, scope }: LeftoverTargets): Promise<{
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
  }
  let workers = 0;
  if (serviceWorker) {
    const registrations = await serviceWorker.getRegistrations();
    for (const registration of registrations) {
      if (registration.scope === scope && (await registration.unregister())) workers += 1;
    }
  }
  return { keys, workers };
}
