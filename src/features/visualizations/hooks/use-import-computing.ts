import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { importProgressQuery } from '@/api/user/queries';
import { useDemoBackend } from '@/lib/demo-mode';
import { chartInterestsQuery } from '../api/queries';

export type ImportComputing = { extracted: number; total: number };

/**
 * While the live import's last step (the extraction) still computes the caller's profile (built-in
 * backend, own profile only; a RIMA server has no import): how far it is. The backend computes the
 * profile of the papers extracted so far at each step, so the interests are read again at each step
 * and once more when it is done. Null otherwise.
 */
export function useImportComputing(userId: number, own: boolean): ImportComputing | null {
  const builtIn = useDemoBackend() !== null;
  // a switch, not a missing input: only the built-in backend has an import to follow
  const progress = useQuery({ ...importProgressQuery(), enabled: builtIn && own });
  const data = progress.data;
  const computing = builtIn && own && data?.phase === 'extracting' ? { extracted: data.extracted, total: data.extract_total } : null;
  const queryClient = useQueryClient();
  const step = computing ? computing.extracted : null;
  const seen = useRef(step);
  useEffect(() => {
    if (seen.current === step) return;
    seen.current = step;
    void queryClient.invalidateQueries({ queryKey: chartInterestsQuery({ id: userId, own }).queryKey });
  }, [step, queryClient, userId, own]);
  return computing;
}

/** What the Interest Overview says while the profile is still computed. */
export function computingText(interests: number, computing: ImportComputing): string {
  const counted = `${interests} interest${interests === 1 ? '' : 's'} so far`;
  return `Still computing: ${counted}, from ${computing.extracted} of ${computing.total} papers. The overview updates as the rest is read.`;
}
