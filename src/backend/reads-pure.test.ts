/**
 * A read of the built-in backend changes nothing and starts nothing; the work a change needs is
 * started by that change (a job on the backend's clock, the computation of pending interests), and
 * the work a stored state left under way by the backend that takes the state over, once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAIL } from './demo-account';
import type { DbState } from './domain';
import { db, server } from './node';
import { whenLiveImportSettles } from './pipeline/live-import';
import { startBackendService } from './service';
import { freshIndexedDb, openTestStorage } from './store/test-storage';
import { raw } from './test-utils/api';
import { liveAccountMidImport, midImportAuthor } from './test-utils/mid-import';
import { semanticScholarHandlers, type ScholarCalls } from './test-utils/semantic-scholar';

const NEW_ABSTRACT = 'Knowledge graphs of course prerequisites support course recommendation in learning management systems.';

function demoSession() {
  const { token, user } = db.sessionFor(DEMO_EMAIL);
  return { token, id: user.id };
}

/** The short-term interests of the paper's year that name the paper. */
const ofThePaper = (userId: number, paper: { id: number; year: number | null }) =>
  db
    .state()
    .shortTerm.filter((interest) => interest.user === userId && interest.model_year === paper.year && interest.paper_ids.includes(paper.id))
    .map((interest) => interest.keyword);

/** A GET of every kind of the caller's routes. */
const readsOf = (id: number) => [
  '/api/accounts/profile/',
  `/api/accounts/public-profile/${id}/`,
  '/api/accounts/data-import-status/',
  '/api/interests/papers/',
  '/api/interests/long-term/',
  `/api/interests/long-term/user/${id}/`,
  `/api/interests/short-term/user/${id}/`,
  `/api/interests/stream-graph/user/${id}/`,
  `/api/interests/activity-stats/user/${id}/`,
  '/api/interests/black-listed-keywords/',
  '/api/standalone/wikipedia-status/',
  '/api/standalone/import/',
];

function scholarCalls(): ScholarCalls {
  const calls: ScholarCalls = { author: 0, pages: [], search: [] };
  server.use(...semanticScholarHandlers([midImportAuthor()], undefined, calls));
  return calls;
}

afterEach(() => {
  db.setClock(null);
  vi.useRealTimers();
});

describe('reads are pure', () => {
  it('a GET of every kind leaves the stored data byte for byte as it was, even with users waiting for their interests', async () => {
    const { token, id } = demoSession();
    // as a state stored while its interests were computed, and loaded again: the users wait, nothing runs
    db.store.raw().pendingInterests = [id];
    const before = db.serialize();
    for (const path of readsOf(id)) {
      const response = await raw(path, { token });
      expect(response.status, path).toBe(200);
    }
    expect(db.serialize()).toBe(before);
    expect(db.state().pendingInterests).toEqual([id]);
  });

  it('a GET of every kind, with a simulated import and a job past their time and a live import no run holds, completes nothing and starts nothing', async () => {
    let now = Date.now();
    db.setClock(() => now);
    const calls = scholarCalls();
    const { token, id } = demoSession();
    db.startImport(id);
    db.startJob(id, 'fetch');
    const ada = liveAccountMidImport(db);
    // their time has passed, and their timers have not run yet
    now += db.importDelay() + 1;
    const before = db.serialize();
    for (const path of readsOf(id)) expect((await raw(path, { token })).status, path).toBe(200);
    for (const path of readsOf(ada.id)) expect((await raw(path, { token: ada.token })).status, path).toBe(200);
    expect(db.serialize()).toBe(before);
    expect(await (await raw('/api/accounts/data-import-status/', { token })).json()).toEqual({ data_being_loaded: true });
    const progress = (await (await raw('/api/standalone/import/', { token: ada.token })).json()) as { phase: string; message: string };
    expect(progress).toMatchObject({ phase: 'fetching', message: 'Fetching your papers from Semantic Scholar: 100 of 150' });
    expect(db.runs.imports.size).toBe(0);
    expect(calls).toEqual({ author: 0, pages: [], search: [] });
  });
});

