/**
 * The LAK corpus of the built-in backend: which corpus the conference routes answer from (the one
 * read from open sources, or the generated offline sample on the user's explicit choice), the build's
 * progress, and the derived corpus kept in the key-value store (`lak:corpus:<conference>`), so that a
 * later visit opens at once. The standalone routes (handlers/standalone/lak.ts) drive it.
 */
import type { LakCorpusChoice } from '@/lib/lak-corpus-choice';
import { kv } from '../../store/kv';
import { LAK, type ConferenceDois } from '../conferences';
import { prepareLakData, type LakDataSet } from '../dataset';
import { CORPUS_VERSION, deriveCorpus, failureSentence, readConference, type BuildPhase, type DerivedCorpus } from './build';
import { corpusDataSet } from './dataset';
import { KeywordsAborted } from './keywords';
import { TopicModelAborted } from './topics';
import { lakCorpusChoice, setLakCorpusChoice } from './choice';

export type { LakCorpusChoice };

export type LakCorpusSummary = {
  papers: number;
  withAbstracts: number;
  /** DOIs in the conference's list */
  total: number;
  unknown: number;
  /** DOIs not read yet (Continue reads them) */
  missing: number;
  complete: boolean;
  /** the sources the papers came from, e.g. ["OpenAlex", "Semantic Scholar"] */
  sources: string[];
  builtAt: string;
};

export type LakCorpusStatus = {
  conference: string;
  choice: LakCorpusChoice;
  /**
   * idle: nothing built, nothing running; building; ready: a corpus is kept (complete or partial);
   * failed: the last build read no paper (message says why); cancelled: cancelled before any corpus was kept
   */
  state: 'idle' | 'building' | 'ready' | 'failed' | 'cancelled';
  phase: BuildPhase | null;
  done: number;
  total: number;
  /** epoch milliseconds when the running build started */
  startedAt: number | null;
  /** why the build waits ("Semantic Scholar is busy; trying again in 8 s") */
  wait: string | null;
  /**
   * the last build's failure, naming the source: why nothing was read (failed), why a partial corpus
   * is partial, or why a Rebuild did not finish (ready, the complete corpus before it kept)
   */
  message: string | null;
  corpus: LakCorpusSummary | null;
};

let conference: ConferenceDois = LAK;
const STORE_PREFIXES = ['lak:openalex:', 'lak:s2:', 'lak:keywords:'];

function corpusKey(): string {
  return `lak:corpus:${conference.name}`;
}

type Running = { controller: AbortController; done: Promise<void> };

let corpus: DerivedCorpus | null = null;
let dataSet: LakDataSet | null = null;
let loaded: Promise<void> | null = null;
let running: Running | null = null;
let progress: Omit<LakCorpusStatus, 'conference' | 'choice' | 'corpus'> = idleProgress();
/** sweeps of the topic model (tests shorten it) */
let topicIterations: number | undefined;

function idleProgress(): typeof progress {
  return { state: 'idle', phase: null, done: 0, total: 0, startedAt: null, wait: null, message: null };
}

function summary(derived: DerivedCorpus): LakCorpusSummary {
  const sources = new Set<string>();
  derived.papers.forEach((paper) => {
    sources.add(paper.source);
    if (paper.abstractSource) sources.add(paper.abstractSource);
  });
  return {
    papers: derived.papers.length,
    withAbstracts: derived.papers.filter((paper) => paper.abstract !== '').length,
    total: derived.total,
    unknown: derived.unknown.length,
    missing: derived.missing.length,
    complete: derived.missing.length === 0,
    sources: ['OpenAlex', 'Semantic Scholar'].filter((name) => sources.has(name)),
    builtAt: derived.builtAt,
  };
}

function keep(derived: DerivedCorpus): void {
  corpus = derived;
  dataSet = corpusDataSet(derived);
}

/** The corpus kept by an earlier visit, read once. */
function ensureLoaded(): Promise<void> {
  loaded ??= (async () => {
    const stored = await kv().get<DerivedCorpus>(corpusKey());
    if (stored && stored.version === CORPUS_VERSION && corpus === null) {
      keep(stored);
      progress = { ...idleProgress(), state: 'ready' };
    }
  })();
  return loaded;
}

export async function lakCorpusStatus(): Promise<LakCorpusStatus> {
  await ensureLoaded();
  return { conference: conference.name, choice: lakCorpusChoice(), ...progress, corpus: corpus ? summary(corpus) : null };
}

function settled(message: string | null, cancelled = false): void {
  progress = {
    ...idleProgress(),
    state: corpus ? 'ready' : cancelled ? 'cancelled' : message ? 'failed' : 'idle',
    message,
  };
}

