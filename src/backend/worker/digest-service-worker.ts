/**
 * The digest's service worker (standalone build, Chromium with the app installed): registered by
 * Subscribe on its own scope (`bg/`, which no page uses, so it never meets Mock Service Worker's,
 * which serves the pages), woken by the browser's periodic sync to check "New for you" with no page
 * open (../pipeline/periodic-check.ts), and opening New for you when its notification is clicked.
 * A service worker may neither import code on demand nor start a worker: the build makes this file
 * one script with the whole check in it (`rima:digest-service-worker` in vite.config.ts), loaded by no page.
 */
// first: what msw's modules (imported by the sources' limiters and handlers) need of a page's globals
import './worker-globals';
import { paths } from '@/config/paths';
import { Backend } from '../backend';
import { openDigest, periodicCheck, type IfAvailableLocks, type OpenedDb, type WindowClients } from '../pipeline/periodic-check';
import { openIndexedDbStorage, SCHEMA_VERSION } from '../store/indexed-db';
import { startPersistence, type Persistence } from '../store/persistence';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PeriodicSyncEvent = ExtendableEvent & { tag: string };
type NotificationEvent = ExtendableEvent & { notification: Notification };

/** A service worker's global scope (the project's TypeScript lib is the DOM's). */
const scope = self as unknown as {
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: WindowClients;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'periodicsync', listener: (event: PeriodicSyncEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

/** New for you in this deployment (the service worker sits at `<base>bg/sw.js`). */
const digestUrl = new URL(`${import.meta.env.BASE_URL}${paths.newForYou.slice(1)}`, scope.location.origin).href;

/** The stored database, loaded as the tabs' backend loads it; closing stores what the check changed. */
async function openStored(): Promise<OpenedDb | null> {
  let persistence: Persistence | null = null;
  const opened = await openIndexedDbStorage({ onNewerBuild: () => persistence?.newerBuild() });
  if (opened.kind !== 'ready') return null;
  const backend = new Backend({ liveWikipedia: true });
  persistence = (await startPersistence({ db: backend.db, opened, legacy: null })).persistence;
  const kept = persistence;
  if (kept.kv !== null) backend.kv.plug(kept.kv);
  return {
    db: backend.db,
    close: async () => {
      await kept.flushed();
      kept.stop();
    },
  };
}

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));

scope.addEventListener('periodicsync', (event) => {
  event.waitUntil(
    periodicCheck(event.tag, {
      locks: navigator.locks as unknown as IfAvailableLocks,
      lockName: `rima-backend-schema-${SCHEMA_VERSION}`,
      open: openStored,
      notify: (title, options) => scope.registration.showNotification(title, options),
      digestUrl,
    }),
  );
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : digestUrl;
  event.waitUntil(openDigest(scope.clients, url));
});
