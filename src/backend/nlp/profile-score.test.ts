/** The interest score, the specificity filter and the merge rule on small hand-written texts. */
import { describe, expect, it } from 'vitest';
import { definedAcronyms } from './acronyms';
import type { ExtractedInterest } from './interests';
import { byScore, continuousWeights, recency, scoreInterests, specificity, supportFactor, type ScoredText } from './profile-score';

/** A key phrase as an extraction gives it: `relevance` 5 for the text's best, 1 for its last. */
const phrase = (keyword: string, relevance = 3): ExtractedInterest => ({ keyword, score: 1, relevance, originals: [keyword.toLowerCase()], categories: [], count: 1, known: true });

const text = (id: number, words: string, extracted: ExtractedInterest[], age = 0, title = ''): ScoredText => ({ id, text: `${title}. ${words}`, title, age, extracted });

const ranked = (texts: ScoredText[]) => scoreInterests(texts).sort(byScore);

describe('specificity', () => {
  it('no single word of everyday English, no vague modifier, no web boilerplate; a single specific word counts less than a phrase', () => {
    ['student', 'students', 'author', 'area', 'size', 'pattern', 'framework', 'plant', 'climate', 'current study', 'new paper', 'www', 'org', 'img src', 'la-et', '2019'].forEach((p) =>
      expect(specificity(p), p).toBe(0),
    );
    expect(specificity('demography')).toBeGreaterThan(0);
    expect(specificity('demography')).toBeLessThan(specificity('seed dispersal'));
    expect(specificity('nitrogen deposition')).toBe(1);
  });

  it('a phrase of everyday words only is as specific as its rarest word ("student performance" below "student modeling")', () => {
    expect(specificity('student modeling')).toBe(1);
    expect(specificity('student performance')).toBeGreaterThan(0);
    expect(specificity('student performance')).toBeLessThan(1);
    // "performance" and "student" are both among the most frequent 1,200 words, "collected" only among 3,500
    expect(specificity('student performance')).toBeLessThan(specificity('collected data'));
  });
});

describe('the score', () => {
  it('is specificity × log2(1 + n) × the sum over the n texts of strength × recency', () => {
    const [only] = scoreInterests([text(1, 'Seed dispersal by bats.', [phrase('seed dispersal', 5)], 0), text(2, 'Again seed dispersal.', [], 6)]);
    // text 1: a key phrase at its best (strength 1), this year; text 2: a mention (0.25), six years old (recency 0.5)
    expect(only?.ids.size).toBe(2);
    expect(only?.score).toBeCloseTo(1 * supportFactor(2) * (1 * 1 + 0.25 * 0.5), 10);
    expect(recency(6)).toBe(0.5);
  });

  it('a phrase that recurs across papers outranks one paper\'s long phrases ("demography" in three)', () => {
    const top = ranked([
      text(1, 'Tree demography in fragments and the long-term effects of fragment isolation on canopy trees.', [phrase('long-term effects of fragment isolation', 5), phrase('demography', 3)]),
      text(2, 'Palms of the understorey.', [phrase('palms', 5), phrase('demography', 3)], 0, 'Demography of palms'),
      text(3, 'Demography of trees after fire.', [phrase('fire', 5), phrase('demography', 3)]),
    ]);
    expect(top[0]?.keyword).toBe('demography');
  });

  it('a phrase the title names counts fully in that text', () => {
    const [withTitle] = scoreInterests([text(1, 'We study it.', [phrase('nitrogen deposition', 1)], 0, 'Nitrogen deposition in forests')]);
    const [withoutTitle] = scoreInterests([text(1, 'We study nitrogen deposition.', [phrase('nitrogen deposition', 1)], 0, 'Forests')]);
    expect(withTitle?.score).toBeGreaterThan(withoutTitle?.score ?? Infinity);
  });

  it('a figure of speech of one editorial stays below a topic of several papers ("human population")', () => {
    const top = ranked([
      text(1, 'Half the human population lives in the tropics.', [phrase('human population', 5)]),
      text(2, 'Forest fragmentation alters seed dispersal.', [phrase('forest fragmentation', 4), phrase('seed dispersal', 3)]),
      text(3, 'Forest fragmentation and carbon.', [phrase('forest fragmentation', 5)]),
    ]);
    expect(top.map((i) => i.keyword).indexOf('human population')).toBeGreaterThan(top.map((i) => i.keyword).indexOf('forest fragmentation'));
  });
});

