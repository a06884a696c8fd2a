/** "New for you": the digest check of the built-in backend, over MSW fixtures that change between two visits. */
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { registerUser } from '@/api/user/accounts';
import { followBlueskyAccount, followResearcher, getDigest, getDigestSummary, getFollowedPapers, getFollowing, markDigestSeen, recordDigestVisit, unfollowResearcher } from '@/api/user/standalone-digest';
import { clock, db, server } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { DEMO_EMAIL } from '../seed/researchers';
import { SEMANTIC_SCHOLAR_ORIGIN } from '../sources/semantic-scholar';
import { failure, loginAs } from '../test-utils/api';
import { bulkSearchHandler, newPapers, type BulkCalls } from '../test-utils/digest-sources';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, recommendationsHandlers, semanticScholarHandlers, type FixturePaper } from '../test-utils/semantic-scholar';
import { orderInterests } from '@/lib/interest-order';
import { addNewPosts, blueskyHandlers, BSKY, createBlueskyWorld } from '@/test/bluesky';
import { clockOf, whenDigestSettles } from './digest';
import { digestSyncTag } from '@/lib/digest-sync';
import { openDigest, periodicCheck, type PeriodicCheckDeps, type WindowClients } from './periodic-check';
import { whenLiveImportSettles } from './live-import';

fastSourcesOverMemoryCache({ retries: 1 });
afterEach(() => clock.set(null));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MONDAY = Date.UTC(2026, 10, 23, 8);
const GRACE = '9990001';

let now = MONDAY;
const at = (ms: number) => {
  now = ms;
};

/** A live account imported from the fixture author, on Monday; its first visit starts the clock. */
async function liveAccount(pool: () => FixturePaper[], calls?: BulkCalls, recommended: FixturePaper[] = []) {
  at(MONDAY);
  clock.set(() => now);
  const author = fixtureAuthor();
  const grace = { ...fixtureAuthor({ authorId: GRACE, name: 'Grace Hopper', count: 3 }), papers: newPapers(GRACE, 'Grace Hopper', 2, MONDAY + DAY, ['feedback', 'peer review']) };
  server.use(...semanticScholarHandlers([author, grace]), bulkSearchHandler(pool, calls), ...recommendationsHandlers({ pool: recommended, known: author.papers.map((paper) => paper.paperId) }));
  const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  loginAs('ada@example.org');
  await whenLiveImportSettles(db, user.id);
  const first = await recordDigestVisit();
  expect(first).toEqual({ last_visit: MONDAY, last_check: MONDAY, checking: false, status: null, new_count: 0 });
  expect((await getDigest()).digests).toEqual([]);
  const top = orderInterests(db.state().longTerm.filter((row) => row.user === user.id)).slice(0, 5).map((row) => row.keyword);
  expect(top).toHaveLength(5);
  return { userId: user.id, author, top };
}

/** Papers of Lin Wei (or `name`) on the account's top interests, published on `ms`'s day. */
function onTop(top: readonly string[], count: number, ms: number, authorId = '7770001', name = 'Lin Wei') {
  return newPapers(authorId, name, count, ms, top);
}

/** A visit at `ms`, and the digest once its check has stored what it found. */
async function visitAt(userId: number, ms: number) {
  at(ms);
  const visit = await recordDigestVisit();
  await whenDigestSettles(db, userId);
  return { visit, digest: await getDigest() };
}

