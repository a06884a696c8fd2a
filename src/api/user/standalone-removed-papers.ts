/**
 * The built-in backend's list of papers removed for good, with Restore (a RIMA server has no such
 * route: the screens call it only on the built-in backend).
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';

export const removedPaperSchema = z.object({ paper_id: z.string(), title: z.nullable(z.string()), year: z.nullable(z.int()) });
export type RemovedPaper = z.infer<typeof removedPaperSchema>;

export const removedPaperListSchema = z.array(removedPaperSchema);

/** `back`: the paper is in My Publications again at once; else the next fetch brings it back. */
export const restoredPaperSchema = z.object({ back: z.boolean(), removed: removedPaperListSchema });
export type RestoredPaper = z.infer<typeof restoredPaperSchema>;

/** GET /api/standalone/removed-papers/ (caller) */
export function getRemovedPapers(signal?: AbortSignal): Promise<RemovedPaper[]> {
  return request(userApi, { endpoint: 'removed papers', method: 'GET', url: '/api/standalone/removed-papers/', schema: removedPaperListSchema, signal });
}

/** POST /api/standalone/removed-papers/restore/ (caller) */
export function restoreRemovedPaper(paperId: string): Promise<RestoredPaper> {
  return request(userApi, {
    endpoint: 'restore a removed paper',
    method: 'POST',
    url: '/api/standalone/removed-papers/restore/',
    data: { paper_id: paperId },
    schema: restoredPaperSchema,
  });
}
