/**
 * The standalone build's own routes for a live account (the built-in backend only; a RIMA server has
 * none of them): the Semantic Scholar author check at registration, and the live import's progress
 * with its Cancel, Retry and "Continue without papers". The screens call them only when they run on
 * the built-in backend.
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';

/** GET /api/standalone/semantic-scholar/authors/{id}/: the author as Semantic Scholar knows them. */
export const scholarAuthorSchema = z.object({
  author_id: z.string(),
  name: z.string(),
  url: z.string(),
  affiliations: z.array(z.string()),
  paper_count: z.nullable(z.int()),
});
export type ScholarAuthor = z.infer<typeof scholarAuthorSchema>;

export const importPhaseSchema = z.enum(['idle', 'fetching', 'extracting', 'waiting', 'failed', 'cancelled', 'done']);
export type ImportPhase = z.infer<typeof importPhaseSchema>;

/** The live import as it stands (phase `idle`: the account has none). */
export const importProgressSchema = z.object({
  phase: importPhaseSchema,
  /** the sentence of the screen: "Fetching your papers from Semantic Scholar: 100 of 212" */
  message: z.string(),
  started_at: z.nullable(z.string()),
  elapsed_ms: z.number(),
  total: z.nullable(z.int()),
  fetched: z.int(),
  extract_total: z.int(),
  extracted: z.int(),
  /** "Semantic Scholar is busy; trying again in 8 s" */
  wait: z.nullable(z.string()),
  error: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** "Left out: 1 paper from Semantic Scholar (its year could not be read). Everything else was imported." (optional: older builds' workers do not send it) */
  left_out: z.optional(z.nullable(z.string())),
  skipped: z.boolean(),
  /** the last refresh ("Fetch new papers and posts" or "Regenerate profile"): running, then what it changed */
  refresh: z.nullable(z.object({ running: z.boolean(), message: z.nullable(z.string()), failed: z.boolean() })),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** Checks a Semantic Scholar author id (public); 404 `{detail}` for an unknown id, 503 `{detail}` when Semantic Scholar cannot be asked. */
export function getScholarAuthor(authorId: string, signal?: AbortSignal): Promise<ScholarAuthor> {
  return request(userApi, {
    endpoint: 'Semantic Scholar author',
    method: 'GET',
    url: `/api/standalone/semantic-scholar/authors/${encodeURIComponent(authorId)}/`,
    schema: scholarAuthorSchema,
    itemRoute: true,
    signal,
  });
}

/** GET /api/standalone/import/ (caller) */
export function getImportProgress(signal?: AbortSignal): Promise<ImportProgress> {
  return request(userApi, { endpoint: 'import progress', method: 'GET', url: '/api/standalone/import/', schema: importProgressSchema, signal });
}

function importAction(action: 'cancel' | 'retry' | 'skip', endpoint: string): Promise<ImportProgress> {
  return request(userApi, { endpoint, method: 'POST', url: `/api/standalone/import/${action}/`, data: {}, schema: importProgressSchema });
}

/** POST /api/standalone/import/cancel/: stops the import; what was fetched stays. */
export const cancelImport = () => importAction('cancel', 'cancel import');
/** POST /api/standalone/import/retry/: goes on from the next unread page. */
export const retryImport = () => importAction('retry', 'retry import');
/** POST /api/standalone/import/skip/: "Continue without papers". */
export const skipImport = () => importAction('skip', 'continue without papers');

/** POST /api/standalone/import/refresh/cancel/: stops a running "Fetch new papers and posts" or "Regenerate profile"; what was read stays. */
export function cancelRefresh(): Promise<ImportProgress> {
  return request(userApi, { endpoint: 'cancel the refresh', method: 'POST', url: '/api/standalone/import/refresh/cancel/', data: {}, schema: importProgressSchema });
}

/**
 * What a live account's last refresh ("Fetch new papers and posts" or "Regenerate profile") changed ("3 new papers", "Nothing new", or the failure),
 * once it has finished; null for an account without a live import, or when it cannot be read.
 */
export async function getRefreshOutcome(): Promise<{ message: string; failed: boolean } | null> {
  try {
    const { refresh, phase } = await getImportProgress();
    return phase !== 'idle' && refresh && !refresh.running && refresh.message !== null ? { message: refresh.message, failed: refresh.failed } : null;
  } catch {
    return null;
  }
}
