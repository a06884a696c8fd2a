import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, server, sources } from '@/backend/node';
import { blueskyHandlers, BSKY, createBlueskyWorld, type BlueskyWorld } from '@/test/bluesky';
import { blueskyPostKey } from '@/lib/bluesky-handle';
import { builtInListWiki, wikipediaHandler } from '../sources/wikipedia-fixture';
import { tweetJob } from '../domain/compute';
import { loadKeyphrase } from '../nlp/load-keyphrase';
import { runJobs } from '../nlp/run-jobs';
import { importPosts } from './posts';

let world: BlueskyWorld;
const NOW = Date.parse('2026-11-26T09:00:00Z');

beforeEach(() => {
  sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 });
  db.setClock(() => NOW);
  world = createBlueskyWorld(NOW);
  server.use(...blueskyHandlers(world));
});
afterEach(() => {
  db.setClock(null);
});

const liveUser = (handle: string | null) =>
  db.addUser({ email: 'ada@example.org', password: 'secret', first_name: 'Ada', last_name: 'Lovelace', twitter_account_id: handle, author_id: null, live: true });

/** What links, markup and announcements leave in a post's words */
const JUNK = /\b(?:new paper|paper|www|org|img|src|la-et|https?|doi|example|png|bsky|social)\b/;

describe('importPosts', () => {
  it("stores a live researcher's own posts of six months once, and their keyphrases become interests from posts", async () => {
    const user = liveUser('@ada.bsky.social');
    const progress: string[] = [];
    const result = await importPosts(db, user.id, { onProgress: (p) => progress.push(p.message) });
    expect(result).toMatchObject({ status: 'imported' });
    const rows = db.state().tweets.filter((t) => t.user === user.id);
    expect(rows.length).toBeGreaterThan(150);
    expect(rows.length).toBeLessThan(200);
    expect(rows.every((row) => row.screen_name === null && row.id_str?.startsWith('bsky-'))).toBe(true);
    expect(rows.some((row) => row.full_text?.startsWith('Reposted'))).toBe(false);
    const withImage = rows.find((row) => row.entities?.includes('Chart of dashboard'));
    expect(JSON.parse(withImage?.entities ?? '{}')).toMatchObject({ url: expect.stringMatching(/^https:\/\/bsky\.app\/profile\/ada\.bsky\.social\/post\//), images: [{ alt: expect.stringContaining('Chart') }] });
    // the post's time, not the time of storage (Activities counts posts per month)
    const months = new Set(rows.map((row) => row.created_on.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(progress.at(-1)).toMatch(/^Reading your posts on Bluesky: \d+ so far$/);

    const interests = db.state().longTerm.filter((i) => i.user === user.id);
    expect(interests.length).toBeGreaterThan(0);
    expect(interests.every((i) => i.source === 'Twitter')).toBe(true);
    const analytics = interests.find((i) => i.keyword.includes('learning analytics'));
    expect(analytics?.tweet_ids.length).toBeGreaterThan(10);
    // short-term interests per month of posts (Recent Interests, Interest Trends)
    expect(db.state().shortTerm.some((i) => i.user === user.id && i.source === 'Twitter' && i.model_month === 11 && i.model_year === 2026)).toBe(true);
  });

  it('adds only new posts on a refresh', async () => {
    const user = liveUser('ada.bsky.social');
    await importPosts(db, user.id);
    const before = db.state().tweets.filter((t) => t.user === user.id).length;
    world.requests.length = 0;
    const ada = world.accounts.get('did:plc:adaxxxxxxxxxxxxxxxxxxxxx');
    const newest = ada?.feed[0]?.post;
    if (!ada || !newest) throw new Error('fixture');
    ada.feed.unshift({ post: { ...newest, uri: `${String(newest.uri)}zz`, record: { $type: 'app.bsky.feed.post', text: 'A new post on learning dashboards', createdAt: new Date(NOW - 1000).toISOString() } } });
    const again = await importPosts(db, user.id);
    expect(again).toMatchObject({ status: 'imported', added: 1 });
    expect(db.state().tweets.filter((t) => t.user === user.id)).toHaveLength(before + 1);
    expect(world.requests).toHaveLength(1);
  });

  it('reads nothing for a seeded account, or a live one without a handle', async () => {
    const seeded = db.state().users.find((u) => u.twitter_account_id && !u.live);
    expect(seeded).toBeDefined();
    await expect(importPosts(db, seeded?.id ?? 0)).resolves.toEqual({ status: 'skipped' });
    await expect(importPosts(db, liveUser(null).id)).resolves.toEqual({ status: 'skipped' });
    expect(world.requests).toEqual([]);
  });

  it('stores nothing for an account with no posts, and keeps what it has when Bluesky fails', async () => {
    const user = liveUser('ada.bsky.social');
    server.use(http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, () => HttpResponse.json({ feed: [] })));
    await expect(importPosts(db, user.id)).resolves.toEqual({ status: 'imported', added: 0, total: 0, skipped: { count: 0, field: null } });
    server.resetHandlers(...blueskyHandlers(world));
    await importPosts(db, user.id);
    const stored = db.state().tweets.filter((t) => t.user === user.id).length;
    server.use(http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, () => HttpResponse.html('<p>down</p>')));
    await expect(importPosts(db, user.id)).rejects.toThrow('Bluesky answered something unexpected.');
    expect(db.state().tweets.filter((t) => t.user === user.id)).toHaveLength(stored);
  });

  it('links, markup, handles and "New paper:" openings are kept in the stored post but never become interests', async () => {
    const user = liveUser('ada.bsky.social');
    const post = world.accounts.get('did:plc:adaxxxxxxxxxxxxxxxxxxxxx')?.feed[0]?.post;
    const texts = [
      'New paper: learning analytics dashboards in large lectures https://www.example.org/papers/la-et-feedback',
      'New paper: self-regulated learning of first-year students, with @bo.bsky.social www.example.org/la-et',
      'New paper: learning analytics for teachers <img src="https://cdn.example.org/chart.png">',
      'Our new paper on self-regulated learning is out, see doi.org/10.1145/la-et and example.org',
      'New paper alert: learning analytics in online courses img src=chart.png',
    ];
    // a Wikipedia with articles for what links and markup leave behind (as the real one has "WWW", "Paper", "IMG")
    const { wiki, redirects } = builtInListWiki();
    const leftovers = ['New paper', 'Paper', 'Www', 'Org', 'Img src', 'Img', 'Src', 'Doi', 'La-et', 'Example', 'Bsky', 'Https'];
    server.use(wikipediaHandler({ ...wiki, ...Object.fromEntries(leftovers.map((title) => [title, {}])) }, redirects));
    server.use(
      http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, () =>
        HttpResponse.json({
          feed: texts.map((text, i) => ({ post: { ...post, uri: `${String(post?.uri)}${i}`, record: { $type: 'app.bsky.feed.post', text, createdAt: new Date(NOW - (i + 1) * 60_000).toISOString() } } })),
        }),
      ),
    );
    await importPosts(db, user.id);
    expect(db.state().tweets.filter((t) => t.user === user.id).map((t) => t.full_text)).toEqual([...texts].reverse());
    const keywords = db.state().longTerm.filter((i) => i.user === user.id).map((i) => i.keyword.toLowerCase());
    expect(keywords).toContain('learning analytics');
    const junk = keywords.filter((keyword) => JUNK.test(keyword));
    expect(junk).toEqual([]);
    // nor keyphrases: what is extracted from the stored posts (before any filter) has none of them
    await loadKeyphrase();
    const phrases = runJobs(db.state().tweets.filter((t) => t.user === user.id).map((t) => ({ ...tweetJob(t), wikiFilter: false }))).flatMap((found) => found.map((entry) => entry.keyword.toLowerCase()));
    expect(phrases).toContain('self-regulated learning');
    expect(phrases.filter((phrase) => JUNK.test(phrase))).toEqual([]);
  });

  it('stores a post of 300 graphemes of emoji and right-to-left text as it is', async () => {
    const user = liveUser('ada.bsky.social');
    const text = `${'👩🏽‍🔬'.repeat(150)}${'مرحبا بالعالم '.repeat(11).slice(0, 150)}`;
    const post = world.accounts.get('did:plc:adaxxxxxxxxxxxxxxxxxxxxx')?.feed[0]?.post;
    server.use(
      http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, () =>
        HttpResponse.json({ feed: [{ post: { ...post, record: { $type: 'app.bsky.feed.post', text, createdAt: new Date(NOW - 5000).toISOString() } } }] }),
      ),
    );
    await importPosts(db, user.id);
    const row = db.state().tweets.find((t) => t.user === user.id);
    expect(row?.full_text).toBe(text);
    expect(row?.id_str).toBe(blueskyPostKey(String(post?.uri)));
  });
});
