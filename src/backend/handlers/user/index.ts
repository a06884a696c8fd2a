/** Handlers of the user API (/api/accounts/…, /api/interests/… user data, demo, tweets). */
import { http, type RequestHandler } from 'msw';
import { env } from '@/config/env';
import { db } from '../../domain';
import { htmlNotFound, htmlServerError } from '../../http-helpers';
import { standaloneRoutes } from '../standalone';
import { accountHandlers } from './accounts';
import { demoRoutes } from './demo';
import { interestRoutes } from './interests';
import { lifecycleRoutes } from './lifecycle';
import { paperRoutes } from './papers';
import { publicationRoutes } from './publications';
import { dispatch, type Route } from './router';
import { tweetRoutes } from './tweets';

const routes: Route[] = [...paperRoutes, ...lifecycleRoutes, ...interestRoutes, ...demoRoutes, ...tweetRoutes, ...publicationRoutes];

/**
 * Paths under /api/interests/ that belong to the user API but do not match a route exactly
 * (api-contract 1.5, 4.8, 5.9): the spec's keywords/, bare laktopics/, the other slash spelling of
 * every user route and non-numeric ids. The server answers them with its HTML 404 page.
 */
const USER_PATH_PREFIXES = [
  'keywords',
  'laktopics',
  'trigger-data-updata',
  'trigger-paper-updata',
  'papers',
  'long-term',
  'short-term',
  'black-listed-keywords',
  'stream-graph',
  'activity-stats',
  'interest-extraction',
  'similarity',
  'recommended-tweets',
  'tweets',
  'getsimilarity',
  'regenerate-interest-profile',
  'fetch-papers',
  'reset-data',
  'remove-paper-for-user',
  'edit-paper',
];
const MISSING_INTEREST_ROUTE = new RegExp(`^/api/interests/(${USER_PATH_PREFIXES.join('|')})(/[^/]*)*/?$`);
const CONFERENCE_LAKTOPICS = /^\/api\/interests\/laktopics\/[^/]+\/[^/]+$/;

/**
 * Routes the development line removed (api-contract-development 2): the comparison, the tweet routes
 * and the built-in similarity answer its HTML 404 there, and so does every conference route under
 * /api/interests/ (anything no user route serves). Its public keyword `similarity/` answers 500.
 */
const REMOVED_IN_DEVELOPMENT = /^\/api\/interests\/(similarity\/\d+\/|recommended-tweets|tweets(\/[^/]+)?|getsimilarity\/)$/;
const PUBLIC_SIMILARITY = /^\/api\/interests\/similarity\/$/;

function apiPath(request: Request): string {
  const basePath = new URL(env.apiUrl).pathname.replace(/\/+$/, '');
  const path = new URL(request.url).pathname;
  return basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path;
}

export const userHandlers: RequestHandler[] = [
  // the built-in backend's own routes (the standalone build's features; no RIMA server has them)
  http.all(`${env.apiUrl}/api/standalone/*`, async ({ request }) => {
    const answer = await dispatch(standaloneRoutes, request, apiPath(request));
    return answer ?? htmlNotFound();
  }),
  // the accounts API: each route an MSW handler of its own (../route.ts); any other path, the catch-all's HTML 404
  ...accountHandlers,
  http.all(`${env.apiUrl}/api/interests/*`, async ({ request }) => {
    const path = apiPath(request);
    const development = db.line() === 'development';
    if (development && REMOVED_IN_DEVELOPMENT.test(path)) return htmlNotFound();
    if (development && PUBLIC_SIMILARITY.test(path)) return htmlServerError();
    const answer = await dispatch(routes, request, path);
    if (answer) return answer;
    if (development) return htmlNotFound();
    if (MISSING_INTEREST_ROUTE.test(path) && !CONFERENCE_LAKTOPICS.test(path)) return htmlNotFound();
    // Anything else under /api/interests/ may be a conference route: let the next handler answer.
    return undefined;
  }),
];
