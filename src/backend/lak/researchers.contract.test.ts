import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conferenceApi } from '@/api/clients';
import {
  ALL_YEARS,
  LAK_YEARS,
  NO_DATA_NODE_ID,
  getAllAuthors,
  getAllTitles,
  getAuthorConferenceComparisonImage,
  getAuthorsForYear,
  getAuthorsListForNode,
  getAuthorTopicDetails,
  getKeywordOptionsForYear,
  getTopicOptionsForYear,
  getTopTopics,
  isEmptyCollaborationGraph,
} from '@/api/conference';
import { request } from '@/api/http';
import { lakData } from './dataset';
import { failureOf } from './test-helpers';
import { db } from '@/backend/node';

const anyJson = z.unknown();

function probe(url: string) {
  return request(conferenceApi, { endpoint: 'probe', method: 'GET', url, schema: anyJson });
}

describe('researcher lists (6.18, 6.24)', () => {
  it('lists the authors of a year, of all years, and nothing for an unknown year', async () => {
    const authors2011 = (await getAuthorsForYear('2011')).map((option) => option.value);
    const expected = new Set(lakData().byYear.get('2011')?.papers.flatMap((paper) => paper.authors));
    expect(new Set(authors2011)).toEqual(expected);
    expect(authors2011).toContain('A. Ammari');
    const all = await getAuthorsForYear(ALL_YEARS);
    expect(all.length).toBeGreaterThan(authors2011.length);
    expect(await probe('getauthorsyearlist/1999')).toEqual({ authors: [] });
  });

  it('lists every researcher of every year with label before value', async () => {
    const raw = (await probe('fetchallauthorsdict/')) as { authors: Record<string, string>[] };
    expect(Object.keys(raw.authors[0] ?? {})).toEqual(['label', 'value']);
    const authors = await getAllAuthors();
    const yearly = new Set((await getAuthorsForYear(ALL_YEARS)).map((option) => option.value));
    expect(new Set(authors.map((option) => option.value))).toEqual(yearly);
  });
});

describe('researcher comparison (6.19)', () => {
  it('answers the union of both top-10 lists, value pairs, the two names and the really common items', async () => {
    const details = await getAuthorTopicDetails('A. Ammari', 'B. Chen', ALL_YEARS, 'topic');
    expect(details).not.toBeNull();
    if (!details) return;
    expect(details.authors).toEqual(['A. Ammari', 'B. Chen']);
    expect(details.values).toHaveLength(details.items.length);
    expect(details.common.length).toBeGreaterThan(0);
    details.common.forEach((item) => {
      const [first, second] = details.values[details.items.indexOf(item)] ?? [0, 0];
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(0);
    });
    details.items.forEach((item, i) => {
      const [first, second] = details.values[i] ?? [0, 0];
      expect(details.common.includes(item)).toBe(first > 0 && second > 0);
    });
    const papers = lakData().years.flatMap((data) => data.papers);
    details.common.forEach((item) => {
      expect(papers.some((paper) => paper.authors.includes('A. Ammari') && paper.topics.includes(item))).toBe(true);
      expect(papers.some((paper) => paper.authors.includes('B. Chen') && paper.topics.includes(item))).toBe(true);
    });
  });

  it('serves repeats from the cache as numeric strings, which the client coerces', async () => {
    const url = 'getauthortopicdetails/?A.%20Ammari&C.%20Diaz&2012&keyword';
    const first = (await probe(url)) as { authortopics: [string[], unknown[][]] };
    const again = (await probe(url)) as { authortopics: [string[], unknown[][]] };
    const firstValues = first.authortopics[1].flat().filter((value) => value !== 0);
    const againValues = again.authortopics[1].flat().filter((value) => value !== 0);
    expect(firstValues.every((value) => typeof value === 'number')).toBe(true);
    expect(againValues.every((value) => typeof value === 'string')).toBe(true);
    const parsed = await getAuthorTopicDetails('A. Ammari', 'C. Diaz', '2012', 'keyword');
    expect(parsed?.values.flat().every((value) => typeof value === 'number')).toBe(true);
    expect(parsed?.values).toEqual(first.authortopics[1]);
  });

  it('answers null for another mode and 500 for an unknown researcher', async () => {
    expect(await probe('getauthortopicdetails/?A.%20Ammari&B.%20Chen&2011&concept')).toEqual({ authortopics: null });
    expect(await failureOf(getAuthorTopicDetails('A. Ammari', 'Nobody Known', '2011', 'topic'))).toMatchObject({ status: 500, body: null });
  });
});

