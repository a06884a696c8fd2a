import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { digestKeys } from '@/api/user/digest-queries';
import { recordDigestVisit } from '@/api/user/standalone-digest';

/** How long after the page's first render the visit is told (its own requests come first). */
export const VISIT_DELAY_MS = 3000;

/**
 * Tells the built-in backend of the visit once the page is interactive (an idle moment after
 * VISIT_DELAY_MS, never in the start-up burst); the backend starts a due digest check in its worker
 * and the answer (the digest's summary) fills the sidebar's count. Once per mount of the signed-in shell.
 */
export function useDigestVisit(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    let idle: number | undefined;
    const visit = () => {
      recordDigestVisit()
        .then((state) => queryClient.setQueryData(digestKeys.summary(), state))
        .catch(() => undefined);
    };
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(visit, { timeout: 2000 });
      else visit();
    }, VISIT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [enabled, queryClient]);
}
