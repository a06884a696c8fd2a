import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerExtraction } from './extraction-answer';
import type { ExtractionJob, ExtractionRequest } from './extraction-jobs';
import { extractOffPage, resetExtractionWorker } from './extractor';

const ABSTRACT =
  'Learning analytics dashboards give teachers an overview of student activity. In our study, learning analytics dashboards ' +
  'were combined with formative feedback. Students who used the dashboard reported better self-regulated learning, and ' +
  'teachers used learning analytics to plan feedback for the next lecture.';
const TWEET = 'Slides from my talk on knowledge tracing and intelligent tutoring systems are online now. #EDM2024';

const JOBS: ExtractionJob[] = [
  { text: ABSTRACT, algorithm: 'TopicRank', limit: 10, wikiFilter: true },
  { text: ABSTRACT, algorithm: 'MultipartiteRank', limit: 10, wikiFilter: false },
  { text: ABSTRACT, algorithm: 'Rake', limit: 5, wikiFilter: false },
  { text: TWEET, algorithm: 'Yake', limit: 10, wikiFilter: true },
  { text: ABSTRACT, algorithm: 'SingleRank', limit: 15, wikiFilter: true },
];

/**
 * A stand-in for the extraction worker: answers with the worker's own handler, its messages copied
 * as a worker's are; or fails to start. Records the requests and how many workers were started.
 */
function standInWorker(mode: 'answers' | 'fails') {
  const requests: ExtractionRequest[] = [];
  const started: string[] = [];
  class StandIn extends EventTarget {
    constructor(url: URL) {
      super();
      started.push(String(url));
    }
    postMessage(request: ExtractionRequest) {
      requests.push(structuredClone(request));
      if (mode === 'fails') {
        queueMicrotask(() => this.dispatchEvent(new Event('error')));
        return;
      }
      void answerExtraction(structuredClone(request)).then((answer) => this.dispatchEvent(new MessageEvent('message', { data: structuredClone(answer) })));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', StandIn);
  return { requests, started };
}

afterEach(() => {
  resetExtractionWorker();
  vi.unstubAllGlobals();
});

describe('extraction off the page', () => {
  it('the worker and the page (no Worker, as in jsdom) give the same keywords and scores for every job', async () => {
    expect(typeof Worker).toBe('undefined');
    const onPage = await extractOffPage(JOBS);
    const { requests, started } = standInWorker('answers');
    const inWorker = await extractOffPage(JOBS);
    expect(requests).toHaveLength(1);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/extract\.worker\.ts/);
    expect(inWorker).toEqual(onPage);
    expect(inWorker.map((r) => r.length)).toEqual(onPage.map((r) => r.length));
    expect(inWorker[0]?.map((i) => i.keyword)).toContain('Learning analytics');
  });

  it('one worker serves every extraction, so its model loads once; concurrent requests get their own answers', async () => {
    const { requests, started } = standInWorker('answers');
    const [first, second] = await Promise.all([extractOffPage(JOBS.slice(0, 1)), extractOffPage(JOBS.slice(3, 4))]);
    await extractOffPage(JOBS.slice(2, 3));
    expect(started).toHaveLength(1);
    expect(requests.map((r) => r.jobs[0]?.algorithm)).toEqual(['TopicRank', 'Yake', 'Rake']);
    expect(first?.[0]?.map((i) => i.keyword)).toContain('Learning analytics');
    expect(second?.[0]?.map((i) => i.keyword.toLowerCase())).toContain('knowledge tracing');
  });

  it('a worker that cannot start: the waiting extraction and later ones run on the page, with the same results', async () => {
    resetExtractionWorker();
    const onPage = await extractOffPage(JOBS.slice(0, 2));
    const { requests, started } = standInWorker('fails');
    await expect(extractOffPage(JOBS.slice(0, 2))).resolves.toEqual(onPage);
    await expect(extractOffPage(JOBS.slice(0, 2))).resolves.toEqual(onPage);
    expect(started).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('no jobs, no worker', async () => {
    const { started } = standInWorker('answers');
    await expect(extractOffPage([])).resolves.toEqual([]);
    expect(started).toHaveLength(0);
  });
});
