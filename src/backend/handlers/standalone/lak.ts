/**
 * The conference corpora of the standalone build (api/conference/corpus.ts is their client): a
 * conference's status and build progress, start (and Continue), cancel, rebuild (everything of that
 * conference fetched again), and the user's explicit choice of LAK's generated offline sample. LAK's
 * routes are under /api/standalone/lak/corpus/, another conference's under
 * /api/standalone/lak/corpus/{id}/ (e.g. `las/build/`). The corpus code loads with the first call.
 */
import { LAK_ID } from '@/api/conference/conferences';
import { htmlNotFound, json } from '../../http-helpers';
import type { Route } from '../user/router';

const state = () => import('../../lak/corpus/state');

type State = Awaited<ReturnType<typeof state>>;

/** Runs `act` on the conference `id` (LAK when the path names none); a conference there is none of: 404. */
async function onConference(id: string | undefined, act: (corpus: State, id: string) => Promise<unknown>): Promise<Response> {
  const corpus = await state();
  try {
    return json(await act(corpus, id || LAK_ID));
  } catch (error) {
    if (error instanceof corpus.UnknownConference) return htmlNotFound();
    throw error;
  }
}

const BASE = String.raw`^\/api\/standalone\/lak\/corpus\/`;
/** an optional `{id}/` naming the conference (not one of the actions' names) */
const ID = String.raw`(?:(?!(?:build|rebuild|cancel|sample)\/)([a-z0-9-]+)\/)?`;
const action = (name: string) => new RegExp(`${BASE}${ID}${name}\\/$`);

export const lakRoutes: Route[] = [
  { method: 'GET', path: new RegExp(`${BASE}${ID}$`), auth: 'public', handle: ({ params }) => onConference(params[0], (corpus, id) => corpus.lakCorpusStatus(id)) },
  { method: 'POST', path: action('build'), auth: 'public', handle: ({ params }) => onConference(params[0], (corpus, id) => corpus.startLakBuild({ id })) },
  {
    method: 'POST',
    path: action('rebuild'),
    auth: 'public',
    handle: ({ params }) => onConference(params[0], (corpus, id) => corpus.startLakBuild({ id, rebuild: true })),
  },
  { method: 'POST', path: action('cancel'), auth: 'public', handle: ({ params }) => onConference(params[0], (corpus, id) => corpus.cancelLakBuild(id)) },
  {
    method: 'POST',
    path: /^\/api\/standalone\/lak\/corpus\/sample\/$/,
    auth: 'public',
    handle: async () => json(await (await state()).chooseLakCorpus('sample')),
  },
];
