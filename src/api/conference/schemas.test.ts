import { describe, expect, it } from 'vitest';
import {
  abstractDetailsSchema,
  MAX_LAK_ABSTRACT_LENGTH,
  MAX_LAK_NAME_LENGTH,
  MAX_LAK_TITLE_LENGTH,
  allTermsSchema,
  authorOptionsSchema,
  authorTopicDetailsSchema,
  collaborationGraphSchema,
  commonImageSchema,
  compareImageSchema,
  evolutionSchema,
  fetchPaperSchema,
  isEmptyCollaborationGraph,
  keywordPieSchema,
  lakKeywordsSchema,
  lakNumber,
  lakTopicsSchema,
  nodeDetailsSchema,
  topicDetailsSchema,
  topicPieSchema,
  topTermsSchema,
  yearListSchema,
  yearOptionsSchema,
} from './schemas';

const YEARS = ['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020'];

describe('lakNumber', () => {
  it.each([
    [96, 96],
    ['33', 33],
    ['3.0', 3],
    [' 12 ', 12],
    ['-2.5', -2.5],
    [0.5299999713897705, 0.5299999713897705],
  ])('accepts %j as %j', (input, expected) => {
    expect(lakNumber.parse(input)).toBe(expected);
  });

  it.each(['', ' ', 'many', '3.', '.5', '1e3', 'NaN', null, true, Number.NaN, Infinity, [], {}])('rejects %j', (input) => {
    expect(lakNumber.safeParse(input).success).toBe(false);
  });
});

describe('word cloud (6.1, 6.2)', () => {
  it('unwraps topics and keywords', () => {
    expect(lakTopicsSchema.parse({ topics: [{ text: 'Learning analytics', value: 96 }] })).toEqual([{ text: 'Learning analytics', value: 96 }]);
    expect(lakKeywordsSchema.parse({ keywords: [{ text: 'students', value: '33' }] })).toEqual([{ text: 'students', value: 33 }]);
  });
  it('rejects the wrong key and non-numeric values', () => {
    expect(lakTopicsSchema.safeParse({ keywords: [] }).success).toBe(false);
    expect(lakKeywordsSchema.safeParse({ keywords: [{ text: 'x', value: 'many' }] }).success).toBe(false);
    expect(lakTopicsSchema.safeParse('<html>').success).toBe(false);
  });
});

describe('top ten (6.3, 6.4)', () => {
  it('names the two tuple positions', () => {
    expect(topTermsSchema.parse({ keywords: [['Learning analytics', 'Student'], [96, 71]] })).toEqual({
      names: ['Learning analytics', 'Student'],
      values: [96, 71],
    });
  });
  it('rejects a one-element tuple, unequal lengths and an object instead of the tuple', () => {
    expect(topTermsSchema.safeParse({ keywords: [['a']] }).success).toBe(false);
    expect(topTermsSchema.safeParse({ keywords: [['a', 'b'], [1]] }).success).toBe(false);
    expect(topTermsSchema.safeParse({ keywords: { names: [], values: [] } }).success).toBe(false);
  });
});

describe('topic details (6.5) and fetchpaper (6.6)', () => {
  it('parses docs, including the empty answer', () => {
    expect(topicDetailsSchema.parse({ docs: [['T1', 'T2'], [7, 3]] })).toEqual({ titles: ['T1', 'T2'], counts: [7, 3] });
    expect(topicDetailsSchema.parse({ docs: [[], []] })).toEqual({ titles: [], counts: [] });
  });
  it('rejects misaligned docs', () => {
    expect(topicDetailsSchema.safeParse({ docs: [['T1'], []] }).success).toBe(false);
    expect(topicDetailsSchema.safeParse({ docs: [['T1'], ['x']] }).success).toBe(false);
  });
  it('returns the url and rejects an empty or missing one', () => {
    expect(fetchPaperSchema.parse({ url: 'https://www.semanticscholar.org/paper/abc' })).toBe('https://www.semanticscholar.org/paper/abc');
    expect(fetchPaperSchema.safeParse({ url: '' }).success).toBe(false);
    expect(fetchPaperSchema.safeParse({}).success).toBe(false);
  });
});

describe('pies (6.7, 6.8)', () => {
  it('reads topics/keys with their weights as names', () => {
    expect(topicPieSchema.parse({ topics: ['A', 'B'], weights: [21.0, 15.0] })).toEqual({ names: ['A', 'B'], weights: [21, 15] });
    expect(keywordPieSchema.parse({ keys: ['a'], weights: ['24.0'] })).toEqual({ names: ['a'], weights: [24] });
  });
  it('rejects the other key and unequal lengths', () => {
    expect(keywordPieSchema.safeParse({ topics: ['a'], weights: [1] }).success).toBe(false);
    expect(topicPieSchema.safeParse({ topics: ['a', 'b'], weights: [1] }).success).toBe(false);
  });
});

