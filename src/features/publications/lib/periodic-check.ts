/**
 * The periodic check of New for you, from the page (Subscribe): Chromium's Periodic Background Sync,
 * offered to an installed app only. Feature-detected: a browser without it does not see the option;
 * Chromium with the app not installed is told so. Turning it on registers the digest's service worker
 * (its own scope, src/lib/digest-sync.ts), asks to show notifications and registers the account's
 * periodic sync; turning it off unregisters the sync (and the worker once no account uses it).
 */
import { DIGEST_WORKER_FILE, DIGEST_WORKER_SCOPE, digestSyncTag } from '@/lib/digest-sync';

/** At most this often (the browser decides when, from how much the app is used: often less). */
export const CHECK_EVERY_MS = 12 * 60 * 60 * 1000;

/** 'unsupported': no Periodic Background Sync (not offered); 'not-installed': Chromium, the app not installed. */
export type PeriodicSupport = 'unsupported' | 'not-installed' | 'available';

/** The little of Periodic Background Sync used here (not in TypeScript's DOM lib). */
type PeriodicSyncManager = {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
};
type PeriodicRegistration = ServiceWorkerRegistration & { periodicSync: PeriodicSyncManager };

const base = () => import.meta.env.BASE_URL;
const scopeUrl = () => new URL(`${base()}${DIGEST_WORKER_SCOPE}`, window.location.origin).href;

export async function periodicCheckSupport(): Promise<PeriodicSupport> {
  if (!('serviceWorker' in navigator) || typeof ServiceWorkerRegistration === 'undefined' || !('periodicSync' in ServiceWorkerRegistration.prototype)) return 'unsupported';
  try {
    // Chromium grants it to an installed app only
    const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    return status.state === 'granted' ? 'available' : 'not-installed';
  } catch {
    return 'unsupported';
  }
}

async function registration(): Promise<PeriodicRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration(scopeUrl());
  return found && 'periodicSync' in found ? (found as PeriodicRegistration) : null;
}

/** Whether the account's periodic check is registered in this browser. */
export async function isPeriodicCheckOn(userId: number): Promise<boolean> {
  const found = await registration();
  return found !== null && (await found.periodicSync.getTags()).includes(digestSyncTag(userId));
}

/** Resolves once the registration's worker is active (a periodic sync needs one). */
function activated(registered: ServiceWorkerRegistration): Promise<void> {
  const worker = registered.installing ?? registered.waiting;
  if (registered.active || !worker) return Promise.resolve();
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant') reject(new Error('The periodic check could not be installed in this browser.'));
    });
  });
}

/** What keeps the check from being turned on, in one sentence; null once it is on. */
export async function turnPeriodicCheckOn(userId: number): Promise<string | null> {
  if ((await Notification.requestPermission()) !== 'granted') return 'Notifications are blocked for this site: allow them in the browser\'s site settings to be told of new papers.';
  const registered = await navigator.serviceWorker.register(`${base()}${DIGEST_WORKER_FILE}`, { scope: scopeUrl(), type: 'module' });
  await activated(registered);
  if (!('periodicSync' in registered)) return 'This browser does not offer periodic checks.';
  await (registered as PeriodicRegistration).periodicSync.register(digestSyncTag(userId), { minInterval: CHECK_EVERY_MS });
  return null;
}

export async function turnPeriodicCheckOff(userId: number): Promise<void> {
  const found = await registration();
  if (!found) return;
  await found.periodicSync.unregister(digestSyncTag(userId));
  if ((await found.periodicSync.getTags()).length === 0) await found.unregister();
}
