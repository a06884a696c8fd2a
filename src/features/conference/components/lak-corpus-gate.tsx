import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { corpusVersion, postLakCorpusAction, type LakCorpusAction, type LakCorpusStatus, type LakCorpusSummary } from '@/api/conference';
import { ErrorState } from '@/components/ui/states';
import { Spinner } from '@/components/ui/spinner';
import { elapsedText } from '@/components/ui/wait-progress';
import { LAK_ID, type ConferenceInfo } from '@/api/conference';
import { useDemoBackend } from '@/lib/demo-mode';
import { rememberedLakCorpus, rememberLakCorpus } from '@/lib/lak-corpus-choice';
import { conferenceKeys, lakCorpusKeys, lakCorpusStatusQuery } from '../api/queries';
import { ConferenceCorpusContext } from './sample-label';
import { useChosenConference } from '../lib/chosen-conference';

/**
 * What the conference screens stand on. Against a RIMA server: its corpus, nothing to show here. On
 * the built-in backend (standalone build): the chosen conference's papers read from OpenAlex and
 * Semantic Scholar, built the first time that conference is chosen with visible progress and Cancel;
 * their count and sources above the charts; Continue for a partial corpus, Rebuild (a failed one says
 * why, the corpus before it kept); when they cannot be read, Retry, Rebuild and, for LAK on explicit
 * request only, the generated offline sample, every chart then labelled "sample data, not LAK" (another
 * conference has no sample: it says that it needs the network). The screens below start afresh for
 * each conference (their years are the conference's).
 */
export function LakCorpusGate({ children }: { children: ReactNode }) {
  const demo = useDemoBackend();
  const conference = useChosenConference();
  if (!demo) return children;
  return (
    <StandaloneCorpus key={conference.id} conference={conference}>
      {children}
    </StandaloneCorpus>
  );
}

function useCorpusAction(conference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LakCorpusAction) => {
      if (conference === LAK_ID && action === 'sample') rememberLakCorpus('sample');
      else if (conference === LAK_ID && (action === 'build' || action === 'rebuild')) rememberLakCorpus('live');
      return postLakCorpusAction(action, conference);
    },
    onSuccess: (status) => queryClient.setQueryData(lakCorpusKeys.status(conference), status),
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
  return corpusVersion(status);
}

type Run = (action: LakCorpusAction) => void;

/** Starts the conference's first build (LAK: or shows the sample the user chose before); asks every chart again for a new corpus. */
function useCorpusLifecycle(conference: ConferenceInfo, status: LakCorpusStatus | undefined, rememberedSample: boolean, run: Run) {
  const queryClient = useQueryClient();
  const started = useRef(false);
  // the first time the conference is chosen starts its build (or shows the offline sample, when the user chose it before)
  useEffect(() => {
    if (status && status.choice === 'live' && status.state === 'idle' && !started.current) {
      started.current = true;
      run(rememberedSample ? 'sample' : 'build');
    }
  }, [status, run, rememberedSample]);

  // a new corpus (built, continued, rebuilt) or the other choice: every chart asks again
  const corpusVersion = corpusVersionOf(status, rememberedSample);
  const seen = useRef(corpusVersion);
  useEffect(() => {
    if (seen.current !== corpusVersion) {
      seen.current = corpusVersion;
      void queryClient.resetQueries({ queryKey: conferenceKeys.of(conference.id) });
    }
  }, [corpusVersion, queryClient, conference.id]);
}

