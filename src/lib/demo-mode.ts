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
