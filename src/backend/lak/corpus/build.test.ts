import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { conferences, kv, server } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { LakViews } from '../backend';
import { cancelLakBuild, chooseLakCorpus, lakBuildSettled, lakCorpusStatus, lakDataForRequests, startLakBuild } from './state';
import type { DerivedCorpus } from './build';
import { FIXTURE_CONFERENCE, FIXTURE_PAPERS, YEAR_WITHOUT_ABSTRACTS, fixtureSourceHandlers, sourceCalls, sourceDownAfterHandlers, sourcesDownHandlers } from './test-fixtures';

fastSourcesOverMemoryCache({ retries: 1 });
beforeEach(() => {
  conferences.reset('live', { conference: FIXTURE_CONFERENCE, iterations: 40 });
});

async function build() {
  await startLakBuild(conferences);
  await lakBuildSettled(conferences);
  return lakCorpusStatus(conferences);
}

/** The views over the corpus served last (as the handlers make them for each request). */
let views = new LakViews();

async function serve() {
  const data = await lakDataForRequests(conferences);
  if (!data) throw new Error('no corpus');
  views = new LakViews(data);
  return data;
}

const READABLE = FIXTURE_PAPERS.filter((paper) => paper.path !== 'unknown');

describe('the LAK corpus built from the sources', { timeout: 120_000 }, () => {
  it('reads every DOI, counts papers and abstracts, names its sources, and keeps the corpus for a later visit', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    expect((await lakCorpusStatus(conferences)).state).toBe('idle');
    const status = await build();
    expect(status).toMatchObject({
      state: 'ready',
      choice: 'live',
      corpus: { papers: READABLE.length, withAbstracts: READABLE.filter((p) => p.abstract !== '').length, total: 70, unknown: 1, missing: 0, complete: true, sources: ['OpenAlex', 'Semantic Scholar'] },
    });
    // a later visit (the backend started again) opens the kept corpus at once, fetching nothing
    conferences.reset('live', { conference: FIXTURE_CONFERENCE });
    const before = [...calls.openAlex.values()].reduce((a, b) => a + b, 0);
    expect((await lakCorpusStatus(conferences)).corpus?.papers).toBe(READABLE.length);
    expect(await lakDataForRequests(conferences)).not.toBeNull();
    expect([...calls.openAlex.values()].reduce((a, b) => a + b, 0)).toBe(before);
    expect(Math.max(...calls.openAlex.values())).toBe(1);
  });

  it('answers the conference views from the papers: per-year topics and keywords are counts of the year\'s papers', async () => {
    server.use(...fixtureSourceHandlers());
    await build();
    const data = await serve();
    const y2016 = data.byYear.get('2016');
    if (!y2016) throw new Error('no 2016');
    expect(y2016.papers.map((paper) => paper.id)).toEqual(FIXTURE_PAPERS.filter((p) => p.year === '2016').map((p) => p.doi));
    // the year's topic weights count its papers carrying each topic, heaviest first
    const topic = y2016.topics[0];
    expect(topic?.weight).toBe(y2016.papers.filter((paper) => paper.topics.includes(topic?.name ?? '')).length);
    const top = views.topTen('topics', '2016');
    expect(top.keywords[0]).toEqual(y2016.topics.slice(0, 10).map((entry) => entry.name));
    // keywords come from the texts: each top keyword occurs in the year's titles and abstracts
    const keywords = views.topTen('keys', '2016');
    (keywords.keywords[1] ?? []).forEach((count) => expect(count).toBeGreaterThan(0));
    // the publications of a topic are papers that mention it, with their abstracts
    const abstracts = views.abstractDetails(y2016.keywords[0]?.name ?? '', '2016');
    expect(abstracts.abstractview[0]?.length).toBeGreaterThan(0);
    expect(abstracts.abstractview[1]?.every((text) => text.length > 50)).toBe(true);
    // the paper link is its DOI, also for a title with a colon
    const title = y2016.papers[0]?.title ?? '';
    expect(title).toContain(':');
    expect(views.fetchPaper(encodeURIComponent(title).replaceAll('%20', ' '), title)).toEqual({ url: `https://doi.org/${y2016.papers[0]?.id}` });
  });

  it('authors are one node per source id, and co-authorship comes from the papers', async () => {
    server.use(...fixtureSourceHandlers());
    await build();
    const data = await serve();
    const multi = FIXTURE_PAPERS.find((paper) => paper.path === 'openalex' && paper.authors.length >= 2 && paper.abstract !== '');
    if (!multi) throw new Error('no paper with co-authors');
    const [first, second] = multi.authors;
    const keyword = data.byYear.get(multi.year as '2011')?.papers.find((p) => p.id === multi.doi)?.keywords[0] ?? '';
    const graph = views.collaborationGraph(keyword, multi.year);
    if (!('links' in graph.titles)) throw new Error('no links');
    const linked = (graph.titles.links ?? []).some((link) => [link.source, link.target].sort().join('|') === [first?.name, second?.name].sort().join('|'));
    expect(linked).toBe(true);
    // an author read from OpenAlex links to their OpenAlex page
    const details = views.nodeDetails(first?.name ?? '', keyword, multi.year);
    expect(details.authors[0]).toBe(`https://openalex.org/${first?.openAlexId}`);
    // names are unique: the researcher list has no duplicates
    const names = views.allAuthors().authors.map((author) => author.label);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a year with no abstracts still has keywords and topics, from its titles', async () => {
    server.use(...fixtureSourceHandlers());
    await build();
    const data = await serve();
    const year = data.byYear.get(YEAR_WITHOUT_ABSTRACTS);
    expect(year?.papers.every((paper) => paper.abstract === '')).toBe(true);
    expect(year?.keywords.length).toBeGreaterThan(0);
    expect(year?.topics.length).toBeGreaterThan(0);
  });

  it('a source down for the whole build: the build fails naming it; later it resumes and fetches each DOI once', async () => {
    const calls = sourceCalls();
    server.use(...sourcesDownHandlers(calls));
    const failed = await build();
    expect(failed).toMatchObject({ state: 'failed', message: 'OpenAlex could not be reached. Semantic Scholar could not be reached.', corpus: null });
    // it gave up early instead of trying all 70 DOIs
    expect(calls.openAlex.size).toBeLessThan(20);
    expect(await lakDataForRequests(conferences)).toBeNull();
    server.resetHandlers();
    const later = sourceCalls();
    server.use(...fixtureSourceHandlers(later));
    const status = await build();
    expect(status).toMatchObject({ state: 'ready', corpus: { papers: READABLE.length, complete: true } });
    expect(Math.max(...later.openAlex.values())).toBe(1);
  });

  it('both sources answering a maintenance page (200 HTML): nothing is kept as unknown, the build fails naming them, and Retry asks again', async () => {
    let requests = 0;
    const maintenance = () => {
      requests += 1;
      return HttpResponse.html('<!doctype html><title>Down for maintenance</title><h1>Back soon</h1>', { status: 200 });
    };
    server.use(http.get('https://api.openalex.org/*', maintenance), http.get('https://api.semanticscholar.org/*', maintenance));
    const failed = await build();
    expect(failed).toMatchObject({ state: 'failed', message: 'OpenAlex answered something unexpected. Semantic Scholar answered something unexpected.', corpus: null });
    expect(await kv.keys('lak:')).toEqual([]);
    const first = requests;
    expect(first).toBeGreaterThan(0);
    // Retry (a build of what is not kept) asks the sources again: no DOI was kept as unknown
    expect(await build()).toMatchObject({ state: 'failed', message: 'OpenAlex answered something unexpected. Semantic Scholar answered something unexpected.' });
    expect(requests).toBe(2 * first);
  });

  it('a source going down mid-build: a partial corpus whose sentence names it; Continue fetches only the missing DOIs, none twice', async () => {
    const first = sourceCalls();
    server.use(...sourceDownAfterHandlers('Semantic Scholar', 5, first));
    const partial = await build();
    expect(partial).toMatchObject({ state: 'ready', message: 'Semantic Scholar could not be reached.', corpus: { complete: false } });
    expect(first.semanticScholar.size).toBe(5);
    const kept = await kv.get<DerivedCorpus>(`lak:corpus:${FIXTURE_CONFERENCE.name}`);
    const missing = kept?.missing ?? [];
    expect(missing.length).toBeGreaterThan(0);
    expect(partial.corpus?.missing).toBe(missing.length);
    expect(partial.corpus?.papers).toBe(READABLE.length - missing.filter((doi) => READABLE.some((paper) => paper.doi === doi)).length);

    server.resetHandlers();
    const later = sourceCalls();
    server.use(...fixtureSourceHandlers(later));
    const status = await build();
    expect(status).toMatchObject({ state: 'ready', message: null, corpus: { papers: READABLE.length, complete: true, missing: 0 } });
    // OpenAlex had answered every DOI; Semantic Scholar is asked only for the missing ones, each once
    expect(later.openAlex.size).toBe(0);
    expect([...later.semanticScholar.keys()].sort()).toEqual([...missing].sort());
    expect(Math.max(...later.semanticScholar.values())).toBe(1);
    expect([...later.semanticScholar.keys()].some((doi) => first.semanticScholar.has(doi))).toBe(false);
  });

  it('a Rebuild that a source fails keeps the complete corpus before it, and says why', async () => {
    server.use(...fixtureSourceHandlers());
    const complete = await build();
    server.resetHandlers();
    server.use(...sourceDownAfterHandlers('Semantic Scholar', 5));
    await startLakBuild(conferences, { rebuild: true });
    await lakBuildSettled(conferences);
    expect(await lakCorpusStatus(conferences)).toMatchObject({
      state: 'ready',
      message: 'Semantic Scholar could not be reached.',
      corpus: { papers: READABLE.length, complete: true, builtAt: complete.corpus?.builtAt },
    });
    // nothing read at all: the same
    server.resetHandlers();
    server.use(...sourcesDownHandlers());
    await startLakBuild(conferences, { rebuild: true });
    await lakBuildSettled(conferences);
    expect(await lakCorpusStatus(conferences)).toMatchObject({
      state: 'ready',
      message: 'OpenAlex could not be reached. Semantic Scholar could not be reached.',
      corpus: { papers: READABLE.length, complete: true },
    });
  });

  it('Cancel while reading keeps a partial corpus of what was read; Continue reads the rest without fetching anything twice', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls, { delayMs: 20 }));
    await startLakBuild(conferences);
    while ((await lakCorpusStatus(conferences)).done < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    await cancelLakBuild(conferences);
    await lakBuildSettled(conferences);
    const partial = await lakCorpusStatus(conferences);
    expect(partial.state).toBe('ready');
    expect(partial.corpus?.complete).toBe(false);
    expect(partial.corpus?.papers).toBeGreaterThanOrEqual(9);
    expect(partial.corpus?.missing).toBeGreaterThan(0);
    const status = await build();
    expect(status.corpus).toMatchObject({ papers: READABLE.length, complete: true, missing: 0 });
    expect(Math.max(...calls.openAlex.values())).toBe(1);
    expect(Math.max(...calls.semanticScholar.values())).toBe(1);
  });

  it('Cancel in the middle of topic modelling stops the build; nothing half-made is kept', async () => {
    server.use(...fixtureSourceHandlers());
    conferences.reset('live', { conference: FIXTURE_CONFERENCE, iterations: 100_000 });
    await startLakBuild(conferences);
    let status = await lakCorpusStatus(conferences);
    while (!(status.phase === 'topics' && status.done > 2)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = await lakCorpusStatus(conferences);
    }
    await cancelLakBuild(conferences);
    await lakBuildSettled(conferences);
    expect(await lakCorpusStatus(conferences)).toMatchObject({ state: 'cancelled', corpus: null });
    expect(await kv.keys('lak:corpus:')).toEqual([]);
    // the papers read stay kept: Continue does not fetch them again
    expect((await kv.keys('lak:openalex:')).length).toBe(70);
  }, 120_000);

  it('Rebuild fetches every paper again', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    await build();
    await startLakBuild(conferences, { rebuild: true });
    await lakBuildSettled(conferences);
    expect(Math.max(...calls.openAlex.values())).toBe(2);
    expect((await lakCorpusStatus(conferences)).state).toBe('ready');
  });

  it('the offline sample only on explicit choice', async () => {
    expect(await lakDataForRequests(conferences)).toBeNull();
    await chooseLakCorpus(conferences, 'sample');
    expect((await lakDataForRequests(conferences))?.years).toHaveLength(10);
    expect((await lakCorpusStatus(conferences)).choice).toBe('sample');
  });
});
