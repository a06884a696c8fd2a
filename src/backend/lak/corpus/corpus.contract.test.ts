/**
 * The conference contract (api-contract section 6) answered from a corpus built from the sources: the
 * fixture conference read through MSW's OpenAlex and Semantic Scholar, every endpoint the screens call
 * asked through the typed client (whose schemas parse each answer), with values from the corpus.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fetchPaper,
  getAbstractDetails,
  getAllAuthors,
  getAllKeywordOptions,
  getAllTitles,
  getAllTopicOptions,
  getAuthorConferenceComparisonImage,
  getAuthorsForYear,
  getAuthorsListForNode,
  getAuthorTopicDetails,
  getCommonTopicsImage,
  getKeysForPie,
  getKeywordEvolution,
  getKeywordOptionsForYear,
  getKeywordYearList,
  getLakKeywords,
  getLakTopics,
  getTopicDetails,
  getTopicEvolution,
  getTopicOptionsForYear,
  getTopicsForPie,
  getTopicYearList,
  getTopKeywords,
  getTopTopics,
} from '@/api/conference';
import { conferences, kv, server, sources } from '@/backend/node';
import { memoryKeyValueStore } from '../../store/kv';
import type { LakDataSet } from '../dataset';
import { lakBuildSettled, lakDataForRequests, startLakBuild } from './state';
import { FIXTURE_CONFERENCE, FIXTURE_PAPERS, fixtureSourceHandlers } from './test-fixtures';

let data: LakDataSet;

// one build for the file: each test's setup (src/test/setup.ts) goes back to the sample, so each test
// chooses the corpus built here again (beforeEach below)
const store = memoryKeyValueStore();
beforeAll(async () => {
  kv.plug(store);
  sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 });
  conferences.reset('live', { conference: FIXTURE_CONFERENCE, iterations: 40 });
  server.use(...fixtureSourceHandlers());
  await startLakBuild(conferences);
  await lakBuildSettled(conferences);
  sources.setTiming(null);
  const built = await lakDataForRequests(conferences);
  if (!built) throw new Error('no corpus');
  data = built;
}, 120_000);

beforeEach(async () => {
  kv.plug(store);
  conferences.reset('live', { conference: FIXTURE_CONFERENCE });
  expect(await lakDataForRequests(conferences)).not.toBeNull();
});

const year = '2015';

describe('the conference contract over the corpus built from the sources', { timeout: 60_000 }, () => {
  it('topics and keywords of a year: word clouds, top 10, pies, options', async () => {
    const stored = data.byYear.get(year);
    if (!stored) throw new Error('no year');
    expect((await getLakTopics(10, year)).map((item) => item.text)).toEqual(stored.topics.slice(0, 10).map((entry) => entry.name));
    expect((await getLakKeywords(5, year)).map((item) => item.text)).toEqual(stored.keywords.slice(0, 5).map((entry) => entry.name));
    const top = await getTopTopics(year);
    expect(top).toBeTruthy();
    expect(JSON.stringify(top)).toContain(stored.topics[0]?.name ?? '-');
    expect(JSON.stringify(await getTopKeywords(year))).toContain(stored.keywords[0]?.name ?? '-');
    expect(JSON.stringify(await getTopicsForPie(10, year))).toContain(stored.topics[0]?.name ?? '-');
    expect(JSON.stringify(await getKeysForPie(5, year))).toContain(stored.keywords[0]?.name ?? '-');
    expect((await getTopicOptionsForYear(year)).map((option) => option.value)).toEqual(stored.topics.slice(0, 10).map((entry) => entry.name));
    expect((await getKeywordOptionsForYear(year)).length).toBe(Math.min(10, stored.keywords.length));
  });

  it('every topic and keyword, their evolution, years compared', async () => {
    const topics = (await getAllTopicOptions()).map((option) => option.value);
    expect(new Set(topics)).toEqual(new Set(data.years.flatMap((entry) => entry.topics.map((topic) => topic.name))));
    expect((await getAllKeywordOptions()).length).toBeGreaterThan(20);
    const evolution = await getTopicEvolution([topics[0] ?? '']);
    expect(JSON.stringify(evolution)).toContain('2020');
    const keyword = data.byYear.get(year)?.keywords[0]?.name ?? '';
    expect(JSON.stringify(await getKeywordEvolution([keyword]))).toContain('2011');
    expect(JSON.stringify(await getTopicYearList(['2011', '2012']))).toContain(data.byYear.get('2011')?.topics[0]?.name ?? '-');
    expect(JSON.stringify(await getKeywordYearList(['2019', '2020']))).toContain(data.byYear.get('2020')?.keywords[0]?.name ?? '-');
    expect(await getCommonTopicsImage('2011', '2012')).toBeNull();
  });

  it('publications of a topic, with abstracts, and their links at the DOI', async () => {
    const topic = data.byYear.get(year)?.topics[0]?.name ?? '';
    const details = await getTopicDetails(topic, year);
    expect(JSON.stringify(details)).toContain(data.byYear.get(year)?.papers.find((paper) => `${paper.title} ${paper.abstract}`.toLowerCase().includes(topic))?.title.slice(0, 20) ?? '-');
    const abstracts = await getAbstractDetails(topic, year);
    expect(abstracts.length).toBeGreaterThan(0);
    const first = abstracts[0];
    const paper = FIXTURE_PAPERS.find((entry) => entry.abstract !== '' && JSON.stringify(first).includes(entry.abstract.slice(0, 40)));
    expect(paper).toBeDefined();
    const title = data.byYear.get(year)?.papers[0];
    expect(await fetchPaper(title?.title ?? '')).toBe(`https://doi.org/${title?.id}`);
  });

  it('researchers: lists, network, node details, comparisons', async () => {
    const all = (await getAllAuthors()).map((option) => option.value);
    expect(new Set(all)).toEqual(new Set(FIXTURE_PAPERS.filter((paper) => paper.path !== 'unknown').flatMap((paper) => paper.authors.map((author) => author.name))));
    const ofYear = (await getAuthorsForYear(year)).map((option) => option.value);
    expect(ofYear.length).toBeGreaterThan(0);
    expect(ofYear.every((name) => all.includes(name))).toBe(true);
    const topic = data.byYear.get(year)?.topics[0]?.name ?? '';
    const graph = await getAllTitles(topic, year);
    expect(JSON.stringify(graph)).toContain(ofYear.find((name) => JSON.stringify(graph).includes(name)) ?? '-');
    const author = data.byYear.get(year)?.papers.find((paper) => `${paper.title} ${paper.abstract}`.toLowerCase().includes(topic))?.authors[0] ?? '';
    const node = await getAuthorsListForNode(author, topic, year);
    expect(JSON.stringify(node)).toContain('https://doi.org/');
    const [a = '', b = ''] = all;
    expect(JSON.stringify(await getAuthorTopicDetails(a, b, 'all years', 'topic'))).toContain(a);
    expect(await getAuthorConferenceComparisonImage('topic', a, 'all years')).toBeNull();
  });
});
