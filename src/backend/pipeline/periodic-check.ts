/**
 * The periodic check of "New for you" in an installed app (Chromium's Periodic Background Sync, issue
 * 52): the browser wakes the digest's service worker (worker/digest-service-worker.ts) now and then,
 * with no page of the app open. This is what it does then, for the account whose tag it is:
 * - nothing while a tab of the app is open: the tabs' backend holds the leader's lock and checks on
 *   the visits itself (the lock is taken only if free, and held for the whole check, so a tab opened
 *   meanwhile waits and then loads what the check stored);
 * - nothing for an account that is signed out (no sign-in token) or whose check is not due (the same
 *   clock as a visit: at most once an hour; no visit is recorded);
 * - else the digest check, stored like a visit's, then one notification "New for you · N" (N: the
 *   unseen entries, as the sidebar counts them) when the check found something new.
 */
import { digestSyncTag, userOfTag } from '@/lib/digest-sync';
import type { Db } from '../domain';
import { startBackgroundCheck } from '../handlers/standalone/digest';
import { digestsOf, unseenCount, whenDigestSettles } from './digest';

/** The little of the Web Locks API used here (the callback's result is the request's). */
export type IfAvailableLocks = {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: Lock | null) => Promise<T>): Promise<T>;
};

/** The backend's database as stored, opened for one check; `close` stores what changed and lets go. */
export type OpenedDb = { db: Db; close(): Promise<void> };

export type PeriodicCheckDeps = {
  /** the tabs' leader lock (worker/tabs.ts) */
  locks: IfAvailableLocks;
  lockName: string;
  /** null: the storage cannot be read here (unavailable, or a newer build's) */
  open(): Promise<OpenedDb | null>;
  notify(title: string, options: NotificationOptions): Promise<void>;
  /** the address of New for you, opened by a click on the notification */
  digestUrl: string;
};

export type PeriodicOutcome = 'not-ours' | 'tab-open' | 'no-storage' | 'signed-out' | 'not-due' | 'nothing-new' | 'notified';

/** Titles named in the notification's body. */
const TITLES_SHOWN = 3;

/** The periodic sync event of `tag`: see the file's comment. */
export async function periodicCheck(tag: string, deps: PeriodicCheckDeps): Promise<PeriodicOutcome> {
  const userId = userOfTag(tag);
  if (userId === null) return 'not-ours';
  return deps.locks.request(deps.lockName, { ifAvailable: true }, async (lock): Promise<PeriodicOutcome> => {
    if (lock === null) return 'tab-open';
    const opened = await deps.open();
    if (opened === null) return 'no-storage';
    try {
      return await checkAndNotify(opened.db, userId, deps);
    } finally {
      await opened.close();
    }
  });
}

async function checkAndNotify(db: Db, userId: number, deps: PeriodicCheckDeps): Promise<PeriodicOutcome> {
  if (!Object.values(db.store.get().tokens).includes(userId)) return 'signed-out';
  const before = unseenCount(db, userId);
  if (!startBackgroundCheck(db, userId)) return 'not-due';
  await whenDigestSettles(db, userId);
  const count = unseenCount(db, userId);
  if (count <= before) return 'nothing-new';
  const titles = (digestsOf(db, userId)[0]?.entries ?? []).slice(0, TITLES_SHOWN).map((entry) => entry.title);
  await deps.notify(`New for you · ${count}`, {
    body: titles.join('\n'),
    tag: digestSyncTag(userId),
    data: { url: deps.digestUrl },
  });
  return 'notified';
}

/** The little of a service worker's Clients used by a click on the notification. */
export type WindowClients = {
  matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<readonly { url: string; focus(): Promise<unknown> }[]>;
  openWindow(url: string): Promise<unknown>;
};

/** A click on the notification: the tab already at New for you comes forward, else a new one opens there. */
export async function openDigest(clients: WindowClients, url: string): Promise<void> {
  const open = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).find((client) => client.url === url);
  if (open) await open.focus();
  else await clients.openWindow(url);
}
