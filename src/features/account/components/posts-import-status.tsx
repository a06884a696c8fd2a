import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { importIsRunning, importProgressQuery, sharedKeys } from '@/api/user/queries';
import { ErrorState } from '@/components/ui/states';

const numbers = new Intl.NumberFormat('en');

/** The sentence once the import has read the new handle (or taken the old one's posts out). */
function outcome(handle: string, postCount: number, failure: string | null): { text: string; failed: boolean } {
  if (failure) return { text: failure, failed: true };
  if (handle === '') return { text: 'Your Bluesky posts no longer shape your interests.', failed: false };
  if (postCount === 0) return { text: `@${handle} has no posts of the last six months: your interests stay as they were.`, failed: false };
  return { text: `Your ${numbers.format(postCount)} ${postCount === 1 ? 'post' : 'posts'} from @${handle} now shape your interests.`, failed: false };
}

/**
 * My account, standalone build, after a live account saved a new Bluesky handle (or removed it): the
 * import reads the handle's posts and computes the profile again. While it runs, what it does
 * ("Reading your posts on Bluesky: 120 so far"); then how many posts now shape the interests (the
 * profile and the interests are read again), or why the posts could not be read. Only progress read
 * after the save counts: an earlier import's "done" says nothing of this one.
 */
export function PostsImportStatus({ handle, postCount }: { handle: string; postCount: number }) {
  const queryClient = useQueryClient();
  // asked afresh on mounting (not the second's shared answer): only what is read after the save counts
  const progress = useQuery({ ...importProgressQuery(), staleTime: 0 });
  const [since] = useState(() => Date.now());
  const [settled, setSettled] = useState(false);
  const fresh = progress.data !== undefined && progress.dataUpdatedAt >= since ? progress.data : null;
  const finished = fresh !== null && !importIsRunning(fresh.phase);

  useEffect(() => {
    if (!finished) return;
    let mounted = true;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: sharedKeys.profile() }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.interests() }),
    ]).then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, [finished, queryClient]);

  if (progress.isError) {
    return <ErrorState title="We could not check whether your posts have been read." error={progress.error} onRetry={() => void progress.refetch()} />;
  }
  if (!finished) {
    return (
      <div className="alert alert-info d-flex align-items-center gap-2" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span>{fresh?.wait ?? (handle === '' ? 'Taking your Bluesky posts out of your interests…' : 'Reading your posts on Bluesky…')}</span>
      </div>
    );
  }
  // a seeded account has no live import: nothing is read for it
  if (fresh.phase === 'idle' && handle !== '') return null;
  if (!settled) return null;
  const blueskyFailed = fresh.note?.match(/Your Bluesky posts could not be read:.*/)?.[0] ?? null;
  const told = outcome(handle, postCount, fresh.phase === 'failed' ? fresh.message : blueskyFailed);
  return (
    <div className={`alert ${told.failed ? 'alert-warning' : 'alert-success'}`} role="status">
      {told.text}
    </div>
  );
}
