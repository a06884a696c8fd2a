/** Handlers of the user API (/api/accounts/…, /api/interests/… user data, demo, tweets). */
import { http, type RequestHandler } from 'msw';
import { env } from '@/config/env';
import { htmlNotFound } from '../../http-helpers';
import { accountRoutes } from './accounts';
import { dispatch, type Route } from './router';

const routes: Route[] = [...accountRoutes];

/** Paths under /api/interests/ that do not exist on the server (api-contract 4.8, 5.9): HTML 404. */
const MISSING_INTEREST_ROUTES: RegExp[] = [/^\/api\/interests\/keywords\/?$/, /^\/api\/interests\/laktopics\/?$/];

function apiPath(request: Request): string {
  const basePath = new URL(env.apiUrl).pathname.replace(/\/+$/, '');
  const path = new URL(request.url).pathname;
  return basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path;
}

export const userHandlers: RequestHandler[] = [
  http.all(`${env.apiUrl}/api/accounts/*`, async ({ request }) => {
    const answer = await dispatch(routes, request, apiPath(request));
    return answer ?? htmlNotFound();
  }),
  http.all(`${env.apiUrl}/api/interests/*`, async ({ request }) => {
    const path = apiPath(request);
    const answer = await dispatch(routes, request, path);
    if (answer) return answer;
    if (MISSING_INTEREST_ROUTES.some((re) => re.test(path))) return htmlNotFound();
    // Anything else under /api/interests/ may be a conference route: let the next handler answer.
    return undefined;
  }),
];