describe('collaboration network (6.20–6.23)', () => {
  it.each(LAK_YEARS)('offers the top-10 topics and keywords of %s', async (year) => {
    const topics = await getTopicOptionsForYear(year);
    expect(topics.map((option) => option.value)).toEqual((await getTopTopics(year)).names);
    expect(await getKeywordOptionsForYear(year)).toHaveLength(10);
  });

  it.each(LAK_YEARS)('draws a non-empty graph for the default keyword "Learning" in %s', async (year) => {
    const graph = await getAllTitles('Learning', year);
    expect(isEmptyCollaborationGraph(graph)).toBe(false);
    expect(graph.links.length).toBeGreaterThan(0);
    graph.nodes.forEach((node) => {
      expect(node.size % 70).toBe(0);
      expect(node.size).toBeGreaterThan(0);
    });
    const ids = new Set(graph.nodes.map((node) => node.id));
    graph.links.forEach((link) => {
      expect(ids.has(link.source) && ids.has(link.target)).toBe(true);
    });
  });

  it('answers the placeholders when fewer than two titles match or nobody co-authored', async () => {
    const none = await getAllTitles('quantum chromodynamics', '2011');
    expect(none).toEqual({ nodes: [{ id: NO_DATA_NODE_ID, size: 500, x: 500, y: 200 }], links: [] });
    const raw = (await probe('getalltitles/quantum%20chromodynamics/2011')) as { titles: Record<string, unknown> };
    expect('links' in raw.titles).toBe(false);

    // a term found in at least two papers of the year, all of them by a single author
    const found = LAK_YEARS.flatMap((year) => {
      const papers = lakData().byYear.get(year)?.papers ?? [];
      const texts = papers.map((paper) => ({ paper, text: `${paper.title} ${paper.abstract}`.toLowerCase() }));
      const words = papers
        .filter((paper) => paper.authors.length === 1)
        .flatMap((paper) => `${paper.title} ${paper.abstract}`.toLowerCase().split(/[^a-z0-9-]+/))
        .filter((word) => word.length > 3);
      const term = words.find((word) => {
        const hits = texts.filter((entry) => entry.text.includes(word));
        return hits.length >= 2 && hits.every((entry) => entry.paper.authors.length === 1);
      });
      return term === undefined ? [] : [{ year, term }];
    })[0];
    expect(found).toBeDefined();
    if (!found) return;
    const solo = await getAllTitles(found.term, found.year);
    expect(solo).toEqual({ nodes: [{ id: NO_DATA_NODE_ID, size: 1000, x: 100, y: 200 }], links: [] });
    expect(isEmptyCollaborationGraph(solo)).toBe(true);
  });

  it('lists a node researcher\'s papers mentioning the term, with profile and ids', async () => {
    const graph = await getAllTitles('Learning', '2011');
    const node = graph.nodes[0];
    expect(node).toBeDefined();
    const details = await getAuthorsListForNode(node?.id ?? '', 'Learning', '2011');
    const researcher = lakData().authorByName.get(node?.id ?? '');
    expect(details.profileUrl).toBe(`https://www.semanticscholar.org/author/144973020/${researcher?.id}`);
    expect(details.count).toBe(details.papers.length);
    expect(details.count).toBeGreaterThan(0);
    details.papers.forEach((paper) => {
      expect(paper.authors).toContain(node?.id);
      expect(paper.authorIds).toHaveLength(paper.authors.length);
      expect(paper.authorIds[paper.authors.indexOf(node?.id ?? '')]).toBe(researcher?.id);
      expect(paper.url).toMatch(/^https:\/\/www\.semanticscholar\.org\/paper\/[0-9a-f]{40}$/);
    });
  });

  it('answers 500 for the placeholder node and a researcher without papers that year', async () => {
    expect(await failureOf(getAuthorsListForNode(NO_DATA_NODE_ID, 'Learning', '2011'))).toMatchObject({ status: 500, body: null });
    expect(await failureOf(probe('getalltitles/Learning/2011/'))).toMatchObject({ status: 404, body: null });
  });
});

describe('researcher vs conference image (6.25)', () => {
  it('draws no picture for topics and keywords, and answers 500 for an unknown researcher', async () => {
    expect(await getAuthorConferenceComparisonImage('topic', 'B. Chen', ALL_YEARS)).toBeNull();
    expect(await getAuthorConferenceComparisonImage('keyword', 'B. Chen', '2015')).toBeNull();
    expect(await failureOf(getAuthorConferenceComparisonImage('topic', 'Nobody Known', '2015'))).toMatchObject({ status: 500 });
  });
});

describe('authentication', () => {
  it('answers 401 Invalid token. for a bogus token and works without one or with a valid one', async () => {
    localStorage.setItem('accessToken', 'bogus-token-value');
    const error = await failureOf(getTopTopics('2011'));
    expect(error).toMatchObject({ kind: 'http', status: 401, body: { detail: 'Invalid token.' } });
    localStorage.setItem('accessToken', db.sessionFor('demo@example.org').token);
    expect((await getTopTopics('2011')).names).toHaveLength(10);
    localStorage.removeItem('accessToken');
    expect((await getTopTopics('2011')).names).toHaveLength(10);
  });
});
