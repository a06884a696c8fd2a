import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/backend/node';
import { ApiError } from '../http';
import { getDataImportStatus, getProfile, getPublicProfile, loginUser, logoutUser, registerUser, searchUsers, updateProfile } from './accounts';
import { computeKeywordSimilarity, extractInterests, getUserSimilarity } from './demo';
import {
  addBlacklistedKeyword,
  deleteBlacklistedKeyword,
  deleteInterest,
  getActivityStats,
  getBlacklist,
  getLongTermInterests,
  getOwnInterests,
  getShortTermInterests,
  getStreamGraph,
  saveInterests,
  triggerDataUpdate,
  triggerPaperUpdate,
} from './interests';
import { createPaper, deletePaper, getPaper, getPapers, updatePaper } from './papers';
import { deleteSavedTweet, getRecommendedTweets, getSavedTweets, saveTweet } from './tweets';

const ORIGIN = 'http://api.test';
const TOKEN = '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b';

type Captured = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  contentType: string | null;
  authorization: string | null;
};

/**
 * Answers every request to the test origin with `respond()` and records what was sent.
 * Registered with server.use, so it takes precedence over the built-in backend's handlers.
 */
function serve(respond: () => Response): Captured[] {
  const calls: Captured[] = [];
  server.use(
    http.all(`${ORIGIN}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      calls.push({
        method: request.method,
        path: url.pathname,
        search: url.search,
        body: text === '' ? undefined : JSON.parse(text),
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
      });
      return respond();
    }),
  );
  return calls;
}

const json = (body: JsonBodyType, status = 200) => () => HttpResponse.json(body, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

/** The one request a call made. */
function only(calls: Captured[]): Captured {
  expect(calls).toHaveLength(1);
  const call = calls[0];
  if (!call) throw new Error('no request was sent');
  return call;
}

// ---- Example bodies from the API contract ----

const ADA = {
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  id: 42,
  twitter_account_id: '@ada',
  author_id: '1741101',
  paper_count: 12,
  tweet_count: 310,
};
const GRACE = {
  email: 'grace@example.org',
  first_name: 'Grace',
  last_name: 'Hopper',
  id: 57,
  twitter_account_id: null,
  author_id: '2280041',
  paper_count: 9,
  tweet_count: 0,
};
const PAPER = {
  id: 8,
  paper_id: 'manual',
  title: 'Peer feedback at scale',
  authors: null,
  url: null,
  year: 2023,
  abstract: '',
  used_in_calc: false,
  updated_on: '2024-05-04T08:00:01.250300',
  created_on: '2024-05-04T08:00:01.250270',
  user: 42,
};
const MANUAL_INTEREST = {
  id: 95,
  keyword: 'open educational resources',
  original_keyword: '',
  original_keywords: [],
  categories: [],
  tweet_ids: [],
  papers: [],
  weight: 3.5,
  source: 'Manual',
  updated_on: '2024-05-01T10:00:00.000001',
  created_on: '2024-05-01T10:00:00',
  user: 42,
  tweets: [],
};
const SHORT_TERM_INTEREST = {
  id: 311,
  keyword: 'learning analytics',
  original_keyword: '',
  original_keywords: ['learning analytics'],
  categories: [{ name: 'Educational technology' }],
  paper_db_ids: [],
  tweet_ids: ['1786000000000000001'],
  weight: 5.0,
  source: 'Twitter',
  model_month: 4,
  model_year: 2024,
  used_in_calc: true,
  updated_on: '2024-04-30T09:15:02.000120',
  created_on: '2024-04-30T09:15:02.000100',
  user: 42,
  tweets: [901],
  papers: [],
};
const STREAM_GRAPH = {
  twitter_data: { 'April 2024': [], 'May 2024': [{ keyword__name: 'learning analytics', weight: 3.3 }] },
  paper_data: { '2023': [{ keyword__name: 'dashboard', weight: 2.0 }], '2024': [] },
};
const ACTIVITY_STATS = { papers: { '2019': 2, '2021': 5, '2023': 1 }, tweets: { 'March 2024': 211, 'April 2024': 99 } };
const USER_SIMILARITY = {
  score: 81.37,
  bar_chart_data: { user_1_data: { mooc: 3.2 }, user_2_data: { mooc: 1 } },
  heat_map_data: { mooc: { 'learning analytics': 0.62 } },
  venn_chart_data: {
    user_1_exclusive_interest: [],
    user_2_exclusive_interest: ['dashboard'],
    similar_interests: { user_1: { mooc: ['learning analytics'] }, user_2: { 'learning analytics': ['mooc'] } },
  },
};
const RECOMMENDED_TWEET = {
  id_str: '1787712345678901234',
  created_at: 'Tue May 07 08:15:00 +0000 2024',
  full_text: 'New paper on learning analytics dashboards for teachers',
  retweet_count: 4,
  favorite_count: 17,
  user: {
    id_str: '123456789',
    name: 'LA Lab',
    screen_name: 'la_lab',
    description: 'Research group',
    url: null,
    followers_count: 5120,
    friends_count: 300,
    statuses_count: 8800,
    profile_image_url_https: 'https://pbs.twimg.com/profile_images/1/abc_normal.jpg',
    profile_background_color: 'C0DEED',
  },
  color: 'rgb(140,120,200)',
  tagId: 88,
  score: 74.12,
};
const SAVED_TWEET = {
  id_str: '1787712345678901234',
  full_text: 'New paper on learning analytics dashboards for teachers',
  entities: null,
  screen_name: 'la_lab',
};

beforeEach(() => {
  localStorage.setItem('accessToken', TOKEN);
});

describe('accounts endpoints', () => {
  it('registerUser POSTs only the six registration fields to /api/accounts/register/', async () => {
    const calls = serve(json({ ...ADA, paper_count: 0, tweet_count: 0 }));
    localStorage.clear();
    const form = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical-engine',
      twitter_account_id: '@ada',
      author_id: '1741101',
      is_staff: true,
      confirm_password: 'analytical-engine',
    };
    const user = await registerUser(form);
    const call = only(calls);
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/api/accounts/register/');
    expect(call.contentType).toBe('application/json');
    expect(call.authorization).toBeNull();
    expect(call.body).toStrictEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical-engine',
      twitter_account_id: '@ada',
      author_id: '1741101',
    });
    expect(user).toEqual({ ...ADA, paper_count: 0, tweet_count: 0 });
  });

  it('loginUser POSTs email and password to /api/accounts/login/ and returns the token', async () => {
    const calls = serve(json({ ...ADA, token: TOKEN, data_being_loaded: false }));
    const result = await loginUser({ email: 'ada@example.org', password: 'analytical-engine' });
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/accounts/login/' });
    expect(call.body).toStrictEqual({ email: 'ada@example.org', password: 'analytical-engine' });
    expect(result.token).toBe(TOKEN);
    expect(result.data_being_loaded).toBe(false);
    expect(result.id).toBe(42);
  });

  it('loginUser rejects with the 400 body on invalid credentials', async () => {
    serve(json({ detail: 'Invalid credentials' }, 400));
    const error = await loginUser({ email: 'ada@example.org', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, endpoint: 'login', body: { detail: 'Invalid credentials' } });
  });

  it('logoutUser POSTs {} to /api/accounts/logout/ with the token', async () => {
    const calls = serve(json({}));
    await expect(logoutUser()).resolves.toBeUndefined();
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/accounts/logout/', authorization: `Token ${TOKEN}` });
    expect(call.body).toStrictEqual({});
  });

  it('getProfile GETs /api/accounts/profile/ with the token and no body', async () => {
    const profile = { ...ADA, twitter_account_id: '', tweet_count: 0 };
    const calls = serve(json(profile));
    await expect(getProfile()).resolves.toEqual(profile);
    const call = only(calls);
    expect(call).toMatchObject({ method: 'GET', path: '/api/accounts/profile/', search: '', authorization: `Token ${TOKEN}` });
    expect(call.body).toBeUndefined();
  });

  it('getProfile turns the HTML 500 of an anonymous call into an http error with a null body', async () => {
    serve(() => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    await expect(getProfile()).rejects.toMatchObject({ kind: 'http', status: 500, body: null, endpoint: 'profile' });
  });

  it('updateProfile PATCHes /api/accounts/profile/ with exactly the changed fields', async () => {
    const updated = { ...ADA, twitter_account_id: '@ada_l', tweet_count: 0 };
    const calls = serve(json(updated));
    const result = await updateProfile({ twitter_account_id: '@ada_l', first_name: 'Ada' });
    const call = only(calls);
    expect(call).toMatchObject({ method: 'PATCH', path: '/api/accounts/profile/', contentType: 'application/json' });
    expect(call.body).toStrictEqual({ twitter_account_id: '@ada_l', first_name: 'Ada' });
    expect(result).toEqual(updated);
  });

  it('getPublicProfile GETs /api/accounts/public-profile/{id}/', async () => {
    const calls = serve(json(GRACE));
    await expect(getPublicProfile(57)).resolves.toEqual(GRACE);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/accounts/public-profile/57/' });
  });

  it('getPublicProfile rejects with 404 {"detail":"Not found."} for an unknown id', async () => {
    serve(json({ detail: 'Not found.' }, 404));
    await expect(getPublicProfile(9999)).rejects.toMatchObject({ kind: 'http', status: 404, body: { detail: 'Not found.' } });
  });

  it.each([
    ['ada', '/api/accounts/user-search/ada/'],
    ['a b', '/api/accounts/user-search/a%20b/'],
    ['a/b', '/api/accounts/user-search/a%2Fb/'],
    ['ada?x=1#y', '/api/accounts/user-search/ada%3Fx%3D1%23y/'],
  ])('searchUsers(%j) GETs %s (the query as one encoded segment)', async (query, path) => {
    const calls = serve(json([ADA, GRACE]));
    const users = await searchUsers(query);
    const call = only(calls);
    expect(call).toMatchObject({ method: 'GET', path, search: '' });
    expect(users.map((user) => user.id)).toEqual([42, 57]);
  });

  it('getDataImportStatus GETs /api/accounts/data-import-status/', async () => {
    const calls = serve(json({ data_being_loaded: true }));
    await expect(getDataImportStatus()).resolves.toEqual({ data_being_loaded: true });
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/accounts/data-import-status/' });
  });
});

describe('data update endpoints', () => {
  it('triggerDataUpdate POSTs {} to the misspelt /api/interests/trigger-data-updata/', async () => {
    const calls = serve(json({}));
    await expect(triggerDataUpdate()).resolves.toBeUndefined();
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/trigger-data-updata/' });
    expect(call.body).toStrictEqual({});
  });

  it('triggerPaperUpdate POSTs {} to /api/interests/trigger-paper-updata/', async () => {
    const calls = serve(json({}));
    await expect(triggerPaperUpdate()).resolves.toBeUndefined();
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/trigger-paper-updata/' });
    expect(call.body).toStrictEqual({});
  });

  it('triggerDataUpdate rejects a non-object answer as a contract error', async () => {
    serve(json([]));
    await expect(triggerDataUpdate()).rejects.toMatchObject({ kind: 'contract', endpoint: 'refresh account data' });
  });
});

describe('paper endpoints', () => {
  const input = {
    title: 'Peer feedback at scale',
    url: 'https://example.org/pf',
    year: '2023',
    authors: 'A. Lovelace',
    abstract: 'We analyse …',
  };

  it('getPapers GETs /api/interests/papers/', async () => {
    const calls = serve(json([PAPER, { ...PAPER, id: 3, year: 2021 }]));
    const papers = await getPapers();
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/papers/' });
    expect(papers.map((paper) => [paper.id, paper.year])).toEqual([
      [8, 2023],
      [3, 2021],
    ]);
  });

  it('getPapers reports a wrongly typed field as a contract error naming the field and the problem', async () => {
    serve(json([PAPER, { ...PAPER, id: 3, title: 5 }]));
    const error = await getPapers().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'contract', endpoint: 'papers', status: 200 });
    expect((error as ApiError).message).toBe(
      'papers: unexpected answer from the server at 1.title (Invalid input: expected string, received number).',
    );
  });

  it('getPapers reports a year that is not a number as a contract error naming the field and the pattern', async () => {
    serve(json([{ ...PAPER, year: 'soon' }]));
    const error = await getPapers().catch((reason: unknown) => reason);
    expect(error).toMatchObject({ kind: 'contract', endpoint: 'papers' });
    expect((error as ApiError).message).toBe(
      'papers: unexpected answer from the server at 0.year (Invalid string: must match pattern /^-?\\d+(\\.\\d+)?$/).',
    );
  });

  it('getPaper GETs /api/interests/papers/{id}/', async () => {
    const calls = serve(json(PAPER));
    await expect(getPaper(8)).resolves.toEqual(PAPER);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/papers/8/' });
  });

  it('createPaper POSTs the five paper fields (no user, paper_id or used_in_calc) to /api/interests/papers/', async () => {
    const calls = serve(json(PAPER));
    const withExtras = { ...input, user: 57, paper_id: 'x', used_in_calc: true };
    await expect(createPaper(withExtras)).resolves.toEqual(PAPER);
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/papers/', contentType: 'application/json' });
    expect(call.body).toStrictEqual({
      title: 'Peer feedback at scale',
      url: 'https://example.org/pf',
      year: '2023',
      authors: 'A. Lovelace',
      abstract: 'We analyse …',
    });
  });

  it('updatePaper PATCHes /api/interests/papers/{id}/ with the five paper fields', async () => {
    const updated = { ...PAPER, title: 'Peer feedback at scale (revised)', authors: 'A. Lovelace' };
    const calls = serve(json(updated));
    const result = await updatePaper(8, { ...input, title: 'Peer feedback at scale (revised)' });
    const call = only(calls);
    expect(call).toMatchObject({ method: 'PATCH', path: '/api/interests/papers/8/' });
    expect(call.body).toStrictEqual({ ...input, title: 'Peer feedback at scale (revised)' });
    expect(result.title).toBe('Peer feedback at scale (revised)');
  });

  it('deletePaper DELETEs /api/interests/papers/{id}/ and resolves on 204', async () => {
    const calls = serve(noContent);
    await expect(deletePaper(8)).resolves.toBeUndefined();
    const call = only(calls);
    expect(call).toMatchObject({ method: 'DELETE', path: '/api/interests/papers/8/' });
    expect(call.body).toBeUndefined();
  });

  it('deletePaper rejects a 404 for another user\'s paper', async () => {
    serve(json({ detail: 'Not found.' }, 404));
    await expect(deletePaper(3)).rejects.toMatchObject({ kind: 'http', status: 404, endpoint: 'delete paper' });
  });
});

describe('interest endpoints', () => {
  it('getOwnInterests GETs /api/interests/long-term/', async () => {
    const calls = serve(json([MANUAL_INTEREST]));
    const interests = await getOwnInterests();
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/long-term/', search: '' });
    expect(interests).toEqual([MANUAL_INTEREST]);
  });

  it('saveInterests POSTs {keywords:[{name,weight,source,id?}]} to /api/interests/long-term/', async () => {
    const calls = serve(json({}));
    await expect(
      saveInterests([
        { name: 'Open Educational Resources', weight: '3.5', source: 'Scholar', id: 95 },
        { name: 'dashboard', weight: 2, source: 'Manual' },
      ]),
    ).resolves.toBeUndefined();
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/long-term/' });
    expect(call.body).toStrictEqual({
      keywords: [
        { name: 'Open Educational Resources', weight: '3.5', source: 'Scholar', id: 95 },
        { name: 'dashboard', weight: 2, source: 'Manual' },
      ],
    });
  });

  it('saveInterests sends an empty list as {keywords: []}', async () => {
    const calls = serve(json({}));
    await saveInterests([]);
    expect(only(calls).body).toStrictEqual({ keywords: [] });
  });

  it('saveInterests rejects with the positional 400 body', async () => {
    const body = { keywords: [{ name: ['This field may not be blank.'] }, {}] };
    serve(json(body, 400));
    await expect(saveInterests([{ name: '', weight: 3, source: 'Manual' }, { name: 'mooc', weight: 2, source: 'Manual' }])).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      body,
    });
  });

  it('deleteInterest DELETEs /api/interests/long-term/{id}/', async () => {
    const calls = serve(noContent);
    await expect(deleteInterest(95)).resolves.toBeUndefined();
    expect(only(calls)).toMatchObject({ method: 'DELETE', path: '/api/interests/long-term/95/' });
  });

  it('getBlacklist GETs /api/interests/black-listed-keywords/', async () => {
    const calls = serve(json([{ id: 4, keyword: 'mooc' }]));
    await expect(getBlacklist()).resolves.toEqual([{ id: 4, keyword: 'mooc' }]);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/black-listed-keywords/' });
  });

  it('getBlacklist reports the real server\'s HTML 404 as an http error with a null body', async () => {
    serve(() => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }));
    await expect(getBlacklist()).rejects.toMatchObject({ kind: 'http', status: 404, body: null });
  });

  it('addBlacklistedKeyword POSTs {keywords:[kw]} to /api/interests/black-listed-keywords/', async () => {
    const calls = serve(json([{ id: 4, keyword: 'mooc' }]));
    await expect(addBlacklistedKeyword('mooc')).resolves.toEqual([{ id: 4, keyword: 'mooc' }]);
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/black-listed-keywords/' });
    expect(call.body).toStrictEqual({ keywords: ['mooc'] });
  });

  it('deleteBlacklistedKeyword DELETEs /api/interests/black-listed-keywords/{id}/', async () => {
    const calls = serve(noContent);
    await expect(deleteBlacklistedKeyword(4)).resolves.toBeUndefined();
    expect(only(calls)).toMatchObject({ method: 'DELETE', path: '/api/interests/black-listed-keywords/4/' });
  });

  it('getShortTermInterests GETs /api/interests/short-term/user/{id}/ with the trailing slash', async () => {
    const calls = serve(json([SHORT_TERM_INTEREST]));
    const interests = await getShortTermInterests(42);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/short-term/user/42/' });
    expect(interests).toEqual([SHORT_TERM_INTEREST]);
  });

  it('getLongTermInterests GETs /api/interests/long-term/user/{id}/ with the trailing slash', async () => {
    const calls = serve(json([MANUAL_INTEREST]));
    const interests = await getLongTermInterests(57);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/long-term/user/57/' });
    expect(interests[0]?.keyword).toBe('open educational resources');
  });

  it('getStreamGraph GETs /api/interests/stream-graph/user/{id}/ with the trailing slash', async () => {
    const calls = serve(json(STREAM_GRAPH));
    await expect(getStreamGraph(42)).resolves.toEqual(STREAM_GRAPH);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/stream-graph/user/42/' });
  });

  it('getActivityStats GETs /api/interests/activity-stats/user/{id}/ with the trailing slash', async () => {
    const calls = serve(json(ACTIVITY_STATS));
    await expect(getActivityStats(42)).resolves.toEqual(ACTIVITY_STATS);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/activity-stats/user/42/' });
  });
});

describe('demo and similarity endpoints', () => {
  it('extractInterests POSTs the input to /api/interests/interest-extraction/', async () => {
    const result = { 'Learning analytics': 5.0, Dashboard: 3.3, 'Educational data mining': 1.7, Feedback: 1 };
    const calls = serve(json(result));
    localStorage.clear();
    const input = { text: 'Learning analytics dashboards give feedback.', algorithm: 'Yake' as const, num_of_keywords: '10', wiki_filter: false };
    await expect(extractInterests(input)).resolves.toEqual(result);
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/interest-extraction/', authorization: null });
    expect(call.body).toStrictEqual(input);
  });

  it('computeKeywordSimilarity POSTs both keyword lists and the algorithm to /api/interests/similarity/', async () => {
    const calls = serve(json({ score: 73.45 }));
    const input = { keywords_1: ['mooc'], keywords_2: ['learning analytics', 'dashboard'], algorithm: 'WordEmbedding' as const };
    await expect(computeKeywordSimilarity(input)).resolves.toEqual({ score: 73.45 });
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/similarity/' });
    expect(call.body).toStrictEqual(input);
  });

  it('getUserSimilarity GETs /api/interests/similarity/{id}/', async () => {
    const calls = serve(json(USER_SIMILARITY));
    await expect(getUserSimilarity(57)).resolves.toEqual(USER_SIMILARITY);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/similarity/57/', authorization: `Token ${TOKEN}` });
  });

  it('getUserSimilarity passes the "N/A" score through', async () => {
    serve(json({ ...USER_SIMILARITY, score: 'N/A' }));
    await expect(getUserSimilarity(57)).resolves.toMatchObject({ score: 'N/A' });
  });
});

describe('tweet endpoints', () => {
  it('getRecommendedTweets POSTs a bare array of {id,text,n_tweets,color} to /api/interests/recommended-tweets (no slash)', async () => {
    const response = { message: 'Hello, world!', data: [RECOMMENDED_TWEET] };
    const calls = serve(json(response));
    const tags = [
      { id: 88, text: 'learning analytics', n_tweets: '5', color: 'rgb(140,120,200)', weight: 5, lang: 'en', lat: 50.7, place: 'Aachen' },
      { id: 'custom-1', text: 'mooc', n_tweets: 3, color: '#ff0000', retweets: 10 },
    ];
    const result = await getRecommendedTweets(tags);
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/recommended-tweets' });
    expect(call.body).toStrictEqual([
      { id: 88, text: 'learning analytics', n_tweets: '5', color: 'rgb(140,120,200)' },
      { id: 'custom-1', text: 'mooc', n_tweets: 3, color: '#ff0000' },
    ]);
    expect(result).toEqual(response);
  });

  it('getRecommendedTweets sends [] for no tags', async () => {
    const calls = serve(json({ message: 'Hello, world!', data: [] }));
    await expect(getRecommendedTweets([])).resolves.toEqual({ message: 'Hello, world!', data: [] });
    expect(only(calls).body).toStrictEqual([]);
  });

  it('saveTweet POSTs id_str, full_text and screen_name to /api/interests/tweets (no slash) and accepts 201', async () => {
    const calls = serve(json(SAVED_TWEET, 201));
    const tweet = { id_str: SAVED_TWEET.id_str, full_text: SAVED_TWEET.full_text, screen_name: 'la_lab', user: 'LA Lab', media: [] };
    await expect(saveTweet(tweet)).resolves.toEqual(SAVED_TWEET);
    const call = only(calls);
    expect(call).toMatchObject({ method: 'POST', path: '/api/interests/tweets' });
    expect(call.body).toStrictEqual({ id_str: SAVED_TWEET.id_str, full_text: SAVED_TWEET.full_text, screen_name: 'la_lab' });
  });

  it('getSavedTweets GETs /api/interests/tweets (no slash)', async () => {
    const imported = { id_str: '1786000000000000001', full_text: 'our lak paper is out', entities: '{"hashtags": []}', screen_name: null };
    const calls = serve(json([imported, SAVED_TWEET]));
    await expect(getSavedTweets()).resolves.toEqual([imported, SAVED_TWEET]);
    expect(only(calls)).toMatchObject({ method: 'GET', path: '/api/interests/tweets' });
  });

  it('deleteSavedTweet DELETEs /api/interests/tweets/{id_str} (no slash)', async () => {
    const calls = serve(noContent);
    await expect(deleteSavedTweet('1787712345678901234')).resolves.toBeUndefined();
    expect(only(calls)).toMatchObject({ method: 'DELETE', path: '/api/interests/tweets/1787712345678901234' });
  });

  it('deleteSavedTweet reports the 500 of a tweet saved twice as an http error', async () => {
    serve(() => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    await expect(deleteSavedTweet('1787712345678901234')).rejects.toMatchObject({ kind: 'http', status: 500, endpoint: 'hide saved tweet' });
  });
});
