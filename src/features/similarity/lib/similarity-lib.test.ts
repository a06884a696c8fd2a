import { mirroredBars, mirroredExtent } from './mirrored-bars';
import { displayName, scoreHeading, scoreNumber, similarityHeader, unsupportedScoreNote } from './score';
import { highlighted, isSimilarEmpty, similarKeywords } from './similar-keywords';
import { slidePosition, stepSlide, tweetsPerYear } from './slides';

describe('score texts', () => {
  it('says a number as a percentage with at most 2 decimals', () => {
    expect(similarityHeader('Ada Lovelace', 81.37)).toBe('The similarity between you and Ada Lovelace is 81.37 %');
    expect(similarityHeader('Ada Lovelace', 100)).toBe('The similarity between you and Ada Lovelace is 100 %');
    expect(scoreNumber(73.456)).toBe('73.46');
    expect(scoreHeading(81.37)).toBe('Score: 81.37%');
  });

  it('says "N/A" in words, never as "N/A %"', () => {
    const header = similarityHeader('Ada Lovelace', 'N/A');
    expect(header).toBe(
      'The similarity between you and Ada Lovelace cannot be computed: one of you has no interests yet, or your interests have nothing in common.',
    );
    expect(header).not.toContain('N/A');
    expect(scoreHeading('N/A')).toBe('Score: not available');
  });

  it('names a user by first and last name, or by email', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.org' })).toBe('Ada Lovelace');
    expect(displayName({ first_name: '', last_name: '', email: 'a@x.org' })).toBe('a@x.org');
  });
});

describe('mirroredBars', () => {
  it('puts both weights of every keyword side by side, heaviest first, rounded to 1 decimal', () => {
    const rows = mirroredBars({
      user_1_data: { 'learning analytics': 5.0, mooc: 3.2, dashboard: 1.6203950643539429 },
      user_2_data: { 'learning analytics': 4.4, mooc: 1, dashboard: 2.5 },
    });
    expect(rows).toEqual([
      { keyword: 'learning analytics', mine: 5, theirs: 4.4, mineBar: -5 },
      { keyword: 'mooc', mine: 3.2, theirs: 1, mineBar: -3.2 },
      { keyword: 'dashboard', mine: 1.6, theirs: 2.5, mineBar: -1.6 },
    ]);
    expect(mirroredExtent(rows)).toBe(5);
  });

  it('treats a keyword missing on one side as 0 and is empty without data', () => {
    expect(mirroredBars({ user_1_data: { mooc: 2 }, user_2_data: {} })).toEqual([{ keyword: 'mooc', mine: 2, theirs: 0, mineBar: -2 }]);
    expect(mirroredBars({ user_1_data: {}, user_2_data: {} })).toEqual([]);
    expect(mirroredExtent([])).toBe(1);
  });
});

describe('similarKeywords', () => {
  const venn = {
    user_1_exclusive_interest: [],
    user_2_exclusive_interest: ['dashboard'],
    similar_interests: {
      user_1: { 'learning analytics': ['learning analytics'], mooc: ['learning analytics'] },
      user_2: { 'learning analytics': ['learning analytics', 'mooc'] },
    },
  };

  it('lists the keywords with partners on each side and finds the partners of a picked one', () => {
    const model = similarKeywords(venn);
    expect(model.mine).toEqual(['learning analytics', 'mooc']);
    expect(model.theirs).toEqual(['learning analytics']);
    expect([...highlighted(model, { side: 'theirs', keyword: 'learning analytics' }, 'mine')]).toEqual(['learning analytics', 'mooc']);
    expect([...highlighted(model, { side: 'mine', keyword: 'mooc' }, 'theirs')]).toEqual(['learning analytics']);
    expect(highlighted(model, { side: 'mine', keyword: 'mooc' }, 'mine').size).toBe(0);
    expect(highlighted(model, null, 'theirs').size).toBe(0);
  });

  it('is empty when nothing is similar', () => {
    expect(isSimilarEmpty(similarKeywords({ ...venn, similar_interests: { user_1: {}, user_2: {} } }))).toBe(true);
  });
});

describe('slides', () => {
  it('shows the position and wraps at both ends', () => {
    expect(slidePosition(1, 6)).toBe('2 of 6');
    expect(stepSlide(5, 1, 6)).toBe(0);
    expect(stepSlide(0, -1, 6)).toBe(5);
  });

  it('adds tweet counts up per year over the last 5 years', () => {
    const points = tweetsPerYear({ 'March 2026': 4, 'November 2026': 2, 'May 2023': 7, 'January 2019': 9, nonsense: 3 }, new Date(2026, 10, 22));
    expect(points).toEqual([
      { label: '2022', count: 0 },
      { label: '2023', count: 7 },
      { label: '2024', count: 0 },
      { label: '2025', count: 0 },
      { label: '2026', count: 6 },
    ]);
  });
});

describe('unsupportedScoreNote', () => {
  const answer = (score: number | 'N/A', heat: Record<string, Record<string, number>>, partners: Record<string, string[]> = {}) => ({
    score,
    bar_chart_data: { user_1_data: {}, user_2_data: {} },
    heat_map_data: heat,
    venn_chart_data: { user_1_exclusive_interest: [], user_2_exclusive_interest: [], similar_interests: { user_1: partners, user_2: {} } },
  });

  it('says so when no pair shown is as alike as the score, naming the closest pair and where the score comes from', () => {
    expect(unsupportedScoreNote(answer(17.58, { a: { x: 0, y: 0.01 }, b: { x: 0, y: 0 } }), 'Ada')).toBe(
      "Your top 5 interests and Ada's share no close keywords (the closest pair is 0.01 on a scale to 1). The score of 17.58 % comes from the server comparing all of your interests with all of Ada's as a whole; these explanations show only the top 5 and cannot account for it.",
    );
    expect(unsupportedScoreNote(answer(90, { a: { x: 0.7 } }, { a: ['x'] }), 'Ada')).toMatch(/^The closest pair of your top 5 interests and Ada's is 0\.70 on a scale to 1, less alike than the score says\./);
  });

  it('says nothing when the closest pair is at least as alike as the score, for N/A, and without a heat map', () => {
    expect(unsupportedScoreNote(answer(30, { a: { x: 0.3, y: 0.1 } }), 'Ada')).toBeNull();
    expect(unsupportedScoreNote(answer(30.5, { a: { x: 0.3 } }), 'Ada')).toBeNull();
    expect(unsupportedScoreNote(answer('N/A', { a: {} }), 'Ada')).toBeNull();
    expect(unsupportedScoreNote(answer(40, {}), 'Ada')).toBeNull();
  });

  it("allows one point for the heat map's rounding to two decimals, and no more", () => {
    expect(unsupportedScoreNote(answer(31, { a: { x: 0.3 } }), 'Ada')).toBeNull();
    expect(unsupportedScoreNote(answer(31.5, { a: { x: 0.3 } }), 'Ada')).toMatch(/^Your top 5 interests and Ada's share no close keywords \(the closest pair is 0\.30/);
  });
});
