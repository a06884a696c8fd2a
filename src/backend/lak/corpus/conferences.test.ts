import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { conferences, kv, server } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { LakServerError, LakViews } from '../backend';
import { openAlexKey, semanticScholarKey } from './papers';
import { lakBuildSettled, lakCorpusStatus, lakDataForRequests, startLakBuild } from './state';
import { FIXTURE_CONFERENCE, FIXTURE_PAPERS, LAS_FIXTURE_CONFERENCE, LAS_FIXTURE_PAPERS, LAS_YEARS, TWO_SPELLINGS, fixtureSourceHandlers, requestedDoi, sourceCalls } from './test-fixtures';

fastSourcesOverMemoryCache({ retries: 1 });
beforeEach(() => conferences.reset('sample', { conference: FIXTURE_CONFERENCE, conferences: [LAS_FIXTURE_CONFERENCE], iterations: 40 }));

const total = (calls: Map<string, number>) => [...calls.values()].reduce((a, b) => a + b, 0);

async function build(id: string, rebuild = false) {
  await startLakBuild(conferences, { id, rebuild });
  await lakBuildSettled(conferences);
  return lakCorpusStatus(conferences, id);
}

describe('a second conference (L@S) beside LAK', { timeout: 120_000 }, () => {
  it('is read from its own DOIs, with its own years, kept apart from LAK; LAK is asked nothing', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    // nothing is read before the conference is asked for
    expect(await lakCorpusStatus(conferences, 'las')).toMatchObject({ id: 'las', conference: 'L@S', state: 'idle', choice: 'live', corpus: null });
    expect(await lakDataForRequests(conferences, 'las')).toBeNull();
    expect(total(calls.openAlex)).toBe(0);

    const readable = LAS_FIXTURE_PAPERS.filter((paper) => paper.path !== 'unknown');
    const status = await build('las');
    // a DOI answering 404 in both sources is counted as unknown, not as a failure
    expect(status).toMatchObject({ state: 'ready', message: null, corpus: { papers: readable.length, total: 168, unknown: 7, missing: 0, complete: true } });
    const asked = new Set(calls.openAlex.keys());
    expect(FIXTURE_PAPERS.some((paper) => asked.has(paper.doi))).toBe(false);
    expect(Math.max(...calls.openAlex.values())).toBe(1);

    const data = await lakDataForRequests(conferences, 'las');
    expect(data?.years.map((year) => year.year)).toEqual([...LAS_YEARS]);
    const views = new LakViews(data ?? undefined);
    expect(views.evolution('topics', [data?.years[0]?.topics[0]?.name ?? '']).years).toEqual([...LAS_YEARS]);
    // a year L@S did not hold is the server's error, as an unknown LAK year is
    expect(() => views.topTen('topics', '2012')).toThrow(LakServerError);
    expect(views.authorsOfYear('2012')).toEqual({ authors: [] });
    // LAK's choice of its offline sample does not reach L@S, and L@S's build leaves LAK unbuilt
    expect((await lakDataForRequests(conferences, 'lak'))?.years).toHaveLength(10);
    expect((await lakCorpusStatus(conferences, 'lak')).corpus).toBeNull();
    expect(await kv.keys('lak:corpus:')).toEqual(['lak:corpus:L@S']);
  });

  it('one researcher spelt two ways under the same author ids is one researcher', async () => {
    server.use(...fixtureSourceHandlers());
    await build('las');
    const data = await lakDataForRequests(conferences, 'las');
    const names = data?.authors.map((author) => author.name) ?? [];
    expect(names.filter((name) => name === TWO_SPELLINGS.name || name === TWO_SPELLINGS.other)).toHaveLength(1);
  });

  it('Rebuild forgets the answers of its own DOIs only', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    conferences.reset('live', { conference: FIXTURE_CONFERENCE, conferences: [LAS_FIXTURE_CONFERENCE], iterations: 40 });
    await build('lak');
    await build('las');
    await build('las', true);
    const lakDoi = FIXTURE_PAPERS[0]?.doi ?? '';
    const lasDoi = LAS_FIXTURE_PAPERS[0]?.doi ?? '';
    expect(calls.openAlex.get(lakDoi)).toBe(1);
    expect(calls.openAlex.get(lasDoi)).toBe(2);
  });

  it('an unknown conference is refused', async () => {
    await expect(lakCorpusStatus(conferences, 'aied')).rejects.toBeInstanceOf(Error);
    await expect(startLakBuild(conferences, { id: 'aied' })).rejects.toThrow('aied');
  });
});

describe('a corpus after a maintenance page (sources answering 200 HTML)', { timeout: 120_000 }, () => {
  const maintenance = () => [
    http.get('https://api.openalex.org/*', () => HttpResponse.html('<html><body>Down for maintenance</body></html>')),
    http.get('https://api.semanticscholar.org/*', () => HttpResponse.html('<html><body>Down for maintenance</body></html>')),
  ];

  it('keeps no answer, fails naming both sources, and reads every paper once they are back', async () => {
    server.use(...maintenance());
    const failed = await build('las');
    expect(failed).toMatchObject({ state: 'failed', corpus: null, message: 'OpenAlex answered something unexpected. Semantic Scholar answered something unexpected.' });
    expect(await kv.keys('lak:openalex:')).toEqual([]);
    expect(await kv.keys('lak:s2:')).toEqual([]);
    server.resetHandlers();
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    const status = await build('las');
    expect(status).toMatchObject({ state: 'ready', corpus: { complete: true, unknown: 7 } });
    expect(calls.openAlex.size).toBe(168);
  });

  it('Rebuild asks again for DOIs an older build kept as unknown', async () => {
    // what a build before this fix kept after a maintenance page: every DOI as not found by both sources
    for (const paper of LAS_FIXTURE_PAPERS) {
      await kv.set(openAlexKey(paper.doi), { found: false });
      await kv.set(semanticScholarKey(paper.doi), { found: false });
    }
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    expect(await build('las')).toMatchObject({ state: 'failed', message: 'Neither OpenAlex nor Semantic Scholar knows these papers.' });
    expect(total(calls.openAlex)).toBe(0);
    const rebuilt = await build('las', true);
    expect(rebuilt).toMatchObject({ state: 'ready', corpus: { complete: true } });
    expect(requestedDoi(new Request(`https://api.openalex.org/works/doi:${LAS_FIXTURE_PAPERS[0]?.doi ?? ''}`))).toBe(LAS_FIXTURE_PAPERS[0]?.doi);
    expect(calls.openAlex.size).toBe(168);
  });
});
