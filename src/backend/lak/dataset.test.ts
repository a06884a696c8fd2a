import { describe, expect, it, vi } from 'vitest';
import { LAK_YEARS } from '@/api/conference/constants';
import { generateLakDataSet, lakData } from './dataset';

const data = lakData();
const papers = data.years.flatMap((year) => year.papers);

describe('generated LAK data set', () => {
  it('is deterministic for its seed and differs for another seed', () => {
    const again = generateLakDataSet();
    expect(again.years.map((year) => year.papers.map((paper) => paper.title))).toEqual(data.years.map((year) => year.papers.map((paper) => paper.title)));
    expect(generateLakDataSet(7).years[0]?.papers[0]?.title).not.toBe(data.years[0]?.papers[0]?.title);
  });

  it('is built a year per task for the page (prepareLakData), the same data set, once for concurrent callers', async () => {
    vi.resetModules();
    const fresh = await import('./dataset');
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    try {
      const [first, second] = await Promise.all([fresh.prepareLakData(), fresh.prepareLakData()]);
      expect(second).toBe(first);
      expect(fresh.lakData()).toBe(first);
      // a turn for the browser before each of the ten years
      expect(timeout.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(LAK_YEARS.length);
      expect(first.years.map((year) => year.papers.map((paper) => paper.title))).toEqual(data.years.map((year) => year.papers.map((paper) => paper.title)));
      expect(first.authors).toEqual(data.authors);
    } finally {
      timeout.mockRestore();
    }
  });

  it('holds at least 40 papers for each year 2011–2020', () => {
    expect(data.years.map((year) => year.year)).toEqual([...LAK_YEARS]);
    data.years.forEach((year) => {
      expect(year.papers.length).toBeGreaterThanOrEqual(40);
      year.papers.forEach((paper) => expect(paper.year).toBe(year.year));
    });
  });

  it('has unique titles that are safe in a conference URL', () => {
    const titles = papers.map((paper) => paper.title);
    expect(new Set(titles).size).toBe(titles.length);
    titles.forEach((title) => expect(title).not.toMatch(/[/!']/));
  });

  it('mentions every topic and keyword of a paper in its title or abstract', () => {
    papers.forEach((paper) => {
      const text = `${paper.title} ${paper.abstract}`.toLowerCase();
      [...paper.topics, ...paper.keywords].forEach((term) => expect(text).toContain(term.toLowerCase()));
      expect(paper.abstract.split('\n')).toHaveLength(2);
    });
  });

  it('uses capitalised topics and lower-case keywords', () => {
    papers.forEach((paper) => {
      expect(paper.topics.length).toBeGreaterThanOrEqual(3);
      paper.topics.forEach((topic) => expect(topic.charAt(0)).toBe(topic.charAt(0).toUpperCase()));
      paper.keywords.forEach((keyword) => expect(keyword).toBe(keyword.toLowerCase()));
    });
    const names = new Set(papers.flatMap((paper) => paper.topics));
    ['Learning analytics', 'Student', 'Massive open online course'].forEach((topic) => expect(names.has(topic)).toBe(true));
  });

  it('derives the stored weights from the papers, heaviest first', () => {
    data.years.forEach((year) => {
      year.topics.forEach((entry) => expect(entry.weight).toBe(year.papers.filter((paper) => paper.topics.includes(entry.name)).length));
      year.keywords.forEach((entry) => expect(entry.weight).toBe(year.papers.filter((paper) => paper.keywords.includes(entry.name)).length));
      const weights = year.topics.map((entry) => entry.weight);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
      expect(year.topics.length).toBeGreaterThanOrEqual(10);
      expect(year.keywords.length).toBeGreaterThanOrEqual(10);
    });
  });

  it('keeps one stable id per researcher', () => {
    const ids = new Map<string, string>();
    papers.forEach((paper) => {
      expect(paper.authorIds).toHaveLength(paper.authors.length);
      paper.authors.forEach((name, i) => {
        const id = paper.authorIds[i] ?? '';
        expect(ids.get(name) ?? id).toBe(id);
        ids.set(name, id);
      });
    });
    expect(new Set(ids.values()).size).toBe(ids.size);
    expect(data.authors.map((author) => author.name).sort()).toEqual([...ids.keys()].sort());
  });

  it('has researchers who collaborate across several years', () => {
    const pairYears = new Map<string, Set<string>>();
    papers.forEach((paper) =>
      paper.authors.forEach((a, i) =>
        paper.authors.slice(i + 1).forEach((b) => {
          const key = [a, b].sort().join(' & ');
          pairYears.set(key, (pairYears.get(key) ?? new Set()).add(paper.year));
        }),
      ),
    );
    const lasting = [...pairYears.values()].filter((years) => years.size >= 3);
    expect(lasting.length).toBeGreaterThan(10);
    const active2011 = new Set(data.byYear.get('2011')?.papers.flatMap((paper) => paper.authors));
    const active2020 = new Set(data.byYear.get('2020')?.papers.flatMap((paper) => paper.authors));
    expect([...active2011].filter((name) => active2020.has(name)).length).toBeGreaterThan(5);
    ['A. Ammari', 'B. Chen', 'C. Diaz'].forEach((name) => expect(active2011.has(name)).toBe(true));
  });
});
