/**
 * Whether this browser can keep a new account now (standalone build only; no RIMA server has the
 * route, so only Registration on the built-in backend asks it, before creating the account).
 */
import * as z from 'zod/mini';
import type { StorageState } from '@/lib/demo-mode';
import { userApi } from '../clients';
import { request } from '../http';

const STORAGE_STATES = ['kept', 'full', 'failing', 'memory', 'newer', 'not-migrated', 'damaged'] as const satisfies readonly StorageState[];
const storageRoomSchema = z.object({ state: z.enum(STORAGE_STATES) });

/** POST /api/standalone/storage/check/ (public): the storage's state once an account's room was written and removed. */
export async function checkStorageRoom(): Promise<StorageState> {
  const answer = await request(userApi, { endpoint: 'check the storage', method: 'POST', url: '/api/standalone/storage/check/', data: {}, schema: storageRoomSchema });
  return answer.state;
}
