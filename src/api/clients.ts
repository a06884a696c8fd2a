import { env } from '@/config/env';
import { createHttpClient, originOf } from './http';

/** The session token goes to the user API's origin and nowhere else. */
const tokenOrigin = originOf(env.apiUrl);

/** The user API: /api/accounts/… and /api/interests/… on the configured origin. */
export const userApi = createHttpClient(env.apiUrl, { tokenOrigin });

/**
 * The conference (LAK) API; base ends with /api/interests/ unless configured otherwise. It receives
 * the token only when it is on the user API's origin (an operator may point it at another host).
 */
export const conferenceApi = createHttpClient(env.conferenceApiUrl, { tokenOrigin, feature: 'conference' });
