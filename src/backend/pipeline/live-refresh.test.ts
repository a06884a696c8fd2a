import { describe, expect, it, vi } from 'vitest';
import { registerUser } from '@/api/user/accounts';
import { triggerDataUpdate } from '@/api/user/interests';
import { fetchNewPapers, regenerateInterestProfile, removePaper, updatePaper } from '@/api/user/papers';
import { cancelRefresh, getImportProgress } from '@/api/user/standalone-import';
import { http, HttpResponse } from 'msw';
import { db, server, sources } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { SEMANTIC_SCHOLAR_ORIGIN } from '../sources/semantic-scholar';
import { BLUESKY_ORIGIN } from '../sources/bluesky';
import { loginAs } from '../test-utils/api';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers, type FixtureAuthor, type ScholarCalls } from '../test-utils/semantic-scholar';
import { whenLiveImportSettles } from './live-import';
import { addNewPosts, blueskyHandlers, createBlueskyWorld, type BlueskyWorld } from '@/test/bluesky';
import { wikipediaHandler, wikiRequests } from '../sources/wikipedia-fixture';
import { WIKIPEDIA_ORIGIN } from '../sources/wikipedia';

const EMAIL = 'ada@example.org';

fastSourcesOverMemoryCache();

/** The fixture author with `extra` papers published since the import. */
function withNewPapers(author: FixtureAuthor, extra: number, years = 12): FixtureAuthor {
  const more = fixtureAuthor({ count: author.papers.length + extra, years });
  return { ...author, paperCount: author.papers.length + extra, papers: [...more.papers.slice(author.papers.length), ...author.papers] };
}

async function importedAccount() {
  const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  loginAs(EMAIL);
  await whenLiveImportSettles(db, user.id);
  return user.id;
}

const papersOf = (userId: number) => db.state().papers.filter((paper) => paper.user === userId);

