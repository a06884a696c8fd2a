import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginUser, registerUser } from '@/api/user/accounts';
import { getActivityStats } from '@/api/user/interests';
import { getPapers } from '@/api/user/papers';
import { cancelImport, getImportProgress, getScholarAuthor, retryImport, skipImport, type ImportProgress } from '@/api/user/standalone-import';
import { db, server, sources } from '@/backend/node';
import { inProfileWindow } from '../domain/profile-window';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { SEMANTIC_SCHOLAR_ORIGIN } from '../sources/semantic-scholar';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers, type ScholarCalls } from '../test-utils/semantic-scholar';
import { loginAs } from '../test-utils/api';
import { deferred } from '@/test/deferred';
import { whenLiveImportSettles } from './live-import';
import { blueskyHandlers, BSKY, createBlueskyWorld } from '@/test/bluesky';
import { wikipediaHandler } from '../sources/wikipedia-fixture';

const account = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID };
const PAPERS = `${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`;

fastSourcesOverMemoryCache();

/** Registers, signs in (the token the app keeps) and returns the new user's id. */
async function registerAndSignIn(authorId = FIXTURE_AUTHOR_ID) {
  const user = await registerUser({ ...account, author_id: authorId });
  loginAs(account.email);
  return user.id;
}

async function settled(userId: number): Promise<ImportProgress> {
  await whenLiveImportSettles(db, userId);
  return getImportProgress();
}

const papersOf = (userId: number) => db.state().papers.filter((paper) => paper.user === userId);

