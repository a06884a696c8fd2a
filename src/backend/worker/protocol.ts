/**
 * The messages between the page and the backend worker (the bridge). The page's side is
 * ../browser.ts, the worker's side backend.worker.ts. One request, one answer, matched by `id`:
 * - start {legacy, lakCorpus} -> started {legacyDone, storage}   (once, before any request)
 * - request {method, url, headers, body}  -> response {status, statusText, headers, body}
 * - reset                    -> done
 * - leave                    -> done   (the page is left: this worker hands the backend over, see tabs.ts)
 * and, unasked, storage {status} whenever what the storage can keep changes, and changed {tables,
 * own} after each write of the backend (of any tab: `own` when a request of this page made it).
 * Bodies travel as ArrayBuffers (transferred, not copied).
 */
import type { StorageStatus } from '@/lib/demo-mode';
import type { LakCorpusChoice } from '@/lib/lak-corpus-choice';

export type SerializedRequest = { method: string; url: string; headers: [string, string][]; body: ArrayBuffer | null };
export type SerializedResponse = { status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null };

export type ToWorker =
  | { id: number; type: 'start'; legacy: string | null; lakCorpus: LakCorpusChoice }
  | { id: number; type: 'request'; request: SerializedRequest }
  | { id: number; type: 'reset' }
  | { id: number; type: 'leave' };

export type FromWorker =
  | { id: number; type: 'started'; legacyDone: boolean; storage: StorageStatus }
  | { id: number; type: 'response'; response: SerializedResponse }
  | { id: number; type: 'done' }
  | { id: number; type: 'failed'; message: string }
  | { type: 'storage'; status: StorageStatus }
  | { type: 'changed'; tables: string[]; own: boolean };

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export async function serializeRequest(request: Request): Promise<SerializedRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { method: request.method, url: request.url, headers: [...request.headers], body };
}

export function deserializeRequest({ method, url, headers, body }: SerializedRequest): Request {
  return new Request(url, { method, headers, body });
}

export async function serializeResponse(response: Response): Promise<SerializedResponse> {
  const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

export function deserializeResponse({ status, statusText, headers, body }: SerializedResponse): Response {
  return new Response(NULL_BODY.has(status) ? null : body, { status, statusText, headers });
}
