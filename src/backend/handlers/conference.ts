import type { HttpHandler } from 'msw';
import { LAK_ID } from '@/api/conference/conferences';
import { env } from '@/config/env';
import { htmlNotFound, htmlServerError, json } from '../http-helpers';
import { route, type BackendOf } from './route';
import { LakServerError } from '../lak/errors';
import type { ConferenceCorpora } from '../lak/corpus/corpora';

/**
 * The conference views over the LAK corpus (read from open sources in the standalone build, or the
 * generated offline sample): the built-in backend loads them with its first conference request.
 */
type Lak = import('../lak/backend').LakViews;

/**
 * Handlers of the conference (LAK) API (api-contract section 6, checklist 10.5). Like the real views
 * they read the raw path: segments are taken from the end of the path, query strings are split on
 * `&` without `name=` parts, and only `%20` is decoded (fully decoded for 6.19, 6.23 and 6.25).
 * Parameterised routes have no trailing slash; parameterless and query routes end with one.
 */

/**
 * A conference route: its path below the conference base (MSW's pattern) and its view, given the
 * path's parameters as the request spells them (the views decode them) and the query string.
 */
type ConferenceRoute = { path: string; view: (lak: Lak, raw: string[], search: string) => unknown };

/** Most views decode nothing but `%20`; other escapes stay escaped (and match nothing). */
function spaces(raw: string): string {
  return raw.replaceAll('%20', ' ');
}

function decodeFully(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new LakServerError(`undecodable ${raw}`);
  }
}