describe('live import of a registered account', () => {
  it('fetches every paper, computes the interests from the last six years, and reports its progress', async () => {
    const calls: ScholarCalls = { author: 0, pages: [], search: [] };
    server.use(...semanticScholarHandlers(undefined, undefined, calls));
    const userId = await registerAndSignIn();
    expect(db.getUser(userId)?.live).toBe(true);
    const login = await loginUser({ email: account.email, password: account.password });
    expect(login.data_being_loaded).toBe(true);
    const early = await getImportProgress();
    expect(['fetching', 'extracting', 'waiting']).toContain(early.phase);

    const done = await settled(userId);
    expect(done.phase).toBe('done');
    expect(done.total).toBe(150);
    expect(done.fetched).toBe(150);
    expect(done.message).toBe('Imported 150 papers.');
    expect(calls.pages).toEqual([0, 100]);

    const papers = papersOf(userId);
    expect(papers).toHaveLength(150);
    const recent = papers.filter((paper) => inProfileWindow(paper.year, db.now()));
    expect(recent.length).toBeGreaterThan(60);
    expect(recent.length).toBeLessThan(90);
    expect(done.extract_total).toBe(recent.length);
    expect(done.extracted).toBe(recent.length);
    // the profile reads the window only; older papers are stored but not used
    expect(papers.filter((paper) => paper.used_in_calc).map((paper) => paper.id).sort()).toEqual(recent.map((paper) => paper.id).sort());
    const keywords = db.state().longTerm.filter((interest) => interest.user === userId).map((interest) => interest.keyword);
    expect(keywords.length).toBeGreaterThan(3);
    expect(keywords.join(' ')).toMatch(/knowledge graph|learning analytics|recommender system/);
    expect(keywords.join(' ')).not.toMatch(/ontology|peer-to-peer|description logic/);

    const after = await loginUser({ email: account.email, password: account.password });
    expect(after).toMatchObject({ data_being_loaded: false, paper_count: 150 });
  });

  it('extracts a paper without an abstract from its title', async () => {
    server.use(...semanticScholarHandlers([fixtureAuthor({ count: 4, years: 1 })]));
    const userId = await registerAndSignIn();
    await settled(userId);
    const untitled = papersOf(userId).find((paper) => paper.abstract === null);
    expect(untitled?.used_in_calc).toBe(true);
    const fromIt = db.state().longTerm.filter((interest) => interest.user === userId && interest.paper_ids.includes(untitled?.id ?? -1));
    expect(fromIt.length).toBeGreaterThan(0);
  });

  it('stores a paper without a year too: outside the profile window, listed last, no note about it', async () => {
    const author = fixtureAuthor({ count: 4, years: 1 });
    const [first] = author.papers;
    if (!first) throw new Error('the fixture has no papers');
    first.year = null;
    first.publicationDate = null;
    server.use(...semanticScholarHandlers([author]));
    const userId = await registerAndSignIn();
    const done = await settled(userId);
    expect(done.message).toBe('Imported 4 papers.');
    expect(done.note ?? '').not.toMatch(/without a year/);
    const yearless = papersOf(userId).find((paper) => paper.paper_id === first.paperId);
    expect(yearless).toMatchObject({ year: null, used_in_calc: false });
    // the three papers with a year make the profile
    expect(papersOf(userId).filter((paper) => paper.used_in_calc)).toHaveLength(3);
    const listed = await getPapers();
    expect(listed).toHaveLength(4);
    expect(listed.at(-1)).toMatchObject({ paper_id: first.paperId, year: null });
    const stats = await getActivityStats(userId);
    expect(Object.values(stats.papers).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('says an unknown author id failed, and the account works without papers', async () => {
    server.use(...semanticScholarHandlers());
    const userId = await registerAndSignIn('999');
    const failed = await settled(userId);
    expect(failed).toMatchObject({ phase: 'failed', error: 'Semantic Scholar has no author with id 999' });
    const skipped = await skipImport();
    expect(skipped).toMatchObject({ phase: 'done', skipped: true });
    await expect(loginUser({ email: account.email, password: account.password })).resolves.toMatchObject({ data_being_loaded: false, paper_count: 0 });
  });

  it('offline at sign-up: the account is created and the progress says Semantic Scholar could not be reached', async () => {
    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/*`, () => HttpResponse.error()));
    const userId = await registerAndSignIn();
    expect(db.getUser(userId)).toBeDefined();
    const failed = await settled(userId);
    expect(failed.phase).toBe('failed');
    expect(failed.error).toBe('Semantic Scholar could not be reached.');
    expect(failed.message).toBe('Your papers could not be imported. Semantic Scholar could not be reached.');
  });

  it('says why it waits while Semantic Scholar answers 429, then goes on', async () => {
    let busy = 3;
    const seen: string[] = [];
    server.use(
      http.get(PAPERS, () => {
        if (busy > 0) {
          busy -= 1;
          return HttpResponse.json({ message: 'Too Many Requests.', code: '429' }, { status: 429 });
        }
        return undefined;
      }),
      ...semanticScholarHandlers(),
    );
    sources.setTiming({ baseDelayMs: 40, maxDelayMs: 60, random: () => 0.5 });
    const userId = await registerAndSignIn();
    for (let i = 0; i < 100 && seen.length === 0; i += 1) {
      const progress = await getImportProgress();
      if (progress.phase === 'waiting' && progress.wait) seen.push(progress.wait);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen[0]).toMatch(/^Semantic Scholar is busy; trying again in \d+ s$/);
    expect((await settled(userId)).phase).toBe('done');
    expect(papersOf(userId)).toHaveLength(150);
  });

  it("says Semantic Scholar is busy while the import waits out the pause of the registration check's 429", async () => {
    let refused = 0;
    server.use(
      http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id`, () => {
        if (refused >= 2) return undefined;
        refused += 1;
        return HttpResponse.json({ message: 'Too Many Requests.', code: '429' }, { status: 429 });
      }),
      ...semanticScholarHandlers(),
    );
    sources.setTiming({ baseDelayMs: 400, maxDelayMs: 400, random: () => 1 });
    // the form's check meets two 429s: Semantic Scholar pauses every request for 400 ms after the second
    await expect(getScholarAuthor(FIXTURE_AUTHOR_ID)).rejects.toMatchObject({ status: 503 });
    const userId = await registerAndSignIn();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 40 && !seen.some(Boolean); i += 1) {
      const progress = await getImportProgress();
      seen.push(progress.wait);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // the import's first request waits out that pause: the screen says why, not a bare "Asking Semantic Scholar…"
    expect(seen.find(Boolean)).toMatch(/^Semantic Scholar is busy; trying again in \d+ s$/);
    expect(refused).toBe(2);
    expect((await settled(userId)).phase).toBe('done');
    expect(papersOf(userId)).toHaveLength(150);
  });

  it('network down mid-import: what was fetched stays, and Retry resumes without fetching anything twice', async () => {
    const calls: ScholarCalls = { author: 0, pages: [], search: [] };
    let down = true;
    server.use(
      http.get(PAPERS, ({ request }) => (down && new URL(request.url).searchParams.get('offset') === '100' ? HttpResponse.error() : undefined)),
      ...semanticScholarHandlers(undefined, undefined, calls),
    );
    const userId = await registerAndSignIn();
    const failed = await settled(userId);
    expect(failed).toMatchObject({ phase: 'failed', fetched: 100, error: 'Semantic Scholar could not be reached.' });
    expect(papersOf(userId)).toHaveLength(100);
    expect(calls).toMatchObject({ author: 1, pages: [0] });

    down = false;
    const retried = await retryImport();
    expect(['fetching', 'waiting', 'extracting']).toContain(retried.phase);
    const done = await settled(userId);
    expect(done).toMatchObject({ phase: 'done', fetched: 150, total: 150 });
    expect(calls).toMatchObject({ author: 1, pages: [0, 100] });
    const papers = papersOf(userId);
    expect(papers).toHaveLength(150);
    expect(new Set(papers.map((paper) => paper.paper_id)).size).toBe(150);
  });

  it('Cancel keeps the papers fetched so far and the account works with them', async () => {
    const held = deferred();
    server.use(
      http.get(PAPERS, async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') === '100') await held.promise;
        return undefined;
      }),
      ...semanticScholarHandlers(),
    );
    const userId = await registerAndSignIn();
    for (let i = 0; i < 200 && papersOf(userId).length < 100; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const cancelled = await cancelImport();
    held.resolve();
    expect(cancelled).toMatchObject({ phase: 'cancelled', fetched: 100, message: 'Import cancelled: 100 papers kept.' });
    await whenLiveImportSettles(db, userId);
    expect(papersOf(userId)).toHaveLength(100);
    await expect(loginUser({ email: account.email, password: account.password })).resolves.toMatchObject({ data_being_loaded: false, paper_count: 100 });
    await db.pendingInterests.compute();
    expect(db.state().longTerm.filter((interest) => interest.user === userId).length).toBeGreaterThan(0);
  });

  it('seeded accounts keep the simulated catalogue import and have no live import', async () => {
    loginAs('demo@example.org');
    await expect(getImportProgress()).resolves.toMatchObject({ phase: 'idle' });
  });
});

describe('live import of an account with a Bluesky handle', () => {
  it('reads the own posts after the papers, in the same import, and the profile stands on both', async () => {
    const world = createBlueskyWorld();
    // a live account's posts are filtered by the real Wikipedia: a small one answers here
    server.use(...semanticScholarHandlers(), ...blueskyHandlers(world), wikipediaHandler());
    const user = await registerUser({ ...account, twitter_account_id: 'ada.bsky.social' });
    loginAs(account.email);
    const done = await settled(user.id);
    expect(done.phase).toBe('done');
    expect(papersOf(user.id)).toHaveLength(150);
    const posts = db.state().tweets.filter((tweet) => tweet.user === user.id);
    expect(posts.length).toBeGreaterThan(50);
    expect(posts.every((post) => post.id_str?.startsWith('bsky-'))).toBe(true);
    expect(world.requests.some((request) => request.includes('getAuthorFeed'))).toBe(true);
    await db.pendingInterests.compute();
    const interests = db.state().longTerm.filter((interest) => interest.user === user.id);
    expect(interests.some((interest) => interest.tweet_ids.length > 0)).toBe(true);
    expect(interests.some((interest) => interest.paper_ids.length > 0)).toBe(true);
  });

  it('says why it waits while Bluesky answers 429, then reads the posts', async () => {
    const world = createBlueskyWorld();
    let busy = 3;
    server.use(
      http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, () => (busy-- > 0 ? HttpResponse.json({ error: 'RateLimitExceeded' }, { status: 429 }) : undefined)),
      ...semanticScholarHandlers(),
      ...blueskyHandlers(world),
      wikipediaHandler(),
    );
    sources.setTiming({ baseDelayMs: 40, maxDelayMs: 60, random: () => 0.5 });
    const user = await registerUser({ ...account, twitter_account_id: 'ada.bsky.social' });
    loginAs(account.email);
    const seen: string[] = [];
    for (let i = 0; i < 400 && seen.length === 0 && busy >= 0; i += 1) {
      const wait = (await getImportProgress()).wait;
      if (wait?.startsWith('Bluesky')) seen.push(wait);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen[0]).toMatch(/^Bluesky is busy; trying again in \d+ s$/);
    expect((await settled(user.id)).phase).toBe('done');
    expect(db.state().tweets.filter((tweet) => tweet.user === user.id).length).toBeGreaterThan(50);
  });

  it('Bluesky down: the papers are imported all the same, and the note says the posts could not be read', async () => {
    server.use(...semanticScholarHandlers(), http.get(`${BSKY}/xrpc/*`, () => HttpResponse.error()));
    const user = await registerUser({ ...account, twitter_account_id: 'ada.bsky.social' });
    loginAs(account.email);
    const done = await settled(user.id);
    expect(done.phase).toBe('done');
    expect(papersOf(user.id)).toHaveLength(150);
    expect(db.state().tweets.filter((tweet) => tweet.user === user.id)).toHaveLength(0);
    expect(db.state().liveImports?.find((entry) => entry.user === user.id)?.note).toMatch(/^Your Bluesky posts could not be read: Bluesky could not be reached\./);
  });

  it('an account with a Bluesky handle and no Semantic Scholar id imports its posts alone', async () => {
    const world = createBlueskyWorld();
    server.use(...blueskyHandlers(world), wikipediaHandler());
    const user = await registerUser({ ...account, author_id: '', twitter_account_id: 'ada.bsky.social' });
    loginAs(account.email);
    const done = await settled(user.id);
    expect(done.phase).toBe('done');
    expect(papersOf(user.id)).toHaveLength(0);
    expect(db.state().tweets.filter((tweet) => tweet.user === user.id).length).toBeGreaterThan(50);
  });
});

describe('an item a source sends in a form this app cannot read costs only itself', () => {
  it('a paper whose year is "2024" (a string) is left out and named; the other 39 of 40 are stored', async () => {
    const author = fixtureAuthor({ count: 40, years: 3 });
    const bad = author.papers[7] as unknown as Record<string, unknown>;
    bad.year = '2024';
    server.use(...semanticScholarHandlers([author]), wikipediaHandler());
    const userId = await registerAndSignIn();
    const done = await settled(userId);
    expect(done.phase).toBe('done');
    expect(papersOf(userId)).toHaveLength(39);
    expect(papersOf(userId).some((paper) => paper.paper_id === bad.paperId)).toBe(false);
    expect(done.left_out).toBe('Left out: 1 paper from Semantic Scholar (its year could not be read). Everything else was imported.');
    expect(db.state().longTerm.filter((interest) => interest.user === userId).length).toBeGreaterThan(0);
  });

  it('a page whose papers are all unreadable is an unexpected answer: the import fails naming Semantic Scholar, never an empty import', async () => {
    server.use(http.get(PAPERS, () => HttpResponse.json({ offset: 0, data: [{ paperId: 'x'.repeat(40), year: 'soon' }] })), ...semanticScholarHandlers().slice(1));
    const userId = await registerAndSignIn();
    const failed = await settled(userId);
    expect(failed.phase).toBe('failed');
    expect(failed.error).toBe('Semantic Scholar answered something unexpected.');
  });

  it('a Bluesky post without text is left out and named; the other posts are kept', async () => {
    const world = createBlueskyWorld();
    const ada = [...world.accounts.values()].find((entry) => entry.profile.handle === 'ada.bsky.social');
    const own = ada?.feed.filter((item) => !item.reason) ?? [];
    const record = own[2]?.post.record as Record<string, unknown> | undefined;
    if (!record) throw new Error('the fixture has no own posts');
    delete record.text;
    server.use(...blueskyHandlers(world), wikipediaHandler());
    const reference = await (async () => {
      const user = await registerUser({ ...account, author_id: '', twitter_account_id: 'ada.bsky.social' });
      loginAs(account.email);
      return settled(user.id).then((progress) => ({ user, progress }));
    })();
    expect(reference.progress.phase).toBe('done');
    const posts = db.state().tweets.filter((tweet) => tweet.user === reference.user.id);
    expect(posts.length).toBeGreaterThan(50);
    expect(posts.some((post) => post.full_text === undefined || post.full_text === null)).toBe(false);
    expect(reference.progress.left_out).toBe('Left out: 1 post from Bluesky (its text could not be read). Everything else was imported.');
  });
});