/** One conference's corpus on the built-in backend: built on first use, its state and actions above `children`. */
export function StandaloneCorpus({ conference, children }: { conference: ConferenceInfo; children: ReactNode }) {
  const query = useQuery(lakCorpusStatusQuery(conference.id));
  const action = useCorpusAction(conference.id);
  const status = query.data;
  // the backend started with the sample the user chose before (backend/browser.ts): the charts ask
  // for their data at once, beside the status, instead of one after the other (LAK only: no other conference has a sample)
  const [rememberedSample] = useState(() => conference.id === LAK_ID && rememberedLakCorpus() === 'sample');
  const { mutate } = action;
  const run = useCallback((next: LakCorpusAction) => mutate(next), [mutate]);
  useCorpusLifecycle(conference, status, rememberedSample, run);
  const name = conference.name;

  if (query.isError) return <ErrorState error={query.error} title={`The state of the ${name} papers could not be read.`} onRetry={() => void query.refetch()} />;
  if (!status && !rememberedSample) return <Spinner label={`Loading the ${name} papers…`} />;

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
  if (!status.corpus) {
    if (building) return building;
    if (status.state === 'failed' || status.state === 'cancelled') return <NoCorpus conference={conference} status={status} run={run} pending={action.isPending} error={actionError} />;
    return <Spinner label={`Starting to read the ${name} papers…`} />;
  }
  return (
    <ConferenceCorpusContext.Provider value="live">
      {building}
      <CorpusNotes name={name} status={status} corpus={status.corpus} building={building !== null} run={run} pending={action.isPending} />
      {actionError}
      {children}
    </ConferenceCorpusContext.Provider>
  );
}

/**
 * No corpus: the build failed (Retry asks again for what is not kept; Rebuild forgets every answer of
 * this conference's DOIs first) or was cancelled before a paper was read. LAK offers its sample;
 * another conference has none and says it needs the network.
 */
function NoCorpus({ conference, status, run, pending, error }: { conference: ConferenceInfo; status: LakCorpusStatus; run: Run; pending: boolean; error: ReactNode }) {
  const failed = status.state === 'failed';
  const lak = conference.id === LAK_ID;
  return (
    <div className={`alert ${failed ? 'alert-danger' : 'alert-secondary'} d-flex flex-wrap align-items-center gap-2`} role="alert">
      <span className="me-auto">
        {failed ? (
          <>
            <strong>The {conference.name} papers could not be read.</strong> {status.message}
            {lak ? null : ` ${conference.name} has no offline sample: it needs the network (OpenAlex or Semantic Scholar) to be read once; then it is kept in this browser.`}
          </>
        ) : (
          `Reading the ${conference.name} papers was cancelled before any paper was read.`
        )}
      </span>
      <button type="button" className="btn btn-sm btn-primary" onClick={() => run('build')} disabled={pending}>
        {failed ? 'Retry' : 'Continue'}
      </button>
      {failed ? (
        <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => run('rebuild')} disabled={pending}>
          Rebuild
        </button>
      ) : null}
      {lak ? (
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => run('sample')} disabled={pending}>
          Show the offline sample
        </button>
      ) : null}
      {error}
    </div>
  );
}

function CorpusNotes({ name, status, corpus, building, run, pending }: { name: string; status: LakCorpusStatus; corpus: LakCorpusSummary; building: boolean; run: Run; pending: boolean }) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 small" role="note" aria-label="What the charts stand on">
        <span className="me-auto">
          {corpusLine(corpus)}.{corpus.unknown > 0 ? ` ${corpus.unknown} of the ${corpus.total} DOIs are known to neither source.` : ''}
        </span>
        {!building ? (
          // outline-dark: outline-secondary's grey met 4.4:1 on this note (axe: serious)
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => run('rebuild')} disabled={pending}>
            Rebuild
          </button>
        ) : null}
      </div>
      {!corpus.complete && !building ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="me-auto">
            Partial corpus: {corpus.papers} of {corpus.total} {name} papers read
            {corpus.missing > 0 ? `; ${corpus.missing} not read yet` : ''}.{status.message ? ` ${status.message}` : ''}
          </span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => run('build')} disabled={pending}>
            Continue
          </button>
        </div>
      ) : null}
      {corpus.complete && status.message && !building ? (
        <div className="alert alert-warning" role="alert">
          <strong>Rebuilding the {name} papers failed.</strong> {status.message} The charts stand on the papers read before; Rebuild tries again.
        </div>
      ) : null}
    </>
  );
}
