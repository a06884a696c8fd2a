import { describe, expect, it } from 'vitest';
import { CONFERENCES } from '@/api/conference/conferences';
import { conferenceFrom, conferencePapers, conferencesWithDois, loadConference } from './index';

function counts(years: Readonly<Record<string, readonly string[]>>): Record<string, number> {
  return Object.fromEntries(Object.entries(years).map(([year, dois]) => [year, dois.length]));
}

describe('the shipped conference paper lists', () => {
  // README.md: the note the list came with counted 734 DOIs (57 for 2014); the file holds 732, each once
  it('loads 732 unique DOIs of the LAK main conference, 2011 to 2020, with the count of each year', async () => {
    const lak = await loadConference('lak');
    if (!lak) throw new Error('no LAK list');
    expect(lak.name).toBe('LAK');
    expect(counts(lak.years)).toEqual({
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
    const papers = conferencePapers(lak);
    expect(papers).toHaveLength(732);
    expect(new Set(papers.map((paper) => paper.doi)).size).toBe(732);
    // DOIs, lower case: the ACM Digital Library's, and 40 of Springer books in 2017 and 2019
    expect(papers.every((paper) => /^10\.\d{4,9}\/\S+$/.test(paper.doi) && paper.doi === paper.doi.toLowerCase())).toBe(true);
    expect(papers.filter((paper) => paper.doi.startsWith('10.1145/'))).toHaveLength(692);
  });

  it('loads the 453 DOIs of Learning @ Scale, 2014 to 2020, all of the ACM, none shared with LAK', async () => {
    const las = await loadConference('las');
    const lak = await loadConference('lak');
    if (!las || !lak) throw new Error('a list is missing');
    expect(las.name).toBe('L@S');
    expect(counts(las.years)).toEqual({ '2014': 58, '2015': 70, '2016': 87, '2017': 74, '2018': 30, '2019': 58, '2020': 76 });
    const papers = conferencePapers(las);
    expect(new Set(papers.map((paper) => paper.doi)).size).toBe(453);
    expect(papers.every((paper) => paper.doi.startsWith('10.1145/'))).toBe(true);
    const lakDois = new Set(conferencePapers(lak).map((paper) => paper.doi));
    expect(papers.filter((paper) => lakDois.has(paper.doi))).toEqual([]);
  });

  it('pairs every line of conferences.json with a DOI list whose years are the line\'s years', async () => {
    expect(CONFERENCES.map((conference) => conference.id).sort()).toEqual(conferencesWithDois().sort());
    expect(new Set(CONFERENCES.map((conference) => conference.id)).size).toBe(CONFERENCES.length);
    for (const line of CONFERENCES) {
      const conference = await loadConference(line.id);
      expect(Object.keys(conference?.years ?? {})).toEqual([...line.years]);
      expect(line.source).not.toBe('');
    }
    expect(await loadConference('aied')).toBeUndefined();
  });

  it('keeps a DOI listed twice (in any case) once, in its first year, and refuses what is no DOI', () => {
    const conference = conferenceFrom('X', { '2012': ['10.1145/B'], '2011': ['10.1145/A', '10.1145/b'] });
    expect(conference.years).toEqual({ '2011': ['10.1145/a', '10.1145/b'], '2012': [] });
    expect(() => conferenceFrom('X', { '2011': ['not a doi'] })).toThrow();
  });
});
