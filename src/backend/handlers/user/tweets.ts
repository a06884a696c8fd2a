/** Recommended tweets and saved tweets (api-contract 5.4-5.7). */
import type { SavedTweet } from '@/api/user/schemas';
import type { DbTweet } from '../../domain';
import type { SavedPostFields } from '../../domain/saved-posts';
import { htmlServerError, json, jsonNotFound, malformedJson, MALFORMED, noContent, readJson } from '../../http-helpers';
import { ensureWordVectors } from '../../nlp/embeddings/word-vectors';
import { searchCorpus, type Tag } from '../../nlp/tag-match';
import { corpusTweets } from '../../seed/tweet-corpus';
import { recommendedPosts } from '../standalone/bluesky-network';
import { callerId, type Route, type RouteContext } from '../route';
import { charField, isRecord, numberValue, type FieldErrors } from './validate';

function parseTags(body: unknown): Tag[] | null {
  if (!Array.isArray(body)) return null;
  const tags: Tag[] = [];
  for (const item of body) {
    if (!isRecord(item)) return null;
    const { id, text, n_tweets, color } = item;
    const count = numberValue(n_tweets);
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof text !== 'string' || count === null || typeof color !== 'string') return null;
    tags.push({ id, text, n_tweets: Math.max(0, Math.floor(count)), color });
  }
  return tags;
}

async function recommended(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const [body] = await Promise.all([readJson(ctx.request), ensureWordVectors()]);
  if (body === MALFORMED) return malformedJson();
  const tags = parseTags(body);
  if (!tags) return htmlServerError();
  // a live account's candidates are posts of its network on Bluesky (the standalone build)
  if (ctx.userId !== null && db.getUser(ctx.userId)?.live) return json({ message: 'Hello, world!', data: await recommendedPosts(db, ctx.userId, tags) });
  return json({ message: 'Hello, world!', data: searchCorpus(corpusTweets(db.now()), tags) });
}

function savedJson(row: DbTweet): SavedTweet {
  return { id_str: row.id_str, full_text: row.full_text, entities: row.entities, screen_name: row.screen_name };
}

async function saveTweet(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const record = isRecord(body) ? body : {};
  const errors: FieldErrors = {};
  const values: SavedPostFields = {};
  (
    [
      ['id_str', 255],
      ['full_text', undefined],
      ['entities', undefined],
      ['screen_name', 50],
    ] as const
  ).forEach(([name, maxLength]) => {
    const result = charField(record, name, { allowBlank: true, allowNull: true, maxLength });
    if ('error' in result) errors[name] = [result.error];
    else if (result.value !== undefined) values[name] = result.value;
  });
  if (Object.keys(errors).length > 0) return json(errors, 400);
  return json(savedJson(db.savedPosts.save(callerId(ctx), values)), 201);
}

export const tweetRoutes: Route[] = [
  { method: 'POST', path: '/api/interests/recommended-tweets', auth: 'optional', handle: recommended },
  { method: 'POST', path: '/api/interests/tweets', auth: 'caller', handle: saveTweet },
  {
    method: 'GET',
    path: '/api/interests/tweets',
    auth: 'caller',
    handle: (ctx) => json(ctx.backend.db.savedPosts.ofUser(callerId(ctx)).map(savedJson)),
  },
  {
    method: 'DELETE',
    path: '/api/interests/tweets/:id([A-Za-z0-9_-]+)',
    auth: 'caller',
    handle: (ctx) => {
      const removed = ctx.backend.db.savedPosts.remove(callerId(ctx), ctx.params[0] ?? '');
      // The server looks the row up with get(): two rows with the same id_str raise an error.
      return removed === 'removed' ? noContent() : removed === 'missing' ? jsonNotFound() : htmlServerError();
    },
  },
];