describe('refreshing a live account from Semantic Scholar', () => {
  it('Fetch New Papers adds only the new papers; removed papers stay removed, edits survive; it says what changed', async () => {
    const author = fixtureAuthor();
    server.use(...semanticScholarHandlers([author]));
    const userId = await importedAccount();
    const [removed, edited] = papersOf(userId);
    if (!removed || !edited) throw new Error('the import stored no papers');
    await removePaper(removed.id);
    await updatePaper(edited.id, { title: 'My own title', url: edited.url ?? '', year: edited.year ?? '', authors: edited.authors ?? '', abstract: edited.abstract ?? '' });

    const calls: ScholarCalls = { author: 0, pages: [], search: [] };
    server.use(...semanticScholarHandlers([withNewPapers(author, 3)], [], calls));
    await fetchNewPapers();
    expect(calls.pages).toEqual([0, 100]);
    const papers = papersOf(userId);
    expect(papers).toHaveLength(150 - 1 + 3);
    expect(papers.some((paper) => paper.paper_id === removed.paper_id)).toBe(false);
    expect(papers.filter((paper) => paper.paper_id === edited.paper_id).map((paper) => paper.title)).toEqual(['My own title']);
    expect((await getImportProgress()).refresh).toEqual({ running: false, message: '3 new papers', failed: false });

    await fetchNewPapers();
    expect(papersOf(userId)).toHaveLength(152);
    expect((await getImportProgress()).refresh).toEqual({ running: false, message: 'Nothing new', failed: false });
  });

  it('Generate Interest Profile fetches the new papers and computes the profile with them', async () => {
    const author = fixtureAuthor({ count: 20, years: 2 });
    server.use(...semanticScholarHandlers([author]));
    const userId = await importedAccount();
    server.use(...semanticScholarHandlers([withNewPapers(author, 2, 2)]));
    await regenerateInterestProfile();
    const papers = papersOf(userId);
    expect(papers).toHaveLength(22);
    expect(papers.every((paper) => paper.used_in_calc)).toBe(true);
    expect((await getImportProgress()).refresh?.message).toBe('2 new papers');
  });

  it('interests built while Wikipedia could not be reached are stored as such, and built again with Wikipedia at the next Generate Interest Profile', async () => {
    // texts no other test extracted (extractions are kept by text for the session)
    const fixture = fixtureAuthor({ count: 20, years: 2 });
    const author = { ...fixture, papers: fixture.papers.map((paper) => ({ ...paper, title: `${paper.title ?? ''}, offline` })) };
    let wikipediaAsked = 0;
    server.use(
      ...semanticScholarHandlers([author]),
      http.get(`${WIKIPEDIA_ORIGIN}/w/api.php`, () => {
        wikipediaAsked += 1;
        return HttpResponse.error();
      }),
    );
    const userId = await importedAccount();
    expect(wikipediaAsked).toBeGreaterThan(0);
    expect(db.getUser(userId)?.wikipedia).toBe('unreachable');
    expect(db.state().longTerm.some((interest) => interest.user === userId)).toBe(true);

    wikiRequests.length = 0;
    server.use(...semanticScholarHandlers([author]), wikipediaHandler());
    await regenerateInterestProfile();
    // the extractions the built-in list answered were asked of Wikipedia again
    expect(wikiRequests.length).toBeGreaterThan(0);
    expect(db.getUser(userId)?.wikipedia).toBe('live');
  });

  it('Refresh Account Data goes on with an import that could not reach Semantic Scholar at sign-up', async () => {
    server.use(...semanticScholarHandlers([]));
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);
    expect((await getImportProgress()).phase).toBe('failed');

    server.use(...semanticScholarHandlers());
    // Refresh Account Data answers once the import has gone on
    await triggerDataUpdate();
    expect(papersOf(user.id)).toHaveLength(150);
    expect(await getImportProgress()).toMatchObject({ phase: 'done', refresh: { running: false, message: '150 new papers' } });
  });

  it('Cancel of a refresh that goes on with an unfinished import cancels that import: nothing more is asked, the papers read before stay', async () => {
    const PAPERS = `${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`;
    let down = true;
    let hungAt100 = 0;
    server.use(
      http.get(PAPERS, ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') !== '100') return undefined;
        if (down) return HttpResponse.error();
        // the second page, asked again by the refresh, never answers
        hungAt100 += 1;
        return new Promise<Response>(() => undefined);
      }),
      ...semanticScholarHandlers(),
    );
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);
    expect(await getImportProgress()).toMatchObject({ phase: 'failed', fetched: 100 });

    down = false;
    sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5, timeoutMs: 50, retries: 1000 });
    const outcome = fetchNewPapers();
    // the refresh goes on with the import from its next page, which hangs
    await vi.waitFor(() => expect(hungAt100).toBeGreaterThan(1));
    expect((await getImportProgress()).phase).toMatch(/^(fetching|waiting)$/);

    const cancelled = await cancelRefresh();
    expect(cancelled).toMatchObject({ phase: 'cancelled', fetched: 100, refresh: { running: false, message: 'Cancelled. What was read before is kept.', failed: false } });
    await outcome;
    const after = hungAt100;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(hungAt100).toBe(after);
    expect(papersOf(user.id)).toHaveLength(100);
    expect(await getImportProgress()).toMatchObject({ phase: 'cancelled', refresh: { running: false, message: 'Cancelled. What was read before is kept.' } });
    // the profile is computed from the papers kept
    expect(db.state().longTerm.some((interest) => interest.user === user.id)).toBe(true);
  });

  it('says the import\'s note with what changed: a list whose `next` never ends stops at the author\'s count', async () => {
    server.use(...semanticScholarHandlers([]));
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);

    const author = fixtureAuthor();
    server.use(
      http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
        return HttpResponse.json({ offset, next: offset + 100, data: author.papers.slice(offset, offset + 100) });
      }),
      ...semanticScholarHandlers([author]),
    );
    await triggerDataUpdate();
    expect(papersOf(user.id)).toHaveLength(150);
    expect((await getImportProgress()).refresh?.message).toBe("150 new papers; Semantic Scholar kept listing papers beyond the author's 150; the import stopped there");
  });

  it('a seeded account keeps the simulated fetch', async () => {
    loginAs('demo@example.org');
    await fetchNewPapers();
    const demo = db.findUserByEmail('demo@example.org');
    expect(db.state().jobs?.some((job) => job.user === demo?.id && job.kind === 'fetch')).toBe(true);
  });
});

const newPostsOfAda = (world: BlueskyWorld, count: number) => addNewPosts(world, 'ada.bsky.social', count);

