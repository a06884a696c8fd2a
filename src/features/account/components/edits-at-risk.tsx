import { useQuery } from '@tanstack/react-query';
import { ownInterestsQuery } from '@/api/user/queries';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { editAtRiskText, editsAtRisk } from '../lib/edits-at-risk';

/** What the Regenerate confirmation says on a RIMA server, whose contract does not promise to keep the user's edits. */
export const SERVER_REGENERATE_RISK = 'This server rebuilds your profile from your papers and posts: interests you added, renamed or re-weighted may be undone.';

/**
 * The Regenerate confirmation's list, on a RIMA server: the edits of the user it can identify from the
 * server's interest list (see editsAtRisk), bounded with Show more, and what it cannot identify.
 */
export function EditsAtRisk() {
  const query = useQuery(ownInterestsQuery());
  const shown = useShownCount(10);
  return (
    <>
      <p>{SERVER_REGENERATE_RISK}</p>
      <QueryState query={query} loadingLabel="Reading your interests…" errorTitle="Your interests could not be loaded, so the edits that may be undone cannot be listed.">
        {(interests) => {
          const { edits, weightsKnown } = editsAtRisk(interests);
          return (
            <>
              {edits.length > 0 ? (
                <>
                  <p className="mb-1" id="edits-at-risk-heading">
                    Your edits this server reports, which may be undone:
                  </p>
                  <ul className="mb-2" aria-labelledby="edits-at-risk-heading">
                    {edits.slice(0, shown.count).map((edit) => (
                      <li key={`${edit.kind}-${edit.keyword}`}>{editAtRiskText(edit)}</li>
                    ))}
                  </ul>
                  <ShowMore shown={Math.min(shown.count, edits.length)} total={edits.length} onMore={shown.more} noun="edits" />
                </>
              ) : (
                <p className="mb-2">This server reports no interest as added or renamed by you.</p>
              )}
              {weightsKnown ? null : <p className="mb-0">It does not say which weights you set by hand: any weight you changed may be recomputed.</p>}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
