/**
 * GET /api/standalone/wikipedia-status/ (built-in backend only; a RIMA server has no such route):
 * whether the built-in backend could reach Wikipedia the last time it asked. Call it only when the
 * app runs on the built-in backend (`useDemoBackend()` is not null).
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';

export const wikipediaStatusSchema = z.object({ wikipedia: z.enum(['live', 'unreachable', 'not-asked']) });
export type WikipediaStatus = z.infer<typeof wikipediaStatusSchema>;

export function getWikipediaStatus(signal?: AbortSignal): Promise<WikipediaStatus> {
  return request(userApi, { endpoint: 'Wikipedia status', method: 'GET', url: '/api/standalone/wikipedia-status/', schema: wikipediaStatusSchema, signal });
}
