/**
 * The built-in backend's routes as MSW handlers: each one routes by its method and path itself (an
 * MSW pattern below the API's base, e.g. `/api/accounts/public-profile/:id(\\d+)/`: a trailing slash
 * is required when the pattern has one, a parameter with `(\\d+)` takes digits only), under the small
 * wrappers every route of the servers has: authentication (api-contract 1.2, 10.2) and 405 for
 * another method on a path that exists. A path no route has answers the servers' HTML 404 (the
 * catch-all in index.ts).
 */
import { http, matchRequestUrl, type HttpHandler, type PathParams } from 'msw';
import { env } from '@/config/env';
import type { Backend } from '../backend';
import { authState, htmlServerError, json, unauthorizedFor } from '../http-helpers';

/**
 * Who may ask: anyone (`public`); anyone, a token that is not valid refused with 401 (`anyone`: the
 * conference API, which reads no user's data); anyone, the token's user's data made ready first
 * (`optional`); a signed-in caller only (`caller`).
 */
export type Auth = 'public' | 'anyone' | 'optional' | 'caller';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RouteContext = {
  /** the built-in backend serving the request (its state) */
  backend: Backend;
  request: Request;
  url: URL;
  /** the path's parameters, in the order the path names them */
  params: string[];
  /** the token's user; null for an anonymous request */
  userId: number | null;
};

export type Handle = (ctx: RouteContext) => Response | Promise<Response>;

/**
 * The backend whose routes the handlers serve: the service's one; in the Node tests, the current
 * test's (a fresh one for every test, node.ts).
 */
export type BackendOf = () => Backend;

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
 * Answers a request under a route's authentication rule: a public route as it is; an `anyone` route
 * refuses a bad token (401); any other first waits for the computation of pending interests a change
 * started (it starts none: domain/compute.ts), then refuses a bad token (401) and, when the route
 * needs a caller, answers an anonymous request as the server does.
 */
export async function authenticated(ctx: RouteContext, { auth, anonymous }: RouteOptions, handle: Handle): Promise<Response> {
  const { db } = ctx.backend;
  if (auth === 'anyone') {
    const state = authState(db, ctx.request);
    return state === 'invalid' ? unauthorizedFor(ctx.request) : handle({ ...ctx, userId: state === 'none' ? null : state.userId });
  }
  if (auth === 'public') return handle(ctx);
  await db.pendingInterests.settled();
  const state = authState(db, ctx.request);
  if (state === 'invalid') return unauthorizedFor(ctx.request);
  if (state !== 'none') return handle({ ...ctx, userId: state.userId });
  if (auth === 'caller') return anonymous ? anonymous(ctx) : htmlServerError();
  return handle(ctx);
}

const BY_METHOD = { GET: http.get, POST: http.post, PATCH: http.patch, PUT: http.put, DELETE: http.delete } as const;

/**
 * One escaped parameter as the servers read it (Django re-escapes what is not UTF-8): each run of
 * `%XX` escapes that is UTF-8 is decoded, a byte that is not stays escaped, and a `%` without two hex
 * digits stays as it is. So `caf%C3%A9` is `café`, and `%E0%A4%A` stays `%E0%A4%A` (MSW's own decoding
 * throws on it, which answered 500).
 */
export function decodeParam(raw: string): string {
  return raw.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    let out = '';
    for (let at = 0; at < run.length; ) {
      const length = [12, 9, 6, 3].find((n) => at + n <= run.length && decodes(run.slice(at, at + n)));
      out += length === undefined ? run.slice(at, at + 3) : decodeURIComponent(run.slice(at, at + length));
      at += length ?? 3;
    }
    return out;
  });
}

function decodes(escapes: string): boolean {
  try {
    decodeURIComponent(escapes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request predicate matching a full path pattern as MSW does, with each parameter decoded by
 * `decodeParam` (MSW would decode them with decodeURIComponent, and throw on a malformed escape).
 */
export function pathMatcher(pattern: string): (args: { request: Request }) => { matches: boolean; params: PathParams } {
  return ({ request }) => {
    const url = new URL(request.url);
    // each % escaped once more, so that MSW's decoding gives the parameters as the request spells them
    url.pathname = url.pathname.replaceAll('%', '%25');
    const { matches, params = {} } = matchRequestUrl(url, pattern);
    const decoded = Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? decodeParam(value) : value]);
    return { matches, params: Object.fromEntries(decoded) };
  };
}

/** The values of the path's parameters, in the order the path names them. */
function inOrder(params: PathParams): string[] {
  return Object.values(params).map((value) => (typeof value === 'string' ? value : ''));
}

/**
 * MSW takes a path without a trailing slash with one too: such a route (the servers' tweet and
 * recommendation routes) lets a path with one go on to the next handler (the HTML 404).
 */
const slashAgrees = (path: string, request: Request) => path.endsWith('/') || !new URL(request.url).pathname.endsWith('/');

/**
 * One route: its method and its full path pattern (e.g. `${env.apiUrl}/api/accounts/profile/`), the
 * parameters decoded by `decodeParam`.
 */
export function route(backendOf: BackendOf, method: Method, pattern: string, options: RouteOptions, handle: Handle): HttpHandler {
  return BY_METHOD[method](pathMatcher(pattern), ({ request, params }) => {
    if (!slashAgrees(pattern, request)) return undefined;
    const ctx: RouteContext = { backend: backendOf(), request, url: new URL(request.url), params: inOrder(params), userId: null };
    return authenticated(ctx, options, handle);
  });
}

/** A route as a group declares it (one object per method and path). */
export type Route = RouteOptions & { method: Method; path: string; handle: Handle };

/** The MSW handlers of a group of routes, each of their paths followed by the 405 another method on it answers. */
export function routeHandlers(backendOf: BackendOf, routes: Route[]): HttpHandler[] {
  const handlers = routes.map(({ method, path, handle, ...options }) => route(backendOf, method, `${env.apiUrl}${path}`, options, handle));
  const refusals = [...new Set(routes.map((r) => r.path))].map((path) =>
    http.all(pathMatcher(`${env.apiUrl}${path}`), ({ request }) =>
      slashAgrees(path, request) ? json({ detail: `Method "${request.method}" not allowed.` }, 405) : undefined,
    ),
  );
  return [...handlers, ...refusals];
}
