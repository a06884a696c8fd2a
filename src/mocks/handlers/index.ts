import type { RequestHandler } from 'msw';

/** Every handler of the mock backend, split by domain (user API, conference API). */
export const handlers: RequestHandler[] = [];
