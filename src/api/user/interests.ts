import { userApi } from '../clients';
import { request } from '../http';
import {
  activityStatsSchema,
  blacklistedKeywordListSchema,
  emptyObjectSchema,
  longTermInterestListSchema,
  shortTermInterestListSchema,
  streamGraphSchema,
  type ActivityStats,
  type BlacklistedKeyword,
  type LongTermInterest,
  type ShortTermInterest,
  type StreamGraph,
} from './schemas';

/** POST /api/interests/trigger-data-updata/ (caller) -> 200 {}; queues a full re-import. */
export async function triggerDataUpdate(): Promise<void> {
  await request(userApi, {
    endpoint: 'refresh account data',
    method: 'POST',
    url: '/api/interests/trigger-data-updata/',
    data: {},
    schema: emptyObjectSchema,
  });
}

/** POST /api/interests/trigger-paper-updata/ (caller) -> 200 {}; recomputes interests from stored data. */
export async function triggerPaperUpdate(): Promise<void> {
  await request(userApi, {
    endpoint: 'recompute interests',
    method: 'POST',
    url: '/api/interests/trigger-paper-updata/',
    data: {},
    schema: emptyObjectSchema,
  });
}

/** GET /api/interests/long-term/ (caller): every own interest, weight descending (replaces the spec's keywords/). */
export function getOwnInterests(signal?: AbortSignal): Promise<LongTermInterest[]> {
  return request(userApi, { endpoint: 'own interests', method: 'GET', url: '/api/interests/long-term/', schema: longTermInterestListSchema, signal });
}

export type InterestRow = { name: string; weight: number | string; id?: number };

/** POST /api/interests/long-term/ (caller) -> 200 {}; rows matched by lower-cased name. */
export async function saveInterests(rows: InterestRow[]): Promise<void> {
  await request(userApi, {
    endpoint: 'save interests',
    method: 'POST',
    url: '/api/interests/long-term/',
    data: { keywords: rows.map((row) => ({ name: row.name, weight: row.weight, ...(row.id === undefined ? {} : { id: row.id }) })) },
    schema: emptyObjectSchema,
  });
}

/** DELETE /api/interests/long-term/{id}/ (caller) -> 204; the keyword is blacklisted as a side effect. */
export function deleteInterest(id: number): Promise<void> {
  return request(userApi, { endpoint: 'delete interest', method: 'DELETE', url: `/api/interests/long-term/${id}/` });
}

/** GET /api/interests/black-listed-keywords/ (spec; the real server answers an HTML 404, see api-contract 8.2) */
export function getBlacklist(signal?: AbortSignal): Promise<BlacklistedKeyword[]> {
  return request(userApi, {
    endpoint: 'blacklisted keywords',
    method: 'GET',
    url: '/api/interests/black-listed-keywords/',
    feature: 'blacklist',
    schema: blacklistedKeywordListSchema,
    signal,
  });
}

/** POST /api/interests/black-listed-keywords/ with the keyword as a one-item list (spec; 404 on the real server) */
export function addBlacklistedKeyword(keyword: string): Promise<BlacklistedKeyword[]> {
  return request(userApi, {
    endpoint: 'add blacklisted keyword',
    method: 'POST',
    url: '/api/interests/black-listed-keywords/',
    data: { keywords: [keyword] },
    feature: 'blacklist',
    schema: blacklistedKeywordListSchema,
  });
}

/** DELETE /api/interests/black-listed-keywords/{id}/ (caller) -> 204 */
export function deleteBlacklistedKeyword(id: number): Promise<void> {
  return request(userApi, {
    endpoint: 'delete blacklisted keyword',
    method: 'DELETE',
    url: `/api/interests/black-listed-keywords/${id}/`,
    feature: 'blacklist',
    itemRoute: true,
  });
}

/** GET /api/interests/short-term/user/{userId}/ -> at most 5 recent interests */
export function getShortTermInterests(userId: number, signal?: AbortSignal): Promise<ShortTermInterest[]> {
  return request(userApi, {
    endpoint: 'recent interests',
    method: 'GET',
    url: `/api/interests/short-term/user/${userId}/`,
    schema: shortTermInterestListSchema,
    signal,
  });
}

/** GET /api/interests/long-term/user/{userId}/ -> up to 15 computed interests plus every Manual one */
export function getLongTermInterests(userId: number, signal?: AbortSignal): Promise<LongTermInterest[]> {
  return request(userApi, {
    endpoint: 'interests',
    method: 'GET',
    url: `/api/interests/long-term/user/${userId}/`,
    schema: longTermInterestListSchema,
    signal,
  });
}

/** GET /api/interests/stream-graph/user/{userId}/ */
export function getStreamGraph(userId: number, signal?: AbortSignal): Promise<StreamGraph> {
  return request(userApi, {
    endpoint: 'interest trends',
    method: 'GET',
    url: `/api/interests/stream-graph/user/${userId}/`,
    schema: streamGraphSchema,
    signal,
  });
}

/** GET /api/interests/activity-stats/user/{userId}/ (all years and months; trim on the client) */
export function getActivityStats(userId: number, signal?: AbortSignal): Promise<ActivityStats> {
  return request(userApi, {
    endpoint: 'activity stats',
    method: 'GET',
    url: `/api/interests/activity-stats/user/${userId}/`,
    schema: activityStatsSchema,
    signal,
  });
}
