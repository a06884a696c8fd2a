/**
 * The built-in backend's routes as MSW handlers: each one routes by its method and path itself (an
 * MSW pattern below the API's base, e.g. `/api/accounts/public-profile/:id(\\d+)/`: a trailing slash
 * is required when the pattern has one, a parameter with `(\\d+)` takes digits only), under the small
 * wrappers every route of the servers has: authentication (api-contract 1.2, 10.2) and 405 for
 * another method on a path that exists. A path no route has answers the servers' HTML 404 (the
 * catch-all in index.ts).
 */
import { http, type HttpHandler, type PathParams } from 'msw';
import { env } from '@/config/env';
import { db } from '../domain';
import { computePendingInterests } from '../domain/compute';
import { authState, htmlServerError, json, unauthorizedFor } from '../http-helpers';

export type Auth = 'public' | 'optional' | 'caller';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RouteContext = {
  request: Request;
  url: URL;
  /** the path's parameters, in the order the path names them */
  params: string[];
  /** the token's user; null for an anonymous request */
  userId: number | null;
};

export type Handle = (ctx: RouteContext) => Response | Promise<Response>;

export type RouteOptions = {
  auth: Auth;
  /** what a caller-only route answers without a token (default: the HTML 500 page) */
  anonymous?: Handle;
};

/** The caller's id in a caller route (its wrapper has already answered anonymous requests). */
export function callerId(ctx: RouteContext): number {
  if (ctx.userId === null) throw new Error('caller route reached without a user');
  return ctx.userId;
}

/**
 * Answers a request under a route's authentication rule: a public route as it is; any other first
 * computes the interests waiting for the keyphrase extraction, then refuses a bad token (401) and,
 * when the route needs a caller, answers an anonymous request as the server does.
 */
export async function authenticated(ctx: RouteContext, { auth, anonymous }: RouteOptions, handle: Handle): Promise<Response> {
  db.settle();
  if (auth === 'public') return handle(ctx);
  await computePendingInterests();
  const state = authState(ctx.request);
  if (state === 'invalid') return unauthorizedFor(ctx.request);
  if (state !== 'none') return handle({ ...ctx, userId: state.userId });
  if (auth === 'caller') return anonymous ? anonymous(ctx) : htmlServerError();
  return handle(ctx);
}

const BY_METHOD = { GET: http.get, POST: http.post, PATCH: http.patch, PUT: http.put, DELETE: http.delete } as const;

/** The values of the path's parameters (as MSW decoded them), in the order the path names them. */
function inOrder(params: PathParams): string[] {
  return Object.values(params).map((value) => (typeof value === 'string' ? value : ''));
}

/**
 * MSW takes a path without a trailing slash with one too: such a route (the servers' tweet and
 * recommendation routes) lets a path with one go on to the next handler (the HTML 404).
 */
const slashAgrees = (path: string, request: Request) => path.endsWith('/') || !new URL(request.url).pathname.endsWith('/');

/** One route: MSW matches its method and its path below the API's base. */
export function route(method: Method, path: string, options: RouteOptions, handle: Handle): HttpHandler {
  return BY_METHOD[method](`${env.apiUrl}${path}`, ({ request, params }) =>
    slashAgrees(path, request) ? authenticated({ request, url: new URL(request.url), params: inOrder(params), userId: null }, options, handle) : undefined,
  );
}

/** A group of routes, each of its paths followed by the 405 another method on it answers. */
export function withMethodNotAllowed(routes: HttpHandler[]): HttpHandler[] {
  const paths = [...new Set(routes.map((handler) => String(handler.info.path)))];
  const refusals = paths.map((path) =>
    http.all(path, ({ request }) => (slashAgrees(path, request) ? json({ detail: `Method "${request.method}" not allowed.` }, 405) : undefined)),
  );
  return [...routes, ...refusals];
}

/** A route as a group declares it (one object per method and path). */
export type Route = RouteOptions & { method: Method; path: string; handle: Handle };

/** The MSW handlers of a group of routes, with the 405s of their paths. */
export function routeHandlers(routes: Route[]): HttpHandler[] {
  return withMethodNotAllowed(routes.map(({ method, path, handle, ...options }) => route(method, path, options, handle)));
}
