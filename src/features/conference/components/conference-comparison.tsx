import { memo, useState } from 'react';
import { preloadDrawings } from '@/components/charts/chart-drawing';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFERENCES, getConferenceComparison, postLakCorpusAction, type ConferenceComparisonAnswer, type ConferenceMode } from '@/api/conference';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { corpusVersionQuery, lakCorpusKeys } from '../api/queries';
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
 * Compare Conference on the built-in backend: two or more conferences over a span of years, the
 * screen's conference ticked at first. Each chosen conference's corpus is read the first time it is
 * ticked (its progress, Continue, Rebuild
 * shown here); the comparison is asked once each has papers, and again when one of them changes.
 */
export function ConferenceComparisonWidget() {
  // the screen's conference at first: another one is read only once the user ticks it
  const chosen = useChosenConference();
  const [ids, setIds] = useState<string[]>(() => [chosen.id]);
  const [span, setSpan] = useState<[string, string]>(() => commonSpan(CONFERENCES.map((conference) => conference.id)));
  const [mode, setMode] = useState<ConferenceMode>('topic');
  // the drawings load while the corpora and the comparison are asked for, not after the answer
  const [drawingsLoaded, setDrawingsLoaded] = useState(false);
  // a corpus can be compared once built (complete or partial) or LAK's offline sample; not drawn again at each progress tick
  const statuses = useQueries({ queries: ids.map((id) => corpusVersionQuery(id)) });
  const ready = ids.length >= 2 && statuses.every((status) => status.data?.comparable === true);
  const versions = statuses.map((status) => status.data?.version ?? '');
  const [from, to] = span[0] <= span[1] ? span : [span[1], span[0]];
  const query = useQuery({
    queryKey: ['conference-compare', ids, from, to, mode, versions],
    queryFn: ({ signal }) => getConferenceComparison(ids, from, to, mode, signal),
    enabled: ready,
    staleTime: Infinity,
  });
  const toggle = (id: string, on: boolean) => {
    const next = CONFERENCES.map((conference) => conference.id).filter((other) => (other === id ? on : ids.includes(other)));
    setIds(next);
    if (next.length < 2) return;
    setSpan(commonSpan(next));
    void preloadDrawings().then(() => setDrawingsLoaded(true), () => setDrawingsLoaded(true));
  };
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
      ) : (
        <QueryState query={query} errorTitle="The comparison could not be made." deferred>
          {(answer) => <Answer answer={answer} />}
        </QueryState>
      )}
      {/*
        placed once the comparison is answered and its drawings are loaded: asked together, the interests (asked
        first) held the backend worker's one thread and the comparison waited, and their word vectors (megabytes
        through the service worker) delayed the drawings' module
      */}
      {ready ? <YourInterestsWidget conferences={ids} held={!query.isFetched || !drawingsLoaded} /> : null}
    </div>
  );
}

/** Drawn again only for a new answer, not at each progress tick of a corpus being read (the widget above polls its status). */
const Answer = memo(function Answer({ answer }: { answer: ConferenceComparisonAnswer }) {
  return (
    <>
      <PartialCorpora corpora={answer.corpora} />
      {answer.comparison ? <ComparisonResults comparison={answer.comparison} corpora={answer.corpora} /> : <EmptyState>No Data Found</EmptyState>}
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
