/**
 * The Bluesky public AppView client (open-sources.md: no key, no login, CORS open): a handle's DID,
 * a profile, an author's own posts (`posts_no_replies`, reposts skipped: they carry `reason` and are
 * not the author's words), whom an account follows (paged, capped). Plain GETs through the one source
 * helper; every answer is parsed here, at the edge, against the documented lexicon shapes. A cursor
 * that never ends stops at a cap of pages.
 */
import * as z from 'zod/mini';
import { blueskyActor, blueskyPostUrl } from '@/lib/bluesky-handle';
import { addSkipped, noneSkipped, parseEach, SourceError, type SkippedItems, type SourceRequestOptions } from './http';
import type { Sources } from './sources';

export const BLUESKY_ORIGIN = 'https://public.api.bsky.app';

// ---- lexicon shapes (app.bsky.actor.defs, app.bsky.feed.defs, app.bsky.graph.getFollows) ----

const count = z.optional(z.number().check(z.int(), z.nonnegative()));

export const resolveHandleSchema = z.object({ did: z.string().check(z.startsWith('did:')) });

/** app.bsky.actor.defs#profileView (follows), #profileViewBasic (a post's author) */
export const profileViewSchema = z.object({
  did: z.string().check(z.startsWith('did:')),
  handle: z.string(),
  displayName: z.optional(z.string()),
  description: z.optional(z.string()),
  avatar: z.optional(z.string()),
  createdAt: z.optional(z.string()),
  indexedAt: z.optional(z.string()),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** app.bsky.actor.defs#profileViewDetailed (getProfile) */
export const profileViewDetailedSchema = z.extend(profileViewSchema, {
  followersCount: count,
  followsCount: count,
  postsCount: count,
});
export type ProfileViewDetailed = z.infer<typeof profileViewDetailedSchema>;

const imageViewSchema = z.object({ thumb: z.string(), fullsize: z.string(), alt: z.string() });

/** Any embed view; images are read from `images#view` and from the media of `recordWithMedia#view`. */
const embedViewSchema = z.looseObject({
  $type: z.string(),
  images: z.optional(z.array(imageViewSchema)),
  media: z.optional(z.looseObject({ $type: z.string(), images: z.optional(z.array(imageViewSchema)) })),
});

export const postViewSchema = z.object({
  uri: z.string().check(z.startsWith('at://')),
  cid: z.string(),
  author: profileViewSchema,
  record: z.looseObject({
    $type: z.literal('app.bsky.feed.post'),
    text: z.string(),
    createdAt: z.string(),
    langs: z.optional(z.array(z.string())),
  }),
  embed: z.optional(embedViewSchema),
  replyCount: count,
  repostCount: count,
  likeCount: count,
  quoteCount: count,
  indexedAt: z.string(),
});
export type PostView = z.infer<typeof postViewSchema>;

export const feedViewPostSchema = z.object({
  post: postViewSchema,
  reason: z.optional(z.looseObject({ $type: z.string() })),
});

/** A page of an author's feed; each item is parsed on its own (`parseEach`): a post without text costs only itself. */
export const authorFeedSchema = z.object({ cursor: z.optional(z.string()), feed: z.array(z.unknown()) });
export const followsSchema = z.object({ subject: profileViewSchema, cursor: z.optional(z.string()), follows: z.array(profileViewSchema) });

// ---- what the backend keeps of a post ----

export type PostImage = { thumb: string; fullsize: string; alt: string };

/** One of an author's own posts, as the backend keeps it. */
export type BlueskyPost = {
  uri: string;
  /** the post's address on bsky.app */
  url: string;
  text: string;
  /** ISO 8601 (the record's createdAt, else the time the AppView indexed it) */
  createdAt: string;
  author: { did: string; handle: string; displayName: string; avatar: string | null };
  images: PostImage[];
  replies: number;
  reposts: number;
  likes: number;
};

function imagesOf(embed: PostView['embed']): PostImage[] {
  if (!embed) return [];
  const images = embed.$type === 'app.bsky.embed.images#view' ? embed.images : embed.media?.$type === 'app.bsky.embed.images#view' ? embed.media.images : undefined;
  return (images ?? []).map(({ thumb, fullsize, alt }) => ({ thumb, fullsize, alt }));
}

/** The time of a post: its record's createdAt when it is a date, else when the AppView indexed it. */
function postTime(post: PostView): string {
  const created = Date.parse(post.record.createdAt);
  if (!Number.isNaN(created)) return new Date(created).toISOString();
  const indexed = Date.parse(post.indexedAt);
  return new Date(Number.isNaN(indexed) ? 0 : indexed).toISOString();
}

export function toBlueskyPost(post: PostView): BlueskyPost {
  return {
    uri: post.uri,
    url: blueskyPostUrl(post.uri, post.author.handle) ?? `https://bsky.app/profile/${encodeURIComponent(post.author.handle)}`,
    text: post.record.text,
    createdAt: postTime(post),
    author: { did: post.author.did, handle: post.author.handle, displayName: post.author.displayName?.trim() || post.author.handle, avatar: post.author.avatar ?? null },
    images: imagesOf(post.embed),
    replies: post.replyCount ?? 0,
    reposts: post.repostCount ?? 0,
    likes: post.likeCount ?? 0,
  };
}

// ---- calls ----

type CallOptions = Pick<SourceRequestOptions, 'signal' | 'onWait'>;

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();

/** A handle's DID; a handle that does not resolve is a SourceError of kind `not-found`. */
export async function resolveHandle({ bluesky }: Sources, handle: string, options: CallOptions = {}): Promise<string> {
  const actor = blueskyActor(handle);
  if (!actor) throw new SourceError('Bluesky', 'not-found', 'Bluesky does not know this handle.');
  if (actor.startsWith('did:')) return actor;
  const answer = await bluesky.getJson(`/xrpc/com.atproto.identity.resolveHandle?${query({ handle: actor })}`, resolveHandleSchema, options);
  return answer.did;
}

/**
 * A profile by handle or DID. An unknown, deleted or suspended account is a SourceError of kind
 * `not-found` (the AppView answers 400 for each of them).
 */
export async function getProfile({ bluesky }: Sources, handleOrDid: string, options: CallOptions = {}): Promise<ProfileViewDetailed> {
  const actor = blueskyActor(handleOrDid);
  if (!actor) throw new SourceError('Bluesky', 'not-found', 'Bluesky does not know this handle.');
  return bluesky.getJson(`/xrpc/app.bsky.actor.getProfile?${query({ actor })}`, profileViewDetailedSchema, options);
}

/** Pages read at most per author feed and per follows list: a cursor that never ends stops here. */
export const MAX_FEED_PAGES = 20;
export const MAX_FOLLOW_PAGES = 50;

export type AuthorFeedOptions = CallOptions & {
  /** ISO time: older posts are not wanted (reading stops at the first page that reaches them) */
  since?: string;
  /** posts per page (the AppView's maximum is 100) */
  limit?: number;
  /** pages at most (default MAX_FEED_PAGES) */
  maxPages?: number;
  /** true for a post already known: reading stops at the first page that has one (a refresh) */
  known?: (uri: string) => boolean;
  /** after each page: the author's own posts read so far, and the items left out so far (not readable) */
  onPage?: (postsSoFar: number, skippedSoFar: SkippedItems) => void;
};

/**
 * An author's own posts, newest first: `getAuthorFeed` with `posts_no_replies`, reposts (`reason`)
 * and other authors' posts skipped, down to `since`, or to a known post, or to the page cap.
 */
export async function getAuthorFeed({ bluesky }: Sources, actor: string, options: AuthorFeedOptions = {}): Promise<BlueskyPost[]> {
  const { since, limit = 100, maxPages = MAX_FEED_PAGES, known, onPage, ...call } = options;
  const sinceMs = since ? Date.parse(since) : null;
  const posts: BlueskyPost[] = [];
  const seen = new Set<string>();
  const cursors = new Set<string>();
  let cursor: string | undefined;
  let skipped = noneSkipped();
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await bluesky.getJson(
      `/xrpc/app.bsky.feed.getAuthorFeed?${query({ actor, limit, filter: 'posts_no_replies', cursor })}`,
      authorFeedSchema,
      call,
    );
    let reachedOld = false;
    let reachedKnown = false;
    const feed = parseEach('Bluesky', feedViewPostSchema, answer.feed);
    skipped = addSkipped(skipped, feed.skipped);
    feed.items.forEach((item) => {
      if (item.reason) return;
      const post = toBlueskyPost(item.post);
      if (sinceMs !== null && Date.parse(post.createdAt) < sinceMs) {
        reachedOld = true;
        return;
      }
      if (known?.(post.uri)) {
        reachedKnown = true;
        return;
      }
      if (seen.has(post.uri)) return;
      seen.add(post.uri);
      posts.push(post);
    });
    onPage?.(posts.length, skipped);
    if (reachedOld || reachedKnown || !answer.cursor || answer.feed.length === 0 || cursors.has(answer.cursor)) break;
    cursors.add(answer.cursor);
    cursor = answer.cursor;
  }
  return posts;
}

export type FollowsOptions = CallOptions & {
  /** accounts at most (default 1,000) */
  cap?: number;
  onPage?: (followsSoFar: number) => void;
};

/** Whom an account follows, page by page, at most `cap` accounts (and MAX_FOLLOW_PAGES pages). */
export async function getFollows({ bluesky }: Sources, actor: string, options: FollowsOptions = {}): Promise<{ follows: ProfileView[]; complete: boolean }> {
  const { cap = 1000, onPage, ...call } = options;
  const follows: ProfileView[] = [];
  const seen = new Set<string>();
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_FOLLOW_PAGES; page += 1) {
    const answer = await bluesky.getJson(
      `/xrpc/app.bsky.graph.getFollows?${query({ actor, limit: Math.min(100, cap - follows.length), cursor })}`,
      followsSchema,
      call,
    );
    answer.follows.forEach((profile) => {
      if (seen.has(profile.did) || follows.length >= cap) return;
      seen.add(profile.did);
      follows.push(profile);
    });
    onPage?.(follows.length);
    if (!answer.cursor || answer.follows.length === 0) return { follows, complete: true };
    if (follows.length >= cap || cursors.has(answer.cursor)) return { follows, complete: false };
    cursors.add(answer.cursor);
    cursor = answer.cursor;
  }
  return { follows, complete: false };
}
