import { describe, expect, it } from 'vitest';
import {
  getDataImportStatus,
  getProfile,
  getPublicProfile,
  loginUser,
  logoutUser,
  registerUser,
  searchUsers,
  updateProfile,
} from '@/api/user/accounts';
import { db, server } from '@/backend/node';
import { whenLiveImportSettles } from '../../pipeline/live-import';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers, type ScholarCalls } from '../../test-utils/semantic-scholar';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { wikipediaHandler } from '../../sources/wikipedia-fixture';
import { blueskyHandlers, createBlueskyWorld } from '@/test/bluesky';
import { failure, loginAs, raw, useUnknownToken } from '../../test-utils/api';

const newAccount = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  password: 'secret',
  twitter_account_id: '',
  author_id: '',
};

describe('POST /api/accounts/register/', () => {
  it('answers 200 with the User and no token', async () => {
    const user = await registerUser(newAccount);
    expect(user).toMatchObject({ email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace', paper_count: 0, tweet_count: 0 });
    expect(user).not.toHaveProperty('token');
    expect(Object.keys(user)).toEqual(['email', 'first_name', 'last_name', 'id', 'twitter_account_id', 'author_id', 'paper_count', 'tweet_count']);
  });

  it('rejects a duplicate email with username before email', async () => {
    const error = await failure(registerUser({ ...newAccount, email: 'demo@example.org' }));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      username: ['A user with that username already exists.'],
      email: ['user with this email already exists.'],
    });
    expect(Object.keys(error.body as object)).toEqual(['username', 'email']);
  });

  it('duplicate check is case-sensitive like the server', async () => {
    await expect(registerUser({ ...newAccount, email: 'DEMO@example.org' })).resolves.toMatchObject({ email: 'DEMO@example.org' });
  });

  it('reports invalid email, blank password, long first name and username characters', async () => {
    const response = await raw('/api/accounts/register/', { method: 'POST', body: JSON.stringify({ email: 'bad', password: '' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ password: ['This field may not be blank.'], email: ['Enter a valid email address.'] });

    const empty = await raw('/api/accounts/register/', { method: 'POST', body: '{}' });
    expect(await empty.json()).toEqual({
      password: ['This field is required.'],
      username: ['This field may not be null.'],
      email: ['This field is required.'],
    });

    const long = await failure(registerUser({ ...newAccount, first_name: 'x'.repeat(31) }));
    expect(long.body).toEqual({ first_name: ['Ensure this field has no more than 30 characters.'] });

    const odd = await failure(registerUser({ ...newAccount, email: 'a!b@example.org' }));
    expect(odd.body).toEqual({
      username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'],
    });
  });

  it('marks every new account live and starts its import from Semantic Scholar, whatever the id (pipeline/live-import.test.ts)', async () => {
    server.use(...semanticScholarHandlers());
    const user = await registerUser({ ...newAccount, author_id: '2093614' });
    expect(db.getUser(user.id)?.live).toBe(true);
    await whenLiveImportSettles(db, user.id);
    // a catalogue id is not a Semantic Scholar author of the fixture: nothing invented is imported
    expect(db.state().liveImports?.find((item) => item.user === user.id)).toMatchObject({ phase: 'failed', error: 'Semantic Scholar has no author with id 2093614' });
    const again = await loginUser({ email: 'ada@example.org', password: 'secret' });
    expect(again).toMatchObject({ data_being_loaded: false, paper_count: 0 });
  });
});

describe('POST /api/accounts/login/', () => {
  it('answers the User, the 40-hex token and data_being_loaded, in the server order', async () => {
    const login = await loginUser({ email: 'Demo@Example.org', password: 'demo1234' });
    expect(login.token).toMatch(/^[0-9a-f]{40}$/);
    expect(login.data_being_loaded).toBe(false);
    expect(login.first_name).toBe('Lena');
    const response = await raw('/api/accounts/login/', { method: 'POST', body: JSON.stringify({ email: 'demo@example.org', password: 'demo1234' }) });
    expect(Object.keys((await response.json()) as object).slice(-2)).toEqual(['token', 'data_being_loaded']);
  });

  it('answers 400 Invalid credentials for a wrong password, unknown email or missing fields', async () => {
    for (const input of [
      { email: 'demo@example.org', password: 'nope' },
      { email: 'nobody@example.org', password: 'demo1234' },
      { email: '', password: '' },
    ]) {
      const error = await failure(loginUser(input));
      expect(error.status).toBe(400);
      expect(error.body).toEqual({ detail: 'Invalid credentials' });
    }
  });
});

describe('logout and profile', () => {
  it('logout deletes the token: the old key then gets 401 Invalid token. with WWW-Authenticate', async () => {
    const { token } = loginAs('demo@example.org');
    await logoutUser();
    const response = await raw('/api/accounts/profile/', { token });
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Token');
    expect(await response.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('profile without a token is an HTML 500, with an unknown token a 401', async () => {
    const anonymous = await failure(getProfile());
    expect(anonymous.status).toBe(500);
    expect(anonymous.body).toBeNull();
    useUnknownToken();
    const invalid = await failure(getProfile());
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ detail: 'Invalid token.' });
  });

  it('other header problems give the matching 401 texts; a Bearer header is ignored', async () => {
    expect(await (await raw('/api/accounts/public-profile/1/', { headers: { Authorization: 'Token' } })).json()).toEqual({
      detail: 'Invalid token header. No credentials provided.',
    });
    expect(await (await raw('/api/accounts/public-profile/1/', { headers: { Authorization: 'Token a b' } })).json()).toEqual({
      detail: 'Invalid token header. Token string should not contain spaces.',
    });
    expect((await raw('/api/accounts/public-profile/1/', { headers: { Authorization: 'Bearer abc' } })).status).toBe(200);
  });

  it('GET profile answers the caller', async () => {
    const { user } = loginAs('mateo.alvarez@example.org');
    await expect(getProfile()).resolves.toMatchObject({ id: user.id, email: 'mateo.alvarez@example.org' });
  });

  it('PATCH validates like the server', async () => {
    loginAs('demo@example.org');
    expect((await failure(updateProfile({ email: 'mateo.alvarez@example.org' }))).body).toEqual({
      email: ['user with this email already exists.'],
    });
    expect((await failure(updateProfile({ email: 'nope' }))).body).toEqual({ email: ['Enter a valid email address.'] });
    expect((await failure(updateProfile({ first_name: 'y'.repeat(31) }))).body).toEqual({
      first_name: ['Ensure this field has no more than 30 characters.'],
    });
    await expect(updateProfile({ first_name: 'Magdalena' })).resolves.toMatchObject({ first_name: 'Magdalena' });
    await expect(getProfile()).resolves.toMatchObject({ first_name: 'Magdalena' });
  });

  it('changing author_id wipes papers and interests; changing the twitter id wipes tweets and interests', async () => {
    const { user } = loginAs('demo@example.org');
    const before = await getProfile();
    expect(before.paper_count).toBeGreaterThan(0);
    expect(before.tweet_count).toBeGreaterThan(0);
    const afterAuthor = await updateProfile({ author_id: '2280041' });
    expect(afterAuthor.paper_count).toBe(0);
    expect(afterAuthor.tweet_count).toBe(before.tweet_count);
    expect(db.state().longTerm.filter((i) => i.user === user.id)).toEqual([]);
    const afterTwitter = await updateProfile({ twitter_account_id: '@someone_else' });
    expect(afterTwitter.tweet_count).toBe(0);
  });

  it('keeping the same ids wipes nothing', async () => {
    loginAs('demo@example.org');
    const before = await getProfile();
    const after = await updateProfile({ author_id: before.author_id ?? '', twitter_account_id: before.twitter_account_id ?? '' });
    expect(after.paper_count).toBe(before.paper_count);
    expect(after.tweet_count).toBe(before.tweet_count);
  });
});

describe('PATCH /api/accounts/profile/ with a new Bluesky handle (live account)', () => {
  fastSourcesOverMemoryCache();

  const ownPosts = (userId: number) => db.state().tweets.filter((tweet) => tweet.user === userId && tweet.screen_name === null);
  const interestsOf = (userId: number) => db.state().longTerm.filter((interest) => interest.user === userId);
  const handlesOf = (userId: number) => new Set(ownPosts(userId).map((post) => (JSON.parse(post.entities ?? '{}') as { handle?: string }).handle));

  it('linking, replacing and removing the handle reads its posts into the profile, and takes them out again', async () => {
    const world = createBlueskyWorld();
    const calls: ScholarCalls = { author: 0, pages: [], search: [] };
    server.use(...semanticScholarHandlers([fixtureAuthor({ count: 12, years: 3 })], [], calls), ...blueskyHandlers(world), wikipediaHandler());
    const registered = await registerUser({ ...newAccount, author_id: FIXTURE_AUTHOR_ID });
    await whenLiveImportSettles(db, registered.id);
    loginAs(newAccount.email);
    expect(ownPosts(registered.id)).toEqual([]);
    const paperPages = calls.pages.length;
    const paperKeywords = interestsOf(registered.id).map((interest) => interest.keyword);
    expect(paperKeywords.length).toBeGreaterThan(0);

    // linked: the import reads the handle's posts (not the papers again) and computes the profile with them
    const linked = await updateProfile({ twitter_account_id: 'ada.bsky.social' });
    expect(linked.twitter_account_id).toBe('ada.bsky.social');
    await whenLiveImportSettles(db, registered.id);
    expect(world.requests.some((request) => request.includes('getAuthorFeed') && request.includes('ada.bsky.social'))).toBe(true);
    expect(ownPosts(registered.id).length).toBeGreaterThan(50);
    expect(handlesOf(registered.id)).toEqual(new Set(['ada.bsky.social']));
    expect(interestsOf(registered.id).some((interest) => interest.tweet_ids.length > 0)).toBe(true);
    expect(interestsOf(registered.id).some((interest) => interest.paper_ids.length > 0)).toBe(true);
    expect(calls.pages).toHaveLength(paperPages);
    expect((await getProfile()).tweet_count).toBe(ownPosts(registered.id).length);

    // the same handle typed otherwise reads nothing again
    const feedReads = world.requests.filter((request) => request.includes('getAuthorFeed')).length;
    await updateProfile({ twitter_account_id: '@ada.bsky.social' });
    await whenLiveImportSettles(db, registered.id);
    expect(world.requests.filter((request) => request.includes('getAuthorFeed'))).toHaveLength(feedReads);

    // replaced: the old handle's posts go, the new one's come in
    await updateProfile({ twitter_account_id: 'scholar0.bsky.social' });
    await whenLiveImportSettles(db, registered.id);
    expect(handlesOf(registered.id)).toEqual(new Set(['scholar0.bsky.social']));
    expect(ownPosts(registered.id)).toHaveLength(12);
    const postIds = new Set(ownPosts(registered.id).map((post) => post.id));
    expect(interestsOf(registered.id).flatMap((interest) => interest.tweet_ids).every((id) => postIds.has(id))).toBe(true);

    // removed: no posts, and the profile stands on the papers alone
    const removed = await updateProfile({ twitter_account_id: '' });
    await whenLiveImportSettles(db, registered.id);
    expect(removed.tweet_count).toBe(0);
    expect(ownPosts(registered.id)).toEqual([]);
    expect(interestsOf(registered.id).every((interest) => interest.tweet_ids.length === 0)).toBe(true);
    expect(interestsOf(registered.id).map((interest) => interest.keyword).sort()).toEqual([...paperKeywords].sort());
    expect(calls.pages).toHaveLength(paperPages);
  });
});

describe('public profile, search, import status', () => {
  it('public-profile works anonymously; unknown id is JSON 404; non-numeric id and missing slash are HTML 404', async () => {
    await expect(getPublicProfile(2)).resolves.toMatchObject({ id: 2 });
    const missing = await failure(getPublicProfile(9999));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not found.' });
    const word = await raw('/api/accounts/public-profile/abc/');
    expect(word.status).toBe(404);
    expect(word.headers.get('Content-Type')).toContain('text/html');
    expect((await raw('/api/accounts/public-profile/2')).status).toBe(404);
    expect((await raw('/api/accounts/nothing-here/')).status).toBe(404);
  });

  it('user-search matches email, first or last name case-insensitively and returns full users', async () => {
    const byFirst = await searchUsers('LENA');
    expect(byFirst.map((u) => u.email)).toEqual(['demo@example.org']);
    expect(byFirst[0]).toHaveProperty('paper_count');
    const byDomain = await searchUsers('example.com');
    expect(byDomain.map((u) => u.email)).toEqual(['admin_user@example.com']);
    await expect(searchUsers('zzzz')).resolves.toEqual([]);
    const byLast = await searchUsers('berg');
    expect(byLast.map((u) => u.last_name)).toEqual(['Berg']);
  });

  it('data-import-status answers false without a token and the running state with one', async () => {
    await expect(getDataImportStatus()).resolves.toEqual({ data_being_loaded: false });
    const { user } = loginAs('demo@example.org');
    db.startImport(user.id);
    await expect(getDataImportStatus()).resolves.toEqual({ data_being_loaded: true });
  });

  it('wrong method on an existing route is a JSON 405', async () => {
    const response = await raw('/api/accounts/login/', { method: 'GET' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ detail: 'Method "GET" not allowed.' });
  });
});
