/**
 * The Recommended Papers repository: a researcher's feedback on the recommended papers (not for me,
 * more like this, less of a keyphrase) and their last list. The routes (handlers/user/publications.ts,
 * handlers/standalone/recommendation-feedback.ts) check the request, rank, and answer; every change
 * here marks the data changed.
 */
import type { Db } from './index';
import type { DbRecommendationFeedback, DbRecommendationList } from './types';

/** What a researcher says of a paper or keyphrase (validated by the route). */
export type FeedbackFields = Pick<DbRecommendationFeedback, 'kind' | 'target' | 'title' | 'abstract'>;

/**
 * Whether a stored row is about what the feedback is about: a paper has one feedback at a time (more
 * like this replaces not for me, and the other way round), a keyphrase one of its own.
 */
const aboutTheSame = (row: DbRecommendationFeedback, given: FeedbackFields) =>
  row.target === given.target && (row.kind === given.kind || (given.kind !== 'less-keyphrase' && row.kind !== 'less-keyphrase'));

export class Recommendations {
  constructor(private readonly db: Db) {}

  /** The researcher's feedback, in the order given. */
  feedbackOf(userId: number): DbRecommendationFeedback[] {
    return (this.db.state().recommendationFeedback ?? []).filter((row) => row.user === userId);
  }

  /** Keeps the feedback, now, in place of the researcher's earlier feedback on the same paper or keyphrase. */
  giveFeedback(userId: number, given: FeedbackFields): DbRecommendationFeedback {
    const state = this.db.state();
    const row: DbRecommendationFeedback = { user: userId, kind: given.kind, target: given.target, title: given.title, abstract: given.abstract, at: this.db.now() };
    state.recommendationFeedback = [...(state.recommendationFeedback ?? []).filter((known) => known.user !== userId || !aboutTheSame(known, given)), row];
    this.db.touch();
    return row;
  }

  /** Takes back the researcher's feedback of that kind on that target; false (nothing changed) when none was given. */
  undoFeedback(userId: number, kind: DbRecommendationFeedback['kind'], target: string): boolean {
    const state = this.db.state();
    const rows = state.recommendationFeedback ?? [];
    const given = (row: DbRecommendationFeedback) => row.user === userId && row.kind === kind && row.target === target;
    if (!rows.some(given)) return false;
    state.recommendationFeedback = rows.filter((row) => !given(row));
    this.db.touch();
    return true;
  }

  /** The researcher's last list, as it was stored; undefined before the first. */
  lastList(userId: number): DbRecommendationList | undefined {
    return (this.db.state().recommendationLists ?? []).find((row) => row.user === userId);
  }

  /** Keeps the list as the researcher's last (the page opens on it), with its interests and the time now. */
  keepList(userId: number, interests: readonly { text: string; weight: number }[], papers: unknown[]): DbRecommendationList {
    const state = this.db.state();
    const row: DbRecommendationList = { user: userId, interests: interests.map(({ text, weight }) => ({ text, weight })), papers, at: this.db.now() };
    state.recommendationLists = [...(state.recommendationLists ?? []).filter((list) => list.user !== userId), row];
    this.db.touch();
    return row;
  }
}
