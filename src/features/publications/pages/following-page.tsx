import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { digestKeys, followedPapersQuery, followingQuery } from '@/api/user/digest-queries';
import { followBlueskyAccount, type Follow } from '@/api/user/standalone-digest';
import { FollowButton } from '@/components/identity/follow-button';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { paths } from '@/config/paths';
import { blueskyProfileUrl } from '@/lib/bluesky-handle';
import { useDemoBackend } from '@/lib/demo-mode';
import { errorCause, fieldErrors } from '@/lib/error-message';
import { safeUrl } from '../lib/recommend';
import '../publications.css';

export const NOT_OFFERED_FOLLOWING = 'This server does not offer following researchers: the list is kept by the built-in backend of the standalone build.';
export const NOBODY_FOLLOWED = 'You follow nobody yet. Follow a researcher on Compare (User Account Details), on an author of a recommended paper, or on Compare Researcher of Conference Insights, or a Bluesky account by its handle above.';

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
      <div className="card-body">
        {standalone ? (
          <>
            <FollowOnBluesky />
            <FollowingList />
          </>
        ) : (
          <p role="status">{NOT_OFFERED_FOLLOWING}</p>
        )}
      </div>
    </section>
  );
}

/** Follows a Bluesky account by its handle alone (someone with no Semantic Scholar id): their new posts enter New for you. */
function FollowOnBluesky() {
  const queryClient = useQueryClient();
  const [handle, setHandle] = useState('');
  const hintId = useId();
  const follow = useMutation({
    mutationFn: (value: string) => followBlueskyAccount(value),
    // the form says what went wrong, at the field or below it: no toast besides
    meta: { silent: true },
    onSuccess: (list) => {
      setHandle('');
      queryClient.setQueryData(digestKeys.following(), list);
      void queryClient.invalidateQueries({ queryKey: digestKeys.all() });
    },
  });
  const fieldError = follow.error ? (fieldErrors(follow.error).bluesky ?? null) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (handle.trim() !== '') follow.mutate(handle.trim());
  };
  return (
    <form className="mb-3" onSubmit={submit} aria-label="Follow a Bluesky account">
      <div className="d-flex flex-wrap align-items-start gap-2">
        <FormField className="flex-grow-1 rima-follow-bluesky__field" label="Bluesky handle" value={handle} onChange={setHandle} placeholder="@ada.bsky.social" error={fieldError} describedBy={hintId} />
        <BusyButton type="submit" className="btn btn-outline-dark rima-follow-bluesky__submit" busy={follow.isPending}>
          Follow on Bluesky
        </BusyButton>
      </div>
      <p id={hintId} className="small text-muted mt-1 mb-0">
        Someone with no Semantic Scholar id: their new posts enter New for you.
      </p>
      {follow.error && !fieldError ? (
        <p className="text-danger small mb-0" role="alert">
          {errorCause(follow.error)}
        </p>
      ) : null}
    </form>
  );
}

function FollowingList() {
  const following = useQuery(followingQuery(true));
  const { count, more } = useShownCount();
  return (
    <QueryState query={following} empty={NOBODY_FOLLOWED} errorTitle="The researchers you follow could not be loaded.">
      {(list) => (
        <>
          <p className="small text-muted">Their new papers and posts enter New for you, "because you follow" them.</p>
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

/** A Bluesky account followed by its handle alone: kept by its DID, it has posts and no papers. */
const onBlueskyOnly = (follow: Follow) => follow.authorId.startsWith('did:');

function Followed({ follow }: { follow: Follow }) {
  const blueskyOnly = onBlueskyOnly(follow);
  return (
    <article className="card" aria-labelledby={`followed-${follow.authorId}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0 text-break" id={`followed-${follow.authorId}`}>
            {follow.name}
          </h2>
          <FollowButton authorId={follow.authorId} name={follow.name} bluesky={follow.bluesky} />
          {blueskyOnly ? (
            <a className="btn btn-sm btn-link ms-auto" href={blueskyProfileUrl(follow.bluesky ?? follow.authorId)} target="_blank" rel="noopener noreferrer">
              Bluesky<span className="visually-hidden"> profile of {follow.name} (opens in a new tab)</span>
            </a>
          ) : (
            <a className="btn btn-sm btn-link ms-auto" href={`https://www.semanticscholar.org/author/${encodeURIComponent(follow.authorId)}`} target="_blank" rel="noopener noreferrer">
              Semantic Scholar<span className="visually-hidden"> page of {follow.name} (opens in a new tab)</span>
            </a>
          )}
        </div>
        {blueskyOnly ? <p className="small text-muted mb-0 text-break">{`Followed on Bluesky${follow.bluesky ? ` (@${follow.bluesky})` : ''}: their new posts enter New for you.`}</p> : <LatestPapers follow={follow} />}
      </div>
    </article>
  );
}

function LatestPapers({ follow }: { follow: Follow }) {
  const papers = useQuery(followedPapersQuery(follow.authorId));
  return (
    <>
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
    </>
  );
}