describe('the merge rule', () => {
  it('a fragment merges into the phrase the texts use it in ("deposition" into "nitrogen deposition")', () => {
    const interests = scoreInterests([
      text(1, 'Nitrogen deposition alters soils; nitrogen deposition is rising.', [phrase('nitrogen deposition', 5), phrase('deposition', 2)]),
      text(2, 'Nitrogen deposition in the Amazon.', [phrase('nitrogen deposition', 5)]),
    ]);
    expect(interests.map((i) => i.keyword)).toEqual(['nitrogen deposition']);
    expect([...(interests[0]?.originals.keys() ?? [])].sort()).toEqual(['deposition', 'nitrogen deposition']);
  });

  it('a longer variant merges into the most specific common topic the texts support, not into a broad word', () => {
    const interests = scoreInterests([
      text(1, 'Seed dispersal ecology of bats.', [phrase('seed dispersal ecology', 5), phrase('ecology', 2)]),
      text(2, 'Seed dispersal by birds and the ecology of fruit.', [phrase('seed dispersal', 5), phrase('ecology', 2)]),
      text(3, 'Seed dispersal by monkeys; ecology of primates.', [phrase('seed dispersal', 5), phrase('ecology', 3)]),
    ]);
    const dispersal = interests.find((i) => i.keyword === 'seed dispersal');
    expect(dispersal?.originals.has('seed dispersal ecology')).toBe(true);
    expect(interests.find((i) => i.keyword === 'ecology')?.originals.has('seed dispersal ecology')).toBe(false);
    expect(interests.some((i) => i.keyword === 'seed dispersal ecology')).toBe(false);
  });

  it('stem variants are one interest, named by the form the texts use most', () => {
    const interests = scoreInterests([
      text(1, 'Knowledge tracing models.', [phrase('knowledge tracing models')]),
      text(2, 'A knowledge tracing model.', [phrase('knowledge tracing model')]),
      text(3, 'Another knowledge tracing model.', [phrase('knowledge tracing model')]),
    ]);
    expect(interests.map((i) => i.keyword)).toEqual(['knowledge tracing model']);
  });

  it('the blacklist leaves a keyword out', () => {
    expect(scoreInterests([text(1, 'Seed dispersal.', [phrase('seed dispersal')])], new Set(['seed dispersal']))).toEqual([]);
  });

  it('a phrase never merges into a single word: "cognitive tutor" stays beside "tutor"', () => {
    const interests = scoreInterests([
      text(1, 'A cognitive tutor for algebra.', [phrase('cognitive tutor', 5), phrase('tutor', 2)]),
      text(2, 'A human tutor helps; the tutor listens.', [phrase('tutor', 5)]),
      text(3, 'The tutor and its logs.', [phrase('tutor', 5)]),
    ]);
    expect(interests.map((i) => i.keyword).sort()).toEqual(['cognitive tutor', 'tutor']);
  });

  it('a single word the texts use mostly inside two-word topics merges into them ("tutor" of "cognitive tutor" and "intelligent tutor")', () => {
    const interests = scoreInterests([
      text(1, 'The cognitive tutor logs of a cognitive tutor.', [phrase('cognitive tutor', 5), phrase('tutor', 2)]),
      text(2, 'An intelligent tutor.', [phrase('intelligent tutor', 5)]),
      text(3, 'An intelligent tutor is a tutor.', [phrase('intelligent tutor', 5), phrase('tutor', 3)]),
    ]);
    expect(interests.map((i) => i.keyword).sort()).toEqual(['cognitive tutor', 'intelligent tutor']);
    expect(interests.some((i) => i.originals.has('tutor'))).toBe(true);
  });
});

describe('acronyms', () => {
  it('are found where the texts define them, not where the letters spell a word', () => {
    const found = definedAcronyms([
      'Dropout in massive open online courses (MOOCs) and Linguistic Inquiry and Word Count (LIWC).',
      'Students of intelligent tutoring systems (ITS) in a figure (Fig) of the Super Experiment Framework (SXF).',
    ]);
    expect(found.get('mooc')).toEqual({ written: 'MOOC', words: ['massive', 'open', 'online', 'courses'] });
    expect(found.get('liwc')?.words).toEqual(['linguistic', 'inquiry', 'and', 'word', 'count']);
    expect([...found.keys()].sort()).toEqual(['liwc', 'mooc']);
  });

  it('an acronym and its long form are one interest, with the support of both, written as a paper introduces it', () => {
    const interests = scoreInterests([
      text(1, 'Dropout in massive open online courses (MOOCs).', [phrase('massive open online courses', 5)]),
      text(2, 'Forums of a MOOC and its MOOC learners.', [phrase('mooc', 5)]),
      text(3, 'Detecting mind wandering (MW) while reading. MW detection from gaze.', [phrase('mw detection', 5)]),
      text(4, 'Mind wandering detection in class.', [phrase('mind wandering detection', 5)]),
    ]);
    const mooc = interests.find((i) => i.keyword === 'massive open online courses (MOOC)');
    expect(mooc?.ids).toEqual(new Set([1, 2]));
    // scored as the phrase it stands for, not as a single word (0.25)
    expect(mooc?.specificity).toBeGreaterThan(0.9);
    expect(interests.find((i) => i.keyword === 'MW detection')?.ids).toEqual(new Set([3, 4]));
    expect(interests).toHaveLength(2);
  });

  it("one year's texts are named with the acronyms another year's paper defines, when given the researcher's", () => {
    const thisYear = [text(1, 'Forums of a MOOC and its MOOC learners.', [phrase('mooc', 5)])];
    const defined = definedAcronyms(['Dropout in massive open online courses (MOOCs).', ...thisYear.map((t) => t.text)]);
    expect(scoreInterests(thisYear, new Set(), defined).map((i) => i.keyword)).toEqual(['massive open online courses (MOOC)']);
    expect(scoreInterests(thisYear).map((i) => i.keyword)).toEqual(['mooc']);
  });

  it('the blacklist leaves out the interest by the name it is shown with', () => {
    const texts = [text(1, 'Massive open online courses (MOOCs) and a MOOC.', [phrase('mooc', 5)])];
    expect(scoreInterests(texts).map((i) => i.keyword)).toEqual(['massive open online courses (MOOC)']);
    expect(scoreInterests(texts, new Set(['massive open online courses (mooc)']))).toEqual([]);
  });
});

describe('continuous weights', () => {
  it('scale scores to 1-5 with two decimals and never tie above the floor', () => {
    expect(continuousWeights([10, 5, 5, 5, 0])).toEqual([5, 3, 2.99, 2.98, 1]);
    const many = continuousWeights(Array.from({ length: 12 }, () => 7));
    expect(new Set(many.slice(0, 10)).size).toBe(10);
  });
});
