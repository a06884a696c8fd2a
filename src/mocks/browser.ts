import { setupWorker } from 'msw/browser';
import type { DemoBackend } from '@/lib/demo-mode';
import { DEMO_STORAGE_PREFIX } from '@/lib/session';
import { db } from './db';
import { handlers } from './handlers';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/researchers';

/** Where the demo backend keeps its database (logout keeps keys with this prefix). */
export const DEMO_DB_KEY = `${DEMO_STORAGE_PREFIX}:db`;

function loadPersisted(): boolean {
  try {
    const raw = localStorage.getItem(DEMO_DB_KEY);
    return raw !== null && db.load(JSON.parse(raw));
  } catch {
    return false;
  }
}

/**
 * Starts the in-browser demo backend (Mock Service Worker) before the first render: the persisted
 * database when there is a valid one, else the seed; every change is written back to localStorage.
 */
export async function startDemoBackend(): Promise<DemoBackend> {
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
        localStorage.setItem(DEMO_DB_KEY, JSON.stringify(db.snapshot()));
      } catch {
        // Storage full or disabled: the demo keeps working in memory for this page.
      }
    });
  });
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return {
    account: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    reset: async () => {
      paused = true;
      db.reset();
      pending = false;
      paused = false;
      localStorage.removeItem(DEMO_DB_KEY);
    },
  };
}
