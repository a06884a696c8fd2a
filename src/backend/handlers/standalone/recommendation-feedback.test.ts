/** Recommended Papers' feedback (not for me, more like this, less of a keyphrase) and last list, on the seeded account. */
import { describe, expect, it } from 'vitest';
import { getRecommendedPublications } from '@/api/user/publications';
import { getLastRecommendations, getRecommendationFeedback, giveRecommendationFeedback, undoRecommendationFeedback } from '@/api/user/standalone-recommendations';
import { DEMO_EMAIL } from '../../seed/researchers';
import { failure, loginAs } from '../../test-utils/api';
import { paperPool } from '../user/publications';
import { db, testBackend } from '@/backend/node';

const INTERESTS = [
  { text: 'learning analytics', weight: 5 },
  { text: 'dashboards', weight: 4 },
  { text: 'feedback', weight: 3.5 },
];

const ids = (papers: { paperId: string }[] | null) => (papers ?? []).map((paper) => paper.paperId);

describe('feedback on Recommended Papers', () => {
  it('"Not for me" takes the paper out at once and for good (a new Recommend leaves it out too); Undo brings it back', async () => {
    loginAs(DEMO_EMAIL);
    const before = await getRecommendedPublications(INTERESTS);
    const top = before[0];
    if (!top) throw new Error('no paper recommended');
    const change = await giveRecommendationFeedback({ kind: 'not-for-me', target: top.paperId, title: top.title }, INTERESTS);
    expect(ids(change.papers)).not.toContain(top.paperId);
    expect(ids(change.papers).slice(0, before.length - 1)).toEqual(ids(before).slice(1));
    expect(change.feedback).toEqual([{ kind: 'not-for-me', target: top.paperId, title: top.title, abstract: null, at: expect.any(Number) as number }]);
    expect(ids(await getRecommendedPublications(INTERESTS))).not.toContain(top.paperId);
    expect(await getRecommendationFeedback()).toHaveLength(1);

    const undone = await undoRecommendationFeedback({ kind: 'not-for-me', target: top.paperId }, INTERESTS);
    expect(ids(undone.papers)).toEqual(ids(before));
    expect(undone.feedback).toEqual([]);
  });

  it('"Less of this keyphrase" lowers the score of the papers with its words, and only theirs', async () => {
    loginAs(DEMO_EMAIL);
    const before = await getRecommendedPublications(INTERESTS);
    const change = await giveRecommendationFeedback({ kind: 'less-keyphrase', target: 'Dashboards' }, INTERESTS);
    expect(change.feedback.map((row) => [row.kind, row.target])).toEqual([['less-keyphrase', 'dashboards']]);
    const after = new Map((change.papers ?? []).map((paper) => [paper.paperId, paper.score]));
    const withWord = before.filter((paper) => /dashboard/i.test(`${paper.title} ${paper.abstract ?? ''}`) && after.has(paper.paperId));
    const without = before.filter((paper) => !/dashboard/i.test(`${paper.title} ${paper.abstract ?? ''}`) && after.has(paper.paperId));
    expect(withWord.length).toBeGreaterThan(0);
    withWord.forEach((paper) => expect(after.get(paper.paperId)).toBeLessThan(paper.score));
    without.forEach((paper) => expect(after.get(paper.paperId)).toBe(paper.score));
    // the explanation still adds up to the score shown
    (change.papers ?? []).forEach((paper) => {
      const parts = Object.values(paper.explanation?.keyphrases ?? {}).reduce((sum, value) => sum + value, paper.explanation?.other_words ?? 0);
      expect(Math.abs(parts - paper.score)).toBeLessThan(0.1);
    });
  });

  it('"More like this" makes the paper an example: papers like it rise, and Why? names it', async () => {
    loginAs(DEMO_EMAIL);
    const before = await getRecommendedPublications(INTERESTS);
    const liked = before.at(-1);
    if (!liked) throw new Error('no paper recommended');
    const change = await giveRecommendationFeedback({ kind: 'more-like-this', target: liked.paperId, title: liked.title, abstract: liked.abstract }, INTERESTS);
    const again = change.papers?.find((paper) => paper.paperId === liked.paperId);
    expect(again?.score).toBeGreaterThan(liked.score);
    // named as a paper liked, never as one of the researcher's own
    expect(again?.explanation?.papers.filter((paper) => paper.title === liked.title).map((paper) => paper.liked)).toEqual([true]);
    expect(change.papers?.flatMap((paper) => paper.explanation?.papers ?? []).filter((paper) => paper.liked).map((paper) => paper.paperId)).toEqual(
      change.papers?.flatMap((paper) => paper.explanation?.papers ?? []).filter((paper) => paper.paperId === liked.paperId).map((paper) => paper.paperId),
    );
    // "not for me" on the same paper replaces it
    const dismissed = await giveRecommendationFeedback({ kind: 'not-for-me', target: liked.paperId, title: liked.title }, INTERESTS);
    expect(dismissed.feedback.map((row) => row.kind)).toEqual(['not-for-me']);
  });

  it('all candidates dismissed: an empty list', async () => {
    const { user } = loginAs(DEMO_EMAIL);
    db.state().recommendationFeedback = paperPool(db, user.id).map((paper) => ({ user: user.id, kind: 'not-for-me' as const, target: paper.paperId, title: paper.title, abstract: null, at: 1 }));
    expect(await getRecommendedPublications(INTERESTS)).toEqual([]);
  });

  it('feedback on a paper that no longer appears is kept and changes nothing shown; undoing feedback never given is a 404', async () => {
    loginAs(DEMO_EMAIL);
    const before = await getRecommendedPublications(INTERESTS);
    const change = await giveRecommendationFeedback({ kind: 'not-for-me', target: 'gone-paper', title: 'An old paper', abstract: 'x'.repeat(1_000_000) }, INTERESTS);
    expect(ids(change.papers)).toEqual(ids(before));
    expect(change.feedback[0]?.abstract?.length).toBe(10_000);
    expect((await failure(undoRecommendationFeedback({ kind: 'less-keyphrase', target: 'never' }, INTERESTS))).status).toBe(404);
    expect((await failure(giveRecommendationFeedback({ kind: 'not-for-me', target: '  ' }, INTERESTS))).status).toBe(400);
  });

  it('after a reload, the last list opens ranked with the feedback given since, and feedback re-ranks it without recommending anew', async () => {
    loginAs(DEMO_EMAIL);
    const before = await getRecommendedPublications(INTERESTS);
    const [top, second] = before;
    if (!top || !second) throw new Error('fewer than two papers recommended');
    testBackend().scoredPapers.forget();
    // feedback given where no list is shown (Your feedback): the stored list is not ranked again then
    await giveRecommendationFeedback({ kind: 'not-for-me', target: top.paperId, title: top.title }, []);
    expect(ids((await getLastRecommendations())?.papers ?? [])).toEqual(ids(before).slice(1));

    testBackend().scoredPapers.forget();
    const less = await giveRecommendationFeedback({ kind: 'not-for-me', target: second.paperId, title: second.title }, INTERESTS);
    // from the stored papers: none found anew (a new search would fill the list to ten again)
    expect(ids(less.papers)).toEqual(ids(before).slice(2));
    expect(ids((await getLastRecommendations())?.papers ?? [])).toEqual(ids(before).slice(2));

    // a dismissal undone after a reload: the stored list does not hold the paper, so it is recommended anew
    testBackend().scoredPapers.forget();
    await undoRecommendationFeedback({ kind: 'not-for-me', target: second.paperId }, INTERESTS);
    const undone = await undoRecommendationFeedback({ kind: 'not-for-me', target: top.paperId }, INTERESTS);
    expect(ids(undone.papers)).toEqual(ids(before));
  });

  it('keeps the last list, its interests and its time (none before the first, answered without an error status)', async () => {
    loginAs(DEMO_EMAIL);
    expect(await getLastRecommendations()).toBeNull();
    const papers = await getRecommendedPublications(INTERESTS);
    const last = await getLastRecommendations();
    if (last === null) throw new Error('no last list after recommending');
    expect(last.interests).toEqual(INTERESTS);
    expect(ids(last.papers)).toEqual(ids(papers));
    expect(last.at).toBeLessThanOrEqual(db.now());
    expect(last.at).toBeGreaterThan(db.now() - 60_000);
  });
});
