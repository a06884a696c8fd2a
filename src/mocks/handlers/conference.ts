import type { RequestHandler } from 'msw';

/** Handlers of the conference (LAK) API. */
export const conferenceHandlers: RequestHandler[] = [];
