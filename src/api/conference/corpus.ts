/**
 * The standalone build's LAK corpus (routes of the built-in backend only, under /api/standalone/lak/):
 * its status and build progress, build (and Continue), cancel, rebuild, and the offline sample.
 * Screens call these only when they run on the built-in backend; a RIMA server has its own corpus.
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';

const summarySchema = z.object({
  papers: z.number(),
  withAbstracts: z.number(),
  total: z.number(),
  unknown: z.number(),
  missing: z.number(),
  complete: z.boolean(),
  sources: z.array(z.string()),
  builtAt: z.string(),
});

export const lakCorpusStatusSchema = z.object({
  conference: z.string(),
  choice: z.enum(['live', 'sample']),
  state: z.enum(['idle', 'building', 'ready', 'failed', 'cancelled']),
  phase: z.nullable(z.enum(['reading', 'keywords', 'topics'])),
  done: z.number(),
  total: z.number(),
  startedAt: z.nullable(z.number()),
  wait: z.nullable(z.string()),
  message: z.nullable(z.string()),
  corpus: z.nullable(summarySchema),
});

export type LakCorpusStatus = z.infer<typeof lakCorpusStatusSchema>;
export type LakCorpusSummary = z.infer<typeof summarySchema>;

const BASE = '/api/standalone/lak/corpus/';

/** GET /api/standalone/lak/corpus/ -> the corpus's status and the running build's progress */
export function getLakCorpusStatus(signal?: AbortSignal): Promise<LakCorpusStatus> {
  return request(userApi, { endpoint: 'LAK corpus status', method: 'GET', url: BASE, schema: lakCorpusStatusSchema, signal });
}

export type LakCorpusAction = 'build' | 'rebuild' | 'cancel' | 'sample';

const ACTION_NAMES: Record<LakCorpusAction, string> = {
  build: 'build the LAK corpus',
  rebuild: 'rebuild the LAK corpus',
  cancel: 'cancel the LAK corpus build',
  sample: 'show the offline sample',
};

/** POST /api/standalone/lak/corpus/{action}/ -> the status after it */
export function postLakCorpusAction(action: LakCorpusAction): Promise<LakCorpusStatus> {
  return request(userApi, { endpoint: ACTION_NAMES[action], method: 'POST', url: `${BASE}${action}/`, schema: lakCorpusStatusSchema });
}
