/**
 * GET /api/standalone/wikipedia-status/: how the built-in backend's last Wikipedia look-up went (a
 * live account's interests), for the screens whose content comes from Wikipedia (the concept map) to
 * say when the built-in list answered instead. `{"wikipedia": "live" | "unreachable" | "not-asked"}`.
 */
import { json } from '../../http-helpers';
import { wikipediaStatus } from '../../nlp/wikipedia/live-filter';
import type { Route } from '../user/router';

export const wikipediaRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/standalone\/wikipedia-status\/$/,
    auth: 'optional',
    // the router computes pending interests (and their look-ups) before answering
    handle: () => json({ wikipedia: wikipediaStatus() ?? 'not-asked' }),
  },
];
