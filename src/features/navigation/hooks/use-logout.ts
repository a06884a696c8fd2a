import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logoutUser } from '@/api/user/accounts';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';

/** How long logout waits for the server to drop the token before it ends the session anyway. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Logout: tells the server to drop the token (best effort, failures ignored and never toasted),
 * clears the stored session, leaves for '/', then forgets every cached answer.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      logoutUser().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, LOGOUT_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    session.clear();
    await navigate(paths.root, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);

  return { logout, pending };
}
