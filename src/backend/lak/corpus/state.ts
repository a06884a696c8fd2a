/**
 * The conference corpora of the built-in backend, one per conference of conferences.json (LAK, L@S):
 * which corpus the LAK routes answer from (the one read from open sources, or the generated offline
 * sample on the user's explicit choice; the other conferences have no sample), each build's progress,
 * and each derived corpus kept in the key-value store (`lak:corpus:<conference name>`), so that a later
 * visit opens at once. A conference's DOI list loads, and its build starts, the first time that
 * conference is asked for. The standalone routes (handlers/standalone/lak.ts) drive it. What it works
 * on is its backend's (`backend.conferences`, corpora.ts), given to every function here.
 */
import type { LakCorpusChoice } from '@/lib/lak-corpus-choice';
import type { KeyValueStore } from '../../store/kv';
import type { ConferenceCorpora } from './corpora';
import { LAK_ID } from '@/api/conference/conferences';
import { conferencePapers, loadConference, type ConferenceDois } from '../conferences';
import { prepareLakData, type LakDataSet } from '../dataset';
import { CORPUS_VERSION, deriveCorpus, failureSentence, readConference, type BuildPhase, type DerivedCorpus } from './build';
import { corpusDataSet } from './dataset';
import { KeywordsAborted, keywordsKey } from './keywords';
import { openAlexKey, semanticScholarKey } from './papers';
import { TopicModelAborted } from './topics';

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
  /** the conference's id (conferences.json) and short name */
  id: string;
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

type Running = { controller: AbortController; done: Promise<void> };

type Progress = Omit<LakCorpusStatus, 'id' | 'conference' | 'choice' | 'corpus'>;

/** One conference's corpus: its DOI list (loaded on first use), the corpus kept, the running build. */
export type Slot = {
  conference: ConferenceDois;
  corpus: DerivedCorpus | null;
  dataSet: LakDataSet | null;
  loaded: Promise<void> | null;
  running: Running | null;
  progress: Progress;
};

function idleProgress(): Progress {
  return { state: 'idle', phase: null, done: 0, total: 0, startedAt: null, wait: null, message: null };
}

/** The conference's slot, its DOI list loaded on the first call; undefined for a conference there is none of. */
function slotOf(corpora: ConferenceCorpora, id: string): Promise<Slot | undefined> {
  let slot = corpora.slots.get(id);
  if (!slot) {
    slot = (async () => {
      const conference = corpora.overrides.get(id) ?? (await loadConference(id));
      if (!conference) return undefined;
      const created: Slot = { conference, corpus: null, dataSet: null, loaded: null, running: null, progress: idleProgress() };
      corpora.loadedSlots.add(created);
      return created;
    })();
    corpora.slots.set(id, slot);
  }
  return slot;
}

