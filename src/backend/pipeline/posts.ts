/**
 * A live account's own Bluesky posts feed its interest profile, as tweets did: the posts of the last
 * six months (`getAuthorFeed`, `posts_no_replies`, reposts skipped), stored once by post URI as the
 * user's timeline rows (a refresh reads only newer posts and adds only those), then the keyphrases
 * (YAKE, as for tweets: domain/compute.ts) are merged into the interests with the tweet source, which
 * the screens name "from posts" in the standalone build. Seeded accounts keep their invented
 * timelines (domain/importer.ts): this reads nothing for them.
 */
import { blueskyActor, blueskyPostKey } from '@/lib/bluesky-handle';
import { isoNaive } from '../domain/clock';
import type { Db } from '../domain';
import { recomputeInterests } from '../domain/compute';
import type { DbTweet } from '../domain/types';
import { getAuthorFeed, type BlueskyPost, type PostImage } from '../sources/bluesky';
import { noneSkipped, type SkippedItems, type SourceWait } from '../sources/http';

/** How far back the import reads a researcher's posts. */
export const POSTS_MONTHS = 6;

/** What a post row keeps beside its text (the row's `entities`, JSON): enough to show and link it. */
export type StoredPost = { source: 'bluesky'; uri: string; url: string; created_at: string; handle: string; images: PostImage[] };

export type PostsProgress = { posts: number; message: string };

export type ImportPostsResult =
  /** posts read and stored (`added` new ones); `skipped`: posts Bluesky listed that could not be read (left out) */
  | { status: 'imported'; added: number; total: number; skipped: SkippedItems }
  /** not a live account, or no handle: nothing read */
  | { status: 'skipped' };

function sixMonthsBefore(now: number): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - POSTS_MONTHS);
  return d.toISOString();
}

function toRow(post: BlueskyPost, userId: number, id: number): DbTweet {
  const stored: StoredPost = { source: 'bluesky', uri: post.uri, url: post.url, created_at: post.createdAt, handle: post.author.handle, images: post.images };
  return {
    id,
    user: userId,
    id_str: blueskyPostKey(post.uri),
    full_text: post.text,
    entities: JSON.stringify(stored),
    // null: the user's own timeline row (a saved recommendation carries its author's handle)
    screen_name: null,
    created_on: isoNaive(Date.parse(post.createdAt)),
  };
}

/**
 * Reads the live user's own posts of the last six months from Bluesky, stores the new ones and
 * recomputes the interests from them. Rejects with a SourceError naming Bluesky (unknown or deleted
 * account: kind `not-found`; `cancelled` when `signal` aborts; nothing is stored then).
 */
export async function importPosts(
  db: Db,
  userId: number,
  { signal, onProgress, onWait }: { signal?: AbortSignal; onProgress?: (progress: PostsProgress) => void; onWait?: (wait: SourceWait) => void } = {},
): Promise<ImportPostsResult> {
  const user = db.store.get().users.find((u) => u.id === userId);
  const actor = user?.live && user.twitter_account_id ? blueskyActor(user.twitter_account_id) : null;
  if (!actor) return { status: 'skipped' };
  const knownKeys = () => new Set(db.store.get().tweets.filter((t) => t.user === userId && t.screen_name === null).map((t) => t.id_str));
  const before = knownKeys();
  onProgress?.({ posts: 0, message: 'Reading your posts on Bluesky…' });
  let skipped = noneSkipped();
  const posts = await getAuthorFeed(db.sources, actor, {
    since: sixMonthsBefore(db.now()),
    known: (uri) => before.has(blueskyPostKey(uri)),
    signal,
    onWait,
    onPage: (count, skippedSoFar) => {
      skipped = skippedSoFar;
      onProgress?.({ posts: count, message: `Reading your posts on Bluesky: ${count.toLocaleString('en')} so far` });
    },
  });
  // the state may have changed meanwhile (another import, a reset): store against it as it is now
  const state = db.store.get();
  if (!state.users.some((u) => u.id === userId)) return { status: 'skipped' };
  const known = knownKeys();
  const fresh = posts.filter((post) => !known.has(blueskyPostKey(post.uri)));
  // oldest first, as a timeline is stored
  [...fresh].reverse().forEach((post) => state.tweets.push(toRow(post, userId, db.store.nextId('tweet'))));
  db.store.changed();
  if (fresh.length > 0) {
    recomputeInterests(db, userId);
    await db.pendingInterests.compute();
  }
  return { status: 'imported', added: fresh.length, total: known.size + fresh.length, skipped };
}

