import type { LongTermInterest, Paper } from '@/api/user/schemas';
import { describeChanges, profileSnapshot, REFRESH_DELAYS_MS, REFRESH_LIMIT_MS } from './profile-changes';

const paper = (id: number, used: boolean, created = '2024-05-01T10:00:00'): Paper => ({
  id,
  title: `Paper ${id}`,
  authors: null,
  url: null,
  year: 2024,
  abstract: null,
  used_in_calc: used,
  created_on: created,
  updated_on: created,
});
const interest = (keyword: string, weight: number, updated = '2024-05-01T10:00:00'): LongTermInterest => ({
  id: keyword.length,
  keyword,
  original_keywords: [],
  categories: [],
  tweet_ids: [],
  papers: [],
  weight,
  source: 'Scholar',
  tweets: [],
  updated_on: updated,
});

describe('describeChanges', () => {
  const base = profileSnapshot([paper(1, true), paper(2, false)], [interest('feedback', 3)]);

  it.each([
    ['nothing changed', [paper(2, false), paper(1, true)], [interest('feedback', 3)], []],
    ['three new papers', [paper(1, true), paper(2, false), paper(3, false), paper(4, false), paper(5, false)], [interest('feedback', 3)], ['3 new papers']],
    ['one new paper', [paper(1, true), paper(2, false), paper(3, false)], [interest('feedback', 3)], ['1 new paper']],
    ['a paper now used and a weight moved', [paper(1, true), paper(2, true)], [interest('feedback', 4)], ['1 paper now in your profile', 'feedback 3 → 4']],
    ['a new interest', [paper(1, true), paper(2, false)], [interest('feedback', 3), interest('knowledge tracing', 2.5)], ['new interest: knowledge tracing']],
    ['an interest gone', [paper(1, true), paper(2, false)], [], ['interest gone: feedback']],
    ['a weight that only moved below a tenth', [paper(1, true), paper(2, false)], [interest('feedback', 3.01)], []],
    ['a removed paper', [paper(1, true)], [interest('feedback', 3)], ['1 paper removed']],
  ])('%s', (_label, papers, interests, expected) => {
    expect(describeChanges(base, profileSnapshot(papers, interests))).toEqual(expected);
  });
});

describe('describeChanges of posts', () => {
  const stats = (perMonth: Record<string, number>) => ({ papers: {}, tweets: perMonth });
  const before = profileSnapshot([paper(1, true)], [interest('feedback', 3)], stats({ 'May 2024': 10, 'June 2024': 6 }));

  it('counts the new posts after the new papers, whatever month they were stored in', () => {
    const after = profileSnapshot([paper(1, true), paper(2, false)], [interest('feedback', 3.5)], stats({ 'May 2024': 10, 'June 2024': 6, 'July 2024': 2 }));
    expect(describeChanges(before, after)).toEqual(['1 new paper', '2 new posts', 'feedback 3 → 3.5']);
    expect(describeChanges(before, profileSnapshot([paper(1, true)], [interest('feedback', 3)], stats({ 'May 2024': 10, 'June 2024': 7 })))).toEqual(['1 new post']);
  });

  it('says nothing of posts where the counts could not be read, before or after', () => {
    expect(describeChanges(before, profileSnapshot([paper(1, true)], [interest('feedback', 3)]))).toEqual([]);
    expect(describeChanges(profileSnapshot([paper(1, true)], [interest('feedback', 3)]), profileSnapshot([paper(1, true)], [interest('feedback', 3)], stats({ x: 3 })))).toEqual([]);
  });
});

describe('describeChanges of many weights', () => {
  it('names the three largest moves and counts the rest', () => {
    const names = ['a', 'b', 'c', 'd', 'e'];
    const before = profileSnapshot([], names.map((name) => interest(name, 2)));
    const after = profileSnapshot([], names.map((name, index) => interest(name, 2 + (index + 1) * 0.2)));
    expect(describeChanges(before, after)).toEqual(['e 2 → 3', 'd 2 → 2.8', 'c 2 → 2.6', '2 more weights changed']);
  });
});

describe('profileSnapshot', () => {
  it('takes the latest change of papers and interests, naive or Z timestamps alike', () => {
    const snapshot = profileSnapshot([paper(1, true, '2024-05-01T10:00:00')], [interest('feedback', 3, '2024-05-02T08:30:00Z')]);
    expect(snapshot.lastChange).toBe('2024-05-02T08:30:00.000Z');
    expect(profileSnapshot([], []).lastChange).toBeNull();
  });
});

describe('the refresh waits', () => {
  it('back off, never wait over a minute and stop within five minutes', () => {
    expect(REFRESH_DELAYS_MS.every((ms, i) => i === 0 || ms >= (REFRESH_DELAYS_MS[i - 1] ?? 0))).toBe(true);
    expect(Math.max(...REFRESH_DELAYS_MS)).toBeLessThanOrEqual(60_000);
    expect(REFRESH_LIMIT_MS).toBeLessThanOrEqual(5 * 60_000);
  });
});
