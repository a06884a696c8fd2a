import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { followBackendChanges } from '../backend-changes';
import { appQueryClient } from '../query-client';

/**
 * Guards the signed-in layouts while they are open, and gives their pages the app's query cache
 * (TanStack Query loads with the first signed-in page: the public pages do not use it). When the
 * stored token goes (the server rejected it, the user logged out, the demo data was reset) the page
 * is left for /auth/login and the cached answers of that session are forgotten, so the next sign-in
 * never sees them. What another open tab changes in the built-in backend is refreshed here too.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const client = appQueryClient();
  return (
    <QueryClientProvider client={client}>
      <Gate client={client}>{children}</Gate>
    </QueryClientProvider>
  );
}

function Gate({ client, children }: { client: QueryClient; children: ReactNode }) {
  const token = useSyncExternalStore(session.subscribe, session.getToken, session.getToken);
  const ended = token === null;
  useEffect(() => {
    if (ended) client.clear();
  }, [ended, client]);
  useEffect(() => followBackendChanges(client), [client]);
  return ended ? <Navigate to={paths.login} replace /> : <>{children}</>;
}
