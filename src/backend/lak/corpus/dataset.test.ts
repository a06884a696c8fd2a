import { describe, expect, it } from 'vitest';
import type { DerivedCorpus, DerivedPaper } from './build';
import { corpusDataSet } from './dataset';

function paper(doi: string, year: string, authors: [string, string][], topics: string[], keywords: string[]): DerivedPaper {
  return {
    doi,
    year,
    title: `Paper ${doi}`,
    abstract: `About ${keywords.join(' and ')}.`,
    authors: authors.map(([id, name]) => ({ id, name, url: '' })),
    source: 'OpenAlex',
    abstractSource: 'OpenAlex',
    topics,
    keywords,
  };
}

function corpus(papers: DerivedPaper[]): DerivedCorpus {
  return { version: 1, conference: 'LAK', builtAt: '2026-01-01T00:00:00Z', total: papers.length, papers, topics: [], unknown: [], missing: [], failure: null };
}

describe('the corpus as the conference views read it', () => {
  const data = corpusDataSet(
    corpus([
      paper('10.1/a', '2012', [['openalex:A1', 'Wei Li'], ['openalex:A2', 'Ana Díaz']], ['knowledge tracing', 'dashboards'], ['bayesian knowledge tracing']),
      paper('10.1/b', '2012', [['openalex:A3', 'Wei Li'], ['openalex:A2', 'Ana Díaz']], ['knowledge tracing'], ['deep knowledge tracing', 'bayesian knowledge tracing']),
      paper('10.1/c', '2014', [['s2:99', 'Ana Díaz'], ['s2:98', 'Bo Chen']], ['dashboards'], ['dashboards']),
      paper('10.1/d', '2014', [['openalex:A2', 'Ana Díaz'], ['openalex:A2', 'Ana Díaz']], [], []),
    ]),
    ['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020'],
  );

  it("a year's topic and keyword weights count its papers, heaviest first, ties by name", () => {
    expect(data.byYear.get('2012')?.topics).toEqual([
      { name: 'knowledge tracing', weight: 2 },
      { name: 'dashboards', weight: 1 },
    ]);
    expect(data.byYear.get('2012')?.keywords).toEqual([
      { name: 'bayesian knowledge tracing', weight: 2 },
      { name: 'deep knowledge tracing', weight: 1 },
    ]);
    expect(data.byYear.get('2011')).toEqual({ year: '2011', papers: [], topics: [], keywords: [] });
  });

  it('one person per source id: two ids of one name are two people; one name in both sources is one person', () => {
    expect(data.authors.map((author) => author.name)).toEqual(['Ana Díaz', 'Bo Chen', 'Wei Li', 'Wei Li (2)']);
    expect(data.byYear.get('2012')?.papers.map((p) => p.authors)).toEqual([
      ['Wei Li', 'Ana Díaz'],
      ['Wei Li (2)', 'Ana Díaz'],
    ]);
    // Semantic Scholar's Ana Díaz is OpenAlex's; a paper lists its author once
    expect(data.byYear.get('2014')?.papers.map((p) => p.authors)).toEqual([['Ana Díaz', 'Bo Chen'], ['Ana Díaz']]);
    expect(data.authorByName.get('Ana Díaz')).toMatchObject({ from: 2012, to: 2014 });
  });

  it('papers link to their DOI', () => {
    expect(data.byYear.get('2012')?.papers[0]?.url).toBe('https://doi.org/10.1/a');
  });
});
