import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getRecommendedTweets, getSavedTweets, saveTweet } from '@/api/user/tweets';
import { cancelBlueskyNetwork, getBlueskyNetwork, getBlueskyPeople, hideBlueskyPost, startBlueskyNetwork } from '@/api/user/standalone-bluesky';
import { db, freshBackend, server, sources, testBackend } from '@/backend/node';
import { blueskyHandlers, BSKY, createBlueskyWorld, type BlueskyWorld } from '@/test/bluesky';
import { importPosts } from '../../pipeline/posts';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { memoryKeyValueStore } from '../../store/kv';
import { startPersistence, type Persistence } from '../../store/persistence';
import type { BackendStorage } from '../../store/storage';
import { freshIndexedDb, openTestStorage } from '../../store/test-storage';
import { loginAs } from '../../test-utils/api';

let world: BlueskyWorld;
fastSourcesOverMemoryCache({ retries: 1 });
beforeEach(() => {
  world = createBlueskyWorld();
  server.use(...blueskyHandlers(world));
});

let persistence: Persistence | null = null;
afterEach(() => {
  persistence?.stop();
  persistence = null;
});

/** The backend kept in a storage (the browser's IndexedDB in the standalone build), as the page starts it. */
async function persisted(given?: BackendStorage) {
  if (!given) freshIndexedDb();
  const storage = given ?? (await openTestStorage());
  persistence = (await startPersistence({ db, opened: { kind: 'ready', storage, leftOut: [] }, legacy: null })).persistence;
  testBackend().kv.plug(persistence.kv ?? memoryKeyValueStore());
  return storage;
}

/** A reload: what was stored is written, the page's memory goes, and a fresh backend starts over the same storage. */
async function reload(storage: BackendStorage) {
  await persistence?.flushed();
  persistence?.stop();
  testBackend().networkJobs.stopAll();
  // the test's short waits between tries stay (a reload's sources are the next backend's)
  freshBackend({ sourceTiming: testBackend().sources.currentTiming });
  await persisted(storage);
}

function liveResearcher(handle: string | null = 'ada.bsky.social') {
  const user = db.addUser({ email: 'ada.live@example.org', password: 'engine42', first_name: 'Ada', last_name: 'Lovelace', twitter_account_id: handle, author_id: null, live: true });
  loginAs(user.email);
  return user;
}

const TAGS = [
  { id: 'a', text: 'learning analytics', n_tweets: 10, color: '#1f77b4' },
  { id: 'b', text: 'feedback', n_tweets: 5, color: '#ff7f0e' },
];

