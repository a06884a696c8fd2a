import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';

/**
 * Guards the signed-in layouts while they are open: when the stored token goes (the server rejected
 * it, or the user logged out) the page is left for /auth/login and the cached answers of that
 * session are forgotten, so the next sign-in never sees them.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(session.subscribe, session.getToken, session.getToken);
  const queryClient = useQueryClient();
  const ended = token === null;
  useEffect(() => {
    if (ended) queryClient.clear();
  }, [ended, queryClient]);
  return ended ? <Navigate to={paths.login} replace /> : <>{children}</>;
}
