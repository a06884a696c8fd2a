/**
 * The standalone build's Bluesky routes: the handle check of the account forms ("Ada Lovelace ·
 * 1,204 posts: is this you?"). Bluesky is read through its client (sources/bluesky.ts); a failure
 * answers with the sentence that names Bluesky.
 */
import { blueskyActor } from '@/lib/bluesky-handle';
import { json } from '../../http-helpers';
import { getProfile } from '../../sources/bluesky';
import { SourceError } from '../../sources/http';
import type { Route } from '../route';

/** The profile of a handle, as the handle check shows it. */
export type BlueskyProfileAnswer = {
  did: string;
  handle: string;
  display_name: string;
  description: string;
  avatar: string | null;
  posts_count: number;
  followers_count: number;
  follows_count: number;
};

/** 502 with the sentence naming Bluesky; 404 when Bluesky does not know the handle (or the account is gone). */
export function sourceFailure(error: unknown, handle: string): Response {
  if (error instanceof SourceError && error.kind === 'not-found') return json({ detail: `Bluesky has no account with the handle ${handle}.` }, 404);
  if (error instanceof SourceError) return json({ detail: error.message }, 502);
  throw error;
}

export const blueskyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/standalone/bluesky/profiles/:id/',
    auth: 'public',
    handle: async (ctx) => {
      // the path's parameter, decoded as the servers do (handlers/route.ts)
      const raw = ctx.params[0] ?? '';
      const actor = blueskyActor(raw);
      if (!actor) return json({ detail: `${raw} is not a Bluesky handle.` }, 400);
      try {
        const profile = await getProfile(ctx.backend.sources, actor, { signal: ctx.request.signal });
        const answer: BlueskyProfileAnswer = {
          did: profile.did,
          handle: profile.handle,
          display_name: profile.displayName?.trim() || profile.handle,
          description: profile.description ?? '',
          avatar: profile.avatar ?? null,
          posts_count: profile.postsCount ?? 0,
          followers_count: profile.followersCount ?? 0,
          follows_count: profile.followsCount ?? 0,
        };
        return json(answer);
      } catch (error) {
        return sourceFailure(error, actor);
      }
    },
  },
];
