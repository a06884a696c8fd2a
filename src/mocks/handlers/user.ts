import type { RequestHandler } from 'msw';

/** Handlers of the user API (/api/accounts/…, /api/interests/… user data, demo, tweets). */
export const userHandlers: RequestHandler[] = [];
