import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conferenceApi } from '@/api/clients';
import {
  LAK_YEARS,
  fetchPaper,
  getAbstractDetails,
  getKeysForPie,
  getLakKeywords,
  getLakTopics,
  getTopicDetails,
  getTopicsForPie,
  getTopKeywords,
  getTopTopics,
} from '@/api/conference';
import { request } from '@/api/http';
import { lakData } from './dataset';
import { failureOf } from './test-helpers';

const anyJson = z.unknown();

describe('word clouds (6.1, 6.2)', () => {
  it.each(LAK_YEARS)('answers 10 and 5 topics for %s, heaviest first', async (year) => {
    const ten = await getLakTopics(10, year);
    expect(ten).toHaveLength(10);
    expect(ten.map((item) => item.value)).toEqual([...ten.map((item) => item.value)].sort((a, b) => b - a));
    const five = await getLakTopics(5, year);
    expect(five).toEqual(ten.slice(0, 5));
  });

  it('answers keywords that are lower-case', async () => {
    const keywords = await getLakKeywords(10, '2014');
    expect(keywords).toHaveLength(10);
    keywords.forEach((item) => expect(item.text).toBe(item.text.toLowerCase()));
  });

  it('uses the stored frequencies of the data set', async () => {
    const [top] = await getLakTopics(5, '2011');
    expect(top).toEqual({ text: lakData().byYear.get('2011')?.topics[0]?.name, value: lakData().byYear.get('2011')?.topics[0]?.weight });
  });

  it('answers HTML 404 for a trailing slash and for the bare laktopics/', async () => {
    for (const url of ['laktopics/10/2011/', 'laktopics/', 'laktopics/10']) {
      const error = await failureOf(request(conferenceApi, { endpoint: 'probe', method: 'GET', url, schema: anyJson }));
      expect(error).toMatchObject({ kind: 'http', status: 404, body: null });
    }
  });

  it('answers HTML 500 for an unknown year', async () => {
    const error = await failureOf(request(conferenceApi, { endpoint: 'probe', method: 'GET', url: 'laktopics/10/2021', schema: anyJson }));
    expect(error).toMatchObject({ kind: 'http', status: 500, body: null });
  });
});

describe('top ten (6.3, 6.4)', () => {
  it.each(LAK_YEARS)('answers ten topics with descending weights for %s', async (year) => {
    const { names, values } = await getTopTopics(year);
    expect(names).toHaveLength(10);
    expect(values).toHaveLength(10);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('answers keyword occurrence counts, each at least the number of tagged papers', async () => {
    const { names, values } = await getTopKeywords('2016');
    const stored = lakData().byYear.get('2016')?.keywords ?? [];
    expect(names).toEqual(stored.slice(0, 10).map((entry) => entry.name));
    names.forEach((name, i) => expect(values[i]).toBeGreaterThanOrEqual(stored.find((entry) => entry.name === name)?.weight ?? Infinity));
  });
});

describe('publications of a term (6.5, 6.6, 6.9)', () => {
  it('lists up to ten titles that mention the term, most mentions first', async () => {
    const { titles, counts } = await getTopicDetails('Learning analytics', '2012');
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(10);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const papers = lakData().byYear.get('2012')?.papers ?? [];
    titles.forEach((title) => {
      const paper = papers.find((p) => p.title === title);
      expect(`${paper?.title} ${paper?.abstract}`.toLowerCase()).toContain('learning analytics');
    });
  });

  it('answers [[],[]] when nothing matches', async () => {
    expect(await getTopicDetails('quantum chromodynamics', '2012')).toEqual({ titles: [], counts: [] });
  });

  it('rejects a term with "/" before sending anything', async () => {
    const error = await failureOf(getTopicDetails('input/output', '2012'));
    expect(error.kind).toBe('contract');
  });

  it('fetches the Semantic Scholar URL of a title, and a prefix of it', async () => {
    const paper = lakData().byYear.get('2015')?.papers[3];
    expect(paper).toBeDefined();
    const url = await fetchPaper(paper?.title ?? '');
    expect(url).toBe(`https://www.semanticscholar.org/paper/${paper?.id}`);
    const prefix = (paper?.title ?? '').slice(0, 12);
    const first = lakData()
      .years.flatMap((data) => data.papers)
      .find((p) => p.title.startsWith(prefix));
    expect(await fetchPaper(prefix)).toBe(`https://www.semanticscholar.org/paper/${first?.id}`);
  });

  it('answers 500 for an unknown title and 404 for the path form', async () => {
    expect(await failureOf(fetchPaper('No such publication exists'))).toMatchObject({ kind: 'http', status: 500 });
    const error = await failureOf(request(conferenceApi, { endpoint: 'probe', method: 'GET', url: 'fetchpaper/Towards', schema: anyJson }));
    expect(error).toMatchObject({ kind: 'http', status: 404, body: null });
  });

  it('lists abstracts up to their first line break with Paper1… labels', async () => {
    const rows = await getAbstractDetails('dashboard', '2015');
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((row, i) => {
      expect(row.label).toBe(`Paper${i + 1}`);
      expect(row.abstract).not.toContain('\n');
      const paper = lakData().byYear.get('2015')?.papers.find((p) => p.title === row.title);
      expect(paper?.abstract.startsWith(row.abstract)).toBe(true);
    });
    expect(await getAbstractDetails('quantum chromodynamics', '2015')).toEqual([]);
  });
});

describe('pies (6.7, 6.8)', () => {
  it.each(LAK_YEARS)('answers whole-number percentages for %s as the min-max share of all topic weights', async (year) => {
    const pie = await getTopicsForPie(10, year);
    expect(pie.names).toHaveLength(10);
    const all = lakData().byYear.get(year)?.topics.map((entry) => entry.weight) ?? [];
    const min = Math.min(...all);
    const max = Math.max(...all);
    const sum = all.reduce((acc, w) => acc + (w - min) / (max - min), 0);
    const expected = all.slice(0, 10).map((w) => Math.floor((100 * (w - min)) / (max - min) / sum));
    expect(pie.weights).toEqual(expected);
    pie.weights.forEach((w) => expect(Number.isInteger(w)).toBe(true));
    expect(pie.weights.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100);
  });

  it('answers five keys for count 5', async () => {
    const pie = await getKeysForPie(5, '2013');
    expect(pie.names).toHaveLength(5);
    expect(pie.weights).toHaveLength(5);
  });
});
