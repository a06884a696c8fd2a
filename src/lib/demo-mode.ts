import { createContext, useContext, useSyncExternalStore } from 'react';
import { POST_NOUN } from '@/config/post-noun';

/** The IndexedDB database of the built-in backend (a build made for a backend deletes it as a leftover). */
export const STANDALONE_DB_NAME = 'rima-standalone';

/**
 * What the built-in backend's storage can promise: 'kept' (every change is stored), 'full' (the
 * browser's quota is used up: what is stored stays, later changes may not be kept), 'failing' (the
 * browser refused a write for another reason), 'memory' (no storage at all, as in private mode, or
 * a stored state the browser refused to read: everything works, nothing of this visit is kept after
 * the page closes), 'newer' (the browser holds data of a newer build: this one reads and writes none
 * of it), 'not-migrated' (the stored data could not be updated to this build: it stays as it was,
 * this visit works in memory), 'damaged' (stored records that could not be read were left out, named
 * in the detail; the rest is kept).
 */
export type StorageState = 'kept' | 'full' | 'failing' | 'memory' | 'newer' | 'not-migrated' | 'damaged';

/**
 * Whether what this visit changes is kept: the banner's "data stays on this device" holds only then
 * ('damaged' keeps everything but the records it left out at loading, and names them).
 */
export function storageKeeps(state: StorageState): state is 'kept' | 'damaged' {
  return state === 'kept' || state === 'damaged';
}

/** The storage states in which nothing new is kept (or not all of it): an account created then is lost. */
export type NotKeptState = Exclude<StorageState, 'kept' | 'damaged'>;

/** The storage's state and what its message names (the records left out, why an update failed). */
export type StorageStatus = { state: StorageState; detail: string | null };

/** The built-in backend, present only when no VITE_API_URL is configured. */
export type DemoBackend = {
  /** The seeded account offered on the login page (it lives in the built-in backend's code only). */
  account: { email: string; password: string };
  /** Restores the seeded demo data (and forgets every change made in this browser). */
  reset(): Promise<void>;
  /** The storage's state now ('kept' until the backend has started), and its changes. */
  storage: {
    get(): StorageState;
    /** what the state's message names, else null */
    detail(): string | null;
    subscribe(listener: () => void): () => void;
  };
};

/** The storage state as the page knows it: 'kept' until the backend says otherwise. */
export function createStorageStatus(): DemoBackend['storage'] & { set(status: StorageStatus): void } {
  let current: StorageStatus = { state: 'kept', detail: null };
  const listeners = new Set<() => void>();
  return {
    get: () => current.state,
    detail: () => current.detail,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (status) => {
      if (status.state === current.state && status.detail === current.detail) return;
      current = status;
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * False in a production build made for a backend (VITE_API_URL set at build time): that build never
 * runs the built-in backend, and what only the standalone build shows (its banner, the registration's
 * author check) is left out of it when guarded by this constant. True in the standalone build, and
 * in development and tests, where `useDemoBackend()` decides at run time.
 */
export const STANDALONE_UI = !(import.meta.env.PROD && import.meta.env.VITE_API_URL);

export const DemoBackendContext = createContext<DemoBackend | null>(null);

/** The built-in backend when the app runs on it, else null. */
export function useDemoBackend(): DemoBackend | null {
  return useContext(DemoBackendContext);
}

/**
 * Whether the app speaks the standalone build's words (config/words.ts): it runs on its built-in
 * backend. Cheap for a public page: the words themselves load with the screens that use them.
 */
export function useStandaloneWords(): boolean {
  const demoBackend = useDemoBackend();
  return STANDALONE_UI && demoBackend !== null;
}

/** The build's item in one word ("post" / "tweet"), for a public page that cannot load the whole vocabulary. */
export function usePostNoun(): string {
  return useStandaloneWords() ? POST_NOUN.bluesky : POST_NOUN.twitter;
}

const NO_STORAGE: DemoBackend['storage'] = { get: () => 'kept', detail: () => null, subscribe: () => () => undefined };

/** The built-in backend's storage as the page knows it now ('kept' without a built-in backend). */
export function useStorageStatus(): StorageStatus {
  const storage = useDemoBackend()?.storage ?? NO_STORAGE;
  const state = useSyncExternalStore(storage.subscribe, storage.get);
  const detail = useSyncExternalStore(storage.subscribe, storage.detail);
  return { state, detail };
}

let backendReady: Promise<void> = Promise.resolve();

/**
 * The built-in backend starts in parallel with the first render: requests wait for this promise (the API
 * client awaits it before each request), so none slips past the worker. Resolved at once otherwise.
 */
export function whenBackendReady(): Promise<void> {
  return backendReady;
}

export function setBackendReady(ready: Promise<void>): void {
  backendReady = ready;
}

/** A promise that never settles: what requests wait for once the page is being left. */
const NEVER = new Promise<void>(() => undefined);

/**
 * In the standalone build, Mock Service Worker lets go of the page as soon as it starts to unload (beforeunload):
 * a request sent, or still unanswered, from then on passes through to the web server that serves the
 * app, whose 404 page would reach the leaving page as the server's answer, and be remembered for the
 * session ("This server does not offer …", api/features.ts) by the next one. So from that moment
 * nothing more is sent and no answer reaches the app (the API client waits for `whenBackendReady()`
 * before sending and again on receiving): the page is going away. A page that comes back from the
 * back/forward cache is reloaded, which starts its built-in backend again (`reload`).
 */
export function holdRequestsWhenPageLeaves(page: EventTarget, reload: () => void): void {
  page.addEventListener('beforeunload', () => {
    backendReady = NEVER;
  });
  page.addEventListener('pageshow', (event) => {
    if ('persisted' in event && event.persisted === true) reload();
  });
}