describe('abstract details (6.9)', () => {
  it('turns the three parallel arrays into rows', () => {
    expect(abstractDetailsSchema.parse({ abstractview: [['T1', 'T2'], ['A1', 'A2'], ['Paper1', 'Paper2']] })).toEqual([
      { title: 'T1', abstract: 'A1', label: 'Paper1', doiUrl: null },
      { title: 'T2', abstract: 'A2', label: 'Paper2', doiUrl: null },
    ]);
    expect(abstractDetailsSchema.parse({ abstractview: [[], [], []] })).toEqual([]);
  });
  it("keeps the built-in backend's fourth list of DOI addresses, only when they are DOI addresses", () => {
    const rows = abstractDetailsSchema.parse({
      abstractview: [['T1', 'T2', 'T3'], ['A1', 'A2', 'A3'], ['Paper1', 'Paper2', 'Paper3'], ['https://doi.org/10.1145/2330601.2330605', 'javascript:alert(1)', 'https://evil.example/10.1145/x']],
    });
    expect(rows.map((row) => row.doiUrl)).toEqual(['https://doi.org/10.1145/2330601.2330605', null, null]);
    expect(abstractDetailsSchema.safeParse({ abstractview: [['T1'], ['A1'], ['Paper1'], []] }).success).toBe(false);
  });
  it('rejects two-element and misaligned answers', () => {
    expect(abstractDetailsSchema.safeParse({ abstractview: [['T1'], ['A1']] }).success).toBe(false);
    expect(abstractDetailsSchema.safeParse({ abstractview: [['T1'], [], ['Paper1']] }).success).toBe(false);
  });
});

describe('options (6.10, 6.11, 6.18, 6.20, 6.21, 6.24)', () => {
  it('reads the reused keys', () => {
    expect(allTermsSchema.parse({ topics: [{ value: 'mooc', label: 'mooc' }] })).toEqual([{ value: 'mooc', label: 'mooc' }]);
    expect(yearOptionsSchema.parse({ keywords: [{ value: 'Data', label: 'Data' }] })).toEqual([{ value: 'Data', label: 'Data' }]);
    expect(authorOptionsSchema.parse({ authors: [{ label: 'B. Chen', value: 'B. Chen' }] })).toEqual([{ value: 'B. Chen', label: 'B. Chen' }]);
  });
  it('rejects a bare list and options without label', () => {
    expect(allTermsSchema.safeParse([{ value: 'a', label: 'a' }]).success).toBe(false);
    expect(authorOptionsSchema.safeParse({ authors: [{ value: 'a' }] }).success).toBe(false);
  });
});

describe('evolution (6.12, 6.13)', () => {
  it('coerces numeric strings', () => {
    const body = evolutionSchema.parse({ weights: [['12', '0', '3', '0', '0', '0', '0', '0', '0', '40']], years: YEARS });
    expect(body.weights).toEqual([[12, 0, 3, 0, 0, 0, 0, 0, 0, 40]]);
    expect(body.years).toEqual(YEARS);
  });
  it('rejects rows not aligned with years, non-numeric strings and null', () => {
    expect(evolutionSchema.safeParse({ weights: [['1', '2']], years: YEARS }).success).toBe(false);
    expect(evolutionSchema.safeParse({ weights: [YEARS.map(() => 'n/a')], years: YEARS }).success).toBe(false);
    expect(evolutionSchema.safeParse(null).success).toBe(false);
  });
});

describe('images (6.14, 6.15, 6.25)', () => {
  it('reads commontopics for both modes and compare', () => {
    expect(commonImageSchema.parse({ commontopics: 'iVBORw0KGgo=' })).toBe('iVBORw0KGgo=');
    expect(compareImageSchema.parse({ compare: 'iVBORw0KGgo=' })).toBe('iVBORw0KGgo=');
  });
  it('rejects commonkeys as key name', () => {
    expect(commonImageSchema.safeParse({ commonkeys: 'iVBORw0KGgo=' }).success).toBe(false);
  });
  it('reads an empty picture as no image', () => {
    expect(commonImageSchema.parse({ commontopics: '' })).toBeNull();
    expect(compareImageSchema.parse({ compare: '' })).toBeNull();
  });
});

describe('year list (6.16, 6.17)', () => {
  it('names matrix, names and years', () => {
    expect(yearListSchema.parse({ Topiclist: [[[96, 0], [0, 88], [71, 65]], ['Data', 'Learning', 'Student'], ['2011', '2012']] })).toEqual({
      matrix: [
        [96, 0],
        [0, 88],
        [71, 65],
      ],
      names: ['Data', 'Learning', 'Student'],
      years: ['2011', '2012'],
    });
  });
  it('rejects a matrix that is not names x years', () => {
    expect(yearListSchema.safeParse({ Topiclist: [[[96, 0]], ['Data', 'Learning'], ['2011', '2012']] }).success).toBe(false);
    expect(yearListSchema.safeParse({ Topiclist: [[[96]], ['Data'], ['2011', '2012']] }).success).toBe(false);
  });
});

