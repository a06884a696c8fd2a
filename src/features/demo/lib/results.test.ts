import { ApiError } from '@/api/http';
import { demoErrorText, extractionSummary, formatKeywordScore, formatPercent, isNothingExtractedAnswer, readSimilarityScore, similaritySummary, sortKeywords } from './results';

const httpError = (status: number, body: unknown) => new ApiError({ kind: 'http', endpoint: 'interest extraction', message: 'x', status, body });

describe('sortKeywords', () => {
  it('orders by score, highest first, keeping the server order for ties', () => {
    expect(sortKeywords({ Feedback: 1, Dashboard: 3.3, 'Learning analytics': 5, Privacy: 3.3 })).toEqual([
      { keyword: 'Learning analytics', score: 5 },
      { keyword: 'Dashboard', score: 3.3 },
      { keyword: 'Privacy', score: 3.3 },
      { keyword: 'Feedback', score: 1 },
    ]);
  });

  it('keeps at most the requested count, the highest scores, when the server sends more', () => {
    const flood = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`keyword ${i}`, i / 100]));
    const top = sortKeywords(flood, 5);
    expect(top).toHaveLength(5);
    expect(top[0]).toEqual({ keyword: 'keyword 9999', score: 99.99 });
  });

  it('gives an empty list for an empty result', () => {
    expect(sortKeywords({})).toEqual([]);
  });
});

describe('formatting', () => {
  it('shows keyword scores with at least one decimal', () => {
    expect(formatKeywordScore(5)).toBe('5.0');
    expect(formatKeywordScore(1.7)).toBe('1.7');
  });

  it('shows similarity as a percentage with at most two decimals', () => {
    expect(formatPercent(73.45)).toBe('73.45 %');
    expect(formatPercent(0)).toBe('0 %');
    expect(formatPercent(41.666666)).toBe('41.67 %');
  });

  it('reads the score in plain language', () => {
    expect(readSimilarityScore(73.45)).toBe('These keyword sets are very similar.');
    expect(readSimilarityScore(70)).toBe('These keyword sets are very similar.');
    expect(readSimilarityScore(40)).toBe('These keyword sets are somewhat similar.');
    expect(readSimilarityScore(12.5)).toBe('These keyword sets are barely similar.');
    expect(readSimilarityScore(0)).toBe('No similarity could be measured between these sets.');
  });
});

describe('isNothingExtractedAnswer', () => {
  it('is true only for a 500 with an HTML or empty body', () => {
    expect(isNothingExtractedAnswer(httpError(500, null))).toBe(true);
    expect(isNothingExtractedAnswer(httpError(500, { detail: 'boom' }))).toBe(false);
    expect(isNothingExtractedAnswer(httpError(502, null))).toBe(false);
    expect(isNothingExtractedAnswer(httpError(400, null))).toBe(false);
    expect(isNothingExtractedAnswer(new ApiError({ kind: 'network', endpoint: 'e', message: 'm' }))).toBe(false);
    expect(isNothingExtractedAnswer(new ApiError({ kind: 'contract', endpoint: 'e', message: 'm', status: 500 }))).toBe(false);
    expect(isNothingExtractedAnswer(new Error('x'))).toBe(false);
  });
});

describe('demoErrorText', () => {
  it('shows the first field message of a 400', () => {
    expect(demoErrorText(httpError(400, { text: ['This field may not be blank.'] }))).toBe('Text: This field may not be blank.');
    expect(demoErrorText(httpError(400, { num_of_keywords: ['A valid integer is required.'] }))).toBe('Num Of Keywords: A valid integer is required.');
  });

  it('falls back to the generic text for everything else', () => {
    expect(demoErrorText(httpError(502, null))).toBe('Something went wrong. Try again.');
    expect(demoErrorText(new ApiError({ kind: 'timeout', endpoint: 'e', message: 'm' }))).toBe('Something went wrong. Try again.');
  });
});

describe('result summaries', () => {
  it('counts the keywords found', () => {
    expect(extractionSummary(0)).toBe('No keywords found');
    expect(extractionSummary(1)).toBe('1 keyword found');
    expect(extractionSummary(3)).toBe('3 keywords found');
  });

  it('reads the similarity score as a percentage', () => {
    expect(similaritySummary(73.456)).toBe('Similarity score: 73.46 %');
  });
});
