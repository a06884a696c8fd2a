/**
 * The standalone build's Bluesky routes (the built-in backend only; the screens call them when
 * `useDemoBackend()` is not null).
 */
import * as z from 'zod/mini';
import { userApi } from '../clients';
import { request } from '../http';

const count = z.number().check(z.int(), z.nonnegative());

export const blueskyProfileSchema = z.object({
  did: z.string(),
  handle: z.string(),
  display_name: z.string(),
  description: z.string(),
  avatar: z.nullable(z.string()),
  posts_count: count,
  followers_count: count,
  follows_count: count,
});
export type BlueskyProfile = z.infer<typeof blueskyProfileSchema>;

/** GET /api/standalone/bluesky/profiles/{handle}/ -> the profile; 404 when Bluesky has no such account. */
export function getBlueskyProfile(handle: string, signal?: AbortSignal): Promise<BlueskyProfile> {
  return request(userApi, {
    endpoint: 'Bluesky profile',
    method: 'GET',
    url: `/api/standalone/bluesky/profiles/${encodeURIComponent(handle)}/`,
    schema: blueskyProfileSchema,
    signal,
  });
}

export const blueskyNetworkSchema = z.object({
  state: z.enum(['not-live', 'no-handle', 'none', 'building', 'ready', 'failed', 'cancelled']),
  message: z.string(),
  done: count,
  total: count,
  follows_shown: count,
  follows_total: count,
  built_at: z.nullable(z.string()),
});
export type BlueskyNetwork = z.infer<typeof blueskyNetworkSchema>;

const NETWORK_URL = '/api/standalone/bluesky/network/';

/** GET …/network/ (caller): where reading the caller's network on Bluesky stands ('not-live' for a seeded account). */
export function getBlueskyNetwork(signal?: AbortSignal): Promise<BlueskyNetwork> {
  return request(userApi, { endpoint: 'Bluesky network', method: 'GET', url: NETWORK_URL, schema: blueskyNetworkSchema, signal });
}

/** POST …/network/ (caller): starts reading (or refreshing) the network; answers the status at once. */
export function startBlueskyNetwork(): Promise<BlueskyNetwork> {
  return request(userApi, { endpoint: 'read Bluesky network', method: 'POST', url: NETWORK_URL, schema: blueskyNetworkSchema });
}

/** DELETE …/network/ (caller): stops reading; what was read is kept. */
export function cancelBlueskyNetwork(): Promise<BlueskyNetwork> {
  return request(userApi, { endpoint: 'stop reading Bluesky network', method: 'DELETE', url: NETWORK_URL, schema: blueskyNetworkSchema });
}

export const blueskyPersonSchema = z.object({
  did: z.string(),
  handle: z.string(),
  display_name: z.string(),
  description: z.string(),
  avatar: z.nullable(z.string()),
  url: z.string(),
  followers_count: count,
  follows_count: count,
  posts_count: count,
  followed_by: count,
  score: z.number(),
  why: z.string(),
});
export type BlueskyPerson = z.infer<typeof blueskyPersonSchema>;

/** GET …/people/ (caller): accounts the people the caller follows follow, ranked by the caller's interests. */
export function getBlueskyPeople(signal?: AbortSignal): Promise<BlueskyPerson[]> {
  return request(userApi, { endpoint: 'Bluesky people', method: 'GET', url: '/api/standalone/bluesky/people/', schema: z.array(blueskyPersonSchema), signal });
}

/** POST …/hidden/ (caller): the post stays hidden (after a reload too). */
export function hideBlueskyPost(idStr: string): Promise<void> {
  return request(userApi, { endpoint: 'hide Bluesky post', method: 'POST', url: '/api/standalone/bluesky/hidden/', data: { id_str: idStr } });
}
