import { http, type RequestHandler } from 'msw';
import { env } from '@/config/env';
import { htmlNotFound } from '../http-helpers';
import { conferenceHandlers } from './conference';
import { pathMatcher, type BackendOf } from './route';
import { userHandlers } from './user';

/**
 * Every handler of the built-in backend serving `backendOf()`, split by domain (user API, conference API). Last, any other path
 * under the API answers Django's HTML 404, as the real server does for a route it does not have, so
 * that in the standalone build no API request ever reaches the static file server.
 */
export function createHandlers(backendOf: BackendOf): RequestHandler[] {
  return [
    ...userHandlers(backendOf),
    ...conferenceHandlers(backendOf),
    http.all(pathMatcher(`${env.apiUrl}/api/*`), () => htmlNotFound()),
    http.all(pathMatcher(`${env.conferenceApiUrl}*`), () => htmlNotFound()),
  ];
}
