/**
 * Papers the user removed for good (remove-paper-for-user/ keeps their Semantic Scholar id, so a
 * fetch does not bring them back), listed with a way to undo that:
 * - GET  /api/standalone/removed-papers/          -> [{paper_id, title, year}] (title and year null where unknown)
 * - POST /api/standalone/removed-papers/restore/  {paper_id} -> {back: boolean, removed: [...]}: the removal is
 *   forgotten; `back` when the paper is in My Publications again at once (the demo catalogue knows it),
 *   else the next "Fetch new papers and posts" brings it back. 404 {detail} for a paper not removed.
 */
import type { Db } from '../../domain';
import { cataloguePapers } from '../../seed/catalogue';
import { json, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { callerId, type Route, type RouteContext } from '../route';

type CataloguePaper = ReturnType<typeof cataloguePapers>[number];

/** The demo catalogue's papers of the caller's author, by Semantic Scholar id (empty for other authors). */
function catalogueOf(db: Db, userId: number): Map<string, CataloguePaper> {
  const user = db.store.get().users.find((u) => u.id === userId);
  const papers = user?.author_id ? cataloguePapers(user.author_id, db.now(), { listedLater: true }) : [];
  return new Map(papers.map((paper) => [paper.paper_id, paper]));
}

function removedOf(db: Db, userId: number) {
  const catalogue = catalogueOf(db, userId);
  const ids = [...new Set((db.store.get().removedPapers ?? []).filter((r) => r.user === userId).map((r) => r.paper_id))];
  return ids.map((paperId) => {
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
  const state = db.store.get();
  const removed = state.removedPapers ?? [];
  if (!removed.some((r) => r.user === userId && r.paper_id === paperId)) return json({ detail: 'Not found.' }, 404);
  state.removedPapers = removed.filter((r) => !(r.user === userId && r.paper_id === paperId));
  const known = catalogueOf(db, userId).get(paperId);
  const back = known !== undefined && !state.papers.some((p) => p.user === userId && p.paper_id === paperId);
  if (known && back) {
    const created = db.store.stamp();
    state.papers.push({ ...known, id: db.store.nextId('paper'), used_in_calc: false, created_on: created, updated_on: created, user: userId });
  }
  db.store.changed();
  return json({ back, removed: removedOf(db, userId) });
}

export const removedPapersRoutes: Route[] = [
  { method: 'GET', path: '/api/standalone/removed-papers/', auth: 'caller', handle: (ctx) => json(removedOf(ctx.backend.db, callerId(ctx))) },
  { method: 'POST', path: '/api/standalone/removed-papers/restore/', auth: 'caller', handle: restore },
];
