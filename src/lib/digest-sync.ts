/**
 * The periodic check of New for you (standalone build, Chromium with the app installed): its service
 * worker's address and scope (under the app's base path), and the periodic sync's tag of an account.
 * The page (Subscribe) registers them; the service worker (src/backend/worker/digest-service-worker.ts)
 * reads the account from the tag.
 */
export const DIGEST_SYNC_PREFIX = 'rima-digest-';

export const digestSyncTag = (userId: number): string => `${DIGEST_SYNC_PREFIX}${userId}`;

/** The account of a tag; null for a tag that is not the digest's. */
export function userOfTag(tag: string): number | null {
  const match = /^rima-digest-(\d{1,12})$/.exec(tag);
  return match ? Number(match[1]) : null;
}

/** Built by vite.config.ts (`rima:digest-service-worker`), relative to the base path. */
export const DIGEST_WORKER_FILE = 'bg/sw.js';
/** A scope no page uses: this worker never meets Mock Service Worker's, which serves the pages. */
export const DIGEST_WORKER_SCOPE = 'bg/';
