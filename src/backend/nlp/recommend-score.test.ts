import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWordVectors, wordTable } from './embeddings/word-vectors';
import { explainedScore, keywordWhatIf, interestsWhatIf, rankingScore, rankScored, scoreCandidates, type PoolPaper } from './recommend-publications';
import {
  calibrated,
  chanceCosine,
  cosine,
  CURVE,
  FALLBACK_REFERENCE,
  forgetRelatedWords,
  keyphraseParts,
  ownPaperVectors,
  rawParts,
  reference,
  references,
  RELATED_COSINE,
  scoreParts,
  type ScoreParts,
  specificity,
  termVector,
  TOP_OWN_PAPERS,
  wordingOf,
} from './recommend-score';
import { everydayEnglish, SIF_A, sifCosine, sifWeight, zipfProbability } from './sif';

const own = (id: string, title: string, abstract: string | null = null) => ({ paperId: id, title, abstract });
const DASHBOARDS = 'Learning analytics dashboards for teachers. Dashboards show teachers the activity of students in class and support feedback.';
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Every part of a score: they add up to it. */
const partsTotal = (parts: ScoreParts) =>
  sum([...parts.papers.map((mine) => mine.points), parts.related.points, ...Object.values(parts.interests), ...parts.wording.map((mine) => mine.points), parts.together]);

beforeAll(async () => {
  expect(await ensureWordVectors()).toBe(true);
});

