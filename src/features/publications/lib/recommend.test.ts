import { interestColors } from '@/components/charts/lib/palette';
import { describe, expect, it } from 'vitest';
import type { LongTermInterest, RecommendedPaper } from '@/api/user/schemas';
import {
  activeInterests,
  addableKeyphrases,
  authorsLine,
  chipWeight,
  editedKeyphrases,
  initialChips,
  interestSetKey,
  keyphraseByInterest,
  keyphraseMarks,
  leaveOutText,
  namedPapers,
  safeUrl,
  sameInterests,
  swapChip,
  swapOptions,
  topKeyphrases,
  typedKeyphrase,
} from './recommend';

function interest(keyword: string, weight: number): LongTermInterest {
  return { id: 1, keyword, weight, source: 'Manual', original_keywords: [], original_keywords_with_weights: {}, categories: [], tweet_ids: [], papers: [] } as unknown as LongTermInterest;
}

const INTERESTS = [interest('feedback', 3), interest('learning analytics', 5), interest('moocs', 1), interest('dashboards', 4), interest('ai', 3), interest('data', 2)];

const colors = interestColors(INTERESTS.map((item) => item.keyword));

function paper(): RecommendedPaper {
  return {
    paperId: 'p',
    title: 't',
    abstract: null,
    year: null,
    url: null,
    authors: [],
    found_by: null,
    score: 50,
    paper_keywords: { b: 2, a: 5, c: 1 },
    extra_keywords: { x: 2, y: 4, a: 1 },
    interests_similarity: {},
    keywords_similarity: {
      a: { weight: 5, model: 61, interests: { 'learning analytics': 30, dashboards: 50, gone: 90 } },
      b: { weight: 2, model: null, interests: { feedback: 40 } },
    },
  };
}

describe('interest chips', () => {
  it('are the 5 heaviest interests, equal weights in the order the server sent them, all on', () => {
    expect(initialChips(INTERESTS).map((chip) => [chip.slot, chip.text, chip.on])).toEqual([
      [0, 'learning analytics', true],
      [1, 'dashboards', true],
      [2, 'feedback', true],
      [3, 'ai', true],
      [4, 'data', true],
    ]);
  });

  it('send only the chips switched on, weights kept within 1 to 5', () => {
    const chips = initialChips(INTERESTS).map((chip) => (chip.slot === 1 ? { ...chip, on: false } : chip.slot === 0 ? { ...chip, weight: 9 } : chip));
    expect(activeInterests(chips)).toEqual([
      { text: 'learning analytics', weight: 5 },
      { text: 'feedback', weight: 3 },
      { text: 'ai', weight: 3 },
      { text: 'data', weight: 2 },
    ]);
    expect([chipWeight(Number.NaN), chipWeight(0.2), chipWeight(3.14159)]).toEqual([1, 1, 3.1]);
  });

  it('swap for an interest not on another chip, keeping the slot (and so the colour)', () => {
    const chips = initialChips(INTERESTS);
    expect(swapOptions(INTERESTS, chips, 1)).toEqual(['dashboards', 'moocs']);
    const swapped = swapChip(chips, 1, interest('moocs', 1));
    expect(swapped[1]).toEqual({ slot: 1, text: 'moocs', weight: 1, on: true });
  });

  it('one interest set whatever the order', () => {
    const a = [{ text: 'b', weight: 1 }, { text: 'a', weight: 2 }];
    expect(interestSetKey(a)).toEqual([{ text: 'a', weight: 2 }, { text: 'b', weight: 1 }]);
    expect(sameInterests(a, [...a].reverse())).toBe(true);
    expect(sameInterests(a, [{ text: 'a', weight: 2.5 }, { text: 'b', weight: 1 }])).toBe(false);
  });
});

describe('paper details', () => {
  it('authors: three, then et al.; null without any', () => {
    expect(authorsLine([{ name: 'A' }, { name: ' ' }, { name: 'B' }])).toBe('A, B');
    expect(authorsLine([{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }])).toBe('A, B, C et al.');
    expect(authorsLine([])).toBeNull();
  });

  it('links only http and https URLs', () => {
    expect(safeUrl('https://www.semanticscholar.org/paper/1')).toBe('https://www.semanticscholar.org/paper/1');
    expect(safeUrl('http://x.org/a')).toBe('http://x.org/a');
    expect([safeUrl('javascript:alert(1)'), safeUrl('data:text/html,x'), safeUrl('not a url'), safeUrl(null)]).toEqual([null, null, null, null]);
  });
});

