import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { postLakCorpusAction, type LakCorpusAction, type LakCorpusStatus, type LakCorpusSummary } from '@/api/conference';
import { ErrorState } from '@/components/ui/states';
import { Spinner } from '@/components/ui/spinner';
import { elapsedText } from '@/components/ui/wait-progress';
import { useDemoBackend } from '@/lib/demo-mode';
import { rememberedLakCorpus, rememberLakCorpus } from '@/lib/lak-corpus-choice';
import { conferenceKeys, lakCorpusKeys, lakCorpusStatusQuery } from '../api/queries';
import { ConferenceCorpusContext } from './sample-label';

/**
 * What the conference screens stand on. Against a RIMA server: its corpus, nothing to show here. On
 * the built-in backend (standalone build): the LAK papers read from OpenAlex and Semantic Scholar,
 * built on the first visit with visible progress and Cancel; their count and sources above the charts;
 * Continue for a partial corpus, Rebuild (a failed one says why, the corpus before it kept); when they cannot be read, Retry and, on explicit request
 * only, the generated offline sample, every chart then labelled "sample data, not LAK".
 */
export function LakCorpusGate({ children }: { children: ReactNode }) {
  const demo = useDemoBackend();
  if (!demo) return children;
  return <StandaloneCorpus>{children}</StandaloneCorpus>;
}

function useCorpusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LakCorpusAction) => {
      if (action === 'sample') rememberLakCorpus('sample');
      else if (action === 'build' || action === 'rebuild') rememberLakCorpus('live');
      return postLakCorpusAction(action);
    },
    onSuccess: (status) => queryClient.setQueryData(lakCorpusKeys.status(), status),
  });
}

/** "734 papers, 688 with abstracts; source: OpenAlex and Semantic Scholar" */
export function corpusLine(corpus: LakCorpusSummary): string {
  const sources = corpus.sources.length > 0 ? corpus.sources.join(' and ') : 'OpenAlex and Semantic Scholar';
  return `${corpus.papers} ${corpus.papers === 1 ? 'paper' : 'papers'}, ${corpus.withAbstracts} with abstracts; source: ${sources}`;
}

/** The phase's sentence: "Reading the LAK papers: 212 of 734". */
export function progressLabel(status: LakCorpusStatus): string {
  switch (status.phase) {
    case 'keywords':
      return `Finding the keywords of the ${status.conference} papers: ${status.done} of ${status.total}`;
    case 'topics':
      return `Modelling the topics of the ${status.conference} papers: round ${status.done} of ${status.total}`;
    default:
      return `Reading the ${status.conference} papers: ${status.done} of ${status.total}`;
  }
}

