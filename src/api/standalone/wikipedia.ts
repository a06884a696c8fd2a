/**
 * GET /api/standalone/wikipedia-status/{id}/ (built-in backend only; a RIMA server has no such route):
 * whether Wikipedia could be reached when user {id}'s interests were last extracted (stored with the
 * account). Call it only when the app runs on the built-in backend (`useDemoBackend()` is not null).
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';

export const wikipediaStatusSchema = z.object({ wikipedia: z.enum(['live', 'unreachable', 'not-asked']) });
export type WikipediaStatus = z.infer<typeof wikipediaStatusSchema>;

export function getWikipediaStatus(userId: number, signal?: AbortSignal): Promise<WikipediaStatus> {
  return request(userApi, { endpoint: 'Wikipedia status', method: 'GET', url: `/api/standalone/wikipedia-status/${userId}/`, schema: wikipediaStatusSchema, signal });
}
