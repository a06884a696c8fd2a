/**
 * The standalone build's conference corpora (routes of the built-in backend only, under
 * /api/standalone/lak/corpus/, another conference than LAK under .../corpus/{id}/): a corpus's status and
 * build progress, build (and Continue), cancel, rebuild, and LAK's offline sample. Screens call these
 * only when they run on the built-in backend; a RIMA server has its own corpus (LAK only).
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';
import { LAK_ID } from './conferences';

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
  id: z.string(),
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

function base(conference: string): string {
  return conference === LAK_ID ? BASE : `${BASE}${conference}/`;
}

/** GET /api/standalone/lak/corpus/[{id}/] -> the corpus's status and the running build's progress */
export function getLakCorpusStatus(signal?: AbortSignal, conference = LAK_ID): Promise<LakCorpusStatus> {
  return request(userApi, { endpoint: 'conference corpus status', method: 'GET', url: base(conference), schema: lakCorpusStatusSchema, signal });
}

export type LakCorpusAction = 'build' | 'rebuild' | 'cancel' | 'sample';

const ACTION_NAMES: Record<LakCorpusAction, string> = {
  build: 'build the conference corpus',
  rebuild: 'rebuild the conference corpus',
  cancel: 'cancel the conference corpus build',
  sample: 'show the offline sample',
};

/** POST /api/standalone/lak/corpus/[{id}/]{action}/ -> the status after it (the sample: LAK only) */
export function postLakCorpusAction(action: LakCorpusAction, conference = LAK_ID): Promise<LakCorpusStatus> {
  const url = `${action === 'sample' ? BASE : base(conference)}${action}/`;
  return request(userApi, { endpoint: ACTION_NAMES[action], method: 'POST', url, schema: lakCorpusStatusSchema });
}
