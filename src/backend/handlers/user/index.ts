/** Handlers of the user API (/api/accounts/…, /api/interests/… user data, demo, tweets). */
import { http, type RequestHandler } from 'msw';
import { env } from '@/config/env';
import { htmlNotFound, htmlServerError } from '../../http-helpers';
import { pathMatcher, routeHandlers, type BackendOf } from '../route';
import { standaloneRoutes } from '../standalone';
import { accountRoutes } from './accounts';
import { demoRoutes } from './demo';
import { interestRoutes } from './interests';
import { lifecycleRoutes } from './lifecycle';
import { paperRoutes } from './papers';
import { publicationRoutes } from './publications';
import { tweetRoutes } from './tweets';

/** On the development line only: MSW handlers answering `answer` there, letting the request go on elsewhere. */
function onDevelopment(backendOf: BackendOf, path: string, answer: () => Response): RequestHandler {
  return http.all(pathMatcher(`${env.apiUrl}${path}`), () => (backendOf().db.line() === 'development' ? answer() : undefined));
}

/**
 * What the development line removed (api-contract-development 2): the comparison, the tweet routes
 * and the built-in similarity answer its HTML 404 there; its public keyword `similarity/` answers 500.
 */
const developmentLine = (backendOf: BackendOf): RequestHandler[] => [
  onDevelopment(backendOf, '/api/interests/similarity/:id(\\d+)/', htmlNotFound),
  onDevelopment(backendOf, '/api/interests/getsimilarity/', htmlNotFound),
  onDevelopment(backendOf, '/api/interests/similarity/', htmlServerError),
  ...['/api/interests/recommended-tweets', '/api/interests/tweets', '/api/interests/tweets/:id'].map((path) => onDevelopment(backendOf, path, htmlNotFound)),
];

/** The handlers of the user API and of the built-in backend's own routes, serving `backendOf()`. */
export function userHandlers(backendOf: BackendOf): RequestHandler[] {
  return [
    // the built-in backend's own routes (the standalone build's features; no RIMA server has them)
    ...routeHandlers(backendOf, standaloneRoutes),
    // each route an MSW handler of its own (../route.ts); a path no route has gets the catch-all's HTML 404
    ...routeHandlers(backendOf, accountRoutes),
    ...developmentLine(backendOf),
    ...routeHandlers(backendOf, [...paperRoutes, ...lifecycleRoutes, ...interestRoutes, ...demoRoutes, ...tweetRoutes, ...publicationRoutes]),
    // the development line has no conference routes under /api/interests/
    onDevelopment(backendOf, '/api/interests/*', htmlNotFound),
  ];
}