describe('the work a change starts runs by itself', () => {
  it('the change that makes interests wait starts their computation: it is done without any read, and the next read shows it', async () => {
    const { token, id } = demoSession();
    const paper = db.state().papers.find((row) => row.user === id);
    if (!paper) throw new Error('no demo paper');
    const edited = await raw(`/api/interests/papers/${paper.id}/`, { method: 'PATCH', token, body: JSON.stringify({ abstract: NEW_ABSTRACT }) });
    expect(edited.status).toBe(200);
    expect(ofThePaper(id, paper)).not.toContain('knowledge graph');

    // who waits at each change (the computation may end before the answer arrives: the keyphrase
    // model, loaded once per process, may already be there)
    const waiting: (number[] | undefined)[] = [];
    const unsubscribe = db.store.subscribe(() => waiting.push(db.store.get().pendingInterests?.slice()));
    const recomputed = await raw('/api/interests/trigger-paper-updata/', { method: 'POST', token, body: '{}' });
    expect(recomputed.status).toBe(200);
    // the new text's extraction is not known: the change made the user wait…
    expect(waiting[0]).toEqual([id]);
    // …and started the computation: no read runs, and it ends with the interests computed
    await db.pendingInterests.settled();
    unsubscribe();
    expect(waiting.at(-1)).toBeUndefined();
    expect(db.store.get().pendingInterests).toBeUndefined();
    expect(ofThePaper(id, paper)).toContain('knowledge graph');
    // the next read answers from the computed interests (Interest Trends, the paper's year)
    const read = await raw(`/api/interests/stream-graph/user/${id}/`, { token });
    expect(read.status).toBe(200);
    const trends = (await read.json()) as { paper_data: Record<string, { keyword__name: string }[]> };
    expect(trends.paper_data[String(paper.year)]?.map((point) => point.keyword__name)).toContain('knowledge graph');
  });

  it('a simulated import and a job started by their requests complete at their time on the backend\'s clock, with no request', async () => {
    let now = Date.now();
    db.setClock(() => now);
    const { token, id } = demoSession();
    const papers = () => db.state().papers.filter((paper) => paper.user === id).length;
    const before = papers();
    expect((await raw('/api/interests/trigger-data-updata/', { method: 'POST', token, body: '{}' })).status).toBe(200);
    expect((await raw('/api/interests/regenerate-interest-profile/', { method: 'POST', token, body: '{}' })).status).toBe(200);
    now += db.importDelay() - 1;
    await db.clock.runDue();
    expect(db.state().imports.map((item) => item.user)).toEqual([id]);
    expect(db.state().jobs?.map((job) => job.kind)).toEqual(['regenerate']);
    now += 1;
    await db.clock.runDue();
    expect(db.state().imports).toEqual([]);
    expect(db.state().jobs).toEqual([]);
    // the three papers the catalogue lists after the seed, every paper now in the profile
    expect(papers()).toBe(before + 3);
    expect(db.state().papers.filter((paper) => paper.user === id).every((paper) => paper.used_in_calc)).toBe(true);
  });

  it('on the real clock, the job is a timer: it completes when the time has passed, with no request and no test\'s hand', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { id } = demoSession();
    db.startImport(id);
    vi.advanceTimersByTime(db.importDelay() - 1);
    expect(db.isImporting(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(db.isImporting(id)).toBe(false);
  });
});

describe('a backend started on a stored state with work under way', () => {
  /** The state as a tab closed mid-work stored it: a simulated import past its time, a job not yet, a live import reading its second page. */
  async function storedMidWork(now: number) {
    const { id } = demoSession();
    const ada = liveAccountMidImport(db);
    const state: DbState = db.snapshot();
    state.imports.push({ user: id, startedAt: now - 5000, completesAt: now - 1000 });
    state.jobs = [{ user: id, kind: 'regenerate', completesAt: now + 60_000 }];
    freshIndexedDb();
    const storage = await openTestStorage();
    await storage.replaceAll(state);
    return { storage, demo: id, ada: ada.id, papers: state.papers.filter((paper) => paper.user === id).length };
  }

  it('completes the import past its time at once, the job at its time, and resumes the live import once, from where it was; all of it stored', async () => {
    const now = Date.now();
    const calls = scholarCalls();
    const { storage, demo, ada, papers } = await storedMidWork(now);
    const { service, backend } = await startBackendService({ opened: { kind: 'ready', storage, leftOut: [] }, legacy: null });
    try {
      const state = backend.db.state();
      // before any request
      expect(state.imports).toEqual([]);
      expect(state.papers.filter((paper) => paper.user === demo)).toHaveLength(papers + 3);
      expect(state.jobs?.map((job) => job.kind)).toEqual(['regenerate']);
      backend.clock.set(() => now + 60_000);
      await backend.clock.runDue();
      expect(backend.db.state().jobs).toEqual([]);
      backend.clock.set(null);

      await whenLiveImportSettles(backend.db, ada);
      expect(backend.db.state().liveImports?.find((entry) => entry.user === ada)).toMatchObject({ phase: 'done', fetched: 150 });
      // only the page the closed tab had not read, once; the author's count was known
      expect(calls.pages).toEqual([100]);
      expect(calls.author).toBe(0);
      expect(backend.db.state().papers.filter((paper) => paper.user === ada)).toHaveLength(50);
    } finally {
      await service.stop();
    }
    const stored = await storage.load();
    expect(stored?.state.imports).toEqual([]);
    expect(stored?.state.jobs).toEqual([]);
    expect(stored?.state.liveImports?.find((entry) => entry.user === ada)?.phase).toBe('done');
  });
});
