/**
 * The demo backend's extraction requests, answered off the page's main thread: the demo backend
 * runs in the page (MSW's handlers, src/backend/browser.ts), and TopicRank on a pasted paper takes
 * long enough to freeze it. One worker (extract.worker.ts) is started with the first extraction and
 * kept, so that its model loads once. Where workers are missing (vitest's jsdom) or the worker
 * cannot start, the extraction loads and runs on the page, with the same results.
 */
import type { ExtractedInterest } from './interests';
import type { ExtractionAnswer, ExtractionJob, ExtractionRequest } from './extraction-jobs';
import { loadKeyphrase } from './load-keyphrase';

type Waiting = { jobs: ExtractionJob[]; resolve: (results: ExtractedInterest[][]) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 1;
const waiting = new Map<number, Waiting>();

/** The page's own extraction, loaded when first needed (the Wikipedia filter's titles come with it). */
async function onPage(jobs: ExtractionJob[]): Promise<ExtractedInterest[][]> {
  const [{ runJobs }] = await Promise.all([import('./run-jobs'), loadKeyphrase()]);
  return runJobs(jobs);
}

function extractionWorker(): Worker | null {
  if (worker || workerFailed || typeof Worker === 'undefined') return worker;
  let started: Worker;
  try {
    started = new Worker(new URL('./extract.worker.ts', import.meta.url), { type: 'module', name: 'keyphrase-extraction' });
  } catch {
    workerFailed = true;
    return null;
  }
  started.addEventListener('message', (event: MessageEvent<ExtractionAnswer>) => {
    const answer = event.data;
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if ('results' in answer) entry.resolve(answer.results);
    else entry.reject(new Error(answer.error));
  });
  // The worker's script failed to load or run: what waits for it, and every later extraction, runs on the page.
  started.addEventListener('error', () => {
    workerFailed = true;
    started.terminate();
    worker = null;
    const entries = [...waiting.values()];
    waiting.clear();
    entries.forEach((entry) => onPage(entry.jobs).then(entry.resolve, entry.reject));
  });
  worker = started;
  return worker;
}

/** The extracted interests of each job, in order, computed in the worker where there is one. */
export function extractOffPage(jobs: ExtractionJob[]): Promise<ExtractedInterest[][]> {
  if (jobs.length === 0) return Promise.resolve([]);
  const target = extractionWorker();
  if (!target) return onPage(jobs);
  return new Promise((resolve, reject) => {
    const request: ExtractionRequest = { id: nextId, jobs };
    nextId += 1;
    waiting.set(request.id, { jobs, resolve, reject });
    target.postMessage(request);
  });
}

/** Stops the worker and forgets a failed start (tests start from scratch with a stand-in worker). */
export function resetExtractionWorker(): void {
  worker?.terminate();
  worker = null;
  workerFailed = false;
  waiting.clear();
}
