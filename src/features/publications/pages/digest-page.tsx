import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { digestKeys, digestQuery, digestSummaryQuery } from '@/api/user/digest-queries';
import { ownInterestsQuery } from '@/api/user/queries';
import type { LongTermInterest } from '@/api/user/schemas';
import { markDigestSeen, summaryOf, type Digest, type DigestEntry, type DigestReason, type DigestState, type DigestSummary } from '@/api/user/standalone-digest';
import { interestColors } from '@/components/charts/lib/palette';
import { BusyButton } from '@/components/ui/busy-button';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { paths } from '@/config/paths';
import { useDemoBackend } from '@/lib/demo-mode';
import { useStaggered } from '@/lib/use-staggered';
import { PaperCard } from '../components/paper-card';
import { activeInterests, initialChips, safeUrl } from '../lib/recommend';
import { SubscribePanel } from '../components/subscribe-panel';
import '../publications.css';
import { formatDateTime } from '@/lib/date-format';

export const NOT_OFFERED_TEXT = 'This server does not offer New for you: the digest of new papers runs in the built-in backend of the standalone build.';
export const FIRST_VISIT_TEXT = 'Nothing is new yet: this visit started the clock. From your next visit (an hour or more from now), the papers published since then that match your interests are listed here.';
export const NOTHING_NEW_TEXT = 'Nothing new since the last check.';

