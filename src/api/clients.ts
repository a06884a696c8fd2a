import { env } from '@/config/env';
import { createHttpClient } from './http';

/** The user API: /api/accounts/… and /api/interests/… on the configured origin. */
export const userApi = createHttpClient(env.apiUrl);

/** The conference (LAK) API; base ends with /api/interests/ unless configured otherwise. */
export const conferenceApi = createHttpClient(env.conferenceApiUrl);