describe('refreshing a live account with a Bluesky handle', () => {
  it('Refresh Account Data adds only the new posts and says how many, after the papers', async () => {
    const world = createBlueskyWorld();
    server.use(...semanticScholarHandlers([fixtureAuthor({ count: 20, years: 2 })]), ...blueskyHandlers(world), wikipediaHandler());
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: 'ada.bsky.social', author_id: FIXTURE_AUTHOR_ID });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);
    const ownPosts = () => db.state().tweets.filter((tweet) => tweet.user === user.id && tweet.screen_name === null);
    const before = ownPosts().length;
    expect(before).toBeGreaterThan(50);

    newPostsOfAda(world, 5);
    await triggerDataUpdate();
    expect((await getImportProgress()).refresh).toEqual({ running: false, message: '5 new posts', failed: false });
    expect(ownPosts()).toHaveLength(before + 5);
    expect(ownPosts().filter((post) => post.full_text?.startsWith('Fresh thoughts'))).toHaveLength(5);

    await triggerDataUpdate();
    expect((await getImportProgress()).refresh).toEqual({ running: false, message: 'Nothing new', failed: false });
    expect(ownPosts()).toHaveLength(before + 5);
  });

  it('Semantic Scholar failing does not stop Bluesky: the new posts are read, and each source\'s outcome is named', async () => {
    const world = createBlueskyWorld();
    server.use(...semanticScholarHandlers([fixtureAuthor({ count: 20, years: 2 })]), ...blueskyHandlers(world), wikipediaHandler());
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: 'ada.bsky.social', author_id: FIXTURE_AUTHOR_ID });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);
    const ownPosts = () => db.state().tweets.filter((tweet) => tweet.user === user.id && tweet.screen_name === null).length;
    const before = ownPosts();

    newPostsOfAda(world, 3);
    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/*`, () => new HttpResponse('down', { status: 500 })));
    const asked = world.requests.length;
    await fetchNewPapers();
    expect(world.requests.slice(asked).some((request) => request.includes('getAuthorFeed'))).toBe(true);
    expect(ownPosts()).toBe(before + 3);
    expect((await getImportProgress()).refresh).toEqual({ running: false, message: '3 new posts; Semantic Scholar failed to answer (error 500)', failed: false });

    // both failing: the refresh failed, naming both
    server.use(http.get(`${BLUESKY_ORIGIN}/*`, () => new HttpResponse('down', { status: 503 })));
    await fetchNewPapers();
    expect((await getImportProgress()).refresh).toEqual({
      running: false,
      message: 'Semantic Scholar failed to answer (error 500); Bluesky failed to answer (error 503).',
      failed: true,
    });
  });

  it('a refresh Semantic Scholar does not answer names it while it waits, and Cancel ends it at once: nothing more is asked, what was stored stays', async () => {
    const world = createBlueskyWorld();
    server.use(...semanticScholarHandlers([fixtureAuthor({ count: 8, years: 2 })]), ...blueskyHandlers(world), wikipediaHandler());
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: 'ada.bsky.social', author_id: FIXTURE_AUTHOR_ID });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);
    const papers = papersOf(user.id).length;
    // a Semantic Scholar that takes each request and never answers; each try waits its whole timeout
    sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5, timeoutMs: 50, retries: 1000 });
    let hung = 0;
    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/*`, () => ((hung += 1), new Promise<Response>(() => undefined))));
    const asked = world.requests.length;
    const outcome = fetchNewPapers();
    await vi.waitFor(() => expect(hung).toBeGreaterThan(1));
    expect((await getImportProgress()).refresh).toEqual({ running: true, message: expect.stringMatching(/^Semantic Scholar could not be reached; trying again in \d+ s$/), failed: false });

    const cancelled = await cancelRefresh();
    expect(cancelled.refresh).toEqual({ running: false, message: 'Cancelled. What was read before is kept.', failed: false });
    await outcome;
    const after = hung;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(hung).toBe(after);
    // Bluesky is not asked after Cancel, and the papers stored before stay
    expect(world.requests.slice(asked).some((request) => request.includes('getAuthorFeed'))).toBe(false);
    expect(papersOf(user.id)).toHaveLength(papers);
    expect((await getImportProgress()).refresh?.message).toBe('Cancelled. What was read before is kept.');
  });

  it('an account with a Bluesky handle and no Semantic Scholar id: Refresh Account Data adds only the new posts and says how many', async () => {
    const world = createBlueskyWorld();
    server.use(...blueskyHandlers(world), wikipediaHandler());
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: 'ada.bsky.social', author_id: '' });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);
    const ownPosts = () => db.state().tweets.filter((tweet) => tweet.user === user.id && tweet.screen_name === null);
    const before = ownPosts().length;
    expect(before).toBeGreaterThan(50);

    newPostsOfAda(world, 2);
    await triggerDataUpdate();
    expect((await getImportProgress()).refresh).toEqual({ running: false, message: '2 new posts', failed: false });
    expect(ownPosts()).toHaveLength(before + 2);
    expect(ownPosts().filter((post) => post.full_text?.startsWith('Fresh thoughts'))).toHaveLength(2);

    await fetchNewPapers();
    expect((await getImportProgress()).refresh).toEqual({ running: false, message: 'Nothing new', failed: false });
    expect(ownPosts()).toHaveLength(before + 2);
  });

  it('an account with a Bluesky handle alone: a refresh Bluesky does not answer says so and keeps the posts', async () => {
    const world = createBlueskyWorld();
    server.use(...blueskyHandlers(world), wikipediaHandler());
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: 'ada.bsky.social', author_id: '' });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);
    const before = db.state().tweets.filter((tweet) => tweet.user === user.id).length;

    server.use(http.get(`${BLUESKY_ORIGIN}/*`, () => new HttpResponse('down', { status: 503 })));
    await triggerDataUpdate();
    const refresh = (await getImportProgress()).refresh;
    expect(refresh).toMatchObject({ running: false, failed: true });
    expect(refresh?.message).toMatch(/^Bluesky /);
    expect(db.state().tweets.filter((tweet) => tweet.user === user.id)).toHaveLength(before);
  });
});
