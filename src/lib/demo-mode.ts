import { createContext, useContext } from 'react';

/** The in-browser demo backend, present only when no VITE_API_URL is configured. */
export type DemoBackend = {
  /** The seeded account offered on the login page (it lives in the demo backend's code only). */
  account: { email: string; password: string };
  /** Restores the seeded demo data (and forgets every change made in this browser). */
  reset(): Promise<void>;
};

export const DemoBackendContext = createContext<DemoBackend | null>(null);

/** The demo backend when the app runs on it, else null. */
export function useDemoBackend(): DemoBackend | null {
  return useContext(DemoBackendContext);
}

let backendReady: Promise<void> = Promise.resolve();

/**
 * The demo backend starts in parallel with the first render: requests wait for this promise (the API
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
 * In demo mode, Mock Service Worker lets go of the page as soon as it starts to unload (beforeunload):
 * a request sent, or still unanswered, from then on passes through to the web server that serves the
 * app, whose 404 page would reach the leaving page as the server's answer, and be remembered for the
 * session ("This server does not offer …", api/features.ts) by the next one. So from that moment
 * nothing more is sent and no answer reaches the app (the API client waits for `whenBackendReady()`
 * before sending and again on receiving): the page is going away. A page that comes back from the
 * back/forward cache is reloaded, which starts its demo backend again (`reload`).
 */
export function holdRequestsWhenPageLeaves(page: EventTarget, reload: () => void): void {
  page.addEventListener('beforeunload', () => {
    backendReady = NEVER;
  });
  page.addEventListener('pageshow', (event) => {
    if ('persisted' in event && event.persisted === true) reload();
  });
}
