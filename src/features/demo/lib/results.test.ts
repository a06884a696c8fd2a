import { ApiError } from '@/api/http';
import { extractionSummary, EXTRACTION_FAILED_TEXT, EXTRACTION_FAILED_UNFILTERED_TEXT, extractionErrorText, sortKeywords } from './results';
import { formatKeywordScore, formatPercent, readSimilarityScore, similaritySummary } from './result-format';

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

describe('extractionErrorText', () => {
  it('says the server failed, suggesting another algorithm, for any 5xx (HTML or JSON)', () => {
    for (const error of [httpError(500, null), httpError(500, { detail: 'boom' }), httpError(502, null)]) {
      expect(extractionErrorText(error, 'The server failed to answer. Try again.', true)).toBe(EXTRACTION_FAILED_TEXT);
    }
    expect(EXTRACTION_FAILED_TEXT).toMatch(/^The server failed.*Try another algorithm, or switch off the Wikipedia filter\.$/);
  });

  it('does not advise switching off the Wikipedia filter when it is already off', () => {
    expect(extractionErrorText(httpError(500, null), 'The server failed to answer. Try again.', false)).toBe(EXTRACTION_FAILED_UNFILTERED_TEXT);
    expect(EXTRACTION_FAILED_UNFILTERED_TEXT).not.toMatch(/Wikipedia/);
  });

  it('says what the action says for everything else', () => {
    expect(extractionErrorText(httpError(400, { text: ['This field may not be blank.'] }), 'Text: This field may not be blank.', true)).toBe('Text: This field may not be blank.');
    expect(extractionErrorText(new ApiError({ kind: 'network', endpoint: 'e', message: 'm' }), 'The server could not be reached. Try again.', true)).toBe('The server could not be reached. Try again.');
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