describe('author topic details (6.19)', () => {
  it('names the positions and coerces cached numeric strings', () => {
    const parsed = authorTopicDetailsSchema.parse({
      authortopics: [['Learning analytics', 'Assessment'], [['3', 0], ['1', '4']], ['A. Ammari', 'B. Chen'], ['Assessment']],
    });
    expect(parsed).toEqual({
      items: ['Learning analytics', 'Assessment'],
      values: [
        [3, 0],
        [1, 4],
      ],
      authors: ['A. Ammari', 'B. Chen'],
      common: ['Assessment'],
    });
  });
  it('passes null through', () => {
    expect(authorTopicDetailsSchema.parse({ authortopics: null })).toBeNull();
  });
  it('rejects the spec order (authors first), misaligned values and three authors', () => {
    expect(authorTopicDetailsSchema.safeParse({ authortopics: [['A', 'B'], [[1, 2]], ['x'], []] }).success).toBe(false);
    expect(authorTopicDetailsSchema.safeParse({ authortopics: [['x', 'y'], [[1, 2]], ['A', 'B'], []] }).success).toBe(false);
    expect(authorTopicDetailsSchema.safeParse({ authortopics: [['x'], [[1, 2]], ['A', 'B', 'C'], []] }).success).toBe(false);
  });
});

describe('collaboration graph (6.22)', () => {
  it('defaults missing links to [] and recognises the placeholder', () => {
    const graph = collaborationGraphSchema.parse({ titles: { nodes: [{ id: 'No Data Found', size: 1000, x: 100, y: 200 }] } });
    expect(graph.links).toEqual([]);
    expect(isEmptyCollaborationGraph(graph)).toBe(true);
  });
  it('keeps nodes and links of a real graph', () => {
    const graph = collaborationGraphSchema.parse({
      titles: { nodes: [{ id: 'A', size: 140 }, { id: 'B', size: 70 }], links: [{ source: 'A', target: 'B' }] },
    });
    expect(graph.nodes).toHaveLength(2);
    expect(graph.links).toEqual([{ source: 'A', target: 'B' }]);
    expect(isEmptyCollaborationGraph(graph)).toBe(false);
  });
  it('rejects nodes without id and an unwrapped graph', () => {
    expect(collaborationGraphSchema.safeParse({ titles: { nodes: [{ size: 70 }] } }).success).toBe(false);
    expect(collaborationGraphSchema.safeParse({ nodes: [] }).success).toBe(false);
  });
});

describe('node details (6.23)', () => {
  it('turns the six positions into a profile and paper rows', () => {
    const parsed = nodeDetailsSchema.parse({
      authors: [
        'https://www.semanticscholar.org/author/144973020/2110923',
        2,
        ['https://www.semanticscholar.org/paper/7c3b', 'https://www.semanticscholar.org/paper/9d2e'],
        ['A. Ammari,B. Chen', 'A. Ammari'],
        ['Supporting teachers', 'Peer feedback'],
        ['2110923,3301245', '2110923'],
      ],
    });
    expect(parsed).toEqual({
      profileUrl: 'https://www.semanticscholar.org/author/144973020/2110923',
      count: 2,
      papers: [
        { url: 'https://www.semanticscholar.org/paper/7c3b', authors: ['A. Ammari', 'B. Chen'], title: 'Supporting teachers', authorIds: ['2110923', '3301245'] },
        { url: 'https://www.semanticscholar.org/paper/9d2e', authors: ['A. Ammari'], title: 'Peer feedback', authorIds: ['2110923'] },
      ],
    });
  });
  it('rejects paper lists of different lengths and a missing position', () => {
    expect(nodeDetailsSchema.safeParse({ authors: ['u', 1, ['p'], [], ['t'], ['1']] }).success).toBe(false);
    expect(nodeDetailsSchema.safeParse({ authors: ['u', 1, ['p'], ['a'], ['t']] }).success).toBe(false);
  });
});

describe('absurd lengths are cut at the boundary', () => {
  const huge = 'x'.repeat(1024 * 1024);
  it('cuts topic names, titles and abstracts', () => {
    const terms = topTermsSchema.parse({ keywords: [[huge], [1]] });
    expect(terms.names[0]).toHaveLength(MAX_LAK_NAME_LENGTH);
    const rows = abstractDetailsSchema.parse({ abstractview: [[huge], [huge], ['label']] });
    expect(rows[0]?.title).toHaveLength(MAX_LAK_TITLE_LENGTH);
    expect(rows[0]?.abstract).toHaveLength(MAX_LAK_ABSTRACT_LENGTH);
    expect(rows[0]?.title.endsWith('…')).toBe(true);
    expect(topicPieSchema.parse({ topics: [huge], weights: [1] }).names[0]).toHaveLength(MAX_LAK_NAME_LENGTH);
  });

  it('keeps names of ordinary length as they are', () => {
    expect(topTermsSchema.parse({ keywords: [['learning analytics'], [3]] }).names).toEqual(['learning analytics']);
  });
});
