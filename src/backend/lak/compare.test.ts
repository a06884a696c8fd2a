import { beforeEach, describe, expect, it } from 'vitest';
import { conferences, server } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { compareConferences, MIN_PAPERS } from './compare';
import type { LakDataSet, LakPaper } from './dataset';
import { lakBuildSettled, lakDataForRequests, startLakBuild } from './corpus/state';
import { FIXTURE_CONFERENCE, LAS_FIXTURE_CONFERENCE, TWO_SPELLINGS, fixtureSourceHandlers } from './corpus/test-fixtures';

fastSourcesOverMemoryCache({ retries: 1 });
beforeEach(() => conferences.reset('live', { conference: FIXTURE_CONFERENCE, conferences: [LAS_FIXTURE_CONFERENCE], iterations: 30 }));

async function built(id: string): Promise<LakDataSet> {
  await startLakBuild(conferences, { id });
  await lakBuildSettled(conferences);
  const data = await lakDataForRequests(conferences, id);
  if (!data) throw new Error(`no ${id} corpus`);
  return data;
}

function carrying(data: LakDataSet, years: readonly string[], term: string): { carrying: number; papers: number } {
  const papers = years.flatMap((year) => data.byYear.get(year)?.papers ?? []);
  return { carrying: papers.filter((paper) => paper.keywords.map((k) => k.toLowerCase()).includes(term)).length, papers: papers.length };
}

describe('the comparison of two conferences', { timeout: 180_000 }, () => {
  it('shares and particular terms are weighted by share of papers; trends per year; researchers matched by author id', async () => {
    server.use(...fixtureSourceHandlers());
    const lak = await built('lak');
    const las = await built('las');
    const inputs = [
      { id: 'lak', name: 'LAK', data: lak },
      { id: 'las', name: 'L@S', data: las },
    ];
    const span = ['2014', '2015', '2016', '2017', '2018', '2019', '2020'];
    const result = compareConferences(inputs, '2014', '2020', 'keyword');
    expect(result.years).toEqual(span);
    expect(result.conferences.map((c) => c.papers)).toEqual([carrying(lak, span, '').papers, carrying(las, span, '').papers]);
    // a shared keyword: at least MIN_PAPERS papers of each, its shares are those papers over each conference's papers
    expect(result.shared.length).toBeGreaterThan(0);
    for (const entry of result.shared) {
      const inLak = carrying(lak, span, entry.term);
      const inLas = carrying(las, span, entry.term);
      expect(inLak.carrying).toBeGreaterThanOrEqual(MIN_PAPERS);
      expect(inLas.carrying).toBeGreaterThanOrEqual(MIN_PAPERS);
      expect(entry.shares.lak).toBeCloseTo(inLak.carrying / inLak.papers, 10);
      expect(entry.shares.las).toBeCloseTo(inLas.carrying / inLas.papers, 10);
    }
    // the themes both fixtures hold (MOOC dropout, knowledge tracing) are shared; peer grading is L@S's own
    expect(result.shared.map((entry) => entry.term).join(' ')).toMatch(/knowledge tracing|dropout/);
    expect(result.particular.las?.some((entry) => /peer/.test(entry.term))).toBe(true);
    result.particular.las?.forEach((entry) => expect(carrying(lak, span, entry.term).carrying).toBe(0));
    // the trend of a term: its papers per year, in the span
    const term = result.shared[0]?.term ?? '';
    expect(result.trends[term]?.las).toEqual(span.map((year) => carrying(las, [year], term).carrying));
    // researchers of the shared themes published in both; the one spelt two ways is one researcher
    const baker = result.researchers.find((researcher) => researcher.names.lak === 'Ryan Baker');
    expect(baker?.names.las).toBe('Ryan Baker');
    expect(result.researchers.filter((researcher) => Object.values(researcher.names).some((name) => name.includes('Pardos')))).toHaveLength(1);
    expect(result.researchers.find((researcher) => researcher.names.lak === TWO_SPELLINGS.name)).toBeDefined();
    expect(result.researchers.some((researcher) => researcher.names.lak === 'Katrien Verbert')).toBe(false);

    // a span that starts before L@S: its years before 2014 are not held (null), LAK's are counted
    const wide = compareConferences(inputs, '2011', '2020', 'keyword');
    expect(wide.years[0]).toBe('2011');
    expect(wide.conferences[1]?.years.slice(0, 3)).toEqual([
      { year: '2011', held: false, papers: 0 },
      { year: '2012', held: false, papers: 0 },
      { year: '2013', held: false, papers: 0 },
    ]);
    const wideTerm = wide.shared[0]?.term ?? '';
    expect(wide.trends[wideTerm]?.las?.slice(0, 3)).toEqual([null, null, null]);
    expect(wide.trends[wideTerm]?.lak?.[0]).toBe(carrying(lak, ['2011'], wideTerm).carrying);
  });
});

describe('researchers across conferences', () => {
  const paper = (id: string, year: string, authors: [string, string][]): LakPaper => ({ id, year, title: id, abstract: '', authors: authors.map(([, name]) => name), authorIds: authors.map(([authorId]) => authorId), topics: ['t'], keywords: ['k'] });
  const dataSet = (papers: LakPaper[], names: [string, string][]): LakDataSet => {
    const years = [{ year: '2015', papers, topics: [], keywords: [] }];
    const authors = names.map(([id, name]) => ({ id, name, lab: 0, from: 2015, to: 2015 }));
    return { years, authors, byYear: new Map(years.map((y) => [y.year, y])), authorByName: new Map(authors.map((a) => [a.name, a])) };
  };

  it('the same name under two author ids is two researchers; one id under two spellings is one', () => {
    const first = dataSet([paper('a', '2015', [['openalex:A1', 'Wei Li'], ['openalex:A9', 'Ana Díaz']])], [['openalex:A1', 'Wei Li'], ['openalex:A9', 'Ana Díaz']]);
    const second = dataSet([paper('b', '2015', [['openalex:A2', 'Wei Li'], ['openalex:A9', 'Ana Diaz']])], [['openalex:A2', 'Wei Li'], ['openalex:A9', 'Ana Diaz']]);
    const result = compareConferences([{ id: 'x', name: 'X', data: first }, { id: 'y', name: 'Y', data: second }], '2015', '2015', 'topic');
    expect(result.researchers).toEqual([{ id: 'openalex:A9', names: { x: 'Ana Díaz', y: 'Ana Diaz' }, papers: { x: 1, y: 1 } }]);
  });
});
