/**
 * POST /api/standalone/storage/check/ (public): whether this browser can keep a new account now. A
 * record of an account's size is written and removed (store/persistence.ts `probe`); the answer is
 * the storage's state after it ('kept' when there is room), which every tab's banner hears too.
 * Registration asks it before creating an account.
 */
import { json } from '../../http-helpers';
import { ACCOUNT_PROBE_BYTES } from '../../backend';
import type { Route } from '../route';

export const storageRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/standalone/storage/check/',
    auth: 'public',
    handle: async (ctx) => json({ state: await ctx.backend.storageRoom(ACCOUNT_PROBE_BYTES) }),
  },
];
