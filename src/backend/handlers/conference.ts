import { http, type RequestHandler } from 'msw';
import { LAK_ID } from '@/api/conference/conferences';
import { env } from '@/config/env';
import { authenticate, htmlNotFound, htmlServerError, json } from '../http-helpers';
import { LakServerError } from '../lak/errors';

/**
 * The conference views over the LAK corpus (read from open sources in the standalone build, or the
 * generated offline sample): the built-in backend loads them with its first conference request.
 */
type Lak = typeof import('../lak/backend');

/**
 * Handlers of the conference (LAK) API (api-contract section 6, checklist 10.5). Like the real views
 * they read the raw path: segments are taken from the end of the path, query strings are split on
 * `&` without `name=` parts, and only `%20` is decoded (fully decoded for 6.19, 6.23 and 6.25).
 * Parameterised routes have no trailing slash; parameterless and query routes end with one.
 */

type Route =
  | { shape: 'path'; params: number; view: (lak: Lak, params: string[]) => unknown }
  | { shape: 'slash'; view: (lak: Lak) => unknown }
  | { shape: 'query'; view: (lak: Lak, search: string) => unknown };

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

const ROUTES: Record<string, Route> = {
  laktopics: { shape: 'path', params: 2, view: (lak, p) => lak.wordCloud('topics', at(p, 0), at(p, 1)) },
  lakkeywords: { shape: 'path', params: 2, view: (lak, p) => lak.wordCloud('keys', at(p, 0), at(p, 1)) },
  toptopics: { shape: 'path', params: 1, view: (lak, p) => lak.topTen('topics', at(p, 0)) },
  topkeywords: { shape: 'path', params: 1, view: (lak, p) => lak.topTen('keys', at(p, 0)) },
  topicdetails: { shape: 'path', params: 2, view: (lak, p) => lak.topicDetails(spaces(at(p, 0)), at(p, 1)) },
  fetchpaper: {
    shape: 'query',
    view: (lak, search) => {
      const bang = search.lastIndexOf('!');
      if (bang === -1) throw new LakServerError('no title');
      const raw = search.slice(bang + 1);
      return lak.fetchPaper(spaces(raw), decodeOrRaw(raw));
    },
  },
  gettopicsforpie: { shape: 'path', params: 2, view: (lak, p) => lak.pie('topics', at(p, 0), at(p, 1)) },
  getkeysforpie: { shape: 'path', params: 2, view: (lak, p) => lak.pie('keys', at(p, 0), at(p, 1)) },
  getabstractdetails: { shape: 'path', params: 2, view: (lak, p) => lak.abstractDetails(spaces(at(p, 0)), at(p, 1)) },
  getalltopicsresults: { shape: 'slash', view: (lak) => lak.allResults('topics') },
  getallkeysresults: { shape: 'slash', view: (lak) => lak.allResults('keys') },
  getalltopicsevolution: { shape: 'query', view: (lak, search) => lak.evolution('topics', queryItems(search).map(spaces)) },
  getallkeysevolution: { shape: 'query', view: (lak, search) => lak.evolution('keys', queryItems(search).map(spaces)) },
  commontopics: { shape: 'path', params: 2, view: (lak, p) => lak.commonImage(at(p, 0), at(p, 1)) },
  commonkeys: { shape: 'path', params: 2, view: (lak, p) => lak.commonImage(at(p, 0), at(p, 1)) },
  getalltopiclist: { shape: 'query', view: (lak, search) => lak.yearList('topics', queryItems(search).map(spaces)) },
  getallkeylist: { shape: 'query', view: (lak, search) => lak.yearList('keys', queryItems(search).map(spaces)) },
  getauthorsyearlist: { shape: 'path', params: 1, view: (lak, p) => lak.authorsOfYear(spaces(at(p, 0))) },
  getauthortopicdetails: { shape: 'query', view: (lak, search) => lak.authorTopicDetails(queryItems(search).map(decodeFully)) },
  getalltopics: { shape: 'path', params: 1, view: (lak, p) => lak.yearOptions('topics', at(p, 0)) },
  getallkeywords: { shape: 'path', params: 1, view: (lak, p) => lak.yearOptions('keys', at(p, 0)) },
  getalltitles: { shape: 'path', params: 2, view: (lak, p) => lak.collaborationGraph(spaces(at(p, 0)), at(p, 1)) },
  getallauthorslist: {
    shape: 'path',
    params: 3,
    view: (lak, p) => lak.nodeDetails(decodeFully(at(p, 0)), decodeFully(at(p, 1)), decodeFully(at(p, 2))),
  },
  fetchallauthorsdict: { shape: 'slash', view: (lak) => lak.allAuthors() },
  authorconfcomparison: {
    shape: 'path',
    params: 3,
    view: (lak, p) => lak.authorConferenceImage(decodeFully(at(p, 1)), decodeFully(at(p, 2))),
  },
};

