import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { followedPapersQuery, followingQuery } from '@/api/user/digest-queries';
import type { Follow } from '@/api/user/standalone-digest';
import { FollowButton } from '@/components/identity/follow-button';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { paths } from '@/config/paths';
import { useDemoBackend } from '@/lib/demo-mode';
import { safeUrl } from '../lib/recommend';
import '../publications.css';

export const NOT_OFFERED_FOLLOWING = 'This server does not offer following researchers: the list is kept by the built-in backend of the standalone build.';
export const NOBODY_FOLLOWED = 'You follow nobody yet. Follow a researcher on Compare (User Account Details), on an author of a recommended paper, or on Compare Researcher of Conference Insights.';

/** /recommendation/following: the researchers followed, each with their latest papers. */
export function Component() {
  const standalone = useDemoBackend() !== null;
  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 mb-0">Following</h1>
        <Link to={paths.newForYou} className="btn btn-sm btn-link ms-auto">
          New for you
        </Link>
      </div>
      <div className="card-body">{standalone ? <FollowingList /> : <p role="status">{NOT_OFFERED_FOLLOWING}</p>}</div>
    </section>
  );
}

function FollowingList() {
  const following = useQuery(followingQuery(true));
  const { count, more } = useShownCount();
  return (
    <QueryState query={following} empty={NOBODY_FOLLOWED} errorTitle="The researchers you follow could not be loaded.">
      {(list) => (
        <>
          <p className="small text-muted">Their new papers enter New for you, "because you follow" them.</p>
          <ul className="list-unstyled d-flex flex-column gap-3">
            {list.slice(0, count).map((follow) => (
              <li key={follow.authorId}>
                <Followed follow={follow} />
              </li>
            ))}
          </ul>
          <ShowMore shown={Math.min(count, list.length)} total={list.length} onMore={more} noun="researchers" />
        </>
      )}
    </QueryState>
  );
}

function Followed({ follow }: { follow: Follow }) {
  const papers = useQuery(followedPapersQuery(follow.authorId));
  return (
    <article className="card" aria-labelledby={`followed-${follow.authorId}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0 text-break" id={`followed-${follow.authorId}`}>
            {follow.name}
          </h2>
          <FollowButton authorId={follow.authorId} name={follow.name} bluesky={follow.bluesky} />
          <a className="btn btn-sm btn-link ms-auto" href={`https://www.semanticscholar.org/author/${encodeURIComponent(follow.authorId)}`} target="_blank" rel="noopener noreferrer">
            Semantic Scholar<span className="visually-hidden"> page of {follow.name} (opens in a new tab)</span>
          </a>
        </div>
        <h3 className="small text-muted mb-1">Latest papers</h3>
        <QueryState query={papers} empty="Semantic Scholar lists no papers for them." errorTitle={`The papers of ${follow.name} could not be loaded.`}>
          {(list) => (
            <ul className="small mb-0">
              {list.map((paper) => {
                const link = safeUrl(paper.url);
                return (
                  <li key={paper.paper_id} className="text-break">
                    {link ? (
                      <a href={link} target="_blank" rel="noopener noreferrer">
                        {paper.title}
                      </a>
                    ) : (
                      paper.title
                    )}{' '}
                    <span className="text-muted">({paper.published ?? paper.year ?? 'year unknown'})</span>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </div>
    </article>
  );
}
