/**
 * The conference corpora of the standalone build (api/conference/corpus.ts is their client): a
 * conference's status and build progress, start (and Continue), cancel, rebuild (everything of that
 * conference fetched again), and the user's explicit choice of LAK's generated offline sample. LAK's
 * routes are under /api/standalone/lak/corpus/, another conference's under
 * /api/standalone/lak/corpus/{id}/ (e.g. `las/build/`). The corpus code loads with the first call.
 */
import { conferenceById, LAK_ID } from '@/api/conference/conferences';
import { corpusVersion } from '@/api/conference/corpus-version';
import { orderInterests } from '@/lib/interest-order';
import type { Backend } from '../../backend';
import { htmlNotFound, json } from '../../http-helpers';
import { ensureWordVectors } from '../../nlp/embeddings/word-vectors';
import { approximationFields } from '../../nlp/similarity';
import { callerId, type Route } from '../route';
import type { ConferenceCorpora } from '../../lak/corpus/corpora';

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

const CORPUS = '/api/standalone/lak/corpus/';
/** the actions' names, which no conference has: `corpus/build/` is the action, never a conference's status */
const ACTIONS = new Set(['build', 'rebuild', 'cancel', 'sample']);
/** an action on LAK's corpus (`corpus/build/`) and on a named conference's (`corpus/{id}/build/`) */
const action = (name: string, handle: Route['handle']): Route[] =>
  [CORPUS, `${CORPUS}:id([a-z0-9-]+)/`].map((base) => ({ method: 'POST', path: `${base}${name}/`, auth: 'public', handle }));

type Found = { id: string; name: string; status: Awaited<ReturnType<State['conferenceCorpus']>>['status']; data: Awaited<ReturnType<State['lakDataForRequests']>> };

/** The conferences named in `?conferences=lak,las` (each once), with their corpus status and data; an unknown one: 404. */
async function namedCorpora(corpora: ConferenceCorpora, url: URL): Promise<Found[] | Response> {
  const ids = [...new Set((url.searchParams.get('conferences') ?? '').split(',').filter(Boolean))];
  const corpus = await state();
  const found: Found[] = [];
  for (const id of ids) {
    try {
      const { status } = await corpus.conferenceCorpus(corpora, id);
      found.push({ id, name: status.conference, status, data: await corpus.lakDataForRequests(corpora, id) });
    } catch (error) {
      if (error instanceof corpus.UnknownConference) return htmlNotFound();
      throw error;
    }
  }
  return found;
}

/** What each conference's corpus holds (complete or partial, the offline sample, not built yet). */
function corporaOf(found: readonly Found[]) {
  return found.map(({ id, name, status, data }) => ({
    id,
    name,
    sample: status.choice === 'sample',
    built: data !== null,
    papers: status.corpus?.papers ?? 0,
    total: status.corpus?.total ?? 0,
    missing: status.corpus?.missing ?? 0,
    complete: status.choice === 'sample' || status.corpus?.complete === true,
    version: corpusVersion(status),
  }));
}

/**
 * GET /api/standalone/lak/compare/?conferences=lak,las&from=2014&to=2020&mode=topic: the comparison of
 * the conferences whose corpus is there (../../lak/compare.ts), each with what its corpus holds
 * (complete or partial, the offline sample); a conference without a corpus yet is listed as such.
 */
async function compare(corpora: ConferenceCorpora, url: URL): Promise<Response> {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const mode = url.searchParams.get('mode') === 'keyword' ? 'keyword' : 'topic';
  const named = new Set((url.searchParams.get('conferences') ?? '').split(',').filter(Boolean));
  if (named.size < 2 || !/^\d{4}$/.test(from) || !/^\d{4}$/.test(to) || from > to) return json({ detail: 'Choose two or more conferences and a span of years.' }, 400);
  const found = await namedCorpora(corpora, url);
  if (found instanceof Response) return found;
  const { compareConferences } = await import('../../lak/compare');
  const ready = found.flatMap((entry) => (entry.data ? [{ id: entry.id, name: entry.name, data: entry.data }] : []));
  const comparison = ready.length >= 2 ? compareConferences(ready, from, to, mode) : null;
  return json({ corpora: corporaOf(found), comparison });
}

/**
 * GET /api/standalone/lak/interests/?conferences=lak,las (signed in): the caller's top interests, in
 * the order of every screen, placed among the topics of each conference whose corpus is there
 * (../../lak/interests.ts): per year how close its topics are, and its closest papers.
 */
async function interests({ db, conferences }: Backend, url: URL, userId: number): Promise<Response> {
  const found = await namedCorpora(conferences, url);
  if (found instanceof Response) return found;
  if (found.length === 0) return json({ detail: 'Choose one or more conferences.' }, 400);
  const [{ placeInterests }] = await Promise.all([import('../../lak/interests'), ensureWordVectors()]);
  const own = db
    .state()
    .longTerm.filter((interest) => interest.user === userId)
    .sort((a, b) => a.id - b.id);
  const ordered = orderInterests(own).map((interest) => ({ text: interest.keyword, weight: interest.weight }));
  const ready = found.flatMap((entry) => (entry.data ? [{ id: entry.id, name: entry.name, years: conferenceById(entry.id)?.years ?? entry.data.years.map((year) => year.year), data: entry.data }] : []));
  return json({ corpora: corporaOf(found), placement: placeInterests(ready, ordered), ...approximationFields(ordered.map((interest) => interest.text)) });
}

export const lakRoutes: Route[] = [
  { method: 'GET', path: '/api/standalone/lak/compare/', auth: 'public', handle: ({ backend, url }) => compare(backend.conferences, url) },
  { method: 'GET', path: '/api/standalone/lak/interests/', auth: 'caller', handle: (ctx) => interests(ctx.backend, ctx.url, callerId(ctx)) },
  { method: 'GET', path: CORPUS, auth: 'public', handle: ({ backend }) => onConference(undefined, (corpus, id) => corpus.lakCorpusStatus(backend.conferences, id)) },
  {
    method: 'GET',
    path: `${CORPUS}:id([a-z0-9-]+)/`,
    auth: 'public',
    handle: ({ backend, request, params }) =>
      ACTIONS.has(params[0] ?? '') ? json({ detail: `Method "${request.method}" not allowed.` }, 405) : onConference(params[0], (corpus, id) => corpus.lakCorpusStatus(backend.conferences, id)),
  },
  ...action('build', ({ backend, params }) => onConference(params[0], (corpus, id) => corpus.startLakBuild(backend.conferences, { id }))),
  ...action('rebuild', ({ backend, params }) => onConference(params[0], (corpus, id) => corpus.startLakBuild(backend.conferences, { id, rebuild: true }))),
  ...action('cancel', ({ backend, params }) => onConference(params[0], (corpus, id) => corpus.cancelLakBuild(backend.conferences, id))),
  {
    method: 'POST',
    path: `${CORPUS}sample/`,
    auth: 'public',
    handle: async ({ backend }) => json(await (await state()).chooseLakCorpus(backend.conferences, 'sample')),
  },
];
