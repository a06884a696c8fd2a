import { describe, expect, it } from 'vitest';
import { conferenceFrom, conferencePapers, LAK } from './index';

describe('the shipped LAK paper list', () => {
  // README.md: the note the list came with counted 734 DOIs (57 for 2014); the file holds 732, each once
  it('loads 732 unique DOIs of the main conference, 2011 to 2020, with the count of each year', () => {
    expect(LAK.name).toBe('LAK');
    expect(Object.keys(LAK.years)).toEqual(['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020']);
    expect(Object.fromEntries(Object.entries(LAK.years).map(([year, dois]) => [year, dois.length]))).toEqual({
      '2011': 27,
      '2012': 48,
      '2013': 47,
      '2014': 55,
      '2015': 84,
      '2016': 97,
      '2017': 139,
      '2018': 59,
      '2019': 96,
      '2020': 80,
    });
    const papers = conferencePapers(LAK);
    expect(papers).toHaveLength(732);
    expect(new Set(papers.map((paper) => paper.doi)).size).toBe(732);
    // DOIs, lower case: the ACM Digital Library's, and 40 of Springer books in 2017 and 2019
    expect(papers.every((paper) => /^10\.\d{4,9}\/\S+$/.test(paper.doi) && paper.doi === paper.doi.toLowerCase())).toBe(true);
    expect(papers.filter((paper) => paper.doi.startsWith('10.1145/'))).toHaveLength(692);
  });

  it('keeps a DOI listed twice (in any case) once, in its first year, and refuses what is no DOI', () => {
    const conference = conferenceFrom('X', { '2012': ['10.1145/B'], '2011': ['10.1145/A', '10.1145/b'] });
    expect(conference.years).toEqual({ '2011': ['10.1145/a', '10.1145/b'], '2012': [] });
    expect(() => conferenceFrom('X', { '2011': ['not a doi'] })).toThrow();
  });
});