describe('keyphrases', () => {
  it('are marked in the colour of the chip interest they are most similar to, from 30 % on, and only by chips switched on', () => {
    const chips = initialChips(INTERESTS);
    const marks = keyphraseMarks(paper(), ['a', 'b', 'added'], chips, colors);
    // "gone" scores higher but is on no chip
    expect(marks.get('a')).toEqual({ interest: 'dashboards', slot: 1, similarity: 50, marked: true, color: colors('dashboards') });
    expect(marks.get('b')).toEqual({ interest: 'feedback', slot: 2, similarity: 40, marked: true, color: colors('feedback') });
    expect(marks.get('added')).toEqual({ interest: null, slot: null, similarity: null, marked: false, color: null });
    // dashboards switched off: "a" is closest to learning analytics, at 30 % just marked; the same interest has the same colour anywhere
    const off = chips.map((chip) => (chip.text === 'dashboards' ? { ...chip, on: false } : chip));
    expect(keyphraseMarks(paper(), ['a'], off, colors).get('a')).toMatchObject({ interest: 'learning analytics', marked: true, color: colors('learning analytics') });
    const low = { ...paper(), keywords_similarity: { a: { weight: 5, model: 61, interests: { dashboards: 29 } } } };
    expect(keyphraseMarks(low, ['a'], chips, colors).get('a')).toMatchObject({ interest: 'dashboards', similarity: 29, marked: false, color: null });
  });

  it('the cloud takes the heaviest, at most the limit', () => {
    expect(topKeyphrases({ b: 2, a: 5, c: 1 }, 2)).toEqual([
      { text: 'a', value: 5 },
      { text: 'b', value: 2 },
    ]);
  });

  it('a keyphrase against each chip, 0 where the server gave none', () => {
    const chips = initialChips(INTERESTS).slice(0, 2);
    expect(keyphraseByInterest(paper(), 'a', chips)).toEqual([
      { name: 'learning analytics', value: 30 },
      { name: 'dashboards', value: 50 },
    ]);
  });

  it('what-if: dropped ones leave, added ones join; extra keyphrases offered unless present; duplicates refused', () => {
    const p = paper();
    const keywords = editedKeyphrases(p.paper_keywords, { dropped: ['a'], added: { y: 4 } });
    expect(keywords).toEqual({ b: 2, c: 1, y: 4 });
    expect(addableKeyphrases(p, keywords)).toEqual(['x', 'a']);
    expect(typedKeyphrase('  Peer   review ', keywords)).toBe('Peer review');
    expect(typedKeyphrase('B', keywords)).toBeNull();
    expect(typedKeyphrase('   ', keywords)).toBeNull();
    expect(typedKeyphrase('z'.repeat(500), keywords)).toHaveLength(100);
  });

  it('the papers Why? names, each once with its rows added, the most earning first; a row of 0 points names nothing', () => {
    const explanation = {
      papers: [
        { paperId: 'own1', title: 'Dashboards', points: 4 },
        { paperId: 'own2', title: 'Feedback', points: 0 },
      ],
      related: { points: 0, words: [], pairs: 0 },
      interests: {},
      wording: [
        { paperId: 'own1', title: 'Dashboards', points: 1.5 },
        { paperId: 'liked', title: 'Rubrics', points: 6, liked: true as const },
        { paperId: 'own3', title: 'Tied', points: 0 },
      ],
      together: 0,
      keyphrases: {},
      other_words: 0,
    };
    expect(namedPapers(explanation)).toEqual([
      { paperId: 'liked', title: 'Rubrics', liked: true, points: 6 },
      { paperId: 'own1', title: 'Dashboards', liked: false, points: 5.5 },
    ]);
  });

  it('what leaving a paper out does, in tenths as the rows show them; no change to the tenth says the next closest paper does as well', () => {
    expect(leaveOutText(43.5, 38.24)).toBe('Without it the score would be 38.2, 5.3 lower.');
    expect(leaveOutText(43.5, 43.47)).toBe('Without it the score would stay 43.5: the next closest of your papers does as well.');
  });
});
