import { conferenceApi } from '../clients';
import { request } from '../http';
import { LAK_ID } from './conferences';
import type { LakCount, LakYear } from './constants';
import {
  abstractDetailsSchema,
  fetchPaperSchema,
  keywordPieSchema,
  lakKeywordsSchema,
  lakTopicsSchema,
  topicDetailsSchema,
  topicPieSchema,
  topTermsSchema,
  type AbstractDetail,
  type PieData,
  type TopicDetails,
  type TopTerms,
  type WordCloudItem,
} from './schemas';
import { encodeConferenceTerm, fetchPaperUrl, conferencePath } from './url';

/** GET /api/interests/laktopics/{count}/{year} (6.1) -> word-cloud items, heaviest first */
export function getLakTopics(count: LakCount, year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<WordCloudItem[]> {
  return request(conferenceApi, { endpoint: 'LAK topics', method: 'GET', url: conferencePath(conference, `laktopics/${count}/${year}`), schema: lakTopicsSchema, signal });
}

/** GET /api/interests/lakkeywords/{count}/{year} (6.2) -> word-cloud items, heaviest first */
export function getLakKeywords(count: LakCount, year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<WordCloudItem[]> {
  return request(conferenceApi, { endpoint: 'LAK keywords', method: 'GET', url: conferencePath(conference, `lakkeywords/${count}/${year}`), schema: lakKeywordsSchema, signal });
}

/** GET /api/interests/toptopics/{year} (6.3) -> the year's top-10 topics and their stored weights */
export function getTopTopics(year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<TopTerms> {
  return request(conferenceApi, { endpoint: 'top topics', method: 'GET', url: conferencePath(conference, `toptopics/${year}`), schema: topTermsSchema, signal });
}

/** GET /api/interests/topkeywords/{year} (6.4) -> top-10 keywords; values are text occurrence counts (not sorted) */
export function getTopKeywords(year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<TopTerms> {
  return request(conferenceApi, { endpoint: 'top keywords', method: 'GET', url: conferencePath(conference, `topkeywords/${year}`), schema: topTermsSchema, signal });
}

/** GET /api/interests/topicdetails/{term}/{year} (6.5, both modes) -> up to 10 titles with occurrence counts */
export async function getTopicDetails(term: string, year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<TopicDetails> {
  const endpoint = 'top publications';
  return request(conferenceApi, {
    endpoint,
    method: 'GET',
    url: conferencePath(conference, `topicdetails/${encodeConferenceTerm(term, endpoint)}/${year}`),
    schema: topicDetailsSchema,
    signal,
  });
}

/** GET /api/interests/fetchpaper/?!{title} (6.6) -> the publication's Semantic Scholar URL */
export async function fetchPaper(title: string, conference = LAK_ID): Promise<string> {
  const endpoint = 'fetch paper';
  return request(conferenceApi, { endpoint, method: 'GET', url: conferencePath(conference, fetchPaperUrl(title, endpoint)), schema: fetchPaperSchema });
}

/** GET /api/interests/gettopicsforpie/{count}/{year} (6.7) -> topic names and whole-number percentages */
export function getTopicsForPie(count: LakCount, year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<PieData> {
  return request(conferenceApi, { endpoint: 'topic distribution', method: 'GET', url: conferencePath(conference, `gettopicsforpie/${count}/${year}`), schema: topicPieSchema, signal });
}

/** GET /api/interests/getkeysforpie/{count}/{year} (6.8) -> keyword names and whole-number percentages */
export function getKeysForPie(count: LakCount, year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<PieData> {
  return request(conferenceApi, { endpoint: 'keyword distribution', method: 'GET', url: conferencePath(conference, `getkeysforpie/${count}/${year}`), schema: keywordPieSchema, signal });
}

/** GET /api/interests/getabstractdetails/{term}/{year} (6.9) -> publications mentioning the term, most mentions first */
export async function getAbstractDetails(term: string, year: LakYear, signal?: AbortSignal, conference = LAK_ID): Promise<AbstractDetail[]> {
  const endpoint = 'publications of a topic';
  return request(conferenceApi, {
    endpoint,
    method: 'GET',
    url: conferencePath(conference, `getabstractdetails/${encodeConferenceTerm(term, endpoint)}/${year}`),
    schema: abstractDetailsSchema,
    signal,
  });
}
