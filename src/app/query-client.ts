import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '@/components/ui/toasts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` keeps the global handler quiet for a query or mutation that shows its own error state. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** One QueryClient factory; the caches' onError is the one place API failures raise toasts. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
