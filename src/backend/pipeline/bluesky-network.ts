/**
 * Tweets & People on Bluesky for a live account: the pool of candidate posts and people from the
 * researcher's network. The accounts they follow (capped: "showing posts from N of M accounts you
 * follow") and their recent posts; the accounts those follow that the researcher does not (People),
 * with their profiles and recent posts. Many requests: progress ("Reading posts from 40 of 180
 * accounts you follow"), a cancel, a few in flight with backoff (the source helper), and a cache in
 * the backend's cache (store/kv.ts) under `bsky:` so that a refresh reads only posts newer than the ones it has.
 */
import { blueskyActor } from '@/lib/bluesky-handle';
import type { Backend } from '../backend';
import type { Db } from '../domain';
import { getAuthorFeed, getFollows, getProfile, type BlueskyPost, type ProfileView, type ProfileViewDetailed } from '../sources/bluesky';
import { isCancelled, SourceError } from '../sources/http';
import type { KeyValueStore } from '../store/kv';
import type { Sources } from '../sources/sources';

/** Followed accounts whose posts are read at most. */
export const FOLLOWS_CAP = 150;
/** Suggested accounts (followed by the people followed) read at most. */
export const PEOPLE_CAP = 30;
/** Recent posts kept per account, and how far back they are read. */
export const POSTS_PER_ACCOUNT = 30;
export const RECENT_DAYS = 60;
/** Accounts read of each followed account's own follows (one page). */
const SECOND_DEGREE_CAP = 100;

export type NetworkStatus = {
  /** not-live: a seeded account (Tweets & People as today); no-handle: nothing to read; none: not built yet */
  state: 'not-live' | 'no-handle' | 'none' | 'building' | 'ready' | 'failed' | 'cancelled';
  /** the sentence a screen shows */
  message: string;
  done: number;
  total: number;
  follows_shown: number;
  follows_total: number;
  built_at: string | null;
};

export type Person = { profile: ProfileViewDetailed; posts: BlueskyPost[]; followedBy: number };

/** The built pool of a researcher, as kept in the backend's cache (`bsky:pool:<did>`). */
export type NetworkPool = {
  did: string;
  followsShown: number;
  followsTotal: number;
  posts: BlueskyPost[];
  people: Person[];
  builtAt: string;
};

type FeedCache = { posts: BlueskyPost[] };

type Job = { status: NetworkStatus; controller: AbortController; done: Promise<void> };

/** A backend's builds of its callers' pools, by user (backend.ts owns one). */
export class NetworkJobs {
  private readonly jobs = new Map<number, Job>();

  get(userId: number): Job | undefined {
    return this.jobs.get(userId);
  }

  set(userId: number, job: Job): void {
    this.jobs.set(userId, job);
  }

  /** Waits for the caller's running build (tests). */
  async built(userId: number): Promise<void> {
    await this.jobs.get(userId)?.done;
  }

  /** Stops every build (what was cached so far is kept), as a closed page's worker does. */
  stopAll(): void {
    this.jobs.forEach((job) => job.controller.abort());
  }
}

const poolKey = (did: string) => `bsky:pool:${did}`;
const feedKey = (did: string) => `bsky:feed:${did}`;
const followsKey = (did: string) => `bsky:follows:${did}`;
const hiddenKey = (userId: number) => `bsky:hidden:${userId}`;

function blank(state: NetworkStatus['state'], message: string): NetworkStatus {
  return { state, message, done: 0, total: 0, follows_shown: 0, follows_total: 0, built_at: null };
}

const NO_HANDLE = 'Link your Bluesky handle in My account to see posts and people from the accounts you follow.';
const FOLLOWS_NOBODY = 'You follow nobody on Bluesky yet: follow a few researchers there, then refresh to see their posts and people they follow.';

/** The Bluesky actor of a live user, or the status that says why there is none. */
function actorOf(db: Db, userId: number): { actor: string } | { status: NetworkStatus } {
  const user = db.store.get().users.find((u) => u.id === userId);
  if (!user?.live) return { status: blank('not-live', '') };
  const actor = user.twitter_account_id ? blueskyActor(user.twitter_account_id) : null;
  return actor ? { actor } : { status: blank('no-handle', NO_HANDLE) };
}

