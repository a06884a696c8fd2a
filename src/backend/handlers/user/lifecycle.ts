/**
 * The profile's life-cycle routes of RIMA's newer line (api-contract-development 3.4), served by the
 * built-in backend on both lines: background regeneration and fetching (not reported by
 * data-import-status), and the account reset. Paper removal and editing live with the papers.
 */
import type { Db } from '../../domain';
import { json } from '../../http-helpers';
import { clearHiddenPosts } from '../../pipeline/bluesky-network';
import { startLiveImport } from '../../pipeline/live-import';
import { refreshLivePapers } from '../../pipeline/live-refresh';
import { callerId, type Route } from '../route';

/** A live account's papers come from Semantic Scholar: the route waits for the fetch (pipeline/live-refresh.ts). */
const isLive = (db: Db, userId: number) => db.getUser(userId)?.live === true;

export const lifecycleRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/interests/regenerate-interest-profile/',
    auth: 'caller',
    handle: async (ctx) => {
      const { db } = ctx.backend;
      if (isLive(db, callerId(ctx))) await refreshLivePapers(db, callerId(ctx), { recompute: true });
      else db.startJob(callerId(ctx), 'regenerate');
      return json({});
    },
  },
  {
    method: 'POST',
    path: '/api/interests/fetch-papers/',
    auth: 'caller',
    handle: async (ctx) => {
      const { db } = ctx.backend;
      if (isLive(db, callerId(ctx))) await refreshLivePapers(db, callerId(ctx), { recompute: false });
      else db.startJob(callerId(ctx), 'fetch');
      return json({});
    },
  },
  {
    method: 'POST',
    path: '/api/interests/reset-data/',
    auth: 'caller',
    handle: async (ctx) => {
      const { db } = ctx.backend;
      const userId = callerId(ctx);
      db.resetDataOf(userId, { simulatedImport: !isLive(db, userId) });
      // the Bluesky posts hidden in Tweets & People are the account's data too (kept in the kv cache)
      await clearHiddenPosts(ctx.backend.kv, userId);
      if (isLive(db, userId)) startLiveImport(db, userId);
      return json({});
    },
  },
];