/** "Matches your interests: a, b · Recommended by Semantic Scholar · Because you follow Grace Hopper" */
export function reasonsLine(reasons: readonly DigestReason[]): string {
  const interests = reasons.flatMap((reason) => (reason.kind === 'interest' ? [reason.interest] : []));
  const people = reasons.flatMap((reason) => (reason.kind === 'following' ? [reason.name] : []));
  return [
    interests.length > 0 ? `Matches your interests: ${interests.join(', ')}` : null,
    reasons.some((reason) => reason.kind === 'recommended') ? 'Recommended by Semantic Scholar for your recent papers' : null,
    people.length > 0 ? `Because you follow ${people.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** /recommendation/new-for-you: the digest of new papers and posts since the last visit. */
export function Component() {
  const standalone = useDemoBackend() !== null;
  return (
    <section className="card shadow-sm rima-publications">
      <div className="card-header bg-white">
        <h1 className="h4 mb-0">New for you</h1>
      </div>
      <div className="card-body">{standalone ? <DigestScreen /> : <p role="status">{NOT_OFFERED_TEXT}</p>}</div>
    </section>
  );
}

const sameSummary = (a: DigestSummary, b: DigestSummary) => a.last_check === b.last_check && a.checking === b.checking && a.new_count === b.new_count && a.status === b.status;

/**
 * The summary (polled while a check runs, as the sidebar's count) says when the check is over; the
 * whole digest, entries and all, is read again only then, not at each poll.
 */
function useDigestFollowingItsSummary() {
  const queryClient = useQueryClient();
  const summary = useQuery(digestSummaryQuery(true));
  const digest = useQuery(digestQuery(true));
  // a summary read after the digest that says otherwise: the digest is behind
  const stale = summary.data !== undefined && digest.data !== undefined && !digest.isFetching && summary.dataUpdatedAt > digest.dataUpdatedAt && !sameSummary(summary.data, summaryOf(digest.data));
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: digestKeys.digest(), exact: true });
  }, [stale, queryClient]);
  return { digest, summary: summary.data };
}

function DigestScreen() {
  const { digest, summary } = useDigestFollowingItsSummary();
  const interests = useQuery(ownInterestsQuery());
  return (
    <QueryState query={digest} errorTitle="New for you could not be loaded.">
      {(state) => (
        <>
          <CheckStatus state={summary ?? summaryOf(state)} />
          {state.digests.length === 0 ? <p className="text-muted">{state.last_check !== null && state.digests.length === 0 && state.last_visit !== state.last_check ? NOTHING_NEW_TEXT : FIRST_VISIT_TEXT}</p> : <Digests state={state} interests={interests.data ?? []} />}
          <SubscribePanel interests={interests.data ?? []} />
        </>
      )}
    </QueryState>
  );
}

function CheckStatus({ state }: { state: DigestSummary }) {
  const queryClient = useQueryClient();
  const seen = useMutation({
    mutationFn: () => markDigestSeen(),
    onSuccess: (next) => {
      queryClient.setQueryData(digestKeys.digest(), next);
      queryClient.setQueryData(digestKeys.summary(), summaryOf(next));
    },
  });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <p className="mb-0 small text-muted" role="status">
        {state.checking ? 'Checking for new papers and posts…' : state.last_check !== null ? `Last checked ${formatDateTime(state.last_check)}.` : null}
        {state.new_count > 0 ? ` ${state.new_count} new.` : ''}
      </p>
      {state.new_count > 0 ? (
        <BusyButton className="btn btn-sm btn-outline-primary ms-auto" busy={seen.isPending} onClick={() => seen.mutate()}>
          Mark all as seen
        </BusyButton>
      ) : null}
      <Link to={paths.following} className="btn btn-sm btn-link">
        Following
      </Link>
      {state.status ? (
        <p className="alert alert-warning small mb-0 w-100" role="alert">
          {state.status}
        </p>
      ) : null}
    </div>
  );
}

function Digests({ state, interests }: { state: DigestState; interests: LongTermInterest[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const digest = state.digests.find((item) => item.id === chosen) ?? state.digests[0];
  if (!digest) return null;
  return (
    <>
      {state.digests.length > 1 ? (
        <div className="mb-3">
          <label className="form-label small mb-1" htmlFor="rima-digest-choice">
            Digest
          </label>
          <select id="rima-digest-choice" className="form-select form-select-sm w-auto" value={digest.id} onChange={(event) => setChosen(Number(event.target.value))}>
            {state.digests.map((item) => (
              <option key={item.id} value={item.id}>
                {`${formatDateTime(item.checked_at)} (${item.entries.length} ${item.entries.length === 1 ? 'entry' : 'entries'})`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <DigestEntries key={digest.id} digest={digest} seen={state.seen} interests={interests} />
    </>
  );
}

/**
 * Cards of the digest committed per task: a page of twenty cards committed at once was one task of
 * 300-380 ms at 4x CPU slowdown (bench-digest.mjs); the rest follow in background renders.
 */
const CARDS_PER_COMMIT = 5;

function DigestEntries({ digest, seen, interests }: { digest: Digest; seen: readonly string[]; interests: LongTermInterest[] }) {
  const { count, more } = useShownCount();
  const listed = digest.entries.slice(0, count);
  const committed = useStaggered(Math.ceil(listed.length / CARDS_PER_COMMIT), digest.id) * CARDS_PER_COMMIT;
  const chips = useMemo(() => initialChips(interests), [interests]);
  const active = useMemo(() => activeInterests(chips), [chips]);
  const colors = useMemo(() => interestColors(interests.map((interest) => interest.keyword)), [interests]);
  const seenKeys = new Set(seen);
  return (
    <>
      <h2 className="h5">New since {formatDateTime(digest.since)}</h2>
      {digest.partial ? (
        <p className="alert alert-info small" role="status">
          This digest is partial: {digest.failures.join('; ')}.
        </p>
      ) : digest.failures.length > 0 ? (
        <p className="small text-muted">{digest.failures.join('; ')}.</p>
      ) : null}
      <ol className="list-unstyled d-flex flex-column gap-3">
        {listed.slice(0, committed).map((entry) => (
          <li key={entry.key}>
            {entry.scored ? (
              <PaperCard paper={entry.scored} chips={chips} interests={active} interestsChanged={false} colors={colors} extra={<Reasons entry={entry} isNew={!seenKeys.has(entry.key)} />} />
            ) : (
              <PlainEntry entry={entry} isNew={!seenKeys.has(entry.key)} />
            )}
          </li>
        ))}
      </ol>
      <ShowMore shown={Math.min(count, digest.entries.length)} total={digest.entries.length} onMore={more} noun="entries" />
    </>
  );
}

function Reasons({ entry, isNew }: { entry: DigestEntry; isNew: boolean }) {
  return (
    <p className="small mb-2 text-break">
      {isNew ? <span className="badge text-bg-success me-2">New</span> : null}
      {entry.published ? `Published ${entry.published}. ` : ''}
      {reasonsLine(entry.reasons)}
    </p>
  );
}

/** A post, or a paper the scoring left without keyphrases: its text, who wrote it, why it is here. */
function PlainEntry({ entry, isNew }: { entry: DigestEntry; isNew: boolean }) {
  const link = safeUrl(entry.url);
  return (
    <article className="card">
      <div className="card-body">
        <p className="mb-1 text-break">{entry.kind === 'post' ? entry.title : <strong>{entry.title}</strong>}</p>
        <p className="small text-muted mb-1 text-break">
          {entry.kind === 'post' ? 'Post' : 'Paper'}
          {entry.authors ? ` · ${entry.authors}` : ''}
        </p>
        <Reasons entry={entry} isNew={isNew} />
        {link ? (
          <a className="btn btn-sm btn-link p-0" href={link} target="_blank" rel="noopener noreferrer">
            {entry.kind === 'post' ? 'Open the post' : 'Semantic Scholar'}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
