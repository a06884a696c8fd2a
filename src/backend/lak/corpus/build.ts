/**
 * Builds a conference corpus from open sources: reads every DOI of the conference (a few at a time,
 * each source's answers kept, see papers.ts), then derives each paper's keywords (SingleRank) and
 * topics (LDA over the corpus). Plain async code with an abort signal and progress callbacks: it runs
 * wherever the built-in backend runs (its worker in the standalone build).
 */
import type { Sources } from '../../sources/sources';
import type { KeyValueStore } from '../../store/kv';
import { SourceError, type SourceName } from '../../sources/http';
import { conferencePapers, type ConferenceDois } from '../conferences';
import { keywordsOfPapers, paperText } from './keywords';
import { readPaper, type CorpusPaper } from './papers';
import { modelTopics, type CorpusTopic } from './topics';

/** Bumped when the derived corpus's shape or derivation changes: an older one kept is built again. */
export const CORPUS_VERSION = 1;

export type DerivedPaper = CorpusPaper & { keywords: string[]; topics: string[] };

export type DerivedCorpus = {
  version: number;
  conference: string;
  /** ISO time of the derivation */
  builtAt: string;
  /** DOIs in the conference's list */
  total: number;
  papers: DerivedPaper[];
  topics: CorpusTopic[];
  /** DOIs neither source knows */
  unknown: string[];
  /** DOIs not read this time (a source could not be asked, or the reading was cancelled) */
  missing: string[];
  /** the first failure's sentence, naming the source ("OpenAlex could not be reached.") */
  failure: string | null;
};

export type BuildPhase = 'reading' | 'keywords' | 'topics';

export type BuildProgress = { phase: BuildPhase; done: number; total: number };

export type ReadOutcome = {
  papers: CorpusPaper[];
  unknown: string[];
  missing: string[];
  /** the first failure of each source that failed (not a DOI it does not know) */
  failures: SourceError[];
  cancelled: boolean;
};

/** A source failing this many DOIs in a row (nothing read between) is taken as down for the rest of the build. */
export const DOWN_AFTER = 4;

export type ReadConferenceOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: BuildProgress) => void;
  /** "Semantic Scholar is busy; trying again in 8 s" */
  onWait?: (message: string | null) => void;
  /** DOIs read at once (each source also limits its own requests in flight) */
  concurrency?: number;
};

/** Reads every DOI of the conference; stops early, keeping what was read, when cancelled or when both sources are down. */
export async function readConference(sources: Sources, conference: ConferenceDois, options: ReadConferenceOptions = {}): Promise<ReadOutcome> {
  const entries = conferencePapers(conference);
  const papers = new Map<string, CorpusPaper>();
  const unknown: string[] = [];
  const missing = new Set<string>();
  const down = new Set<SourceName>();
  const failuresInRow = new Map<SourceName, number>();
  const failures = new Map<SourceName, SourceError>();
  let done = 0;
  let next = 0;
  const stop = () => options.signal?.aborted === true || (down.has('OpenAlex') && down.has('Semantic Scholar'));

  const worker = async () => {
    while (next < entries.length && !stop()) {
      const entry = entries[next] as { doi: string; year: string };
      next += 1;
      let result: Awaited<ReturnType<typeof readPaper>>;
      try {
        result = await readPaper(sources, entry.doi, entry.year, {
          signal: options.signal,
          skip: down,
          onWait: (wait) => options.onWait?.(wait.message),
          onSourceAnswer: (source) => failuresInRow.set(source, 0),
          onSourceFailure: (error) => {
            if (error.kind === 'not-found') return;
            if (!failures.has(error.source)) failures.set(error.source, error);
            const inRow = (failuresInRow.get(error.source) ?? 0) + 1;
            failuresInRow.set(error.source, inRow);
            if (inRow >= DOWN_AFTER) down.add(error.source);
          },
        });
      } catch (error) {
        if (error instanceof SourceError && error.kind === 'cancelled') {
          missing.add(entry.doi);
          continue;
        }
        throw error;
      }
      options.onWait?.(null);
      if (result.status === 'read') papers.set(entry.doi, result.paper);
      else if (result.status === 'unknown') unknown.push(entry.doi);
      else missing.add(entry.doi);
      done += 1;
      options.onProgress?.({ phase: 'reading', done, total: entries.length });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  entries.forEach((entry) => {
    if (!papers.has(entry.doi) && !unknown.includes(entry.doi)) missing.add(entry.doi);
  });
  const ordered = entries.flatMap((entry) => papers.get(entry.doi) ?? []);
  return { papers: ordered, unknown, missing: [...missing], failures: [...failures.values()], cancelled: options.signal?.aborted === true };
}

/** The sentence of the sources' failures: "OpenAlex could not be reached. Semantic Scholar could not be reached." */
export function failureSentence(failures: readonly SourceError[]): string | null {
  return failures.length === 0 ? null : failures.map((error) => error.message).join(' ');
}

export type DeriveOptions = { signal?: AbortSignal; onProgress?: (progress: BuildProgress) => void; iterations?: number };

/** Keywords and topics of the papers read (throws KeywordsAborted or TopicModelAborted when cancelled). */
export async function deriveCorpus(cache: KeyValueStore, conference: ConferenceDois, read: ReadOutcome, options: DeriveOptions = {}): Promise<DerivedCorpus> {
  const keywords = await keywordsOfPapers(cache, read.papers, {
    signal: options.signal,
    onProgress: (done, total) => options.onProgress?.({ phase: 'keywords', done, total }),
  });
  // the topics are named by the papers' keywords made of their best words
  const phrases = new Map<string, number>();
  keywords.forEach((list) => new Set(list).forEach((phrase) => phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1)));
  const model = await modelTopics(
    read.papers.map((paper) => ({ id: paper.doi, text: paperText(paper) })),
    { signal: options.signal, iterations: options.iterations, phrases, onProgress: (done, total) => options.onProgress?.({ phase: 'topics', done, total }) },
  );
  return {
    version: CORPUS_VERSION,
    conference: conference.name,
    builtAt: new Date().toISOString(),
    total: conferencePapers(conference).length,
    papers: read.papers.map((paper, i) => ({ ...paper, keywords: keywords[i] ?? [], topics: model.documentTopics[i] ?? [] })),
    topics: model.topics,
    unknown: read.unknown,
    missing: read.missing,
    failure: failureSentence(read.failures),
  };
}
