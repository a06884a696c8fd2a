/**
 * Papers the user removed for good (remove-paper-for-user/ keeps their Semantic Scholar id, so a
 * fetch does not bring them back), listed with a way to undo that:
 * - GET  /api/standalone/removed-papers/          -> [{paper_id, title, year}] (title and year null where unknown)
 * - POST /api/standalone/removed-papers/restore/  {paper_id} -> {back: boolean, removed: [...]}: the removal is
 *   forgotten; `back` when the paper is in My Publications again at once (the demo catalogue knows it),
 *   else the next "Fetch new papers and posts" brings it back. 404 {detail} for a paper not removed.
 */
import type { Db } from '../../domain';
import { catalogueOf } from '../../domain/papers';
import { json, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { callerId, type Route, type RouteContext } from '../route';

function removedOf(db: Db, userId: number) {
  const catalogue = catalogueOf(db, userId);
  return db.papers.removedIds(userId).map((paperId) => {
    const known = catalogue.get(paperId);
    return { paper_id: paperId, title: known?.title ?? null, year: known?.year ?? null };
  });
}

async function restore(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const paperId = typeof body === 'object' && body !== null && 'paper_id' in body ? body.paper_id : undefined;
  if (typeof paperId !== 'string' || paperId === '') return json({ paper_id: ['This field is required.'] }, 400);
  const userId = callerId(ctx);
  const restored = db.papers.restoreRemoved(userId, paperId);
  if (!restored) return json({ detail: 'Not found.' }, 404);
  return json({ back: restored.back, removed: removedOf(db, userId) });
}

export const removedPapersRoutes: Route[] = [
  { method: 'GET', path: '/api/standalone/removed-papers/', auth: 'caller', handle: (ctx) => json(removedOf(ctx.backend.db, callerId(ctx))) },
  { method: 'POST', path: '/api/standalone/removed-papers/restore/', auth: 'caller', handle: restore },
];
