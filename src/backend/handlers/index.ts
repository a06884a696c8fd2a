import { http, type RequestHandler } from 'msw';
import { env } from '@/config/env';
import { htmlNotFound } from '../http-helpers';
import { conferenceHandlers } from './conference';
import { pathMatcher } from './route';
import { userHandlers } from './user';

/**
 * Every handler of the built-in backend, split by domain (user API, conference API). Last, any other path
 * under the API answers Django's HTML 404, as the real server does for a route it does not have, so
 * that in demo mode no API request ever reaches the static file server.
 */
export const handlers: RequestHandler[] = [
  ...userHandlers,
  ...conferenceHandlers,
  http.all(pathMatcher(`${env.apiUrl}/api/*`), () => htmlNotFound()),
  http.all(pathMatcher(`${env.conferenceApiUrl}*`), () => htmlNotFound()),
];
