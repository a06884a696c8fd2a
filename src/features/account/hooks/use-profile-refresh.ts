import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { activityStatsQuery, ownInterestsQuery, papersQuery, profileQuery, sharedKeys } from '@/api/user/queries';
import type { ActivityStats } from '@/api/user/schemas';
import { BUILT_IN_REFRESH_DELAYS_MS, describeChanges, profileSnapshot, REFRESH_DELAYS_MS, type ProfileSnapshot } from '../lib/profile-changes';

export type RefreshState =
  | { phase: 'idle' }
  /** watching for the effect of a background job; `lastChange` is the latest change seen so far */
  | { phase: 'watching'; lastChange: string | null }
  | { phase: 'changed'; changes: string[]; checkedAt: number }
  /** the waits ran out without a change */
  | { phase: 'quiet'; checkedAt: number }
  /**
   * the standalone build's backend answered when done: `changes` compares the data before and after
   * (empty: nothing new at `checkedAt`); `failed` with the backend's sentence when it could not read the source
   */
  | { phase: 'told'; message: string; failed: boolean; changes: string[]; checkedAt: number };

/** The user's post counts, read fresh (null where they cannot be read: the diff then says nothing of posts). */
async function postStats(queryClient: QueryClient): Promise<ActivityStats | null> {
  try {
    const profile = await queryClient.ensureQueryData(profileQuery());
    return await queryClient.fetchQuery({ ...activityStatsQuery(profile.id), staleTime: 0 });
  } catch {
    return null;
  }
}

/** The papers, interests and post counts as the server has them now (never from the cache). */
async function freshSnapshot(queryClient: QueryClient): Promise<ProfileSnapshot> {
  const [papers, interests, stats] = await Promise.all([
    queryClient.fetchQuery({ ...papersQuery(), staleTime: 0 }),
    queryClient.fetchQuery({ ...ownInterestsQuery(), staleTime: 0 }),
    postStats(queryClient),
  ]);
  return profileSnapshot(papers, interests, stats);
}

/**
 * After a background job (regenerate the profile, fetch new papers and posts), whose end the server does not
 * report: reads the papers and interests again after gentle, growing waits (REFRESH_DELAYS_MS, a few
 * minutes in all) and stops as soon as they changed, when the waits run out, or when the page is
 * left (unmount). One loop at a time: a new one replaces the old.
 */
export function useProfileRefresh() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RefreshState>({ phase: 'idle' });
  const loop = useRef<{ cancelled: boolean; timer: ReturnType<typeof setTimeout> | null } | null>(null);

  const stop = useCallback(() => {
    const current = loop.current;
    if (!current) return;
    current.cancelled = true;
    if (current.timer !== null) clearTimeout(current.timer);
    loop.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  /** What the page shows now (from the cache where it holds it), and the posts stored now: the baseline to compare with. */
  const baseline = useCallback(async (): Promise<ProfileSnapshot> => {
    const [papers, interests, stats] = await Promise.all([queryClient.ensureQueryData(papersQuery()), queryClient.ensureQueryData(ownInterestsQuery()), postStats(queryClient)]);
    return profileSnapshot(papers, interests, stats);
  }, [queryClient]);

  /** `builtIn`: the built-in backend's job, whose end is known (BUILT_IN_REFRESH_DELAYS_MS): no change by then is "Nothing new". */
  const watch = useCallback(
    (before: ProfileSnapshot, { builtIn = false }: { builtIn?: boolean } = {}) => {
      const delays = builtIn ? BUILT_IN_REFRESH_DELAYS_MS : REFRESH_DELAYS_MS;
      stop();
      const current: { cancelled: boolean; timer: ReturnType<typeof setTimeout> | null } = { cancelled: false, timer: null };
      loop.current = current;
      setState({ phase: 'watching', lastChange: before.lastChange });
      let attempt = 0;
      const schedule = () => {
        const delay = delays[attempt];
        attempt += 1;
        if (delay === undefined) {
          loop.current = null;
          setState(builtIn ? { phase: 'told', message: 'Nothing new', failed: false, changes: [], checkedAt: Date.now() } : { phase: 'quiet', checkedAt: Date.now() });
          return;
        }
        current.timer = setTimeout(() => void check(), delay);
      };
      const check = async () => {
        if (current.cancelled) return;
        try {
          const after = await freshSnapshot(queryClient);
          if (current.cancelled) return;
          const changes = describeChanges(before, after);
          if (changes.length > 0) {
            loop.current = null;
            setState({ phase: 'changed', changes, checkedAt: Date.now() });
            // every interest view and the counts follow the new data
            void queryClient.invalidateQueries({ queryKey: sharedKeys.interests() });
            void queryClient.invalidateQueries({ queryKey: sharedKeys.profile() });
            return;
          }
          setState({ phase: 'watching', lastChange: after.lastChange });
        } catch {
          // one failed read: the next wait tries again
          if (current.cancelled) return;
        }
        schedule();
      };
      schedule();
    },
    [queryClient, stop],
  );

  /**
   * The job has finished and said so (the standalone build): no watching needed. The papers and
   * interests are read again and compared with `before`, so the outcome names what changed.
   */
  const tell = useCallback(
    async (told: { message: string; failed: boolean }, before: ProfileSnapshot) => {
      stop();
      let changes: string[] = [];
      try {
        changes = describeChanges(before, await freshSnapshot(queryClient));
      } catch {
        // the backend's own sentence still says what it did
      }
      setState({ phase: 'told', ...told, changes, checkedAt: Date.now() });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.papers() });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.interests() });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.profile() });
    },
    [queryClient, stop],
  );

  return { state, baseline, watch, tell, stop };
}
