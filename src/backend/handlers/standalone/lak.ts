/**
 * The LAK corpus of the standalone build (api/conference/corpus.ts is their client): its status and
 * build progress, start (and Continue), cancel, rebuild (everything fetched again), and the user's
 * explicit choice of the generated offline sample. The corpus code loads with the first call.
 */
import { json } from '../../http-helpers';
import type { Route } from '../user/router';

const state = () => import('../../lak/corpus/state');

export const lakRoutes: Route[] = [
  { method: 'GET', path: /^\/api\/standalone\/lak\/corpus\/$/, auth: 'public', handle: async () => json(await (await state()).lakCorpusStatus()) },
  { method: 'POST', path: /^\/api\/standalone\/lak\/corpus\/build\/$/, auth: 'public', handle: async () => json(await (await state()).startLakBuild()) },
  {
    method: 'POST',
    path: /^\/api\/standalone\/lak\/corpus\/rebuild\/$/,
    auth: 'public',
    handle: async () => json(await (await state()).startLakBuild({ rebuild: true })),
  },
  { method: 'POST', path: /^\/api\/standalone\/lak\/corpus\/cancel\/$/, auth: 'public', handle: async () => json(await (await state()).cancelLakBuild()) },
  {
    method: 'POST',
    path: /^\/api\/standalone\/lak\/corpus\/sample\/$/,
    auth: 'public',
    handle: async () => json(await (await state()).chooseLakCorpus('sample')),
  },
];
