import { useEffect, useMemo, useRef, useState } from 'react';
import { skipToken, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import type { InterestWeight } from '@/api/user/publications';
import { ownInterestsQuery } from '@/api/user/queries';
import type { LongTermInterest, RecommendedPaper } from '@/api/user/schemas';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { WaitProgress } from '@/components/ui/wait-progress';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { session } from '@/lib/session';
import { lastInterestSetQuery, publicationKeys, recommendedPublicationsQuery } from '../api/queries';
import { interestColors, type InterestColors } from '@/components/charts/lib/palette';
import { useWords } from '@/lib/words';
import { useDemoBackend } from '@/lib/demo-mode';
import type { FeedbackInput } from '@/api/user/standalone-recommendations';
import { recommendationFeedbackQuery, useRecommendationFeedback, type FeedbackNotice } from '../api/feedback';
import { storedListQuery } from '../api/queries';
import { FeedbackPanel } from '../components/feedback-panel';
import { InterestChips } from '../components/interest-chips';
import { PaperCard } from '../components/paper-card';
import { activeInterests, initialChips, sameInterests, type Chip } from '../lib/recommend';
import '../publications.css';
import { formatClock } from '@/lib/date-format';

export const WAIT_TEXT = 'Searching papers and scoring them against your interests';
export const NO_MATCH_TEXT = 'No publications matched your interests closely enough. Try other interests.';
export const SOURCE_DOWN_TEXT = 'The server could not reach its paper source.';
export const NO_INTERESTS_TEXT = 'You have no interests yet: add some under Manage Interests to get recommendations.';
export const FEEDBACK_NOT_OFFERED_TEXT = '“Not for me”, “More like this” and “Less of a keyphrase”: not offered by this server (the built-in backend keeps them).';
/** How long the chips stay still before the shown cards are rescored (typing a weight sends once). */
const RESCORE_DELAY_MS = 500;

/** /recommendation/publications: "Publications", papers recommended for the user's own interests. */
export function Component() {
  const ownId = session.getOwnId();
  if (ownId === null) return <Navigate to={paths.login} replace />;
  return <PublicationsScreen />;
}

function PublicationsScreen() {
  const interests = useQuery(ownInterestsQuery());
  const demo = useDemoBackend();
  const { data: last } = useQuery(lastInterestSetQuery());
  // the built-in backend keeps the last list: the page opens on it (read once per session)
  const stored = useQuery({ ...storedListQuery(), enabled: demo !== null && last === null });
  const opening = stored.isPending && stored.fetchStatus !== 'idle';
  return (
    <section className="card shadow-sm rima-publications">
      <div className="card-header bg-white">
        <h1 className="h4 mb-0">Recommended Papers</h1>
      </div>
      <div className="card-body">
        <QueryState query={interests} empty={NO_INTERESTS_TEXT} errorTitle="Your interests could not be loaded.">
          {(list) => (opening ? <p className="text-muted mb-0">Opening your last recommendations…</p> : <Recommender interests={list} builtIn={demo !== null} />)}
        </QueryState>
      </div>
    </section>
  );
}

/** The chips' interests, once they have stayed the same for RESCORE_DELAY_MS. */
function useSettled(value: InterestWeight[]): InterestWeight[] {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(JSON.parse(json) as InterestWeight[]), RESCORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [json]);
  return settled;
}

function Recommender({ interests, builtIn }: { interests: LongTermInterest[]; builtIn: boolean }) {
  const queryClient = useQueryClient();
  const { data: last } = useQuery(lastInterestSetQuery());
  const [chips, setChips] = useState<Chip[]>(() => initialChipsFor(interests, last));
  const [cancelled, setCancelled] = useState(false);
  const current = useMemo(() => activeInterests(chips), [chips]);
  // each interest in its colour among all the user's interests, as in the Interest Overview
  const colors = useMemo(() => interestColors(interests.map((interest) => interest.keyword)), [interests]);
  const settled = useSettled(current);
  const papers = useQuery(recommendedPublicationsQuery(last ?? skipToken));
  const previous = useRef<InterestWeight[] | null>(null);
  const feedback = useRecommendationFeedback(last ?? null);
  const feedbackList = useQuery({ ...recommendationFeedbackQuery(), enabled: builtIn });

  const setLast = (set: InterestWeight[] | null) => queryClient.setQueryData(publicationKeys.last(), set);

  const recommend = () => {
    if (current.length === 0 || papers.isFetching) return;
    setCancelled(false);
    previous.current = last ?? null;
    setLast(current);
  };
  const cancel = () => {
    if (last === null) return;
    void queryClient.cancelQueries({ queryKey: publicationKeys.papers(last) });
    // back to the set whose papers are shown, if any; otherwise to the start
    const back = previous.current !== null && queryClient.getQueryData(publicationKeys.papers(previous.current)) !== undefined ? previous.current : null;
    setLast(papers.data !== undefined ? last : back);
    setCancelled(true);
  };

  const changed = last !== null && !sameInterests(current, last);
  const settledChanged = last !== null && !sameInterests(settled, last);

  return (
    <>
      <section aria-labelledby="rima-pubs-interests">
        <h2 className="h6" id="rima-pubs-interests">
          Your interests
        </h2>
        <InterestChips interests={interests} chips={chips} onChange={setChips} colors={colors} />
        <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
          <button type="button" className="btn btn-primary" onClick={recommend} disabled={current.length === 0 || papers.isFetching}>
            Recommend
          </button>
          {papers.data !== undefined && !changed ? (
            <span className="d-inline-flex flex-wrap align-items-center gap-1 small text-muted">
              Updated {formatClock(papers.dataUpdatedAt)} ·
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void papers.refetch()} disabled={papers.isFetching}>
                Recommend again
              </button>
            </span>
          ) : null}
          {changed ? (
            <button type="button" className="btn btn-outline-secondary" onClick={() => setChips(initialChipsFor(interests, last))}>
              Reset interests
            </button>
          ) : null}
          {current.length === 0 ? <span className="small text-muted">Switch on at least one interest.</span> : null}
          {changed && papers.data !== undefined && papers.data.length > 0 ? (
            <span className="small text-muted">The papers below are rescored for the changed interests; Recommend searches again.</span>
          ) : null}
        </div>
      </section>
      {builtIn ? (
        feedbackList.data ? <FeedbackPanel feedback={feedbackList.data} onUndo={feedback.undo} pending={feedback.pending} /> : null
      ) : (
        <p className="small text-muted mt-3 mb-0">{FEEDBACK_NOT_OFFERED_TEXT}</p>
      )}
      <hr />
      <FeedbackLine notice={feedback.notice} onUndo={feedback.undo} pending={feedback.pending} />
      <Results
        papers={papers}
        last={last}
        cancelled={cancelled}
        onCancel={cancel}
        chips={chips}
        interests={settled}
        interestsChanged={settledChanged && changed}
        colors={colors}
        onFeedback={builtIn && last ? feedback.give : undefined}
        feedbackPending={feedback.pending}
      />
    </>
  );
}