function decodeOrRaw(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function queryItems(search: string): string[] {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  return raw === '' ? [] : raw.split('&');
}

function at(params: string[], index: number): string {
  return params[index] ?? '';
}

const ROUTES: ConferenceRoute[] = [
  { path: 'laktopics/:count/:year', view: (lak, p) => lak.wordCloud('topics', at(p, 0), at(p, 1)) },
  { path: 'lakkeywords/:count/:year', view: (lak, p) => lak.wordCloud('keys', at(p, 0), at(p, 1)) },
  { path: 'toptopics/:year', view: (lak, p) => lak.topTen('topics', at(p, 0)) },
  { path: 'topkeywords/:year', view: (lak, p) => lak.topTen('keys', at(p, 0)) },
  { path: 'topicdetails/:term/:year', view: (lak, p) => lak.topicDetails(spaces(at(p, 0)), at(p, 1)) },
  {
    path: 'fetchpaper/',
    view: (lak, _, search) => {
      const bang = search.lastIndexOf('!');
      if (bang === -1) throw new LakServerError('no title');
      const raw = search.slice(bang + 1);
      return lak.fetchPaper(spaces(raw), decodeOrRaw(raw));
    },
  },
  { path: 'gettopicsforpie/:count/:year', view: (lak, p) => lak.pie('topics', at(p, 0), at(p, 1)) },
  { path: 'getkeysforpie/:count/:year', view: (lak, p) => lak.pie('keys', at(p, 0), at(p, 1)) },
  { path: 'getabstractdetails/:term/:year', view: (lak, p) => lak.abstractDetails(spaces(at(p, 0)), at(p, 1)) },
  { path: 'getalltopicsresults/', view: (lak) => lak.allResults('topics') },
  { path: 'getallkeysresults/', view: (lak) => lak.allResults('keys') },
  { path: 'getalltopicsevolution/', view: (lak, _, search) => lak.evolution('topics', queryItems(search).map(spaces)) },
  { path: 'getallkeysevolution/', view: (lak, _, search) => lak.evolution('keys', queryItems(search).map(spaces)) },
  { path: 'commontopics/:year1/:year2', view: (lak, p) => lak.commonImage(at(p, 0), at(p, 1)) },
  { path: 'commonkeys/:year1/:year2', view: (lak, p) => lak.commonImage(at(p, 0), at(p, 1)) },
  { path: 'getalltopiclist/', view: (lak, _, search) => lak.yearList('topics', queryItems(search).map(spaces)) },
  { path: 'getallkeylist/', view: (lak, _, search) => lak.yearList('keys', queryItems(search).map(spaces)) },
  { path: 'getauthorsyearlist/:year', view: (lak, p) => lak.authorsOfYear(spaces(at(p, 0))) },
  { path: 'getauthortopicdetails/', view: (lak, _, search) => lak.authorTopicDetails(queryItems(search).map(decodeFully)) },
  { path: 'getalltopics/:year', view: (lak, p) => lak.yearOptions('topics', at(p, 0)) },
  { path: 'getallkeywords/:year', view: (lak, p) => lak.yearOptions('keys', at(p, 0)) },
  { path: 'getalltitles/:term/:year', view: (lak, p) => lak.collaborationGraph(spaces(at(p, 0)), at(p, 1)) },
  {
    path: 'getallauthorslist/:name/:term/:year',
    view: (lak, p) => lak.nodeDetails(decodeFully(at(p, 0)), decodeFully(at(p, 1)), decodeFully(at(p, 2))),
  },
  { path: 'fetchallauthorsdict/', view: (lak) => lak.allAuthors() },
  { path: 'authorconfcomparison/:kind/:name/:year', view: (lak, p) => lak.authorConferenceImage(decodeFully(at(p, 1)), decodeFully(at(p, 2))) },
];

/**
 * Answers a conference view over the conference's data set. The data set and its views are imported
 * on the first request that needs them, so that the built-in backend starts without them.
 */
async function answer(corpora: ConferenceCorpora, conference: string, run: (lak: Lak) => unknown): Promise<Response> {
  const lak = await import('../lak/backend');
  // the corpus read from open sources (or the offline sample the user chose); none built yet: the
  // screens wait for the build before they ask, so a request now is answered as the server's failure
  const data = await lak.lakDataForRequests(corpora, conference).catch((error: unknown) => {
    if (error instanceof lak.UnknownConference) return undefined;
    throw error;
  });
  if (data === undefined) return htmlNotFound();
  if (!data) return htmlServerError();
  try {
    return json(run(new lak.LakViews(data, corpora.comparisons)));
  } catch (error) {
    if (error instanceof LakServerError) return htmlServerError();
    throw error;
  }
}

/** LAK's routes as the server has them; another conference's (the built-in backend's only) under `conference/{id}/`. */
const CONFERENCE_PREFIX = 'conference/:conference([a-z0-9-]+)/';

/**
 * One route of one prefix as an MSW handler (GET only: another method, or the route spelt with a
 * slash more or less, gets the catch-all's HTML 404). The views read the raw path as the server's do:
 * their parameters are the path's last segments, still percent-encoded.
 */
function conferenceHandler(backendOf: BackendOf, base: string, { path, view }: ConferenceRoute, prefix: '' | typeof CONFERENCE_PREFIX): HttpHandler {
  const arity = path.split('/').filter((segment) => segment.startsWith(':')).length;
  return route(backendOf, 'GET', `${base}${prefix}${path}`, { auth: 'anyone' }, (ctx) => {
    const conference = prefix === '' ? LAK_ID : at(ctx.params, 0);
    const raw = arity === 0 ? [] : ctx.url.pathname.split('/').slice(-arity);
    return answer(ctx.backend.conferences, conference, (lak) => view(lak, raw, ctx.url.search));
  });
}

/**
 * Handlers of the conference (LAK) API below `base` (by default the configured one): each route by
 * its path, for LAK and for another conference.
 */
export function conferenceHandlers(backendOf: BackendOf, base = env.conferenceApiUrl): HttpHandler[] {
  return ROUTES.flatMap((entry) => [conferenceHandler(backendOf, base, entry, ''), conferenceHandler(backendOf, base, entry, CONFERENCE_PREFIX)]);
}