function readyStatus(pool: NetworkPool): NetworkStatus {
  const message =
    pool.followsTotal === 0
      ? FOLLOWS_NOBODY
      : `Showing posts from ${pool.followsShown.toLocaleString('en')} of ${pool.followsTotal.toLocaleString('en')} accounts you follow.`;
  return { state: 'ready', message, done: pool.followsShown, total: pool.followsShown, follows_shown: pool.followsShown, follows_total: pool.followsTotal, built_at: pool.builtAt };
}

/** The researcher's pool, when one was built. */
export async function poolOf(db: Db, userId: number): Promise<NetworkPool | null> {
  const found = actorOf(db, userId);
  if (!('actor' in found)) return null;
  const did = await db.kv.get<string>(`bsky:did:${found.actor}`);
  return did ? ((await db.kv.get<NetworkPool>(poolKey(did))) ?? null) : null;
}

/** Where the building of the caller's pool stands. */
export async function networkStatus({ db, networkJobs }: Backend, userId: number): Promise<NetworkStatus> {
  const found = actorOf(db, userId);
  if (!('actor' in found)) return found.status;
  const job = networkJobs.get(userId);
  if (job && job.status.state === 'building') return job.status;
  const pool = await poolOf(db, userId);
  if (job && job.status.state !== 'ready') return { ...job.status, built_at: pool?.builtAt ?? null };
  return pool ? readyStatus(pool) : blank('none', 'Your network on Bluesky has not been read yet.');
}

/** Recent own posts of an account, newer ones added to the cached ones (a refresh reads only those). */
async function recentPosts(db: Db, did: string, signal: AbortSignal): Promise<BlueskyPost[]> {
  const cached = (await db.kv.get<FeedCache>(feedKey(did)))?.posts ?? [];
  const known = new Set(cached.map((post) => post.uri));
  const since = new Date(db.now() - RECENT_DAYS * 86_400_000).toISOString();
  const fresh = await getAuthorFeed(db.sources, did, { since, limit: POSTS_PER_ACCOUNT, maxPages: 1, known: (uri) => known.has(uri), signal });
  const posts = [...fresh, ...cached].filter((post) => post.createdAt >= since).slice(0, POSTS_PER_ACCOUNT);
  await db.kv.set(feedKey(did), { posts } satisfies FeedCache);
  return posts;
}

/** Whom an account follows (first page), cached: people change whom they follow slowly. */
async function followsOf(sources: Sources, did: string, signal: AbortSignal): Promise<string[]> {
  const { cache } = sources;
  const cached = await cache.get<string[]>(followsKey(did));
  if (cached) return cached;
  const { follows } = await getFollows(sources, did, { cap: SECOND_DEGREE_CAP, signal });
  const dids = follows.map((profile) => profile.did);
  await cache.set(followsKey(did), dids);
  return dids;
}

/**
 * Runs `task` over `items`, all at once (the source helper keeps a few in flight). An account that
 * is gone or fails is left out; when every one fails, the first failure ends the build (it names
 * Bluesky); busy, unreachable, a failing Bluesky (server errors to request after request, which no
 * longer retries) and a cancel end it at once: the accounts not read yet are not left out silently.
 */
async function eachAccount<T, R>(items: readonly T[], task: (item: T) => Promise<R>, onDone: () => void): Promise<(R | null)[]> {
  let firstError: unknown = null;
  const results = await Promise.all(
    items.map(async (item) => {
      try {
        return await task(item);
      } catch (error) {
        if (isCancelled(error) || (error instanceof SourceError && (error.kind === 'busy' || error.kind === 'unreachable' || error.sourceFailing))) throw error;
        firstError ??= error;
        return null;
      } finally {
        onDone();
      }
    }),
  );
  if (items.length > 0 && results.every((result) => result === null)) throw firstError;
  return results;
}

