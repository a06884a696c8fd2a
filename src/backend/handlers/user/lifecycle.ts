/**
 * The profile's life-cycle routes of RIMA's newer line (api-contract-development 3.4), served by the
 * demo backend on both lines: background regeneration and fetching (not reported by
 * data-import-status), and the account reset. Paper removal and editing live with the papers.
 */
import { db } from '../../db';
import { json } from '../../http-helpers';
import { callerId, type Route } from './router';

export const lifecycleRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/api\/interests\/regenerate-interest-profile\/$/,
    auth: 'caller',
    handle: (ctx) => {
      db.startJob(callerId(ctx), 'regenerate');
      return json({});
    },
  },
  {
    method: 'POST',
    path: /^\/api\/interests\/fetch-papers\/$/,
    auth: 'caller',
    handle: (ctx) => {
      db.startJob(callerId(ctx), 'fetch');
      return json({});
    },
  },
  {
    method: 'POST',
    path: /^\/api\/interests\/reset-data\/$/,
    auth: 'caller',
    handle: (ctx) => {
      db.resetDataOf(callerId(ctx));
      return json({});
    },
  },
];
