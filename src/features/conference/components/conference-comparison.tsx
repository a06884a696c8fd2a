import { memo, useCallback, useEffect, useState } from 'react';
import { preloadDrawings } from '@/components/charts/chart-drawing';
import { useMutation, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { CONFERENCES, postLakCorpusAction, type ConferenceComparisonAnswer, type ConferenceMode } from '@/api/conference';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { conferenceComparisonQuery, corpusVersionQuery, lakCorpusKeys, type CorpusVersion } from '../api/queries';
import { ControlBar, ModeToggle, OptionSelect } from './controls';
import { StandaloneCorpus } from './lak-corpus-gate';
import { ComparisonResults } from './comparison-results';
import { YourInterestsWidget } from './your-interests-widget';
import { useChosenConference } from '../lib/chosen-conference';

const ALL_YEARS = [...new Set(CONFERENCES.flatMap((conference) => conference.years))].sort();

/** The years every chosen conference held (the span compared first); all years when they share none. */
function commonSpan(ids: readonly string[]): [string, string] {
  const chosen = CONFERENCES.filter((conference) => ids.includes(conference.id));
  const from = chosen.map((conference) => conference.years[0] ?? '').sort().at(-1) ?? ALL_YEARS[0] ?? '';
  const to = chosen.map((conference) => conference.years.at(-1) ?? '').sort()[0] ?? ALL_YEARS.at(-1) ?? '';
  return from <= to ? [from, to] : [ALL_YEARS[0] ?? '', ALL_YEARS.at(-1) ?? ''];
}

/**
 * An answer drawn from another build of a chosen corpus than its status names: an older one (a build
 * since, or an answer kept from before), or a newer one (a status read before a build another tab made).
 */
function outOfStep(answer: ConferenceComparisonAnswer | undefined, ids: readonly string[], statuses: readonly UseQueryResult<CorpusVersion>[]): boolean {
  if (!answer) return false;
  return ids.some((id, at) => {
    const version = statuses[at]?.data?.version;
    return version !== undefined && answer.corpora.find((corpus) => corpus.id === id)?.version !== version;
  });
}

/**
 * The comparison of the chosen conferences and whether it can be drawn (each corpus has papers: built,
 * complete or partial, or LAK's offline sample; not drawn again at each progress tick of a build). It
 * is asked beside the corpora's statuses, not after them (the backend answers a corpus not read yet as
 * such), unless one is known not to have papers. An answer out of step with the statuses (another
 * build) asks both again, once for these statuses: the older of the two is then the one read again.
 */
function useComparison(ids: readonly string[], from: string, to: string, mode: ConferenceMode) {
  const statuses = useQueries({ queries: ids.map((id) => corpusVersionQuery(id)) });
  const ready = ids.length >= 2 && statuses.every((status) => status.data?.comparable === true);
  const query = useQuery({ ...conferenceComparisonQuery(ids, from, to, mode), enabled: ids.length >= 2 && statuses.every((status) => status.data?.comparable !== false) });
  const outdated = outOfStep(query.data, ids, statuses);
  const versions = statuses.map((status) => status.data?.version ?? '').join(',');
  const queryClient = useQueryClient();
  const { refetch } = query;
  // once for these statuses (the effect runs again only when they change)
  useEffect(() => {
    if (!outdated) return;
    void refetch();
    ids.forEach((id) => void queryClient.invalidateQueries({ queryKey: lakCorpusKeys.status(id) }));
  }, [outdated, versions, ids, refetch, queryClient]);
  return { ready, query, outdated };
}

/**
 * Compare Conference on the built-in backend: two or more conferences over a span of years, the
 * screen's conference ticked at first. Each chosen conference's corpus is read the first time it is
 * ticked (its progress, Continue, Rebuild shown here), the comparison beside it (useComparison).
 */
export function ConferenceComparisonWidget() {
  // the screen's conference at first: another one is read only once the user ticks it
  const chosen = useChosenConference();
  const [ids, setIds] = useState<string[]>(() => [chosen.id]);
  const [span, setSpan] = useState<[string, string]>(() => commonSpan(CONFERENCES.map((conference) => conference.id)));
  const [mode, setMode] = useState<ConferenceMode>('topic');
  // the drawings load while the corpora and the comparison are asked for, not after the answer
  const [drawingsLoaded, setDrawingsLoaded] = useState(false);
  // the answer whose every card is committed: "Your interests" is asked only then (see below)
  const [shownAnswer, setShownAnswer] = useState<ConferenceComparisonAnswer | null>(null);
  const [from, to] = span[0] <= span[1] ? span : [span[1], span[0]];
  const { ready, query, outdated } = useComparison(ids, from, to, mode);
  const toggle = (id: string, on: boolean) => {
    const next = CONFERENCES.map((conference) => conference.id).filter((other) => (other === id ? on : ids.includes(other)));
    setIds(next);
    if (next.length < 2) return;
    setSpan(commonSpan(next));
    void preloadDrawings().then(() => setDrawingsLoaded(true), () => setDrawingsLoaded(true));
  };
  const comparisonShown = query.isError || (query.data !== undefined && !outdated && (query.data.comparison === null || shownAnswer === query.data));
  const yearOptions = ALL_YEARS.map((year) => ({ value: year, label: year }));

  return (
    <div className="d-grid gap-3">
      <section className="card shadow-sm" aria-labelledby="compare-conferences-heading">
        <div className="card-body">
          <h2 id="compare-conferences-heading" className="h5">
            Comparison of conferences
          </h2>
          <fieldset className="mb-2">
            <legend className="small mb-1">Conferences to compare (two or more)</legend>
            {CONFERENCES.map((conference) => (
              <div key={conference.id} className="form-check form-check-inline">
                <input id={`compare-${conference.id}`} className="form-check-input" type="checkbox" checked={ids.includes(conference.id)} onChange={(event) => toggle(conference.id, event.target.checked)} />
                <label className="form-check-label" htmlFor={`compare-${conference.id}`}>
                  {conference.name} ({conference.years[0]}-{conference.years.at(-1)})
                </label>
              </div>
            ))}
          </fieldset>
          <ControlBar>
            <OptionSelect label="From" value={from} options={yearOptions} onChange={(year) => setSpan([year, to])} />
            <OptionSelect label="To" value={to} options={yearOptions} onChange={(year) => setSpan([from, year])} />
            <ModeToggle value={mode} onChange={setMode} />
          </ControlBar>
          {ids.map((id) => {
            const conference = CONFERENCES.find((entry) => entry.id === id);
            return conference ? (
              <div key={id} className="mt-2">
                <h3 className="h6 mb-1">{conference.name}</h3>
                <StandaloneCorpus conference={conference}>{null}</StandaloneCorpus>
              </div>
            ) : null;
          })}
        </div>
      </section>
      {ids.length < 2 ? (
        <EmptyState>Choose at least two conferences.</EmptyState>
      ) : !ready ? (
        <EmptyState>The comparison is drawn once the papers of each chosen conference are read.</EmptyState>
      ) : outdated ? (
        <Spinner />
      ) : (
        <QueryState query={query} errorTitle="The comparison could not be made." deferred>
          {(answer) => <Answer answer={answer} onShown={setShownAnswer} />}
        </QueryState>
      )}
      {/*
        placed once every card of the comparison is committed and its drawings are loaded: asked together, the
        interests (asked first) held the backend worker's one thread and the comparison waited, their word vectors
        (megabytes through the service worker) delayed the drawings' module, and their answer's render came
        between the comparison's cards
      */}
      {ready ? <YourInterestsWidget conferences={ids} held={!comparisonShown || !drawingsLoaded} /> : null}
    </div>
  );
}

/** Drawn again only for a new answer, not at each progress tick of a corpus being read (the widget above polls its status). */
const Answer = memo(function Answer({ answer, onShown }: { answer: ConferenceComparisonAnswer; onShown: (answer: ConferenceComparisonAnswer) => void }) {
  const shown = useCallback(() => onShown(answer), [answer, onShown]);
  return (
    <>
      <PartialCorpora corpora={answer.corpora} />
      {answer.comparison ? <ComparisonResults comparison={answer.comparison} corpora={answer.corpora} onShown={shown} /> : <EmptyState>No Data Found</EmptyState>}
    </>
  );
});

/** A partial corpus: the comparison says which part is missing, and Continue reads it. */
function PartialCorpora({ corpora }: { corpora: ConferenceComparisonAnswer['corpora'] }) {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: (id: string) => postLakCorpusAction('build', id),
    onSuccess: (status) => queryClient.setQueryData(lakCorpusKeys.status(status.id), status),
  });
  const partial = corpora.filter((corpus) => !corpus.complete);
  if (partial.length === 0) return null;
  return (
    <div className="d-grid gap-2 mb-3">
      {partial.map((corpus) => (
        <div key={corpus.id} className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-0" role="status">
          <span className="me-auto">
            This comparison stands on part of {corpus.name}: {corpus.papers} of its {corpus.total} papers read, {corpus.missing} not read yet.
          </span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => action.mutate(corpus.id)} disabled={action.isPending}>
            Continue reading {corpus.name}
          </button>
        </div>
      ))}
      {action.isError ? <ErrorState error={action.error} title="This could not be done." /> : null}
    </div>
  );
}