async function forgetAnswers(): Promise<void> {
  for (const prefix of STORE_PREFIXES) {
    const keys = await kv().keys(prefix);
    await Promise.all(keys.map((key) => kv().delete(key)));
  }
}

async function build(controller: AbortController, rebuild: boolean): Promise<void> {
  const startedAt = Date.now();
  const total = Object.values(conference.years).reduce((sum, dois) => sum + dois.length, 0);
  progress = { ...idleProgress(), state: 'building', phase: 'reading', total, startedAt };
  if (rebuild) await forgetAnswers();
  const read = await readConference(conference, {
    signal: controller.signal,
    onProgress: (step) => (progress = { ...progress, phase: step.phase, done: step.done, total: step.total }),
    onWait: (wait) => (progress = { ...progress, wait }),
  });
  if (read.papers.length === 0) {
    const message = read.cancelled ? null : (failureSentence(read.failures) ?? 'Neither OpenAlex nor Semantic Scholar knows these papers.');
    settled(message, read.cancelled);
    return;
  }
  // A Rebuild that could not read everything (a source went down, or Cancel) keeps the complete corpus
  // it was to replace: the charts stay whole, and the status says why the rebuild did not finish.
  if (rebuild && corpus !== null && corpus.missing.length === 0 && (read.cancelled || read.missing.length > 0)) {
    settled(read.cancelled ? null : (failureSentence(read.failures) ?? `${read.missing.length} papers could not be read.`), read.cancelled);
    return;
  }
  // Cancelled while reading: the papers read so far still make a (partial) corpus; a second Cancel stops that too.
  const derive = read.cancelled ? new AbortController() : controller;
  if (running) running.controller = derive;
  progress = { ...progress, phase: 'keywords', done: 0, total: read.papers.length, wait: null };
  try {
    const derived = await deriveCorpus(conference, read, {
      signal: derive.signal,
      iterations: topicIterations,
      onProgress: (step) => (progress = { ...progress, phase: step.phase, done: step.done, total: step.total }),
    });
    keep(derived);
    await kv().set(corpusKey(), derived);
    settled(derived.missing.length > 0 && !read.cancelled ? (derived.failure ?? null) : null);
  } catch (error) {
    if (error instanceof KeywordsAborted || error instanceof TopicModelAborted) settled(null, true);
    else throw error;
  }
}

/** Starts a build (reads what is not kept yet: Continue) unless one runs; `rebuild` fetches everything again. */
export async function startLakBuild({ rebuild = false }: { rebuild?: boolean } = {}): Promise<LakCorpusStatus> {
  await ensureLoaded();
  setLakCorpusChoice('live');
  if (!running) {
    const controller = new AbortController();
    const job: Running = {
      controller,
      done: build(controller, rebuild)
        .catch(() => settled('The LAK papers could not be read.'))
        .finally(() => {
          if (running === job) running = null;
        }),
    };
    running = job;
  }
  return lakCorpusStatus();
}

/** Cancels the running build: what was read is kept (and makes a partial corpus). */
export async function cancelLakBuild(): Promise<LakCorpusStatus> {
  running?.controller.abort();
  return lakCorpusStatus();
}

/** The routes answer from the generated offline sample ('sample') or from the corpus read from the sources ('live'). */
export async function chooseLakCorpus(next: LakCorpusChoice): Promise<LakCorpusStatus> {
  setLakCorpusChoice(next);
  return lakCorpusStatus();
}

/** What the conference routes answer from: the sample, the corpus kept, or null when none is built yet. */
export async function lakDataForRequests(): Promise<LakDataSet | null> {
  if (lakCorpusChoice() === 'sample') return prepareLakData();
  await ensureLoaded();
  return dataSet;
}

/** Waits for the running build (tests). */
export async function lakBuildSettled(): Promise<void> {
  while (running) await running.done;
}

/**
 * Forgets the corpus in memory and the running build (tests, each with a fresh key-value store):
 * `choice` picks what the routes answer from; `iterations` shortens the topic model; `conference`
 * replaces LAK's DOI list (a fixture conference of the tests' sources).
 */
export function resetLakCorpus(next: LakCorpusChoice, options: { iterations?: number; conference?: ConferenceDois } = {}): void {
  running?.controller.abort();
  running = null;
  corpus = null;
  dataSet = null;
  loaded = null;
  progress = idleProgress();
  setLakCorpusChoice(next);
  topicIterations = options.iterations;
  conference = options.conference ?? LAK;
}