describe('the researcher score', () => {
  it('counts a rare word more than a common one', () => {
    expect(specificity('dashboards')).toBeGreaterThan(specificity('students'));
    expect(specificity('students')).toBeGreaterThan(specificity('the'));
    expect(specificity('zzyzxqq')).toBe(1);
  });

  it('a researcher with one paper: a paper sharing its words scores, one sharing none scores little (its wording only), and the parts add up', () => {
    const mine = ownPaperVectors([own('p1', 'Teacher dashboards', DASHBOARDS)]);
    const close = scoreParts(termVector('Dashboards for teachers: feedback on the activity of students.'), [], mine);
    const far = scoreParts(termVector('Protein folding with molecular dynamics.'), [], mine);
    expect(close.score).toBeGreaterThan(15);
    expect(close.papers.map((paper) => paper.paperId)).toEqual(['p1']);
    expect(close.score).toBeCloseTo(partsTotal(close), 6);
    expect(far.score).toBeLessThan(close.score / 10);
    expect(far.papers).toEqual([]);
    expect(far.score).toBeCloseTo(partsTotal(far), 6);
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

  it('without own papers the interests alone score: weight × overlap, up to the weight, on the curve of the fallback reference', () => {
    const interests = [{ text: 'teacher dashboards', weight: 5 }, { text: 'protein folding', weight: 4 }];
    const raw = rawParts(termVector('teacher dashboards'), interests, []);
    expect(raw.interests['teacher dashboards']).toBeCloseTo(5, 6);
    expect(raw.interests['protein folding']).toBe(0);
    expect(raw.score).toBeCloseTo(5, 6);
    const shown = scoreParts(termVector('teacher dashboards'), interests, []);
    expect(shown.score).toBeCloseTo(calibrated(5, FALLBACK_REFERENCE), 6);
    expect(shown.interests['teacher dashboards']).toBeCloseTo(shown.score, 6);
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
    // every keyphrase shown (a part above 0; without one whose words are far from the researcher's, the
    // others weigh more and the score may even rise, so it is shown as nothing)
    const shown = keyphrases.filter((name) => (split.byKeyphrase[name] ?? 0) > 0);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    shown.forEach((name) => {
      const rest = Object.fromEntries(keyphrases.filter((other) => other !== name).map((other) => [other, 3]));
      const without = keywordWhatIf(rest, interests, mine, paper).score;
      expect(split.score - without).toBeGreaterThanOrEqual((split.byKeyphrase[name] ?? 0) - 0.01);
    });
    expect(split.byKeyphrase['learning analytics dashboards']).toBeGreaterThan(split.byKeyphrase.classes ?? 0);
    // switching an interest off takes at least its points away
    const explained = explainedScore(text, keyphrases, interests, mine);
    const noFeedback = interestsWhatIf(all, interests.slice(0, 1), mine, paper).score;
    expect(explained.explanation.interests.feedback).toBeGreaterThan(0);
    expect(explained.score - noFeedback).toBeGreaterThanOrEqual((explained.explanation.interests.feedback ?? 0) - 0.02);
  });

  it('a paper in words related to the researcher\'s, not the same ones, scores through them, names them, and they are worth at most what taking them away lowers the score', () => {
    const mine = ownPaperVectors([own('d', 'Feedback for students', 'Teachers give feedback to students.')]);
    const paper = termVector('Pupils and their marks.');
    expect(cosine(paper, mine[0]?.vector ?? new Map())).toBe(0);
    const parts = scoreParts(paper, [], mine);
    expect(parts.score).toBeGreaterThan(0);
    expect(parts.papers).toEqual([]);
    // "pupils" and "students": word vectors closer than chance; "pupils" and "teachers" (0.73) are not
    expect(parts.related.words).toEqual(['pupils ~ students']);
    expect(parts.related.pairs).toBe(1);
    expect(parts.related.points).toBeGreaterThan(0);
    expect(partsTotal(parts)).toBeCloseTo(parts.score, 6);
    expect(parts.score - scoreParts(paper, [], mine, { withRelated: false }).score).toBeGreaterThanOrEqual(parts.related.points - 1e-9);
    expect(scoreParts(paper, [], mine, { withRelated: false }).related.points).toBe(0);
    // "instructors" is near "teachers" (0.69), but not closer than chance: nothing matches
    expect(scoreParts(termVector('Instructors and their marks.'), [], mine).related.pairs).toBe(0);
  });

  it('a related word stands in for a missing one: a pair counts only when the researcher\'s paper lacks the candidate\'s word and the candidate lacks the paper\'s', () => {
    const mine = ownPaperVectors([own('d', 'Feedback for students', 'Teachers give feedback to students.')]);
    expect(scoreParts(termVector('Pupils and their marks.'), [], mine).related.words).toEqual(['pupils ~ students']);
    // the candidate has "students" itself: matched exactly, its "pupils" stands in for nothing
    const both = scoreParts(termVector('Pupils, students and their marks.'), [], mine);
    expect(both.related).toEqual({ points: 0, words: [], pairs: 0 });
    expect(both.score).toBeCloseTo(scoreParts(termVector('Pupils, students and their marks.'), [], mine, { withRelated: false }).score, 9);
    // the researcher's paper has "pupils" itself: the candidate's "pupils" is matched exactly, not also through "students"
    const theirs = ownPaperVectors([own('e', 'Feedback for pupils and students', 'Teachers give feedback to pupils and students.')]);
    expect(scoreParts(termVector('Pupils and their marks.'), [], theirs).related.pairs).toBe(0);
  });

  it('a paper\'s related words do not depend on the papers scored before it (a word is looked up as this paper spells it)', () => {
    const papers = [own('d', 'Feedback for students', 'Teachers give feedback to students.')];
    const alone = scoreParts(termVector('Pupils and their marks.'), [], ownPaperVectors(papers));
    forgetRelatedWords();
    const mine = ownPaperVectors(papers);
    // "pupil" (one pupil) is not near "students" (0.42); the same stem spelled "pupils" is (0.81)
    expect(scoreParts(termVector('A pupil and a mark.'), [], mine).related.pairs).toBe(0);
    const after = scoreParts(termVector('Pupils and their marks.'), [], mine);
    expect(after.related.words).toEqual(['pupils ~ students']);
    expect(after.score).toBeCloseTo(alone.score, 9);
  });

  it('related words are closer than chance: RELATED_COSINE is the cosine a random pair of the table\'s words exceeds once per word', () => {
    const table = wordTable();
    if (!table) throw new Error('no word-vector table');
    // every 30th word: 1,000 words, half a million pairs (the constant was measured on every second word)
    expect(Math.abs(chanceCosine(table, 30) - RELATED_COSINE)).toBeLessThan(0.02);
  });

  it('a candidate abstract of 1 MB is scored and explained like any other', () => {
    const mine = ownPaperVectors([own('b', 'Teacher dashboards', DASHBOARDS)]);
    const huge = `Teacher dashboards. ${'Dashboards give teachers feedback on students. '.repeat(22_000)}`;
    expect(huge.length).toBeGreaterThan(1_000_000);
    const explained = explainedScore(huge, ['teacher dashboards'], [], mine);
    expect(explained.score).toBeGreaterThan(10);
    expect(Number.isFinite(explained.explanation.other_words)).toBe(true);
  });

  it('the shown score: 50 at the reference, 0 to 100, steeper than the raw points where lists are, and the same for the same points', () => {
    expect(calibrated(36, 36)).toBeCloseTo(50, 6);
    expect(calibrated(0, 36)).toBe(0);
    expect(calibrated(1000, 36)).toBeLessThan(100);
    const points = [5, 10, 20, 30, 36, 45, 60];
    const shown = points.map((raw) => calibrated(raw, 36));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    // a paper with 80 % of the best one's points shows clearly less than 80 % of its score
    expect(calibrated(24, 36) / calibrated(30, 36)).toBeLessThan(0.7);
    expect(CURVE).toBeGreaterThan(1);
  });

  it('the reference is how close the own papers are to one another: not the liked papers, not a paper twice, not the interests', () => {
    const papers = [
      own('b', 'Teacher dashboards', DASHBOARDS),
      own('c', 'Dashboards in class', 'Teachers read dashboards of student activity.'),
      own('d', 'Feedback for students', 'Teachers give feedback to students.'),
      own('e', 'Dashboards at school', 'Students and teachers use dashboards at school.'),
    ];
    const mine = ownPaperVectors(papers);
    const ref = reference(mine);
    expect(ref).toBeGreaterThan(5);
    expect(ref).toBeLessThan(100);
    // the same paper a second time (a preprint) and a paper liked leave it as it is
    expect(reference(ownPaperVectors([...papers, own('b2', 'Teacher dashboards', DASHBOARDS)]))).toBeCloseTo(ref, 6);
    expect(reference([...ownPaperVectors(papers), ...ownPaperVectors([own('x', 'Teacher dashboards', DASHBOARDS)], true)])).toBeCloseTo(ref, 6);
    // farther papers, a lower reference: the same candidate shows a higher score
    const far = ownPaperVectors([...papers.slice(0, 1), own('g', 'Galaxy surveys', 'Redshift of distant galaxies and dashboards.'), own('p', 'Protein folding', 'Molecular dynamics.')]);
    expect(reference(far)).toBeLessThan(ref);
    expect(reference(ownPaperVectors(papers.slice(0, 1)))).toBe(FALLBACK_REFERENCE);
    const candidate = termVector('Dashboards give teachers feedback.');
    expect(scoreParts(candidate, [], far).score).toBeGreaterThan(scoreParts(candidate, [], mine).score * (rawParts(candidate, [], far).score / rawParts(candidate, [], mine).score));
  });

  it('high on the curve, each reason is worth at most what taking it away lowers the score by, and the rest is earned together', () => {
    const mine = ownPaperVectors([own('b', 'Teacher dashboards', DASHBOARDS), own('z', 'Protein folding', 'Molecular dynamics of protein folding.')]);
    const interests = ['teacher dashboards', 'dashboards', 'teachers', 'feedback', 'students', 'activity', 'student activity', 'teacher feedback', 'class activity', 'dashboards for teachers'].map((text) => ({ text, weight: 5 }));
    const paper = termVector(DASHBOARDS);
    const parts = scoreParts(paper, interests, mine);
    expect(parts.score).toBeGreaterThan(75);
    expect(partsTotal(parts)).toBeCloseTo(parts.score, 6);
    expect(parts.together).toBeGreaterThan(0);
    interests.forEach((interest) => {
      const without = scoreParts(paper, interests.filter((other) => other !== interest), mine).score;
      expect(parts.score - without).toBeGreaterThanOrEqual((parts.interests[interest.text] ?? 0) - 1e-9);
    });
  });

  it('on a real researcher (tests/data/expertise), the tenth paper shows clearly below the best, and every card still adds up and passes the removal test', () => {
    type Paper = { id: string; title: string | null; abstract: string | null };
    type Fixture = { interests: { text: string; weight: number }[]; profile: Paper[]; candidates: Paper[] };
    const fixture = JSON.parse(readFileSync(new URL('../../../tests/data/expertise/one-researcher.json', import.meta.url), 'utf8')) as Fixture;
    const mine = ownPaperVectors(fixture.profile.map((paper) => own(paper.id, paper.title ?? '', paper.abstract)));
    const scored = fixture.candidates
      .map((paper) => {
        const vector = termVector(`${paper.title ?? ''}. ${paper.abstract ?? ''}`);
        return { vector, raw: rawParts(vector, fixture.interests, mine).score, parts: scoreParts(vector, fixture.interests, mine) };
      })
      .sort((a, b) => b.parts.score - a.parts.score)
      .slice(0, 10);
    const [best, tenth] = [scored[0], scored[9]];
    if (!best || !tenth) throw new Error('fewer than ten candidates');
    // the raw points of the tenth are close to the best's; the shown score spreads them
    expect(tenth.raw / best.raw).toBeGreaterThan(0.6);
    expect(tenth.parts.score / best.parts.score).toBeLessThan(0.6);
    expect(best.parts.score - tenth.parts.score).toBeGreaterThan(10);
    expect(scored.filter(({ parts }) => parts.related.points > 0).length).toBeGreaterThan(0);
    expect(scored.filter(({ parts }) => parts.wording.some((paper) => paper.points > 0.5)).length).toBeGreaterThan(0);
    const refs = references(mine);
    let leftOutChecked = 0;
    scored.forEach(({ vector, parts }) => {
      expect(partsTotal(parts)).toBeCloseTo(parts.score, 6);
      // leaving a paper named under Why? out of the researcher's papers (their yardsticks kept) lowers the
      // score by at least what all its rows claim: its shared words' and its closeness in wording
      new Set([...parts.papers, ...parts.wording].map((row) => row.paperId)).forEach((paperId) => {
        const claimed = sum([...parts.papers, ...parts.wording].filter((row) => row.paperId === paperId).map((row) => row.points));
        const without = scoreParts(vector, fixture.interests, mine, { refs, leftOut: paperId }).score;
        expect(parts.score - without).toBeGreaterThanOrEqual(claimed - 1e-9);
        leftOutChecked += 1;
      });
      // taking the related words away lowers the score by at least what they are said to earn
      expect(parts.score - scoreParts(vector, fixture.interests, mine, { withRelated: false }).score).toBeGreaterThanOrEqual(parts.related.points - 1e-9);
      fixture.interests.forEach((interest) => {
        const without = scoreParts(vector, fixture.interests.filter((other) => other !== interest), mine).score;
        expect(parts.score - without).toBeGreaterThanOrEqual((parts.interests[interest.text] ?? 0) - 1e-9);
      });
    });
    // every card names own papers to leave out, not a few
    expect(leftOutChecked).toBeGreaterThanOrEqual(scored.length * 3);
  });

  it('SIF weights (Arora et al. 2017): a / (a + p(w)), a = 10⁻³, p(w) by Zipf from the word table\'s frequency rank', () => {
    const table = wordTable();
    if (!table) throw new Error('no word-vector table');
    expect(SIF_A).toBe(1e-3);
    expect(sum(table.words.map((_, row) => zipfProbability(table, row)))).toBeCloseTo(1, 9);
    expect(zipfProbability(table, 0) / zipfProbability(table, 9)).toBeCloseTo(10, 9);
    // "the", the most frequent word, counts about a hundredth; a rare word nearly fully; a word outside the table nothing
    expect(sifWeight('the')).toBeLessThan(0.02);
    expect(sifWeight('students')).toBeLessThan(sifWeight('galaxies'));
    expect(sifWeight('galaxies')).toBeGreaterThan(0.9);
    expect(sifWeight('zzyzxqq')).toBe(0);
    // a text of everyday words is closer to everyday English than a technical one
    const everyday = everydayEnglish();
    const plain = wordingOf(termVector('People often say that they had a good time at home with their friends and family last year.'));
    expect(sifCosine(everyday, plain)).toBeGreaterThan(sifCosine(everyday, wordingOf(termVector(DASHBOARDS))) + 0.1);
  });

  it('closeness in wording: the papers closest in wording are named, each worth at most what leaving it out lowers the score by; a paper tied with the next one earns nothing alone', () => {
    const papers = [
      own('b', 'Teacher dashboards', DASHBOARDS),
      own('e', 'Analytics for teachers', 'Learning analytics show teachers what their students do in class.'),
      own('d1', 'Feedback for students', 'Teachers give feedback to students in class.'),
      own('d2', 'Feedback for students', 'Teachers give feedback to students in class.'),
      own('c', 'Dashboards in class', 'Teachers read dashboards of student activity.'),
      own('p', 'Protein folding', 'Molecular dynamics of protein folding.'),
      own('g', 'Galaxy surveys', 'Redshift of distant galaxies.'),
    ];
    const mine = ownPaperVectors(papers);
    const refs = references(mine);
    expect(refs.background).toBeGreaterThan(0);
    expect(refs.background).toBeLessThan(refs.wording);
    const paper = termVector('Learning analytics for teachers: visual displays of what students do.');
    const parts = scoreParts(paper, [], mine);
    // the three closest in wording, closest first; d1 and d2 are worded alike (a tie goes by id)
    expect(parts.wording.map((row) => row.paperId)).toEqual(['e', 'b', 'd1']);
    // leaving e out brings in d2, less close: e earns wording points alone
    expect(parts.wording[0]?.points).toBeGreaterThan(0.5);
    expect(partsTotal(parts)).toBeCloseTo(parts.score, 6);
    mine.forEach((left) => {
      const without = scoreParts(paper, [], mine.filter((other) => other !== left), { refs }).score;
      expect(without).toBeLessThanOrEqual(parts.score + 1e-9);
      expect(parts.score - without).toBeGreaterThanOrEqual((parts.wording.find((row) => row.paperId === left.paperId)?.points ?? 0) - 1e-9);
    });
    // leaving d1 out brings in d2, as close: the score stays, so d1 earns nothing alone
    expect(scoreParts(paper, [], mine.filter((other) => other.paperId !== 'd1'), { refs }).score).toBeCloseTo(parts.score, 9);
    expect(parts.wording.find((row) => row.paperId === 'd1')?.points).toBe(0);
  });

  it('a paper\'s score and parts do not depend on the other candidates scored before or after it', () => {
    const mine = ownPaperVectors([own('b', 'Teacher dashboards', DASHBOARDS), own('d', 'Feedback for students', 'Teachers give feedback to students.')]);
    const interests = [{ text: 'learning analytics', weight: 4 }];
    const text = 'Pupils and their marks on dashboards.';
    const first = scoreParts(termVector(text), interests, mine);
    ['Protein folding.', 'Students in class use dashboards for feedback.', 'Galaxy surveys of redshift.'].forEach((other) => scoreParts(termVector(other), interests, mine));
    expect(scoreParts(termVector(text), interests, mine)).toEqual(first);
  });
});

describe('the ranking', () => {
  const candidate = (paperId: string, title: string, abstract: string): PoolPaper => ({ paperId, title, abstract, year: 2024, url: null, authors: [] });

  it('ranks by the exact score: two papers shown with the same score keep the order of their scores, not of their ids', async () => {
    const researcher = { ownPapers: [own('p1', 'Teacher dashboards', DASHBOARDS), own('p2', 'Feedback in class', 'Teachers give students feedback on their activity in class.')] };
    const scored = await scoreCandidates(
      [
        candidate('a', 'Student activity', 'Students and their activity in class.'),
        candidate('b', 'Dashboards for teachers', 'Dashboards show teachers the activity of students and support their feedback in class.'),
      ],
      [],
      async (jobs) => jobs.map(() => []),
      researcher,
    );
    const [lower, higher] = [...scored].sort((x, y) => rankingScore(x) - rankingScore(y));
    if (!lower || !higher) throw new Error('two papers were scored');
    expect(higher.paperId).toBe('b');
    expect(rankingScore(higher)).toBeGreaterThan(rankingScore(lower));
    // the card shows the hundredths of the exact score
    scored.forEach((paper) => expect(paper.score).toBeCloseTo(rankingScore(paper), 2));
    // shown alike (a tie of the rounding): the paper of the higher exact score still comes first, though its id comes later
    scored.forEach((paper) => (paper.score = 30));
    expect(rankScored(scored, researcher).map((paper) => paper.paperId)).toEqual(['b', 'a']);
  });
});