async function build(db: Db, actor: string, job: Job): Promise<void> {
  const { signal } = job.controller;
  // accounts still finishing after a cancel or a failure do not overwrite its sentence
  const set = (patch: Partial<NetworkStatus>) => {
    if (job.status.state === 'building') job.status = { ...job.status, ...patch };
  };
  set({ message: 'Reading the accounts you follow on Bluesky…' });
  const me = await getProfile(db.sources, actor, { signal });
  await db.kv.set(`bsky:did:${actor}`, me.did);
  const { follows } = await getFollows(db.sources, me.did, { cap: FOLLOWS_CAP, signal });
  const followsTotal = Math.max(me.followsCount ?? 0, follows.length);
  const shown = follows.length;
  set({ follows_shown: shown, follows_total: followsTotal, total: shown, done: 0 });
  const progress = () => set({ done: job.status.done + 1, message: `Reading posts from ${(job.status.done + 1).toLocaleString('en')} of ${shown.toLocaleString('en')} accounts you follow` });
  set({ message: `Reading posts from 0 of ${shown.toLocaleString('en')} accounts you follow` });
  const read = await eachAccount(follows, async (profile: ProfileView) => ({ profile, posts: await recentPosts(db, profile.did, signal), follows: await followsOf(db.sources, profile.did, signal) }), progress);

  // People: followed by the people the researcher follows, not by the researcher (nor the researcher)
  const following = new Set([me.did, ...follows.map((f) => f.did)]);
  const counts = new Map<string, number>();
  read.forEach((entry) => entry?.follows.forEach((did) => (following.has(did) ? undefined : counts.set(did, (counts.get(did) ?? 0) + 1))));
  const candidates = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, PEOPLE_CAP);
  set({ done: 0, total: candidates.length, message: `Reading ${candidates.length} accounts that people you follow follow` });
  const people = await eachAccount(
    candidates,
    async ([did, followedBy]) => ({ profile: await getProfile(db.sources, did, { signal }), posts: await recentPosts(db, did, signal), followedBy }),
    () => set({ done: job.status.done + 1, message: `Reading ${(job.status.done + 1).toLocaleString('en')} of ${candidates.length} accounts that people you follow follow` }),
  );
  const posts = read.flatMap((entry) => entry?.posts ?? []);
  const pool: NetworkPool = {
    did: me.did,
    followsShown: shown,
    followsTotal,
    posts,
    people: people.flatMap((person) => (person ? [person] : [])),
    builtAt: new Date(db.now()).toISOString(),
  };
  await db.kv.set(poolKey(me.did), pool);
  job.status = readyStatus(pool);
}

/**
 * Starts building (or refreshing) the caller's pool; a build already running goes on. Resolves to
 * the status at once; `networkStatus` tells the progress, `cancelNetwork` stops it.
 */
export async function startNetwork({ db, networkJobs }: Backend, userId: number): Promise<NetworkStatus> {
  const found = actorOf(db, userId);
  if (!('actor' in found)) return found.status;
  const running = networkJobs.get(userId);
  if (running?.status.state === 'building') return running.status;
  const job: Job = { status: blank('building', 'Reading your network on Bluesky…'), controller: new AbortController(), done: Promise.resolve() };
  networkJobs.set(userId, job);
  job.done = build(db, found.actor, job).catch((error: unknown) => {
    // a build ended by one account's failure stops the reads still running for the others
    job.controller.abort();
    if (isCancelled(error)) job.status = { ...job.status, state: 'cancelled', message: 'Stopped. What was read before is kept; refresh to read your network again.' };
    else job.status = { ...job.status, state: 'failed', message: error instanceof SourceError ? error.message : 'Reading your network on Bluesky failed.' };
  });
  return job.status;
}

/** Stops the caller's build (what was cached so far is kept). */
export async function cancelNetwork(backend: Backend, userId: number): Promise<NetworkStatus> {
  const job = backend.networkJobs.get(userId);
  if (job?.status.state === 'building') {
    job.controller.abort();
    await job.done;
  }
  return networkStatus(backend, userId);
}

/** Posts the researcher hid (kept across reloads). */
export async function hiddenPosts(cache: KeyValueStore, userId: number): Promise<Set<string>> {
  return new Set((await cache.get<string[]>(hiddenKey(userId))) ?? []);
}

/** Replaces the posts the researcher hid (Restore from a file). */
export async function setHiddenPosts(cache: KeyValueStore, userId: number, idStrs: readonly string[]): Promise<void> {
  await cache.set(hiddenKey(userId), [...new Set(idStrs)]);
}

/** Forgets the posts the researcher hid (Reset account). */
export async function clearHiddenPosts(cache: KeyValueStore, userId: number): Promise<void> {
  await cache.delete(hiddenKey(userId));
}

export async function hidePost(cache: KeyValueStore, userId: number, idStr: string): Promise<void> {
  const hidden = await hiddenPosts(cache, userId);
  hidden.add(idStr);
  await cache.set(hiddenKey(userId), [...hidden]);
}