/** The chips for the interest set last asked for (its weights and switches), else the top 5. */
function initialChipsFor(interests: readonly LongTermInterest[], last: readonly InterestWeight[] | null | undefined): Chip[] {
  const chips = initialChips(interests);
  if (!last) return chips;
  const weights = new Map(last.map((item) => [item.text, item.weight]));
  const missing = last.filter((item) => !chips.some((chip) => chip.text === item.text));
  return chips.map((chip) => {
    const weight = weights.get(chip.text);
    if (weight !== undefined) return { ...chip, weight, on: true };
    const swapped = missing.shift();
    return swapped ? { ...chip, text: swapped.text, weight: swapped.weight, on: true } : { ...chip, on: false };
  });
}

type ResultsProps = {
  papers: UseQueryResult<RecommendedPaper[]>;
  last: InterestWeight[] | null | undefined;
  cancelled: boolean;
  onCancel: () => void;
  chips: readonly Chip[];
  interests: readonly InterestWeight[];
  interestsChanged: boolean;
  colors: InterestColors;
  onFeedback: ((input: FeedbackInput) => void) | undefined;
  feedbackPending: boolean;
};

/** What the last feedback changed in the list ("2 papers moved down because …"), with Undo. */
function FeedbackLine({ notice, onUndo, pending }: { notice: FeedbackNotice | null; onUndo: (input: FeedbackInput) => void; pending: boolean }) {
  return (
    <div role="status" className={notice ? `small mb-3 ${notice.failed ? 'text-danger' : ''}` : 'visually-hidden'}>
      {notice ? (
        <>
          {notice.text}{' '}
          {notice.undo ? (
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline" disabled={pending} onClick={() => notice.undo && onUndo(notice.undo)}>
              Undo
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function Results({ papers, last, cancelled, onCancel, chips, interests, interestsChanged, colors, onFeedback, feedbackPending }: ResultsProps) {
  const waiting = papers.isFetching ? <WaitProgress label={WAIT_TEXT} onCancel={onCancel} /> : null;
  const { paperSearchNote } = useWords();
  if (last === null || last === undefined) {
    return (
      <>
        {waiting}
        <p className="text-muted mb-0">
          {cancelled ? 'The search was cancelled. ' : ''}Choose the interests to match and press Recommend. {paperSearchNote}
        </p>
      </>
    );
  }
  if (papers.isError && !papers.isFetching) {
    const error = papers.error;
    if (isApiError(error) && error.kind === 'http' && error.status !== null && error.status >= 500) {
      return (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{SOURCE_DOWN_TEXT}</span>
          <button type="button" className="btn btn-sm btn-outline-danger ms-auto" onClick={() => void papers.refetch()}>
            Retry
          </button>
        </div>
      );
    }
    return <ErrorState title="The recommendations could not be loaded." error={error} onRetry={() => void papers.refetch()} />;
  }
  if (papers.data === undefined) {
    return waiting ?? <p className="text-muted mb-0">{cancelled ? 'The search was cancelled. Press Recommend to search again.' : 'Press Recommend to search.'}</p>;
  }
  return (
    <>
      {waiting}
      {cancelled && !papers.isFetching ? <p className="small text-muted">The new search was cancelled; these are the papers found before.</p> : null}
      {papers.data.length === 0 ? (
        <EmptyState>{NO_MATCH_TEXT}</EmptyState>
      ) : (
        <ol className="list-unstyled d-grid gap-3 mb-0" aria-label="Recommended publications">
          {papers.data.slice(0, 10).map((paper) => (
            <li key={paper.paperId}>
              <PaperCard paper={paper} chips={chips} interests={interests} interestsChanged={interestsChanged} colors={colors} onFeedback={onFeedback} feedbackPending={feedbackPending} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
