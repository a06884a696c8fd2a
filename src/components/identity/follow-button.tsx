import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { digestKeys, followingQuery } from '@/api/user/digest-queries';
import { followResearcher, unfollowResearcher } from '@/api/user/standalone-digest';
import { BusyButton } from '@/components/ui/busy-button';
import { useDemoBackend } from '@/lib/demo-mode';

type FollowButtonProps = {
  /** the researcher's Semantic Scholar author id (no button without one) */
  authorId: string | null;
  name: string;
  /** their Bluesky handle, when known: their new posts enter the digest too */
  bluesky?: string | null;
  className?: string;
};

/**
 * "Follow" / "Following" for a researcher with a Semantic Scholar id (the standalone build only: a
 * RIMA server keeps no such list, and the button is not shown there). A toggle button: pressed while
 * the researcher is followed; their new papers then enter New for you "because you follow" them.
 */
export function FollowButton({ authorId, name, bluesky = null, className = 'btn btn-sm' }: FollowButtonProps) {
  const standalone = useDemoBackend() !== null;
  const queryClient = useQueryClient();
  const following = useQuery(followingQuery(standalone && authorId !== null));
  const toggle = useMutation({
    mutationFn: (follow: boolean) => (follow ? followResearcher({ author_id: authorId ?? '', name, bluesky }) : unfollowResearcher(authorId ?? '')),
    onSuccess: (list) => {
      queryClient.setQueryData(digestKeys.following(), list);
      void queryClient.invalidateQueries({ queryKey: digestKeys.all() });
    },
  });
  if (!standalone || authorId === null || !following.isSuccess) return null;
  const followed = following.data.some((row) => row.authorId === authorId);
  return (
    <BusyButton
      // dark: outline-primary met 4.2:1 on the cards' light grey (axe serious)
      className={`${className} ${followed ? 'btn-dark' : 'btn-outline-dark'}`}
      aria-pressed={followed}
      // the visible word first, then whom (WCAG 2.5.3)
      aria-label={`${followed ? 'Following' : 'Follow'} ${name}`}
      busy={toggle.isPending}
      onClick={() => toggle.mutate(!followed)}
    >
      {followed ? 'Following' : 'Follow'}
    </BusyButton>
  );
}
