/**
 * GET /api/standalone/wikipedia-status/ (the caller) and /api/standalone/wikipedia-status/{id}/ (a
 * user whose charts are shown): how Wikipedia answered when that account's interests were last
 * extracted, stored with the account (it survives a reload), for the screens whose content comes from
 * Wikipedia (the concept map) to say when the built-in list answered instead.
 * `{"wikipedia": "live" | "unreachable" | "not-asked"}` ("not-asked": a seeded account, or nothing extracted yet).
 */
import { db } from '../../domain';
import { json } from '../../http-helpers';
import type { Route } from '../user/router';

export const wikipediaRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/standalone\/wikipedia-status\/(?:(\d+)\/)?$/,
    auth: 'optional',
    // the router computes pending interests (and their look-ups) before answering
    handle: (ctx) => {
      const id = ctx.params[0] !== undefined ? Number(ctx.params[0]) : ctx.userId;
      return json({ wikipedia: (id === null ? undefined : db.getUser(id)?.wikipedia) ?? 'not-asked' });
    },
  },
];