function corpusKey(slot: Slot): string {
  return `lak:corpus:${slot.conference.name}`;
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

function keep(slot: Slot, derived: DerivedCorpus): void {
  slot.corpus = derived;
  slot.dataSet = corpusDataSet(derived, Object.keys(slot.conference.years));
}

/** The corpus kept by an earlier visit, read once. */
function ensureLoaded({ sources: { cache } }: ConferenceCorpora, slot: Slot): Promise<void> {
  slot.loaded ??= (async () => {
    const stored = await cache.get<DerivedCorpus>(corpusKey(slot));
    if (stored && stored.version === CORPUS_VERSION && slot.corpus === null) {
      keep(slot, stored);
      slot.progress = { ...idleProgress(), state: 'ready' };
    }
  })();
  return slot.loaded;
}

/** Thrown for a conference conferences.json does not name (the routes answer 404). */
export class UnknownConference extends Error {
  override name = 'UnknownConference';
}

async function readySlot(corpora: ConferenceCorpora, id: string): Promise<Slot> {
  const slot = await slotOf(corpora, id);
  if (!slot) throw new UnknownConference(id);
  await ensureLoaded(corpora, slot);
  return slot;
}

function statusOf(corpora: ConferenceCorpora, slot: Slot): LakCorpusStatus {
  return {
    id: slot.conference.id,
    conference: slot.conference.name,
    choice: slot.conference.id === LAK_ID ? corpora.choice : 'live',
    ...slot.progress,
    corpus: slot.corpus ? summary(slot.corpus) : null,
  };
}

export async function lakCorpusStatus(corpora: ConferenceCorpora, id: string = LAK_ID): Promise<LakCorpusStatus> {
  return statusOf(corpora, await readySlot(corpora, id));
}

function settled(slot: Slot, message: string | null, cancelled = false): void {
  slot.progress = {
    ...idleProgress(),
    state: slot.corpus ? 'ready' : cancelled ? 'cancelled' : message ? 'failed' : 'idle',
    message,
  };
}

/** Forgets what the sources answered for this conference's DOIs (a Rebuild asks again); other conferences' answers stay. */
async function forgetAnswers(cache: KeyValueStore, conference: ConferenceDois): Promise<void> {
  const keys = conferencePapers(conference).flatMap(({ doi }) => [openAlexKey(doi), semanticScholarKey(doi), keywordsKey(doi)]);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

async function build(corpora: ConferenceCorpora, slot: Slot, controller: AbortController, rebuild: boolean): Promise<void> {
  const { conference } = slot;
  const { sources } = corpora;
  const startedAt = Date.now();
  const total = conferencePapers(conference).length;
  slot.progress = { ...idleProgress(), state: 'building', phase: 'reading', total, startedAt };
  if (rebuild) await forgetAnswers(sources.cache, conference);
  const read = await readConference(sources, conference, {
    signal: controller.signal,
    onProgress: (step) => (slot.progress = { ...slot.progress, phase: step.phase, done: step.done, total: step.total }),
    onWait: (wait) => (slot.progress = { ...slot.progress, wait }),
  });
  if (read.papers.length === 0) {
    const message = read.cancelled ? null : (failureSentence(read.failures) ?? 'Neither OpenAlex nor Semantic Scholar knows these papers.');
    settled(slot, message, read.cancelled);
    return;
  }
  // A Rebuild that could not read everything (a source went down, or Cancel) keeps the complete corpus
  // it was to replace: the charts stay whole, and the status says why the rebuild did not finish.
  if (rebuild && slot.corpus !== null && slot.corpus.missing.length === 0 && (read.cancelled || read.missing.length > 0)) {
    settled(slot, read.cancelled ? null : (failureSentence(read.failures) ?? `${read.missing.length} papers could not be read.`), read.cancelled);
    return;
  }
  // Cancelled while reading: the papers read so far still make a (partial) corpus; a second Cancel stops that too.
  const derive = read.cancelled ? new AbortController() : controller;
  if (slot.running) slot.running.controller = derive;
  slot.progress = { ...slot.progress, phase: 'keywords', done: 0, total: read.papers.length, wait: null };
  try {
    const derived = await deriveCorpus(sources.cache, conference, read, {
      signal: derive.signal,
      iterations: corpora.topicIterations,
      onProgress: (step) => (slot.progress = { ...slot.progress, phase: step.phase, done: step.done, total: step.total }),
    });
    keep(slot, derived);
    await sources.cache.set(corpusKey(slot), derived);
    settled(slot, derived.missing.length > 0 && !read.cancelled ? (derived.failure ?? null) : null);
  } catch (error) {
    if (error instanceof KeywordsAborted || error instanceof TopicModelAborted) settled(slot, null, true);
    else throw error;
  }
}

/**
 * Starts a build of the conference `id` (reads what is not kept yet: Continue) unless one runs;
 * `rebuild` fetches everything of that conference again.
 */
export async function startLakBuild(corpora: ConferenceCorpora, { rebuild = false, id = LAK_ID }: { rebuild?: boolean; id?: string } = {}): Promise<LakCorpusStatus> {
  const slot = await readySlot(corpora, id);
  if (id === LAK_ID) corpora.choice = 'live';
  if (!slot.running) {
    const controller = new AbortController();
    const job: Running = {
      controller,
      done: build(corpora, slot, controller, rebuild)
        .catch(() => settled(slot, `The ${slot.conference.name} papers could not be read.`))
        .finally(() => {
          if (slot.running === job) slot.running = null;
        }),
    };
    slot.running = job;
  }
  return statusOf(corpora, slot);
}

/** Cancels the running build of the conference: what was read is kept (and makes a partial corpus). */
export async function cancelLakBuild(corpora: ConferenceCorpora, id: string = LAK_ID): Promise<LakCorpusStatus> {
  const slot = await readySlot(corpora, id);
  slot.running?.controller.abort();
  return statusOf(corpora, slot);
}

/** The LAK routes answer from the generated offline sample ('sample') or from the corpus read from the sources ('live'). */
export async function chooseLakCorpus(corpora: ConferenceCorpora, next: LakCorpusChoice): Promise<LakCorpusStatus> {
  corpora.choice = next;
  return lakCorpusStatus(corpora, LAK_ID);
}

/**
 * What the conference routes answer from: for LAK the sample (on the user's choice) or the corpus kept;
 * for another conference its corpus kept; null when none is built yet. Throws UnknownConference.
 */
export async function lakDataForRequests(corpora: ConferenceCorpora, id: string = LAK_ID): Promise<LakDataSet | null> {
  if (id === LAK_ID && corpora.choice === 'sample') return prepareLakData();
  return (await readySlot(corpora, id)).dataSet;
}

/** The corpus kept of a conference (null when none is built yet): what the comparison of conferences reads. */
export async function conferenceCorpus(corpora: ConferenceCorpora, id: string): Promise<{ status: LakCorpusStatus; data: LakDataSet | null }> {
  const slot = await readySlot(corpora, id);
  return { status: statusOf(corpora, slot), data: slot.dataSet };
}

/** Waits for every running build of these corpora (tests). */
export async function lakBuildSettled(corpora: ConferenceCorpora): Promise<void> {
  for (const pending of [...corpora.slots.values()]) {
    const slot = await pending;
    while (slot?.running) await slot.running.done;
  }
}
