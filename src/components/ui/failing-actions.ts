import { useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-error';
import { sessionMemory } from '@/lib/session-memory';

/**
 * Actions a server keeps failing: a route that crashes on every request (the development line's
 * keyphrase what-if answers 500 whatever the body, api-contract-development 3.2) is not worth a
 * "Try again" after each change. A query names its action in `meta.action`; the query cache
 * (src/app/query-client.ts) reports every outcome here; after the second server error (5xx) in a row
 * on the same action the screen says that this server cannot compute it now and stops asking.
 * Kept for the browser session, a reload included, per API origin and signed-in user
 * (src/lib/session-memory.ts); a success clears the count.
 */
export const GIVE_UP_AFTER = 2;

const MEMORY_TOPIC = 'failing-action';
const listeners = new Set<() => void>();

function countOf(action: string): number {
  const count = Number(sessionMemory.get(MEMORY_TOPIC, action));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

function isServerError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status !== null && error.status >= 500;
}

/** The query cache's report of one outcome of an action: a server error counts, a success clears. */
export function recordActionOutcome(action: string, error: unknown): void {
  const before = countOf(action);
  const after = error === null ? 0 : isServerError(error) ? before + 1 : before;
  if (after === before) return;
  if (after === 0) sessionMemory.remove(MEMORY_TOPIC, action);
  else sessionMemory.set(MEMORY_TOPIC, action, String(after));
  listeners.forEach((listener) => listener());
}

/** Whether this server failed the action twice in a row: the screen stops asking and says so. */
export function hasGivenUp(action: string): boolean {
  return countOf(action) >= GIVE_UP_AFTER;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the server failed the action twice in a row (see above); re-renders when that changes. */
export function useActionGivenUp(action: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasGivenUp(action),
    () => hasGivenUp(action),
  );
}