describe('Tweets & People on Bluesky (standalone, live accounts)', () => {
  it('reads the network with progress, then ranks the posts of the accounts followed for the tags', async () => {
    const user = liveResearcher();
    expect(await getBlueskyNetwork()).toMatchObject({ state: 'none' });
    expect((await getRecommendedTweets(TAGS)).data).toEqual([]);
    const started = await startBlueskyNetwork();
    expect(started.state).toBe('building');
    await testBackend().networkJobs.built(user.id);
    const ready = await getBlueskyNetwork();
    expect(ready).toMatchObject({ state: 'ready', follows_shown: 120, follows_total: 120, message: 'Showing posts from 120 of 120 accounts you follow.' });
    const posts = (await getRecommendedTweets(TAGS)).data;
    expect(posts.length).toBeGreaterThan(3);
    expect(posts.filter((p) => p.tagId === 'a').length).toBeLessThanOrEqual(10);
    expect(posts.map((p) => p.score)).toEqual([...posts.map((p) => p.score)].sort((a, b) => b - a));
    posts.forEach((post) => {
      expect(post.score).toBeGreaterThan(40);
      expect(post.id_str).toMatch(/^bsky-[A-Za-z0-9_-]+$/);
      expect(post.url).toMatch(/^https:\/\/bsky\.app\/profile\/scholar\d+\.bsky\.social\/post\//);
      expect(post.full_text).not.toMatch(/bread|football/i);
    });
  });

  it('recommends people followed by the people followed, not by the researcher, ranked by the interests, each with why', async () => {
    const user = liveResearcher();
    await importPosts(db, user.id);
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    const people = await getBlueskyPeople();
    expect(people.length).toBeGreaterThan(5);
    expect(people.every((p) => p.handle.startsWith('stranger'))).toBe(true);
    const first = people[0];
    expect(first?.why).toMatch(/^posts about /);
    expect(first?.url).toBe(`https://bsky.app/profile/${first?.handle ?? ''}`);
    expect(first?.followers_count).toBeGreaterThan(0);
    // researchers of learning analytics before bakers
    const bakers = people.filter((p) => p.description.includes('bread'));
    expect(bakers.every((p) => p.score < (first?.score ?? 0))).toBe(true);
  });

  it('a refresh reads only newer posts (the cache under bsky:)', async () => {
    const user = liveResearcher();
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    world.requests.length = 0;
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    // each followed account's feed once, one page; their follows not again
    expect(world.requests.filter((r) => r.includes('getAuthorFeed')).length).toBe(120 + 30);
    expect(world.requests.filter((r) => r.includes('getFollows')).length).toBe(2);
  });

  it('keeps a hidden post hidden after a reload', async () => {
    const storage = await persisted();
    const user = liveResearcher();
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    const [first] = (await getRecommendedTweets(TAGS)).data;
    if (!first) throw new Error('no post');
    await hideBlueskyPost(first.id_str);
    expect((await getRecommendedTweets(TAGS)).data.map((p) => p.id_str)).not.toContain(first.id_str);

    await reload(storage);
    loginAs(user.email);
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    const after = (await getRecommendedTweets(TAGS)).data.map((p) => p.id_str);
    expect(after.length).toBeGreaterThan(3);
    expect(after).not.toContain(first.id_str);
  });

  it('keeps a saved post saved after a reload', async () => {
    const storage = await persisted();
    const user = liveResearcher();
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    const [first] = (await getRecommendedTweets(TAGS)).data;
    if (!first) throw new Error('no post');
    await saveTweet({ id_str: first.id_str, full_text: first.full_text, screen_name: first.user.screen_name });

    await reload(storage);
    loginAs(user.email);
    const saved = await getSavedTweets();
    expect(saved.map((tweet) => [tweet.id_str, tweet.full_text, tweet.screen_name])).toEqual([[first.id_str, first.full_text, first.user.screen_name]]);
  });

  it('says what to do without a handle, or when the researcher follows nobody', async () => {
    liveResearcher(null);
    expect(await getBlueskyNetwork()).toMatchObject({ state: 'no-handle', message: 'Link your Bluesky handle in My account to see posts and people from the accounts you follow.' });
  });

  it('says what to do when the researcher follows nobody', async () => {
    const user = liveResearcher();
    const ada = world.accounts.get('did:plc:adaxxxxxxxxxxxxxxxxxxxxx');
    if (!ada) throw new Error('fixture');
    ada.follows = [];
    ada.profile.followsCount = 0;
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    expect(await getBlueskyNetwork()).toMatchObject({
      state: 'ready',
      message: 'You follow nobody on Bluesky yet: follow a few researchers there, then refresh to see their posts and people they follow.',
    });
    expect((await getRecommendedTweets(TAGS)).data).toEqual([]);
    expect(await getBlueskyPeople()).toEqual([]);
  });

  it('caps 50,000 follows and says how many it shows', async () => {
    const user = liveResearcher();
    server.use(
      http.get(`${BSKY}/xrpc/app.bsky.graph.getFollows`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('actor') !== 'did:plc:adaxxxxxxxxxxxxxxxxxxxxx') return HttpResponse.json({ subject: { did: 'did:plc:x', handle: 'x.bsky.social' }, follows: [] });
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const follows = Array.from({ length: 100 }, (_, i) => ({ did: `did:plc:scholar${String((start + i) % 120)}`.padEnd(32, 'x'), handle: `f${start + i}.bsky.social` }));
        return HttpResponse.json({ subject: { did: 'did:plc:adaxxxxxxxxxxxxxxxxxxxxx', handle: 'ada.bsky.social' }, cursor: String(start + 100), follows });
      }),
      http.get(`${BSKY}/xrpc/app.bsky.actor.getProfile`, () => HttpResponse.json({ did: 'did:plc:adaxxxxxxxxxxxxxxxxxxxxx', handle: 'ada.bsky.social', followsCount: 50_000 })),
    );
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    const status = await getBlueskyNetwork();
    expect(status.follows_total).toBe(50_000);
    expect(status.follows_shown).toBeLessThanOrEqual(150);
    expect(status.message).toMatch(/^Showing posts from \d+ of 50,000 accounts you follow\.$/);
  });

  it('stops and names Bluesky when it starts failing partway, instead of leaving the accounts not read yet out; the last read stays', async () => {
    const user = liveResearcher();
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    const before = await getBlueskyNetwork();
    expect(before).toMatchObject({ state: 'ready', follows_shown: 120 });
    const postsBefore = (await getRecommendedTweets(TAGS)).data;
    // a refresh during a Bluesky outage: the feeds of the first 20 accounts followed answer, those of
    // the other 100 get 502 (the people they follow, read next, would answer)
    sources.setTiming({ retries: 1, baseDelayMs: 1, maxDelayMs: 10_000, random: () => 0 });
    server.use(
      http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, ({ request }) => {
        const followed = /^did:plc:scholar(\d+)x/.exec(new URL(request.url).searchParams.get('actor') ?? '');
        return followed && Number(followed[1]) >= 20 ? HttpResponse.json({ error: 'Upstream' }, { status: 502 }) : undefined;
      }),
    );
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    expect(await getBlueskyNetwork()).toMatchObject({ state: 'failed', message: 'Bluesky failed to answer (error 502).', built_at: before.built_at });
    expect((await getRecommendedTweets(TAGS)).data).toEqual(postsBefore);
  });

  it('stops on Cancel, and names Bluesky when it fails', async () => {
    const user = liveResearcher();
    server.use(http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({ error: 'RateLimitExceeded' }, { status: 429 });
    }));
    await startBlueskyNetwork();
    const cancelled = await cancelBlueskyNetwork();
    expect(cancelled.state).toBe('cancelled');
    server.use(http.get(`${BSKY}/xrpc/app.bsky.graph.getFollows`, () => HttpResponse.html('<html>oops</html>')));
    await startBlueskyNetwork();
    await testBackend().networkJobs.built(user.id);
    expect(await getBlueskyNetwork()).toMatchObject({ state: 'failed', message: 'Bluesky answered something unexpected.' });
  });
});
