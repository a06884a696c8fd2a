/**
 * The live import's progress and controls (pipeline/live-import.ts), for the caller:
 * GET /api/standalone/import/ and POST …/cancel/, …/retry/, …/skip/, and …/refresh/cancel/ (Cancel of a
 * running "Fetch new papers and posts" or "Regenerate profile"). An account with no live
 * import (a seeded account, no author id) answers phase `idle`.
 */
import type { Db, DbLiveImport } from '../../domain';
import { json } from '../../http-helpers';
import { cancelLiveImport, leftOutMessage, liveImportOf, progressMessage, retryLiveImport, skipLiveImport } from '../../pipeline/live-import';
import { cancelLiveRefresh } from '../../pipeline/live-refresh';
import { callerId, type Route, type RouteContext } from '../route';

/** The answer of every import route (src/api/user/standalone-import.ts parses it). */
export function importAnswer(db: Db, entry: DbLiveImport | undefined) {
  if (!entry) return { phase: 'idle' as const, message: '', started_at: null, elapsed_ms: 0, total: null, fetched: 0, extract_total: 0, extracted: 0, wait: null, error: null, note: null, left_out: null, skipped: false, refresh: null };
  return {
    phase: entry.phase,
    message: progressMessage(db, entry),
    started_at: new Date(entry.startedAt).toISOString(),
    elapsed_ms: Math.max(0, (entry.finishedAt ?? db.now()) - entry.startedAt),
    total: entry.total,
    fetched: entry.fetched,
    extract_total: entry.extractTotal,
    extracted: entry.extracted,
    wait: entry.wait,
    error: entry.error,
    note: entry.note,
    left_out: leftOutMessage(entry),
    skipped: entry.skipped,
    refresh: entry.refresh ? { running: entry.refresh.running, message: entry.refresh.message, failed: entry.refresh.failed === true } : null,
  };
}

const action = (run: (db: Db, userId: number) => DbLiveImport | undefined) => (ctx: RouteContext) => {
  const { db } = ctx.backend;
  return json(importAnswer(db, run(db, callerId(ctx))));
};

export const importRoutes: Route[] = [
  { method: 'GET', path: '/api/standalone/import/', auth: 'caller', handle: action(liveImportOf) },
  { method: 'POST', path: '/api/standalone/import/cancel/', auth: 'caller', handle: action(cancelLiveImport) },
  { method: 'POST', path: '/api/standalone/import/retry/', auth: 'caller', handle: action(retryLiveImport) },
  { method: 'POST', path: '/api/standalone/import/skip/', auth: 'caller', handle: action(skipLiveImport) },
  {
    method: 'POST',
    path: '/api/standalone/import/refresh/cancel/',
    auth: 'caller',
    handle: action((db, userId) => {
      cancelLiveRefresh(db, userId);
      return liveImportOf(db, userId);
    }),
  },
];
