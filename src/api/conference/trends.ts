import { conferenceApi } from '../clients';
import { request } from '../http';
import { LAK_ID } from './conferences';
import type { LakYear } from './constants';
import {
  allTermsSchema,
  commonImageSchema,
  evolutionSchema,
  yearListSchema,
  type LakOption,
  type YearList,
} from './schemas';
import { conferenceQuery, pngDataUrl, conferencePath } from './url';

/** An evolution answer: `weights[i]` belongs to `items[i]` and is aligned with `years`. */
export type Evolution = { items: string[]; years: string[]; weights: number[][] };

/** GET /api/interests/getalltopicsresults/ (6.10) -> every topic of every year */
export function getAllTopicOptions(signal?: AbortSignal, conference = LAK_ID): Promise<LakOption[]> {
  return request(conferenceApi, { endpoint: 'all topics', method: 'GET', url: conferencePath(conference, 'getalltopicsresults/'), schema: allTermsSchema, signal });
}

/** GET /api/interests/getallkeysresults/ (6.11; answered under `topics`) -> every keyword of every year */
export function getAllKeywordOptions(signal?: AbortSignal, conference = LAK_ID): Promise<LakOption[]> {
  return request(conferenceApi, { endpoint: 'all keywords', method: 'GET', url: conferencePath(conference, 'getallkeysresults/'), schema: allTermsSchema, signal });
}

async function evolution(kind: 'topics' | 'keys', items: readonly string[], signal?: AbortSignal, conference = LAK_ID): Promise<Evolution> {
  const endpoint = kind === 'topics' ? 'topic evolution' : 'keyword evolution';
  const body = await request(conferenceApi, {
    endpoint,
    method: 'GET',
    url: conferencePath(conference, `getall${kind}evolution/${conferenceQuery(items, endpoint)}`),
    schema: evolutionSchema,
    signal,
  });
  return { items: [...items], years: body.years, weights: body.weights };
}

/** GET /api/interests/getalltopicsevolution/?{item}&{item}… (6.12) -> per-year weights (numbers) per topic */
export function getTopicEvolution(items: readonly string[], signal?: AbortSignal, conference = LAK_ID): Promise<Evolution> {
  return evolution('topics', items, signal, conference);
}

/** GET /api/interests/getallkeysevolution/?{item}&{item}… (6.13) -> per-year weights (numbers) per keyword */
export function getKeywordEvolution(items: readonly string[], signal?: AbortSignal, conference = LAK_ID): Promise<Evolution> {
  return evolution('keys', items, signal, conference);
}

/** GET /api/interests/commontopics/{year1}/{year2} (6.14) -> the server's Venn image as a data URL, null when it draws none */
export async function getCommonTopicsImage(year1: LakYear, year2: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<string | null> {
  const base64 = await request(conferenceApi, {
    endpoint: 'common topics',
    method: 'GET',
    url: conferencePath(conference, `commontopics/${year1}/${year2}`),
    schema: commonImageSchema,
    signal,
  });
  return base64 === null ? null : pngDataUrl(base64);
}

/** GET /api/interests/commonkeys/{year1}/{year2} (6.15; answered under `commontopics`) -> the server's Venn image as a data URL, null when it draws none */
export async function getCommonKeywordsImage(year1: LakYear, year2: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<string | null> {
  const base64 = await request(conferenceApi, {
    endpoint: 'common keywords',
    method: 'GET',
    url: conferencePath(conference, `commonkeys/${year1}/${year2}`),
    schema: commonImageSchema,
    signal,
  });
  return base64 === null ? null : pngDataUrl(base64);
}

/** GET /api/interests/getalltopiclist/?{year}&{year}… (6.16; at least two years) -> top-5 topics per year as a names x years matrix */
export function getTopicYearList(years: readonly LakYear[], signal?: AbortSignal, conference = LAK_ID): Promise<YearList> {
  const endpoint = 'topics across years';
  return request(conferenceApi, { endpoint, method: 'GET', url: conferencePath(conference, `getalltopiclist/${conferenceQuery(years, endpoint)}`), schema: yearListSchema, signal });
}

/** GET /api/interests/getallkeylist/?{year}&{year}… (6.17; at least two years) -> top-5 keywords per year as a names x years matrix */
export function getKeywordYearList(years: readonly LakYear[], signal?: AbortSignal, conference = LAK_ID): Promise<YearList> {
  const endpoint = 'keywords across years';
  return request(conferenceApi, { endpoint, method: 'GET', url: conferencePath(conference, `getallkeylist/${conferenceQuery(years, endpoint)}`), schema: yearListSchema, signal });
}
