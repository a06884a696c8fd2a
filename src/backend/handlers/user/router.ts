/**
 * A small router for the user API: exact paths (trailing slash included), auth rules per route
 * (api-contract 1.2, 10.2), 405 for a wrong method on an existing route.
 */
import { db } from '../../domain';
import { computePendingInterests } from '../../domain/compute';
import { authState, htmlServerError, json, unauthorizedFor } from '../../http-helpers';

export type Auth = 'public' | 'optional' | 'caller';

export type RouteContext = {
  request: Request;
  url: URL;
  /** regex groups of the path */
  params: string[];
  /** the token's user; null for an anonymous request */
  userId: number | null;
};

export type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: RegExp;
  auth: Auth;
  /** what a caller-only route answers without a token (default: the HTML 500 page) */
  anonymous?: (ctx: RouteContext) => Response | Promise<Response>;
  /** true for writes: the browser demo persists after them */
  handle: (ctx: RouteContext & { userId: number | null }) => Response | Promise<Response>;
};

/** The caller's id in a caller route (the router has already answered anonymous requests). */
export function callerId(ctx: RouteContext): number {
  if (ctx.userId === null) throw new Error('caller route reached without a user');
  return ctx.userId;
}

/** Serves a request from the routes, or returns undefined when no route has this path. */
export async function dispatch(routes: Route[], request: Request, path: string): Promise<Response | undefined> {
  const matching = routes
    .map((route) => ({ route, match: route.path.exec(path) }))
    .filter((entry): entry is { route: Route; match: RegExpExecArray } => entry.match !== null);
  if (matching.length === 0) return undefined;
  const found = matching.find((entry) => entry.route.method === request.method);
  if (!found) return json({ detail: `Method "${request.method}" not allowed.` }, 405);
  const { route, match } = found;
  db.settle();
  const ctx: RouteContext = { request, url: new URL(request.url), params: match.slice(1), userId: null };
  if (route.auth !== 'public') {
    // Interests waiting for the keyphrase extraction (loaded on first need) are computed first.
    await computePendingInterests();
    const state = authState(request);
    if (state === 'invalid') return unauthorizedFor(request);
    if (state !== 'none') ctx.userId = state.userId;
    if (state === 'none' && route.auth === 'caller') {
      return route.anonymous ? route.anonymous(ctx) : htmlServerError();
    }
  }
  return route.handle(ctx);
}