describe('the digest check of a live account', () => {
  it('a day later: new papers of the top interests, one entry per paper with all its reasons, never the own papers', async () => {
    let pool: FixturePaper[] = [];
    const calls: BulkCalls = { queries: [], since: [] };
    const { userId, author, top } = await liveAccount(() => pool, calls);
    const own = author.papers[0];
    if (!own) throw new Error('no own paper');
    // what Semantic Scholar lists on Tuesday: three new papers, and one of the researcher's own, dated anew
    pool = [...onTop(top, 3, MONDAY + DAY), { ...own, title: `${top[0] ?? ''} ${own.title ?? ''}`, publicationDate: '2026-11-24' }];
    const { visit, digest } = await visitAt(userId, MONDAY + DAY);
    expect(visit.checking).toBe(true);
    expect(calls.queries).toHaveLength(5);
    expect(new Set(calls.since)).toEqual(new Set(['2026-11-23']));
    const entries = digest.digests[0]?.entries ?? [];
    expect(entries.map((entry) => entry.title).sort()).toEqual(pool.slice(0, 3).map((paper) => paper.title).sort());
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    expect(entries.some((entry) => entry.key === `paper:${own.paperId}`)).toBe(false);
    // a paper two interests found is one entry with both
    expect(Math.max(...entries.map((entry) => entry.reasons.length))).toBeGreaterThan(1);
    entries.forEach((entry) => expect(entry.scored?.paper_keywords).toBeDefined());
    expect(digest).toMatchObject({ new_count: 3, last_check: MONDAY + DAY, status: null, checking: false });
    expect(digest.digests[0]).toMatchObject({ since: MONDAY, partial: false, failures: [] });
    // the summary the sidebar polls: the same count and clock, none of the entries
    expect(await getDigestSummary()).toEqual({ last_visit: MONDAY + DAY, last_check: MONDAY + DAY, checking: false, status: null, new_count: 3 });
  });

  it('a paper found by two interests and by the recommendations API is one entry with all three reasons; an older recommendation is not new', async () => {
    let pool: FixturePaper[] = [];
    const tuesday = MONDAY + DAY;
    const both = newPapers('7770001', 'Lin Wei', 1, tuesday, ['x'])[0];
    const old = { ...newPapers('7770003', 'Old Paper', 1, tuesday, ['y'])[0], year: 2019, publicationDate: '2019-05-01' } as FixturePaper;
    const recommended = both ? [both, old] : [];
    const { userId, top } = await liveAccount(() => pool, undefined, recommended);
    pool = onTop(top, 1, tuesday);
    const paper = pool[0];
    if (!paper || !both) throw new Error('no paper');
    // the recommendations API returns the same paper (same id) the two interests found
    recommended[0] = { ...paper };
    const { digest } = await visitAt(userId, tuesday);
    const entries = digest.digests[0]?.entries ?? [];
    expect(entries.map((entry) => entry.key)).toEqual([`paper:${paper.paperId}`]);
    expect(entries[0]?.reasons).toEqual([{ kind: 'interest', interest: top[0] }, { kind: 'interest', interest: top[1] }, { kind: 'recommended' }]);
  });

  it('checks at most once an hour; what was seen is not new again; the next day brings only what is new', async () => {
    let pool: FixturePaper[] = [];
    const calls: BulkCalls = { queries: [], since: [] };
    const { userId, top } = await liveAccount(() => pool, calls);
    pool = onTop(top, 2, MONDAY + DAY);
    await visitAt(userId, MONDAY + DAY);
    const asked = calls.queries.length;
    const again = await visitAt(userId, MONDAY + DAY + 30 * 60 * 1000);
    expect(again.visit.checking).toBe(false);
    expect(calls.queries).toHaveLength(asked);

    const seen = await markDigestSeen();
    expect(seen.new_count).toBe(0);
    pool = [...pool, ...onTop(top, 1, MONDAY + 2 * DAY, '7770002', 'Ana Costa')];
    const wednesday = await visitAt(userId, MONDAY + 2 * DAY);
    expect(wednesday.digest.new_count).toBe(1);
    expect(wednesday.digest.digests.map((digest) => digest.entries.map((entry) => entry.authors))).toEqual([['Ana Costa, Coauthor A. Example'], expect.any(Array)]);
    expect(new Set(calls.since.slice(asked))).toEqual(new Set(['2026-11-24']));
  });

  it('Semantic Scholar busy for some interests: named, the digest partial, checked again a minute later without duplicates', async () => {
    let pool: FixturePaper[] = [];
    const { userId, top } = await liveAccount(() => pool);
    pool = onTop(top, 3, MONDAY + DAY);
    let busy = true;
    server.use(
      http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/paper/search/bulk`, ({ request }) => {
        // the searches of the two heaviest interests meet a busy source, every try
        const query = (new URL(request.url).searchParams.get('query') ?? '').replaceAll('"', '');
        return busy && (query === top[0] || query === top[1]) ? new HttpResponse(null, { status: 429 }) : undefined;
      }),
    );
    const first = await visitAt(userId, MONDAY + DAY);
    expect(first.digest.status).toBe('Semantic Scholar was busy; 3 of 5 interests checked: checking again in a minute');
    expect(first.digest.digests[0]?.partial).toBe(true);
    const shown = first.digest.digests[0]?.entries.map((entry) => entry.key) ?? [];
    expect(first.digest.last_check).toBe(MONDAY);

    busy = false;
    const later = await visitAt(userId, MONDAY + DAY + 61 * 1000);
    expect(later.visit.checking).toBe(true);
    expect(later.digest.status).toBeNull();
    expect(later.digest.digests).toHaveLength(1);
    const keys = later.digest.digests[0]?.entries.map((entry) => entry.key) ?? [];
    expect(keys).toEqual(expect.arrayContaining(shown));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(3);
    expect(later.digest.digests[0]?.partial).toBe(false);
  });

  it('a 429 storm: the check waits, resumes and stores each paper once', async () => {
    let pool: FixturePaper[] = [];
    const { userId, top } = await liveAccount(() => pool);
    pool = onTop(top, 3, MONDAY + DAY);
    let refused = 0;
    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/paper/search/bulk`, () => (++refused <= 3 ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '0' } }) : undefined)));
    const { digest } = await visitAt(userId, MONDAY + DAY);
    expect(refused).toBeGreaterThan(3);
    const keys = digest.digests[0]?.entries.map((entry) => entry.key) ?? [];
    expect(keys).toHaveLength(3);
    expect(digest.status).toBeNull();
  });

  it('no network: no digest, the last check stays, and it says it will try again', async () => {
    const { userId } = await liveAccount(() => []);
    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/paper/search/bulk`, () => HttpResponse.error()));
    const { digest } = await visitAt(userId, MONDAY + DAY);
    expect(digest.digests).toEqual([]);
    expect(digest.last_check).toBe(MONDAY);
    expect(digest.status).toBe('Semantic Scholar could not be reached; 0 of 5 interests checked: checking again in a minute');
  });

  it('a clock set back starts the clock again, keeps every digest and asks nothing', async () => {
    const calls: BulkCalls = { queries: [], since: [] };
    let pool: FixturePaper[] = [];
    const { userId, top } = await liveAccount(() => pool, calls);
    pool = onTop(top, 1, MONDAY + DAY);
    await visitAt(userId, MONDAY + DAY);
    const asked = calls.queries.length;
    const back = await visitAt(userId, MONDAY - 3 * DAY);
    expect(back.visit.checking).toBe(false);
    expect(back.digest.last_check).toBe(MONDAY - 3 * DAY);
    expect(back.digest.digests).toHaveLength(1);
    expect(calls.queries).toHaveLength(asked);
  });

  it('the new papers of a researcher followed come "because you follow" them; one whose id is gone is named', async () => {
    const { userId } = await liveAccount(() => []);
    await followResearcher({ author_id: GRACE, name: 'Grace Hopper' });
    await followResearcher({ author_id: '4040404', name: 'Gone Author' });
    expect((await getFollowing()).map((row) => row.name)).toEqual(['Grace Hopper', 'Gone Author']);
    expect((await getFollowedPapers(GRACE)).map((paper) => paper.published)).toEqual(['2026-11-24', '2026-11-24']);
    const { digest } = await visitAt(userId, MONDAY + DAY);
    const entries = digest.digests[0]?.entries ?? [];
    expect(entries).toHaveLength(2);
    entries.forEach((entry) => expect(entry.reasons).toContainEqual({ kind: 'following', authorId: GRACE, name: 'Grace Hopper' }));
    expect(digest.digests[0]?.failures).toEqual(['Semantic Scholar no longer knows Gone Author (author 4040404): unfollow them on the Following page']);
    expect(digest.digests[0]?.partial).toBe(false);
    expect((await unfollowResearcher('4040404')).map((row) => row.name)).toEqual(['Grace Hopper']);
    expect(db.state().following?.filter((row) => row.user === userId)).toHaveLength(1);
  });

  it('a Bluesky account followed by its handle alone: looked up, kept by its DID, its new posts come "because you follow" it; an unknown handle, a gone account and Bluesky down are named', async () => {
    const world = createBlueskyWorld(MONDAY);
    server.use(...blueskyHandlers(world));
    const { userId } = await liveAccount(() => []);
    const unknown = await failure(followBlueskyAccount('@nobody-here.bsky.social'));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ bluesky: ['Bluesky knows no account @nobody-here.bsky.social.'] });
    expect((await failure(followBlueskyAccount('not a handle!'))).status).toBe(400);

    const did = world.handles.get('scholar0.bsky.social') ?? '';
    expect(await followBlueskyAccount('https://bsky.app/profile/scholar0.bsky.social')).toEqual([{ authorId: did, name: 'Scholar 0', bluesky: 'scholar0.bsky.social', since: MONDAY }]);
    expect(await getFollowedPapers(did)).toEqual([]);
    // two posts written on Tuesday, after the clock started on Monday; the older ones are not new
    world.now = MONDAY + DAY;
    addNewPosts(world, 'scholar0.bsky.social', 2);
    const { digest } = await visitAt(userId, MONDAY + DAY);
    const entries = digest.digests[0]?.entries ?? [];
    expect(entries.map((entry) => [entry.kind, entry.title])).toEqual([
      ['post', 'Fresh thoughts on learning analytics dashboards, number 0.'],
      ['post', 'Fresh thoughts on learning analytics dashboards, number 1.'],
    ]);
    entries.forEach((entry) => expect(entry.reasons).toEqual([{ kind: 'following', authorId: did, name: 'Scholar 0' }]));
    // read by its DID: no Semantic Scholar request was made for it
    expect(world.requests.filter((path) => path.startsWith('/xrpc/app.bsky.feed.getAuthorFeed')).every((path) => path.includes(encodeURIComponent(did)))).toBe(true);

    // the account is gone the next day: named, the digest not partial
    world.accounts.delete(did);
    world.handles.delete('scholar0.bsky.social');
    const wednesday = await visitAt(userId, MONDAY + 2 * DAY);
    expect(wednesday.digest.status).toBe('Bluesky no longer knows Scholar 0 (@scholar0.bsky.social): unfollow them on the Following page');

    server.use(http.get(`${BSKY}/xrpc/app.bsky.actor.getProfile`, () => HttpResponse.error()));
    const down = await failure(followBlueskyAccount('scholar1.bsky.social'));
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ detail: 'Bluesky could not be reached: @scholar1.bsky.social was not followed. Try again in a minute.' });
    expect(await unfollowResearcher(did)).toEqual([]);
  });

  it('refuses a follow without a Semantic Scholar id', async () => {
    loginAs(DEMO_EMAIL);
    const error = await failure(followResearcher({ author_id: 'grace', name: 'Grace' }));
    expect(error.status).toBe(400);
  });
});

describe('the digest of the seeded demo account', () => {
  it('is drawn from the built-in pool, offline, the same at every run, and seen papers do not come back', async () => {
    at(MONDAY);
    clock.set(() => now);
    const { user } = loginAs(DEMO_EMAIL);
    await recordDigestVisit();
    const { digest } = await visitAt(user.id, MONDAY + DAY);
    const titles = digest.digests[0]?.entries.map((entry) => entry.title) ?? [];
    expect(titles.length).toBeGreaterThan(0);
    expect(digest.new_count).toBe(titles.length);

    db.reset();
    loginAs(DEMO_EMAIL);
    at(MONDAY);
    await recordDigestVisit();
    const again = await visitAt(user.id, MONDAY + DAY);
    expect(again.digest.digests[0]?.entries.map((entry) => entry.title)).toEqual(titles);

    await markDigestSeen();
    const next = await visitAt(user.id, MONDAY + 2 * DAY);
    expect(next.digest.new_count).toBe(0);
  });
});

describe('the periodic check of an installed app (no page open)', () => {
  const DIGEST_URL = 'https://rima.example/recommendation/new-for-you';
  /** The service worker's dependencies over this test's database: a free or busy leader lock, notifications kept. */
  function periodicDeps(options: { tabOpen?: boolean } = {}) {
    const notified: { title: string; options: NotificationOptions }[] = [];
    const closed: number[] = [];
    const deps: PeriodicCheckDeps = {
      locks: { request: (_name, _options, callback) => callback(options.tabOpen ? null : ({ name: 'rima-backend-schema-4', mode: 'exclusive' } as Lock)) },
      lockName: 'rima-backend-schema-4',
      open: () => Promise.resolve({ db, close: () => Promise.resolve(void closed.push(1)) }),
      notify: (title, notification) => Promise.resolve(void notified.push({ title, options: notification })),
      digestUrl: DIGEST_URL,
    };
    return { deps, notified, closed };
  }

  /** A live account seen on Monday, and a day later `count` new papers on its top interest. */
  async function aDayLaterWith(count: number) {
    let pool: FixturePaper[] = [];
    const calls: BulkCalls = { queries: [], since: [] };
    const { userId, top } = await liveAccount(() => pool, calls);
    pool = onTop(top, count, MONDAY + DAY);
    at(MONDAY + DAY);
    return { userId, calls, pool };
  }

  it('a day later: checks without recording a visit, stores the digest and shows one notification with the count, opening New for you', async () => {
    const { userId, calls, pool } = await aDayLaterWith(3);
    const { deps, notified, closed } = periodicDeps();
    expect(await periodicCheck(digestSyncTag(userId), deps)).toBe('notified');
    expect(calls.queries).toHaveLength(5);
    expect(notified).toHaveLength(1);
    expect(notified[0]?.title).toBe('New for you · 3');
    expect(notified[0]?.options).toMatchObject({ tag: `rima-digest-${userId}`, data: { url: DIGEST_URL } });
    expect((notified[0]?.options.body ?? '').split('\n').sort()).toEqual(pool.map((paper) => paper.title).sort());
    expect(closed).toHaveLength(1);
    // no visit recorded: the last visit is Monday's, the check Tuesday's, its digest kept
    expect(await getDigestSummary()).toEqual({ last_visit: MONDAY, last_check: MONDAY + DAY, checking: false, status: null, new_count: 3 });

    // half an hour later the check is not due; the next day with nothing new, no notification
    at(MONDAY + DAY + HOUR / 2);
    expect(await periodicCheck(digestSyncTag(userId), deps)).toBe('not-due');
    expect(calls.queries).toHaveLength(5);
    at(MONDAY + 2 * DAY);
    expect(await periodicCheck(digestSyncTag(userId), deps)).toBe('nothing-new');
    expect(notified).toHaveLength(1);
  });

  it('does nothing while a tab holds the backend, for an account signed out, or for another tag', async () => {
    const { userId, calls } = await aDayLaterWith(2);
    const busy = periodicDeps({ tabOpen: true });
    expect(await periodicCheck(digestSyncTag(userId), busy.deps)).toBe('tab-open');
    expect(busy.closed).toHaveLength(0);
    const free = periodicDeps();
    expect(await periodicCheck('rima-other-1', free.deps)).toBe('not-ours');
    db.dropTokensOf(userId);
    expect(await periodicCheck(digestSyncTag(userId), free.deps)).toBe('signed-out');
    expect(calls.queries).toEqual([]);
    expect([...busy.notified, ...free.notified]).toEqual([]);
    expect(clockOf(db, userId)?.lastCheck).toBe(MONDAY);
  });

  it('a click on the notification brings the tab at New for you forward, else opens one there', async () => {
    const focused: string[] = [];
    const opened: string[] = [];
    const clients = (urls: string[]): WindowClients => ({
      matchAll: () => Promise.resolve(urls.map((url) => ({ url, focus: () => Promise.resolve(void focused.push(url)) }))),
      openWindow: (url) => Promise.resolve(void opened.push(url)),
    });
    await openDigest(clients(['https://rima.example/app/index', DIGEST_URL]), DIGEST_URL);
    expect(focused).toEqual([DIGEST_URL]);
    await openDigest(clients(['https://rima.example/app/index']), DIGEST_URL);
    expect(opened).toEqual([DIGEST_URL]);
    expect(focused).toHaveLength(1);
  });
});
