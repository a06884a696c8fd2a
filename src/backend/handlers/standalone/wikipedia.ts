/**
 * GET /api/standalone/wikipedia-status/ (the caller) and /api/standalone/wikipedia-status/{id}/ (a
 * user whose charts are shown): how Wikipedia answered when that account's interests were last
 * extracted, stored with the account (it survives a reload), for the screens whose content comes from
 * Wikipedia (the concept map) to say when the built-in list answered instead.
 * `{"wikipedia": "live" | "unreachable" | "not-asked"}` ("not-asked": a seeded account, or nothing extracted yet).
 */
import { json } from '../../http-helpers';
import type { Route, RouteContext } from '../route';

/** The status of the caller's account, or of the account `{id}`. */
function wikipediaStatus(ctx: RouteContext): Response {
  const { db } = ctx.backend;
  const id = ctx.params[0] !== undefined ? Number(ctx.params[0]) : ctx.userId;
  return json({ wikipedia: (id === null ? undefined : db.getUser(id)?.wikipedia) ?? 'not-asked' });
}

// the routes' wrapper computes pending interests (and their look-ups) before answering
export const wikipediaRoutes: Route[] = [
  { method: 'GET', path: '/api/standalone/wikipedia-status/', auth: 'optional', handle: wikipediaStatus },
  { method: 'GET', path: '/api/standalone/wikipedia-status/:id(\\d+)/', auth: 'optional', handle: wikipediaStatus },
];