function BuildProgress({ status, onCancel, cancelling }: { status: LakCorpusStatus; onCancel: () => void; cancelling: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const label = progressLabel(status);
  const elapsed = elapsedText((now - (status.startedAt ?? now)) / 1000);
  const percent = status.total > 0 ? Math.round((100 * status.done) / status.total) : 0;
  return (
    <div className="card shadow-sm mb-3">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <span role="status">{label}</span>
          <span className="text-muted small">Elapsed: {elapsed}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary ms-auto" onClick={onCancel} disabled={cancelling}>
            Cancel
          </button>
        </div>
        <div
          className="progress"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={status.total}
          aria-valuenow={status.done}
          aria-valuetext={`${label}, ${elapsed} elapsed`}
          style={{ height: 8 }}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
        {status.wait ? <p className="small text-muted mb-0 mt-2">{status.wait}</p> : null}
        {status.phase === 'reading' ? (
          <p className="small text-muted mb-0 mt-2">Titles, abstracts and authors come from OpenAlex and Semantic Scholar; keywords and topics are computed in this browser.</p>
        ) : null}
      </div>
    </div>
  );
}

/** What the charts stand on: the sample, or the corpus built at a time; '' while unknown. */
function corpusVersionOf(status: LakCorpusStatus | undefined, rememberedSample: boolean): string {
  if (!status) return rememberedSample ? 'sample' : '';
  return status.choice === 'sample' ? 'sample' : `live|${status.corpus?.builtAt ?? ''}`;
}

function StandaloneCorpus({ children }: { children: ReactNode }) {
  const query = useQuery(lakCorpusStatusQuery());
  const action = useCorpusAction();
  const queryClient = useQueryClient();
  const status = query.data;
  const started = useRef(false);
  // the backend started with the sample the user chose before (backend/browser.ts): the charts ask
  // for their data at once, beside the status, instead of one after the other
  const [rememberedSample] = useState(() => rememberedLakCorpus() === 'sample');

  // the first visit starts the build (or shows the offline sample, when the user chose it before)
  useEffect(() => {
    if (status && status.choice === 'live' && status.state === 'idle' && !started.current) {
      started.current = true;
      action.mutate(rememberedSample ? 'sample' : 'build');
    }
  }, [status, action, rememberedSample]);

  // a new corpus (built, continued, rebuilt) or the other choice: every chart asks again
  const corpusVersion = corpusVersionOf(status, rememberedSample);
  const seen = useRef(corpusVersion);
  useEffect(() => {
    if (seen.current !== corpusVersion) {
      seen.current = corpusVersion;
      void queryClient.resetQueries({ queryKey: conferenceKeys.all });
    }
  }, [corpusVersion, queryClient]);

  if (query.isError) return <ErrorState error={query.error} title="The state of the LAK papers could not be read." onRetry={() => void query.refetch()} />;
  if (!status && !rememberedSample) return <Spinner label="Loading the LAK papers…" />;

  const run = (next: LakCorpusAction) => action.mutate(next);
  const actionError = action.isError ? <ErrorState error={action.error} title="This could not be done." /> : null;

  if (!status || status.choice === 'sample') {
    return (
      <ConferenceCorpusContext.Provider value="sample">
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="status">
          <span>
            Showing the offline sample: generated papers, <strong>not LAK</strong>. Every chart is labelled "sample data, not LAK".
          </span>
          <button type="button" className="btn btn-sm btn-outline-dark ms-auto" onClick={() => run('build')} disabled={action.isPending}>
            Read the LAK papers
          </button>
        </div>
        {actionError}
        {children}
      </ConferenceCorpusContext.Provider>
    );
  }

  const building = status.state === 'building' ? <BuildProgress status={status} onCancel={() => run('cancel')} cancelling={action.isPending} /> : null;
  const corpus = status.corpus;
  if (!corpus) {
    if (building) return building;
    if (status.state === 'failed' || status.state === 'cancelled') {
      const failed = status.state === 'failed';
      return (
        <div className={`alert ${failed ? 'alert-danger' : 'alert-secondary'} d-flex flex-wrap align-items-center gap-2`} role="alert">
          <span className="me-auto">
            {failed ? (
              <>
                <strong>The LAK papers could not be read.</strong> {status.message}
              </>
            ) : (
              `Reading the LAK papers was cancelled before any paper was read.`
            )}
          </span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => run('build')} disabled={action.isPending}>
            {failed ? 'Retry' : 'Continue'}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => run('sample')} disabled={action.isPending}>
            Show the offline sample
          </button>
          {actionError}
        </div>
      );
    }
    return <Spinner label="Starting to read the LAK papers…" />;
  }

  return (
    <ConferenceCorpusContext.Provider value="live">
      {building}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 small" role="note" aria-label="What the charts stand on">
        <span className="me-auto">
          {corpusLine(corpus)}.{corpus.unknown > 0 ? ` ${corpus.unknown} of the ${corpus.total} DOIs are known to neither source.` : ''}
        </span>
        {!building ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => run('rebuild')} disabled={action.isPending}>
            Rebuild
          </button>
        ) : null}
      </div>
      {!corpus.complete && !building ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="me-auto">
            Partial corpus: {corpus.papers} of {corpus.total} LAK papers read
            {corpus.missing > 0 ? `; ${corpus.missing} not read yet` : ''}.{status.message ? ` ${status.message}` : ''}
          </span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => run('build')} disabled={action.isPending}>
            Continue
          </button>
        </div>
      ) : null}
      {corpus.complete && status.message && !building ? (
        <div className="alert alert-warning" role="alert">
          <strong>Rebuilding the LAK papers failed.</strong> {status.message} The charts stand on the papers read before; Rebuild tries again.
        </div>
      ) : null}
      {actionError}
      {children}
    </ConferenceCorpusContext.Provider>
  );
}
