import { describe, expect, it } from 'vitest';
import { mergedKeyphrases, reportsKeyphraseWeights } from './interest-words';

describe('mergedKeyphrases', () => {
  it('lists the weighed keyphrases of the newer line heaviest first, each once', () => {
    const weighed: Record<string, number>[] = [{ analytics: 2.5 }, { 'learning analytics': 4.2 }, { 'Learning Analytics': 1 }];
    const interest = { original_keywords: ['analytics', 'learning analytics'], original_keywords_with_weights: weighed };
    expect(mergedKeyphrases(interest)).toEqual([
      { phrase: 'learning analytics', weight: 4.2 },
      { phrase: 'analytics', weight: 2.5 },
    ]);
  });

  it('lists the release line keyphrases by name, without weights, in the server order', () => {
    expect(mergedKeyphrases({ original_keywords: ['learning analytics', 'analytics', 'analytics'] })).toEqual([
      { phrase: 'learning analytics', weight: null },
      { phrase: 'analytics', weight: null },
    ]);
  });

  it('falls back to the names when the newer line sends an empty weight list', () => {
    expect(mergedKeyphrases({ original_keywords: ['dashboards'], original_keywords_with_weights: [] })).toEqual([{ phrase: 'dashboards', weight: null }]);
  });

  it('tells whether a server reports keyphrase weights at all', () => {
    expect(reportsKeyphraseWeights([{ original_keywords_with_weights: undefined }])).toBe(false);
    expect(reportsKeyphraseWeights([{ original_keywords_with_weights: undefined }, { original_keywords_with_weights: [] }])).toBe(true);
  });
});
