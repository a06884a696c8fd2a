import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conferenceApi } from '@/api/clients';
import {
  LAK_YEARS,
  getAllKeywordOptions,
  getAllTopicOptions,
  getCommonKeywordsImage,
  getCommonTopicsImage,
  getKeywordEvolution,
  getKeywordYearList,
  getTopicEvolution,
  getTopicYearList,
} from '@/api/conference';
import { request } from '@/api/http';
import { lakData } from './dataset';
import { failureOf } from './test-helpers';

const anyJson = z.unknown();

function probe(url: string) {
  return request(conferenceApi, { endpoint: 'probe', method: 'GET', url, schema: anyJson });
}

describe('all topics and keywords (6.10, 6.11)', () => {
  it('lists every distinct topic of every year', async () => {
    const options = await getAllTopicOptions();
    const expected = new Set(lakData().years.flatMap((data) => data.topics.map((entry) => entry.name)));
    expect(new Set(options.map((option) => option.value))).toEqual(expected);
    expect(options.every((option) => option.value === option.label)).toBe(true);
    expect(options.map((option) => option.value)).toContain('Learning analytics');
  });

  it('lists keywords (under `topics`), all lower-case', async () => {
    const options = await getAllKeywordOptions();
    expect(options.length).toBeGreaterThan(50);
    options.forEach((option) => expect(option.value).toBe(option.value.toLowerCase()));
  });

  it('answers 404 without the trailing slash', async () => {
    expect(await failureOf(probe('getalltopicsresults'))).toMatchObject({ kind: 'http', status: 404, body: null });
  });
});

describe('evolution (6.12, 6.13)', () => {
  it('answers one row per item, aligned with the ten years, matching the stored weights', async () => {
    const evolution = await getTopicEvolution(['Learning analytics', 'Massive open online course']);
    expect(evolution.years).toEqual([...LAK_YEARS]);
    expect(evolution.items).toEqual(['Learning analytics', 'Massive open online course']);
    expect(evolution.weights).toHaveLength(2);
    evolution.weights.forEach((row) => expect(row).toHaveLength(evolution.years.length));
    evolution.years.forEach((year, i) => {
      const stored = lakData().byYear.get(year as (typeof LAK_YEARS)[number])?.topics.find((entry) => entry.name === 'Learning analytics');
      expect(evolution.weights[0]?.[i]).toBe(stored?.weight ?? 0);
    });
    // MOOCs enter the conference in 2012 in this data set
    expect(evolution.weights[1]?.[0]).toBe(0);
  });

  it('sends numeric strings that the client coerces', async () => {
    const raw = (await probe('getallkeysevolution/?learning%20analytics')) as { weights: unknown[][] };
    expect(raw.weights[0]?.every((value) => typeof value === 'string')).toBe(true);
    const parsed = await getKeywordEvolution(['learning analytics']);
    expect(parsed.weights[0]?.every((value) => typeof value === 'number')).toBe(true);
  });

  it('answers zeros for a part of a longer name and 500 for an unknown item or an empty query', async () => {
    const partial = await getTopicEvolution(['Massive open']);
    expect(partial.weights).toEqual([LAK_YEARS.map(() => 0)]);
    expect(await failureOf(getTopicEvolution(['Alchemy']))).toMatchObject({ kind: 'http', status: 500, body: null });
    expect(await failureOf(getKeywordEvolution([]))).toMatchObject({ kind: 'http', status: 500 });
    // names are matched case-sensitively
    expect(await failureOf(getTopicEvolution(['LEARNING ANALYTICS']))).toMatchObject({ status: 500 });
  });
});

describe('common topics images (6.14, 6.15)', () => {
  it('draws no picture (the client draws the comparison): the answer reads as no image', async () => {
    expect(await getCommonTopicsImage('2011', '2012')).toBeNull();
    expect(await getCommonKeywordsImage('2019', '2020')).toBeNull();
    expect(await probe('commontopics/2011/2012')).toEqual({ commontopics: '' });
  });

  it('answers 500 for an unknown year and 404 for a trailing slash', async () => {
    expect(await failureOf(probe('commontopics/2011/1999'))).toMatchObject({ status: 500 });
    expect(await failureOf(probe('commonkeys/2011/2012/'))).toMatchObject({ status: 404, body: null });
  });
});

describe('distribution across years (6.16, 6.17)', () => {
  it('answers a names x years matrix of each year top 5, names sorted', async () => {
    const list = await getTopicYearList(['2015', '2011', '2018']);
    expect(list.years).toEqual(['2011', '2015', '2018']);
    expect(list.matrix).toHaveLength(list.names.length);
    list.matrix.forEach((row) => expect(row).toHaveLength(list.years.length));
    expect(list.names).toEqual([...list.names].sort((a, b) => a.localeCompare(b)));
    list.years.forEach((year, column) => {
      const top5 = lakData().byYear.get(year as (typeof LAK_YEARS)[number])?.topics.slice(0, 5) ?? [];
      const nonZero = list.names.filter((_, row) => (list.matrix[row]?.[column] ?? 0) > 0);
      expect(new Set(nonZero)).toEqual(new Set(top5.map((entry) => entry.name)));
    });
  });

  it('works for keywords and every pair of consecutive years', async () => {
    for (let i = 0; i + 1 < LAK_YEARS.length; i += 1) {
      const list = await getKeywordYearList([LAK_YEARS[i] ?? '2011', LAK_YEARS[i + 1] ?? '2012']);
      expect(list.matrix.length).toBe(list.names.length);
      expect(list.names.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('answers 500 for a single year and for an unknown year', async () => {
    expect(await failureOf(getTopicYearList(['2011']))).toMatchObject({ kind: 'http', status: 500, body: null });
    expect(await failureOf(probe('getalltopiclist/?2011&2030'))).toMatchObject({ status: 500 });
  });
});
