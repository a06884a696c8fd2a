import type { RequestHandler } from 'msw';
import { conferenceHandlers } from './conference';
import { userHandlers } from './user';

/** Every handler of the mock backend, split by domain (user API, conference API). */
export const handlers: RequestHandler[] = [...userHandlers, ...conferenceHandlers];
