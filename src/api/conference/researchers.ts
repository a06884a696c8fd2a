import { conferenceApi } from '../clients';
import { request } from '../http';
import { LAK_ID } from './conferences';
import type { ConferenceMode, LakYear, YearOrAll } from './constants';
import {
  authorOptionsSchema,
  authorTopicDetailsSchema,
  collaborationGraphSchema,
  compareImageSchema,
  nodeDetailsSchema,
  yearOptionsSchema,
  type AuthorTopicDetails,
  type CollaborationGraph,
  type LakOption,
  type NodeDetails,
} from './schemas';
import { conferenceQuery, encodeConferenceTerm, pngDataUrl, conferencePath } from './url';

/** GET /api/interests/getauthorsyearlist/{year} (6.18; a year or "all years") -> researcher options */
export function getAuthorsForYear(year: YearOrAll, signal?: AbortSignal, conference = LAK_ID): Promise<LakOption[]> {
  const endpoint = 'researchers of a year';
  return request(conferenceApi, {
    endpoint,
    method: 'GET',
    url: conferencePath(conference, `getauthorsyearlist/${encodeConferenceTerm(year, endpoint)}`),
    schema: authorOptionsSchema,
    signal,
  });
}

/**
 * GET /api/interests/getauthortopicdetails/?{author1}&{author2}&{year}&{mode} (6.19)
 * -> `{ items, values: [author1, author2][], authors, common }`, or null when the server answers null.
 */
export async function getAuthorTopicDetails(
  author1: string,
  author2: string,
  year: YearOrAll,
  mode: ConferenceMode,
  signal?: AbortSignal,
  conference = LAK_ID,
): Promise<AuthorTopicDetails | null> {
  const endpoint = 'researcher comparison';
  return request(conferenceApi, {
    endpoint,
    method: 'GET',
    url: conferencePath(conference, `getauthortopicdetails/${conferenceQuery([author1, author2, year, mode], endpoint)}`),
    schema: authorTopicDetailsSchema,
    signal,
  });
}

/** GET /api/interests/getalltopics/{year} (6.20) -> the year's top-10 topics as options */
export function getTopicOptionsForYear(year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<LakOption[]> {
  return request(conferenceApi, { endpoint: 'topics of a year', method: 'GET', url: conferencePath(conference, `getalltopics/${year}`), schema: yearOptionsSchema, signal });
}

/** GET /api/interests/getallkeywords/{year} (6.21) -> the year's top-10 keywords as options */
export function getKeywordOptionsForYear(year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<LakOption[]> {
  return request(conferenceApi, { endpoint: 'keywords of a year', method: 'GET', url: conferencePath(conference, `getallkeywords/${year}`), schema: yearOptionsSchema, signal });
}

/**
 * GET /api/interests/getalltitles/{term}/{year} (6.22, both modes) -> co-author graph `{ nodes, links }`;
 * links default to []; the "No Data Found" placeholder comes back as a single node (see isEmptyCollaborationGraph).
 */
export async function getAllTitles(term: string, year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<CollaborationGraph> {
  const endpoint = 'collaboration network';
  return request(conferenceApi, {
    endpoint,
    method: 'GET',
    url: conferencePath(conference, `getalltitles/${encodeConferenceTerm(term, endpoint)}/${year}`),
    schema: collaborationGraphSchema,
    signal,
  });
}

/**
 * GET /api/interests/getallauthorslist/{author}/{term}/{year} (6.23)
 * -> `{ profileUrl, count, papers: { url, authors, title, authorIds }[] }` for one network node.
 */
export async function getAuthorsListForNode(author: string, term: string, year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<NodeDetails> {
  const endpoint = 'researcher publications';
  return request(conferenceApi, {
    endpoint,
    method: 'GET',
    url: conferencePath(conference, `getallauthorslist/${encodeConferenceTerm(author, endpoint)}/${encodeConferenceTerm(term, endpoint)}/${year}`),
    schema: nodeDetailsSchema,
    signal,
  });
}

/** GET /api/interests/fetchallauthorsdict/ (6.24) -> every researcher of every year */
export function getAllAuthors(signal?: AbortSignal, conference = LAK_ID): Promise<LakOption[]> {
  return request(conferenceApi, { endpoint: 'all researchers', method: 'GET', url: conferencePath(conference, 'fetchallauthorsdict/'), schema: authorOptionsSchema, signal });
}

/** GET /api/interests/authorconfcomparison/{topic|key}/{author}/{year} (6.25) -> the server's Venn image as a data URL, null when it draws none */
export async function getAuthorConferenceComparisonImage(mode: ConferenceMode, author: string, year: YearOrAll, signal?: AbortSignal, conference = LAK_ID): Promise<string | null> {
  const endpoint = 'researcher vs conference';
  const base64 = await request(conferenceApi, {
    endpoint,
    method: 'GET',
    url: conferencePath(conference, `authorconfcomparison/${mode === 'keyword' ? 'key' : 'topic'}/${encodeConferenceTerm(author, endpoint)}/${encodeConferenceTerm(year, endpoint)}`),
    schema: compareImageSchema,
    signal,
  });
  return base64 === null ? null : pngDataUrl(base64);
}
