import { hashKey, MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { recordActionOutcome } from '@/components/ui/failing-actions';
import { dismissErrors, notifyError } from '@/components/ui/toasts';
import { isApiError } from '@/lib/api-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` keeps the global handler quiet for a mutation that shows its own error (queries never toast, so they have no such flag). */
    mutationMeta: { silent?: boolean };
    /** `action` names what a query computes, so that a server failing it twice in a row is no longer asked (components/ui/failing-actions.ts) */
    queryMeta: { action?: string };
  }
}

/**
 * The form an action belongs to: its mutation key when it has one, else the screen it runs on.
 * A success dismisses the error toasts of the same form.
 */
function formOf(mutation: Mutation<unknown, unknown, unknown, unknown>): string {
  const key = mutation.options.mutationKey;
  if (key) return hashKey(key);
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/**
 * Whether a failed load is worth one more try: no answer (a dropped connection) or a server error
 * (5xx) may pass; a refusal (4xx), a timeout (the server had its full time) or an answer that breaks
 * the contract would fail the same way again. Errors of our own code (not ApiError) are not retried.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.status !== null && error.status >= 500);
}

export type QueryClientOptions = {
  /** how many times a failed load is tried again (when worth it); tests pass 0 so that an error shows at once */
  queryRetries?: number;
};

/**
 * One QueryClient factory. One message per failure: a failed load is shown by the page (inline
 * error with a retry, see QueryState), never as a toast; the mutation cache's onError is where a
 * failed mutation raises its toast (the public pages' actions do the same through useAction, both
 * via toasts.ts). A 401 raises nothing here: the http layer ends the session.
 */
export function createQueryClient({ queryRetries = 1 }: QueryClientOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.action) recordActionOutcome(query.meta.action, error);
      },
      onSuccess: (_data, query) => {
        if (query.meta?.action) recordActionOutcome(query.meta.action, null);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error, formOf(mutation));
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        dismissErrors(formOf(mutation));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // one dropped answer does not turn a page into an error state
        retry: (failures, error) => failures < queryRetries && isWorthRetrying(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

let appClient: QueryClient | null = null;

/**
 * The app's one QueryClient, created when the first signed-in layout renders (SessionGate provides
 * it to the pages): the public pages never load TanStack Query.
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

/** A fresh, empty app QueryClient (tests: one per rendered app). */
export function replaceAppQueryClient(options: QueryClientOptions = {}): QueryClient {
  appClient = createQueryClient(options);
  return appClient;
}
