import { describe, expect, it } from 'vitest';
import { ALGORITHMS, extractKeywords } from './extract';
import { extractInterests, normaliseScores } from './interests';
import { keywordSimilarity, percent, setSimilarity } from './similarity';

const TEXT =
  'Learning analytics dashboards give teachers an overview of student activity. In our study, learning analytics ' +
  'dashboards were combined with formative feedback. Students who used the dashboard reported better self-regulated learning, ' +
  'and teachers used learning analytics to plan feedback for the next lecture. Feedback literacy matters for self-regulated learning.';

describe('keyword extraction', () => {
  it('every algorithm returns phrases that occur in the text, at most the requested number', () => {
    ALGORITHMS.forEach((algorithm) => {
      const ranked = extractKeywords(TEXT, algorithm, 5);
      expect(ranked.length).toBeGreaterThan(0);
      expect(ranked.length).toBeLessThanOrEqual(5);
      ranked.forEach((r) => expect(TEXT.toLowerCase()).toContain(r.phrase.toLowerCase()));
    });
  });

  it('algorithms rank differently', () => {
    const orders = new Set(ALGORITHMS.map((a) => extractKeywords(TEXT, a, 8).map((r) => r.phrase.toLowerCase()).join('|')));
    expect(orders.size).toBeGreaterThanOrEqual(4);
  });

  it('with the Wikipedia filter keys are article titles and scores follow occurrence counts', () => {
    const result = extractInterests(TEXT, 'SingleRank', 20, true);
    const keys = result.map((r) => r.keyword);
    expect(keys).toContain('Learning analytics');
    expect(keys).toContain('Feedback');
    const top = result.find((r) => r.keyword === 'Feedback');
    expect(top?.score).toBe(5);
    result.forEach((r) => {
      expect(r.score).toBeGreaterThanOrEqual(1);
      expect(r.score).toBeLessThanOrEqual(5);
    });
  });

  it('normalises counts to 1..5 with one decimal and a floor of 1', () => {
    expect(normaliseScores([6, 4, 1])).toEqual([5, 3.3, 1]);
  });

  it('nothing usable gives an empty result', () => {
    expect(extractInterests('and the of it', 'Yake', 20, true)).toEqual([]);
  });
});

describe('similarity', () => {
  it('is 1 for identical keywords and higher for related than for unrelated ones', () => {
    expect(keywordSimilarity('Learning analytics', 'learning analytics')).toBe(1);
    expect(keywordSimilarity('learning analytics', 'learning dashboards')).toBeGreaterThan(keywordSimilarity('learning analytics', 'hashtag'));
    expect(keywordSimilarity('recommender systems', 'collaborative filtering')).toBeGreaterThan(keywordSimilarity('recommender systems', 'eye tracking'));
  });

  it('set similarity is 0 for an empty set and within 0..1 otherwise', () => {
    expect(setSimilarity([], [{ keyword: 'x' }])).toBe(0);
    const s = setSimilarity([{ keyword: 'learning analytics' }, { keyword: 'dashboard' }], [{ keyword: 'educational data mining' }]);
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThan(1);
    expect(percent(0.734512)).toBe(73.45);
  });
});
