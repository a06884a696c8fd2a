/**
 * The built-in backend's feedback on Recommended Papers and its last list (a RIMA server has no such
 * routes: the page calls them only on the built-in backend, and names the feedback as not offered
 * elsewhere).
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';
import type { InterestWeight } from './publications';
import { recommendedPaperSchema } from './schemas';

export const FEEDBACK_KINDS = ['not-for-me', 'more-like-this', 'less-keyphrase'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const feedbackSchema = z.object({ kind: z.enum(FEEDBACK_KINDS), target: z.string(), title: z.nullable(z.string()), abstract: z.nullable(z.string()), at: z.number() });
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z.array(feedbackSchema);

/** Papers of a list, each paperId once (the first, the better ranked). */
const paperList = z.pipe(
  z.array(recommendedPaperSchema),
  z.transform((papers) => {
    const seen = new Set<string>();
    return papers.filter((paper) => (seen.has(paper.paperId) ? false : (seen.add(paper.paperId), true)));
  }),
);

/** A change of feedback: the feedback now, and the list ranked again (null: no list asked, or its sources failed). */
export const feedbackChangeSchema = z.object({ feedback: feedbackListSchema, papers: z.nullable(paperList), detail: z.optional(z.string()) });
export type FeedbackChange = z.output<typeof feedbackChangeSchema>;

export const lastListSchema = z.object({ interests: z.array(z.object({ text: z.string(), weight: z.number() })), papers: paperList, at: z.number() });
export type LastList = z.output<typeof lastListSchema>;

/** GET /api/standalone/recommendations/feedback/ (caller), newest first */
export function getRecommendationFeedback(signal?: AbortSignal): Promise<Feedback[]> {
  return request(userApi, { endpoint: 'recommendation feedback', method: 'GET', url: '/api/standalone/recommendations/feedback/', schema: feedbackListSchema, signal });
}

export type FeedbackInput = { kind: FeedbackKind; target: string; title?: string | null; abstract?: string | null };

/** POST /api/standalone/recommendations/feedback/ (caller): gives feedback; the list for `interests` comes back ranked again. */
export function giveRecommendationFeedback(feedback: FeedbackInput, interests: readonly InterestWeight[]): Promise<FeedbackChange> {
  return request(userApi, {
    endpoint: 'give recommendation feedback',
    method: 'POST',
    url: '/api/standalone/recommendations/feedback/',
    data: { ...feedback, interests: interests.map(({ text, weight }) => ({ text, weight })) },
    schema: feedbackChangeSchema,
    timeoutMs: 240_000,
  });
}

/** POST /api/standalone/recommendations/feedback/undo/ (caller): takes feedback back; the list comes back ranked again. */
export function undoRecommendationFeedback(feedback: Pick<FeedbackInput, 'kind' | 'target'>, interests: readonly InterestWeight[]): Promise<FeedbackChange> {
  return request(userApi, {
    endpoint: 'undo recommendation feedback',
    method: 'POST',
    url: '/api/standalone/recommendations/feedback/undo/',
    data: { kind: feedback.kind, target: feedback.target, interests: interests.map(({ text, weight }) => ({ text, weight })) },
    schema: feedbackChangeSchema,
    timeoutMs: 240_000,
  });
}

/** GET /api/standalone/recommendations/last/ (caller): the last list, its interests and its time; null before the first. */
export function getLastRecommendations(signal?: AbortSignal): Promise<LastList | null> {
  return request(userApi, { endpoint: 'last recommended papers', method: 'GET', url: '/api/standalone/recommendations/last/', schema: z.nullable(lastListSchema), signal });
}

export const withoutPaperSchema = z.object({ score: z.number() });

/**
 * POST /api/standalone/recommendations/without-paper/ (caller): the score of the paper with these
 * keyphrases for `interests`, with the researcher's paper `paperId` (one named under Why?) left out of
 * the papers it is compared with.
 */
export function rescoreWithoutPaper(paperKeywords: Record<string, number>, interests: readonly InterestWeight[], paperId: string, signal?: AbortSignal): Promise<{ score: number }> {
  return request(userApi, {
    endpoint: 'score without a paper',
    method: 'POST',
    url: '/api/standalone/recommendations/without-paper/',
    data: { paper_keywords: paperKeywords, interests: interests.map(({ text, weight }) => ({ text, weight })), paper_id: paperId },
    schema: withoutPaperSchema,
    signal,
  });
}
