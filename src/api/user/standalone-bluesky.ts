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
