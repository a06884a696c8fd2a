import { setupWorker } from 'msw/browser';
import { besideIndex } from '@/config/base-path';
import type { DemoBackend } from '@/lib/demo-mode';
import { DEMO_STORAGE_PREFIX } from '@/lib/session';
import { db } from './db';
import { DEMO_ACCOUNT } from './demo-account';
import { handlers } from './handlers';

/** Where the demo backend keeps its database (logout keeps keys with this prefix). */
export const DEMO_DB_KEY = `${DEMO_STORAGE_PREFIX}:db`;

/**
 * Marks the origin as having run the demo (kept across logout and reset): a build made for a backend
 * served here later removes the demo's session, store and worker when it finds this prefix.
 */
export const DEMO_MARKER_KEY = `${DEMO_STORAGE_PREFIX}:used`;

function loadPersisted(): boolean {
  try {
    const raw = localStorage.getItem(DEMO_DB_KEY);
    return raw !== null && db.loadJson(raw);
  } catch {
    return false;
  }
}

/**
 * Starts the in-browser demo backend (Mock Service Worker) before the first render: the persisted
 * database when there is a valid one, else the seed; every change is written back to localStorage.
 */
export async function startDemoBackend(): Promise<DemoBackend> {
  try {
    localStorage.setItem(DEMO_MARKER_KEY, '1');
  } catch {
    // Storage disabled: nothing persists, so nothing is left behind either.
  }
  if (!loadPersisted()) {
    db.reset();
    localStorage.removeItem(DEMO_DB_KEY);
  }
  let pending = false;
  let paused = false;
  db.subscribe(() => {
    if (pending || paused) return;
    pending = true;
    // Several rows change per request: write once, before the next task (a reload cannot come first).
    queueMicrotask(() => {
      if (!pending) return;
      pending = false;
      try {
        localStorage.setItem(DEMO_DB_KEY, db.serialize());
      } catch {
        // Storage full or disabled: the demo keeps working in memory for this page.
      }
    });
  });
  const worker = setupWorker(...handlers);
  // The worker script is served beside index.html, also when the app is hosted under a sub-path.
  await worker.start({
    serviceWorker: { url: besideIndex(import.meta.env.BASE_URL, 'mockServiceWorker.js') },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    account: DEMO_ACCOUNT,
    reset: async () => {
      paused = true;
      db.reset();
      pending = false;
      paused = false;
      localStorage.removeItem(DEMO_DB_KEY);
    },
  };
}
