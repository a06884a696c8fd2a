import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, sources } from '@/backend/node';
import { blueskyHandlers, BSKY, createBlueskyWorld, type BlueskyWorld } from '@/test/bluesky';
import { blueskyActor, blueskyPostKey, blueskyPostUri, parseBlueskyHandle } from '@/lib/bluesky-handle';
import { getAuthorFeed, getFollows, getProfile, MAX_FEED_PAGES, resolveHandle } from './bluesky';
import { failureOf } from '@/backend/test-utils/source-failure';

let world: BlueskyWorld;
beforeEach(() => {
  sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 });
  world = createBlueskyWorld(Date.parse('2026-11-26T09:00:00Z'));
  server.use(...blueskyHandlers(world));
});

describe('Bluesky handles as researchers paste them', () => {
  it.each([
    ['@ada.bsky.social', 'ada.bsky.social'],
    ['Ada.Bsky.Social', 'ada.bsky.social'],
    ['ada', 'ada.bsky.social'],
    ['ada.example.org', 'ada.example.org'],
    ['https://bsky.app/profile/ada.example.org', 'ada.example.org'],
    ['bsky.app/profile/ada.bsky.social/post/3kabc', 'ada.bsky.social'],
    ['https://bsky.app/profile/did:plc:abcdefghijklmnopqrstuvwx', 'did:plc:abcdefghijklmnopqrstuvwx'],
  ])('%s is %s', (input, handle) => {
    expect(blueskyActor(input)).toBe(handle);
    expect(parseBlueskyHandle(input)).toEqual({ ok: true, value: handle });
  });

  it.each(['ada lovelace', '<b>ada</b>.bsky.social', 'https://x.com/ada', 'ada..bsky.social', 'ada.123'])('refuses %s', (input) => {
    expect(parseBlueskyHandle(input).ok).toBe(false);
  });

  it('keeps a post id that the tweet routes accept and gives back its URI', () => {
    const uri = 'at://did:plc:abcdefghijklmnopqrstuvwx/app.bsky.feed.post/3kabcdefghijk';
    const key = blueskyPostKey(uri);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(blueskyPostUri(key)).toBe(uri);
    expect(blueskyPostUri('1234567890')).toBeNull();
  });
});

describe('Bluesky client', () => {
  it('resolves a handle and reads a profile with its counts', async () => {
    await expect(resolveHandle(sources, '@ada.bsky.social')).resolves.toBe('did:plc:adaxxxxxxxxxxxxxxxxxxxxx');
    const profile = await getProfile(sources, 'https://bsky.app/profile/ada.bsky.social');
    expect(profile).toMatchObject({ displayName: 'Ada Lovelace', postsCount: 1204, followsCount: 120 });
  });

  it('says so when a handle does not resolve, or the account is deleted or suspended (400)', async () => {
    const error = await failureOf(resolveHandle(sources, 'nobody.bsky.social'));
    expect(error.kind).toBe('not-found');
    server.use(http.get(`${BSKY}/xrpc/app.bsky.actor.getProfile`, () => HttpResponse.json({ error: 'AccountTakedown', message: 'Account has been suspended' }, { status: 400 })));
    expect((await failureOf(getProfile(sources, 'ada.bsky.social'))).kind).toBe('not-found');
  });

  it("reads an author's own posts of the last six months, newest first, reposts skipped", async () => {
    const since = new Date(world.now - 182 * 86_400_000).toISOString();
    const posts = await getAuthorFeed(sources, 'ada.bsky.social', { since });
    // 400 feed items over a year: about half of them in six months, every seventh a repost
    expect(posts.length).toBeGreaterThan(150);
    expect(posts.length).toBeLessThan(200);
    expect(posts.every((post) => post.author.handle === 'ada.bsky.social')).toBe(true);
    expect(posts.some((post) => post.text.startsWith('Reposted'))).toBe(false);
    expect(posts.every((post) => Date.parse(post.createdAt) >= Date.parse(since))).toBe(true);
    expect(posts[0]?.url).toMatch(/^https:\/\/bsky\.app\/profile\/ada\.bsky\.social\/post\/3k/);
    expect(posts.find((post) => post.images.length > 0)?.images[0]).toMatchObject({ alt: expect.stringContaining('Chart') });
    // asked for posts without replies, 100 at a time
    expect(world.requests.find((r) => r.includes('getAuthorFeed'))).toContain('filter=posts_no_replies');
  });

  it('stops at a known post (a refresh reads only newer ones)', async () => {
    const all = await getAuthorFeed(sources, 'ada.bsky.social', { limit: 20, maxPages: 3 });
    const known = new Set(all.slice(5).map((post) => post.uri));
    world.requests.length = 0;
    const fresh = await getAuthorFeed(sources, 'ada.bsky.social', { limit: 20, known: (uri) => known.has(uri) });
    expect(fresh.map((post) => post.uri)).toEqual(all.slice(0, 5).map((post) => post.uri));
    expect(world.requests).toHaveLength(1);
  });

  it('stops a cursor that never ends at the page cap', async () => {
    let calls = 0;
    server.use(
      http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, () => {
        calls += 1;
        const item = world.accounts.get('did:plc:adaxxxxxxxxxxxxxxxxxxxxx')?.feed[0];
        return HttpResponse.json({ cursor: `next-${calls}`, feed: item ? [item] : [] });
      }),
    );
    await getAuthorFeed(sources, 'ada.bsky.social');
    expect(calls).toBe(MAX_FEED_PAGES);
  });

  it('pages through follows and caps them (50,000 follows)', async () => {
    const { follows, complete } = await getFollows(sources, 'ada.bsky.social', { cap: 1000 });
    expect(follows).toHaveLength(120);
    expect(complete).toBe(true);
    let calls = 0;
    server.use(
      http.get(`${BSKY}/xrpc/app.bsky.graph.getFollows`, ({ request }) => {
        calls += 1;
        const start = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
        const follows = Array.from({ length: 100 }, (_, i) => ({ did: `did:plc:many${String(start + i).padStart(20, '0')}`, handle: `m${start + i}.bsky.social` }));
        return HttpResponse.json({ subject: { did: 'did:plc:adaxxxxxxxxxxxxxxxxxxxxx', handle: 'ada.bsky.social' }, cursor: String(start + 100), follows });
      }),
    );
    const capped = await getFollows(sources, 'ada.bsky.social', { cap: 300 });
    expect(capped.follows).toHaveLength(300);
    expect(capped.complete).toBe(false);
    expect(calls).toBe(3);
  });

  it.each([
    ['unreachable', () => HttpResponse.error(), 'Bluesky could not be reached.'],
    ['busy (429)', () => HttpResponse.json({ error: 'RateLimitExceeded' }, { status: 429 }), 'Bluesky is busy (too many requests). Try again in a few minutes.'],
    ['failing (502)', () => new HttpResponse('Bad gateway', { status: 502 }), 'Bluesky failed to answer (error 502).'],
    ['HTML', () => HttpResponse.html('<html><body>maintenance</body></html>'), 'Bluesky answered something unexpected.'],
    ['another shape', () => HttpResponse.json({ feed: [{ post: { uri: 42 } }] }), 'Bluesky answered something unexpected.'],
    ['a feed of another shape', () => HttpResponse.json({ feed: 'none' }), 'Bluesky answered something unexpected.'],
  ])('names Bluesky when it is %s', async (_, answer, message) => {
    server.use(http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, answer));
    const error = await failureOf(getAuthorFeed(sources, 'ada.bsky.social'));
    expect(error.source).toBe('Bluesky');
    expect(error.message).toBe(message);
  });
});
