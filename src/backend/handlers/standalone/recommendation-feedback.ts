/**
 * Recommended Papers' feedback and last list (built-in backend only; docs/recommendations.md):
 * - GET  /api/standalone/recommendations/last/      -> {interests, papers, at} of the caller's last list; null before the first (an answer, not a 404: browsers log every 404 as an error)
 * - GET  /api/standalone/recommendations/feedback/  -> [{kind, target, title, abstract, at}], newest first
 * - POST /api/standalone/recommendations/feedback/       {kind, target, title?, abstract?, interests} -> {feedback, papers}
 * - POST /api/standalone/recommendations/feedback/undo/  {kind, target, interests} -> {feedback, papers}; 404 {detail} for feedback not given
 * `papers` is the list for `interests` ranked again with the feedback (at once from the last scored
 * candidates, after a reload from the stored last list; recommended anew when neither holds them).
 * The last list is ranked again with the feedback as it is now when read. "Not for me" and "More like this" on one paper exclude
 * each other: the later one replaces the earlier.
 */
import type { Db } from '../../domain';
import type { DbRecommendationFeedback } from '../../domain/types';
import { json, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { ensureWordVectors } from '../../nlp/embeddings/word-vectors';
import type { InterestInput } from '../../nlp/recommend-publications';
import { SourceError } from '../../sources/http';
import { lastListFor, rerankFor } from '../user/publications';
import { callerId, type Route, type RouteContext } from '../route';
import { isRecord } from '../user/validate';

const KINDS: readonly DbRecommendationFeedback['kind'][] = ['not-for-me', 'more-like-this', 'less-keyphrase'];
/** The longest title or abstract kept with a paper's feedback (a 1 MB abstract is cut). */
const MAX_TEXT = 10_000;

const feedbackOf = (db: Db, userId: number) =>
  db.recommendations
    .feedbackOf(userId)
    .sort((a, b) => b.at - a.at)
    .map(({ user: _user, ...row }) => row);

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, MAX_TEXT) : null);

type Asked = { kind: DbRecommendationFeedback['kind']; target: string; title: string | null; abstract: string | null; interests: InterestInput[] };

/** The body's feedback and interests, or the 400 naming the first wrong field. */
function askedOf(body: unknown): Asked | Response {
  const record = isRecord(body) ? body : {};
  const kind = KINDS.find((known) => known === record.kind);
  if (!kind) return json({ kind: [`Must be one of ${KINDS.join(', ')}.`] }, 400);
  const target = typeof record.target === 'string' ? record.target.trim().slice(0, 1000) : '';
  if (target === '') return json({ target: ['This field is required.'] }, 400);
  const interests = Array.isArray(record.interests)
    ? record.interests.flatMap((item) => (isRecord(item) && typeof item.text === 'string' && Number.isFinite(Number(item.weight)) ? [{ text: item.text, weight: Number(item.weight) }] : []))
    : [];
  return { kind, target: kind === 'less-keyphrase' ? target.toLowerCase() : target, title: textOrNull(record.title), abstract: textOrNull(record.abstract), interests };
}

/** The answer of a change: the feedback now, and the list ranked again (a 503 naming the source when a live account's sources all failed). */
async function answer(ctx: RouteContext, userId: number, interests: InterestInput[], wanted?: string): Promise<Response> {
  const { db } = ctx.backend;
  if (interests.length === 0) return json({ feedback: feedbackOf(db, userId), papers: null });
  await ensureWordVectors();
  try {
    return json({ feedback: feedbackOf(db, userId), papers: await rerankFor(ctx.backend, userId, interests, ctx.request.signal, wanted) });
  } catch (error) {
    if (error instanceof SourceError) return json({ feedback: feedbackOf(db, userId), papers: null, detail: error.message }, 503);
    throw error;
  }
}

/** The feedback a request's body asks for, or the answer refusing it. */
async function askedIn(ctx: RouteContext): Promise<Asked | Response> {
  const body = await readJson(ctx.request);
  return body === MALFORMED ? malformedJson() : askedOf(body);
}

async function give(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const asked = await askedIn(ctx);
  if (asked instanceof Response) return asked;
  const userId = callerId(ctx);
  db.recommendations.giveFeedback(userId, asked);
  return answer(ctx, userId, asked.interests);
}

async function undo(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const asked = await askedIn(ctx);
  if (asked instanceof Response) return asked;
  const userId = callerId(ctx);
  if (!db.recommendations.undoFeedback(userId, asked.kind, asked.target)) return json({ detail: 'Not found.' }, 404);
  // a dismissed paper comes back only if the candidates still hold it (else they are found anew)
  return answer(ctx, userId, asked.interests, asked.kind === 'not-for-me' ? asked.target : undefined);
}

async function last(ctx: RouteContext): Promise<Response> {
  await ensureWordVectors();
  const list = lastListFor(ctx.backend, callerId(ctx));
  return json(list ? { interests: list.interests, papers: list.papers, at: list.at } : null);
}

export const recommendationFeedbackRoutes: Route[] = [
  { method: 'GET', path: '/api/standalone/recommendations/last/', auth: 'caller', handle: last },
  { method: 'GET', path: '/api/standalone/recommendations/feedback/', auth: 'caller', handle: (ctx) => json(feedbackOf(ctx.backend.db, callerId(ctx))) },
  { method: 'POST', path: '/api/standalone/recommendations/feedback/', auth: 'caller', handle: give },
  { method: 'POST', path: '/api/standalone/recommendations/feedback/undo/', auth: 'caller', handle: undo },
];
