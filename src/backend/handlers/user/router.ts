/**
 * The hand-written router the user API's route groups not yet written as MSW handlers (../route.ts)
 * still go through: exact paths (trailing slash included), the shared authentication, 405 for a
 * wrong method on an existing route.
 */
import { authenticated, type Auth, type RouteContext } from '../route';
import { json } from '../../http-helpers';

export { callerId, type Auth, type RouteContext } from '../route';

export type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: RegExp;
  auth: Auth;
  /** what a caller-only route answers without a token (default: the HTML 500 page) */
  anonymous?: (ctx: RouteContext) => Response | Promise<Response>;
  handle: (ctx: RouteContext) => Response | Promise<Response>;
};

/** Serves a request from the routes, or returns undefined when no route has this path. */
export async function dispatch(routes: Route[], request: Request, path: string): Promise<Response | undefined> {
  const matching = routes
    .map((route) => ({ route, match: route.path.exec(path) }))
    .filter((entry): entry is { route: Route; match: RegExpExecArray } => entry.match !== null);
  if (matching.length === 0) return undefined;
  const found = matching.find((entry) => entry.route.method === request.method);
  if (!found) return json({ detail: `Method "${request.method}" not allowed.` }, 405);
  const { route, match } = found;
  const ctx: RouteContext = { request, url: new URL(request.url), params: match.slice(1), userId: null };
  return authenticated(ctx, { auth: route.auth, anonymous: route.anonymous }, route.handle);
}
