/**
 * "Your data is yours": the built-in backend's data file routes (standalone build only; no RIMA
 * server has them, so only screens shown when `useDemoBackend()` is not null call them).
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { isApiError, request, SLOW_REQUEST_TIMEOUT_MS } from '../http';
import { count, userSchema } from './schemas';

/** What a data file or an account holds. */
export const dataCountsSchema = z.object({
  papers: count,
  interests: count,
  blacklisted: count,
  saved_tweets: count,
  imported_tweets: count,
});
export type DataCounts = z.infer<typeof dataCountsSchema>;

/** The data file as downloaded: its format and version are checked, the rest is kept as it is. */
export const dataFileSchema = z.looseObject({ format: z.literal('rima-standalone-data'), version: z.number() });
export type DataFile = z.infer<typeof dataFileSchema>;

export const dataFilePreviewSchema = z.object({
  account: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  exported_on: z.string(),
  file: dataCountsSchema,
  current: dataCountsSchema,
});
export type DataFilePreview = z.infer<typeof dataFilePreviewSchema>;

export const restoredSchema = z.object({ ...userSchema.shape, restored: dataCountsSchema });
export type Restored = z.infer<typeof restoredSchema>;

/** GET /api/standalone/data/ (caller): the caller's data as one file. */
export function getDataFile(signal?: AbortSignal): Promise<DataFile> {
  return request(userApi, { endpoint: 'download my data', method: 'GET', url: '/api/standalone/data/', schema: dataFileSchema, signal });
}

/** POST /api/standalone/data/preview/ (caller): checks a file's text; what it would replace. */
export function previewDataFile(content: string): Promise<DataFilePreview> {
  return request(userApi, {
    endpoint: 'check the data file',
    method: 'POST',
    url: '/api/standalone/data/preview/',
    data: { file: content },
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: dataFilePreviewSchema,
  });
}

/** POST /api/standalone/data/restore/ (caller): replaces the caller's data with the file's. */
export function restoreDataFile(content: string): Promise<Restored> {
  return request(userApi, {
    endpoint: 'restore from a file',
    method: 'POST',
    url: '/api/standalone/data/restore/',
    data: { file: content },
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: restoredSchema,
  });
}

/** The sentence a refused file comes back with (the backend's 400 `detail`), else null. */
export function dataFileRefusal(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : null;
}
