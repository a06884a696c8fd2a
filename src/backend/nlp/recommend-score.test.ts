import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWordVectors } from './embeddings/word-vectors';
import { explainedScore, keywordWhatIf, interestsWhatIf } from './recommend-publications';
import { keyphraseParts, ownPaperVectors, scoreParts, specificity, termVector, TOP_OWN_PAPERS } from './recommend-score';

const own = (id: string, title: string, abstract: string | null = null) => ({ paperId: id, title, abstract });
const DASHBOARDS = 'Learning analytics dashboards for teachers. Dashboards show teachers the activity of students in class and support feedback.';
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

beforeAll(async () => {
  expect(await ensureWordVectors()).toBe(true);
});

describe('the researcher score', () => {
  it('counts a rare word more than a common one', () => {
    expect(specificity('dashboards')).toBeGreaterThan(specificity('students'));
    expect(specificity('students')).toBeGreaterThan(specificity('the'));
    expect(specificity('zzyzxqq')).toBe(1);
  });

  it('a researcher with one paper: a paper sharing its words scores, one sharing none scores 0, and the parts add up', () => {
    const mine = ownPaperVectors([own('p1', 'Teacher dashboards', DASHBOARDS)]);
    const close = scoreParts(termVector('Dashboards for teachers: feedback on the activity of students.'), [], mine);
    const far = scoreParts(termVector('Protein folding with molecular dynamics.'), [], mine);
    expect(close.score).toBeGreaterThan(20);
    expect(close.papers.map((paper) => paper.paperId)).toEqual(['p1']);
    expect(close.score).toBeCloseTo(sum(close.papers.map((paper) => paper.points)), 6);
    expect(far.score).toBe(0);
    expect(far.papers).toEqual([]);
  });

  it('averages the three closest own papers, named closest first, not all of them', () => {
    const mine = ownPaperVectors([
      own('a', 'Protein folding', 'Molecular dynamics of protein folding.'),
      own('b', 'Teacher dashboards', DASHBOARDS),
      own('c', 'Dashboards in class', 'Teachers read dashboards of student activity.'),
      own('d', 'Feedback for students', 'Teachers give feedback to students.'),
      own('e', 'Galaxy surveys', 'Redshift of distant galaxies.'),
    ]);
    const parts = scoreParts(termVector(DASHBOARDS), [], mine);
    expect(parts.papers).toHaveLength(TOP_OWN_PAPERS);
    expect(parts.papers[0]?.paperId).toBe('b');
    expect(parts.papers.map((paper) => paper.paperId)).not.toContain('a');
    const points = parts.papers.map((paper) => paper.points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
  });

  it('without own papers the interests alone score: weight × overlap, up to the weight', () => {
    const parts = scoreParts(termVector('teacher dashboards'), [{ text: 'teacher dashboards', weight: 5 }, { text: 'protein folding', weight: 4 }], []);
    expect(parts.interests['teacher dashboards']).toBeCloseTo(5, 6);
    expect(parts.interests['protein folding']).toBe(0);
    expect(parts.score).toBeCloseTo(5, 6);
  });

  it('splits the score by keyphrase: the parts and the other words add up to it, and taking a keyphrase away lowers it by at least its part', () => {
    const mine = ownPaperVectors([own('b', 'Teacher dashboards', DASHBOARDS), own('d', 'Feedback for students', 'Teachers give feedback to students.')]);
    const interests = [{ text: 'learning analytics', weight: 5 }, { text: 'feedback', weight: 3 }];
    const text = 'Dashboards and feedback. Learning analytics dashboards give teachers feedback on students; a study in ten classes.';
    const keyphrases = ['learning analytics dashboards', 'feedback', 'classes'];
    const split = keyphraseParts(text, keyphrases, interests, mine);
    expect(sum([...Object.values(split.byKeyphrase), split.rest])).toBeCloseTo(split.score, 6);
    const paper = { text, keyphrases };
    const all = Object.fromEntries(keyphrases.map((name) => [name, 3]));
    expect(keywordWhatIf(all, interests, mine, paper).score).toBeCloseTo(explainedScore(text, keyphrases, interests, mine).score, 6);
    keyphrases.forEach((name) => {
      const rest = Object.fromEntries(keyphrases.filter((other) => other !== name).map((other) => [other, 3]));
      const without = keywordWhatIf(rest, interests, mine, paper).score;
      expect(split.score - without).toBeGreaterThanOrEqual((split.byKeyphrase[name] ?? 0) - 0.01);
    });
    expect(split.byKeyphrase['learning analytics dashboards']).toBeGreaterThan(split.byKeyphrase.classes ?? 0);
    // switching an interest off takes exactly its points away
    const explained = explainedScore(text, keyphrases, interests, mine);
    const noFeedback = interestsWhatIf(all, interests.slice(0, 1), mine, paper).score;
    expect(explained.score - noFeedback).toBeCloseTo(explained.explanation.interests.feedback ?? -1, 1);
  });

  it('a candidate abstract of 1 MB is scored and explained like any other', () => {
    const mine = ownPaperVectors([own('b', 'Teacher dashboards', DASHBOARDS)]);
    const huge = `Teacher dashboards. ${'Dashboards give teachers feedback on students. '.repeat(22_000)}`;
    expect(huge.length).toBeGreaterThan(1_000_000);
    const explained = explainedScore(huge, ['teacher dashboards'], [], mine);
    expect(explained.score).toBeGreaterThan(10);
    expect(Number.isFinite(explained.explanation.other_words)).toBe(true);
  });
});
