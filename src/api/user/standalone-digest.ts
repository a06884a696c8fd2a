/**
 * "New for you" (the digest of new papers and posts) and Following: the built-in backend's routes
 * (a RIMA server has none: the screens call them only on the built-in backend).
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';
import { recommendedPaperSchema } from './schemas';

export const digestReasonSchema = z.union([
  z.object({ kind: z.literal('interest'), interest: z.string() }),
  z.object({ kind: z.literal('recommended') }),
  z.object({ kind: z.literal('following'), authorId: z.string(), name: z.string() }),
]);
export type DigestReason = z.infer<typeof digestReasonSchema>;

export const digestEntrySchema = z.object({
  key: z.string(),
  kind: z.enum(['paper', 'post']),
  title: z.string(),
  authors: z.nullable(z.string()),
  url: z.nullable(z.string()),
  year: z.nullable(z.int()),
  published: z.nullable(z.string()),
  abstract: z.nullable(z.string()),
  reasons: z.array(digestReasonSchema),
  score: z.number(),
  /** a paper as Recommended Papers scores it (Why? and What if?) */
  scored: z.optional(recommendedPaperSchema),
});
export type DigestEntry = z.output<typeof digestEntrySchema>;

export const digestSchema = z.object({
  id: z.int(),
  /** ms */
  checked_at: z.number(),
  since: z.number(),
  entries: z.array(digestEntrySchema),
  partial: z.boolean(),
  failures: z.array(z.string()),
});
export type Digest = z.output<typeof digestSchema>;

/** What the sidebar's count and a running check need: no entries (the digest page reads those). */
export const digestSummarySchema = z.object({
  last_visit: z.nullable(z.number()),
  last_check: z.nullable(z.number()),
  checking: z.boolean(),
  /** what the last check could not do ("Semantic Scholar was busy; 2 of 5 interests checked: checking again in a minute") */
  status: z.nullable(z.string()),
  new_count: z.int(),
});
export type DigestSummary = z.output<typeof digestSummarySchema>;

export const digestStateSchema = z.extend(digestSummarySchema, {
  seen: z.array(z.string()),
  digests: z.array(digestSchema),
});
export type DigestState = z.output<typeof digestStateSchema>;

/** The summary part of a whole digest state. */
export function summaryOf({ last_visit, last_check, checking, status, new_count }: DigestSummary): DigestSummary {
  return { last_visit, last_check, checking, status, new_count };
}

export const followSchema = z.object({ authorId: z.string(), name: z.string(), bluesky: z.nullable(z.string()), since: z.number() });
export type Follow = z.infer<typeof followSchema>;
const followListSchema = z.array(followSchema);

export const followedPaperSchema = z.object({ paper_id: z.string(), title: z.string(), year: z.nullable(z.int()), published: z.nullable(z.string()), url: z.nullable(z.string()) });
export type FollowedPaper = z.infer<typeof followedPaperSchema>;

/** GET /api/standalone/digest/ (caller) */
export function getDigest(signal?: AbortSignal): Promise<DigestState> {
  return request(userApi, { endpoint: 'new for you', method: 'GET', url: '/api/standalone/digest/', schema: digestStateSchema, signal });
}

/** GET /api/standalone/digest/summary/ (caller): the count and whether a check runs, without the entries. */
export function getDigestSummary(signal?: AbortSignal): Promise<DigestSummary> {
  return request(userApi, { endpoint: 'new for you', method: 'GET', url: '/api/standalone/digest/summary/', schema: digestSummarySchema, signal });
}

/** POST /api/standalone/digest/visit/ (caller): the visit is recorded; a due check starts in the background. */
export function recordDigestVisit(): Promise<DigestSummary> {
  return request(userApi, { endpoint: 'check for new papers', method: 'POST', url: '/api/standalone/digest/visit/', data: {}, schema: digestSummarySchema });
}

/** POST /api/standalone/digest/seen/ (caller): those entries (all without keys) are seen. */
export function markDigestSeen(keys?: readonly string[]): Promise<DigestState> {
  return request(userApi, { endpoint: 'mark as seen', method: 'POST', url: '/api/standalone/digest/seen/', data: keys ? { keys } : {}, schema: digestStateSchema });
}

/** GET /api/standalone/following/ (caller) */
export function getFollowing(signal?: AbortSignal): Promise<Follow[]> {
  return request(userApi, { endpoint: 'researchers followed', method: 'GET', url: '/api/standalone/following/', schema: followListSchema, signal });
}

/** POST /api/standalone/following/ (caller): follows a Semantic Scholar author (once). */
export function followResearcher(researcher: { author_id: string; name: string; bluesky?: string | null }): Promise<Follow[]> {
  return request(userApi, { endpoint: 'follow', method: 'POST', url: '/api/standalone/following/', data: researcher, schema: followListSchema });
}

/** POST /api/standalone/following/ (caller) with a Bluesky handle alone: that account is looked up and followed (its posts enter the digest). */
export function followBlueskyAccount(handle: string): Promise<Follow[]> {
  return request(userApi, { endpoint: 'follow on Bluesky', method: 'POST', url: '/api/standalone/following/', data: { bluesky: handle }, schema: followListSchema });
}

/** DELETE /api/standalone/following/{id}/ (caller) */
export function unfollowResearcher(authorId: string): Promise<Follow[]> {
  return request(userApi, { endpoint: 'unfollow', method: 'DELETE', url: `/api/standalone/following/${encodeURIComponent(authorId)}/`, schema: followListSchema });
}

/** GET /api/standalone/following/{id}/papers/ (caller): their newest papers. */
export function getFollowedPapers(authorId: string, signal?: AbortSignal): Promise<FollowedPaper[]> {
  return request(userApi, { endpoint: 'their latest papers', method: 'GET', url: `/api/standalone/following/${encodeURIComponent(authorId)}/papers/`, schema: z.array(followedPaperSchema), signal });
}