/** The path below the conference base, e.g. `laktopics/10/2011` (still percent-encoded). */
function relativePath(url: URL): string | null {
  const basePath = new URL(env.conferenceApiUrl).pathname;
  return url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : null;
}

/**
 * The conference a path asks about: LAK's routes as the server has them, another conference's (the
 * built-in backend's only) under `conference/{id}/`, e.g. `conference/las/laktopics/10/2014`.
 */
function conferenceOf(relative: string): { conference: string; path: string } {
  const prefixed = /^conference\/([a-z0-9-]+)\/(.*)$/.exec(relative);
  return prefixed ? { conference: prefixed[1] ?? LAK_ID, path: prefixed[2] ?? '' } : { conference: LAK_ID, path: relative };
}

/**
 * Answers one conference request, `undefined` when the path is not a conference route (another
 * handler answers it), an HTML 404 when a conference route is spelt wrongly (extra or missing slash).
 * The data set and its views are imported on the first request that needs them, so that the demo
 * backend starts without them.
 */
export async function answerConference(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const relative = relativePath(url);
  if (relative === null) return undefined;
  const { conference, path } = conferenceOf(relative);
  const segments = path.split('/');
  const name = segments[0] ?? '';
  if (!Object.hasOwn(ROUTES, name)) return undefined;
  const route = ROUTES[name];
  if (!route) return undefined;

  const rest = segments.slice(1);
  const slashOnly = rest.length === 1 && rest[0] === '';
  let run: (lak: Lak) => unknown;
  if (route.shape === 'path') {
    if (rest.length !== route.params || rest.some((segment) => segment === '')) return htmlNotFound();
    // The views pick their parameters by position from the end of the path.
    const params = segments.slice(-route.params);
    run = (lak) => route.view(lak, params);
  } else if (route.shape === 'slash') {
    if (!slashOnly) return htmlNotFound();
    run = (lak) => route.view(lak);
  } else {
    if (!slashOnly) return htmlNotFound();
    run = (lak) => route.view(lak, url.search);
  }

  const auth = authenticate(request);
  if (auth instanceof Response) return auth;
  const lak = await import('../lak/backend');
  // the corpus read from open sources (or the offline sample the user chose); none built yet: the
  // screens wait for the build before they ask, so a request now is answered as the server's failure
  const data = await lak.lakDataForRequests(conference).catch((error: unknown) => {
    if (error instanceof lak.UnknownConference) return undefined;
    throw error;
  });
  if (data === undefined) return htmlNotFound();
  if (!data) return htmlServerError();
  lak.serveLakData(data);
  try {
    return json(run(lak));
  } catch (error) {
    if (error instanceof LakServerError) return htmlServerError();
    throw error;
  }
}

/** Handlers of the conference (LAK) API. */
export const conferenceHandlers: RequestHandler[] = [
  http.get(`${env.conferenceApiUrl}*`, ({ request }) => answerConference(request)),
];
