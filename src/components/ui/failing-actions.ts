import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/**
 * Actions a server keeps failing: a route that crashes on every request (the development line's
 * keyphrase what-if answers 500 whatever the body, api-contract-development 3.2) is not worth a
 * "Try again" after each change. A query names its action in `meta.action`; the query cache
 * (src/app/query-client.ts) reports every outcome here; after the second server error (5xx) in a row
 * on the same action the screen says that this server cannot compute it now and stops asking.
 * Kept per QueryClient, so for the signed-in session; a success clears the count.
 */
export const GIVE_UP_AFTER = 2;

type Store = { counts: Map<string, number>; listeners: Set<() => void> };
const stores = new WeakMap<QueryClient, Store>();

function storeOf(client: QueryClient): Store {
  let store = stores.get(client);
  if (!store) {
    store = { counts: new Map(), listeners: new Set() };
    stores.set(client, store);
  }
  return store;
}

function isServerError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status !== null && error.status >= 500;
}

/** The query cache's report of one outcome of an action: a server error counts, a success clears. */
export function recordActionOutcome(client: QueryClient, action: string, error: unknown): void {
  const store = storeOf(client);
  const before = store.counts.get(action) ?? 0;
  const after = error === null ? 0 : isServerError(error) ? before + 1 : before;
  if (after === before) return;
  store.counts.set(action, after);
  store.listeners.forEach((listener) => listener());
}

/** Whether this server failed the action twice in a row: the screen stops asking and says so. */
export function hasGivenUp(client: QueryClient, action: string): boolean {
  return (storeOf(client).counts.get(action) ?? 0) >= GIVE_UP_AFTER;
}

/** True once the server failed the action twice in a row (see above); re-renders when that changes. */
export function useActionGivenUp(action: string): boolean {
  const client = useQueryClient();
  return useSyncExternalStore(
    (listener) => {
      const store = storeOf(client);
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => hasGivenUp(client, action),
    () => hasGivenUp(client, action),
  );
}
