import type * as z from 'zod/mini';
import {
  activityStatsSchema,
  blacklistedKeywordListSchema,
  createdPaperSchema,
  dataImportStatusSchema,
  emptyObjectSchema,
  extractionResultSchema,
  interestSourceSchema,
  keywordSimilaritySchema,
  loginResponseSchema,
  longTermInterestListSchema,
  longTermInterestSchema,
  numeric,
  paperListSchema,
  paperSchema,
  recommendedTweetsResponseSchema,
  savedTweetListSchema,
  savedTweetSchema,
  shortTermInterestListSchema,
  shortTermInterestSchema,
  streamGraphSchema,
  userListSchema,
  userSchema,
  userSimilaritySchema,
  MAX_NAME_LENGTH,
  MAX_PAPER_KEYPHRASES,
  recommendedPublicationsSchema,
} from './schemas';

/** Parses a JSON text (as the server sends it) with a schema. */
function parseJson<S extends z.ZodMiniType>(schema: S, text: string) {
  return schema.safeParse(JSON.parse(text));
}

/** The first issue's path, to check that a rejection points at the right field. */
function failurePath(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }): string {
  expect(result.success).toBe(false);
  return (result.error?.issues[0]?.path ?? []).map(String).join('.');
}

// ---- Example bodies copied from the API contract ----

const REGISTER_USER = `{"email":"ada@example.org","first_name":"Ada","last_name":"Lovelace","id":42,"twitter_account_id":"@ada","author_id":"1741101","paper_count":0,"tweet_count":0}`;
const LOGIN_RESPONSE = `{"email":"ada@example.org","first_name":"Ada","last_name":"Lovelace","id":42,"twitter_account_id":"@ada","author_id":"1741101","paper_count":12,"tweet_count":310,"token":"9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b","data_being_loaded":false}`;
const PROFILE = `{"email":"ada@example.org","first_name":"Ada","last_name":"Lovelace","id":42,"twitter_account_id":"","author_id":"1741101","paper_count":12,"tweet_count":0}`;
const PUBLIC_PROFILE = `{"email":"grace@example.org","first_name":"Grace","last_name":"Hopper","id":57,"twitter_account_id":null,"author_id":"2280041","paper_count":9,"tweet_count":0}`;
const USER_SEARCH = `[{"email":"ada@example.org","first_name":"Ada","last_name":"Lovelace","id":42,"twitter_account_id":"@ada","author_id":"1741101","paper_count":12,"tweet_count":310},
 {"email":"adam@example.org","first_name":"Adam","last_name":"Smith","id":57,"twitter_account_id":null,"author_id":null,"paper_count":0,"tweet_count":0}]`;
const PAPERS = `[{"id":7,"paper_id":"manual","title":"Open learner models in practice","authors":"A. Lovelace, C. Babbage","url":"https://example.org/olm","year":2022,"abstract":"We report on …","used_in_calc":false,"updated_on":"2024-05-03T14:07:21.481516","created_on":"2024-05-03T14:07:21.481470","user":42},
 {"id":3,"paper_id":"1f9a6c2e0b7d4e5f8a9b0c1d2e3f4a5b6c7d8e9f","title":"Learning analytics dashboards","authors":"Ada Lovelace,Charles Babbage","url":"https://www.semanticscholar.org/paper/1f9a6c2e0b7d4e5f8a9b0c1d2e3f4a5b6c7d8e9f","year":2021,"abstract":null,"used_in_calc":true,"updated_on":"2024-04-30T09:12:00.120000","created_on":"2024-04-30T09:12:00.119000","user":42}]`;
const CREATED_PAPER = `{"id":8,"paper_id":"manual","title":"Peer feedback at scale","authors":null,"url":null,"year":2023,"abstract":"","used_in_calc":false,"updated_on":"2024-05-04T08:00:01.250300","created_on":"2024-05-04T08:00:01.250270","user":42}`;
const UPDATED_PAPER = `{"id":8,"paper_id":"manual","title":"Peer feedback at scale (revised)","authors":"A. Lovelace","url":"https://example.org/pf","year":2023,"abstract":"We analyse …","used_in_calc":false,"updated_on":"2024-05-05T10:31:44.900100","created_on":"2024-05-04T08:00:01.250270","user":42}`;
const OWN_INTERESTS = `[{"id":95,"keyword":"open educational resources","original_keyword":"","original_keywords":[],"categories":[],"tweet_ids":[],"papers":[],"weight":3.5,"source":"Manual","updated_on":"2024-05-01T10:00:00.000001","created_on":"2024-05-01T10:00:00","user":42,"tweets":[]}]`;
const SHORT_TERM = `[{"id":311,"keyword":"learning analytics","original_keyword":"","original_keywords":["learning analytics"],"categories":[{"name":"Educational technology"}],"paper_db_ids":[],"tweet_ids":["1786000000000000001"],"weight":5.0,"source":"Twitter","model_month":4,"model_year":2024,"used_in_calc":true,"updated_on":"2024-04-30T09:15:02.000120","created_on":"2024-04-30T09:15:02.000100","user":42,"tweets":[901],"papers":[]}]`;
const LONG_TERM = `[{"id":88,"keyword":"learning analytics","original_keyword":"","original_keywords":["learning analytics","analytics"],"categories":[{"name":"Educational technology"},{"name":"Learning"}],"tweet_ids":["1786000000000000001"],"papers":[{"id":3,"paper_id":"1f9a6c2e0b7d4e5f8a9b0c1d2e3f4a5b6c7d8e9f","title":"Learning analytics dashboards","authors":"Ada Lovelace,Charles Babbage","url":"https://www.semanticscholar.org/paper/1f9a6c2e0b7d4e5f8a9b0c1d2e3f4a5b6c7d8e9f","year":2021,"abstract":"Dashboards …","used_in_calc":true,"updated_on":"2024-04-30T09:12:00.120000","created_on":"2024-04-30T09:12:00.119000","user":42}],"weight":5.0,"source":"Scholar & Twitter","updated_on":"2024-04-30T09:16:40.512000","created_on":"2024-04-30T09:16:40.511000","user":42,"tweets":[901]},
 {"id":95,"keyword":"open educational resources","original_keyword":"","original_keywords":[],"categories":[],"tweet_ids":[],"papers":[],"weight":3.5,"source":"Manual","updated_on":"2024-05-01T10:00:00.000001","created_on":"2024-05-01T10:00:00","user":42,"tweets":[]}]`;
const STREAM_GRAPH = `{"twitter_data":{"December 2023":[],"January 2024":[{"keyword__name":"learning analytics","weight":3.3}],"February 2024":[],"March 2024":[{"keyword__name":"learning analytics","weight":4.1},{"keyword__name":"mooc","weight":1.0}],"April 2024":[],"May 2024":[]},
 "paper_data":{"2020":[],"2021":[{"keyword__name":"dashboard","weight":5.0}],"2022":[],"2023":[{"keyword__name":"learning analytics","weight":2.0}],"2024":[]}}`;
const ACTIVITY_STATS = `{"papers":{"2019":2,"2021":5,"2023":1},"tweets":{"March 2024":211,"April 2024":99}}`;
const EXTRACTION = `{"Learning analytics":5.0,"Dashboard":3.3,"Educational data mining":1.7,"Feedback":1}`;
const USER_SIMILARITY = `{"score":81.37,
 "bar_chart_data":{"user_1_data":{"learning analytics":5.0,"mooc":3.2,"dashboard":1.6203950643539429},"user_2_data":{"learning analytics":4.4,"mooc":1,"dashboard":2.5}},
 "heat_map_data":{"learning analytics":{"learning analytics":1.0,"dashboard":0.5299999713897705},"mooc":{"learning analytics":0.62,"dashboard":0.31}},
 "venn_chart_data":{"user_1_exclusive_interest":[],"user_2_exclusive_interest":["dashboard"],"similar_interests":{"user_1":{"learning analytics":["learning analytics"],"mooc":["learning analytics"]},"user_2":{"learning analytics":["learning analytics","mooc"]}}}}`;
const RECOMMENDED_TWEETS = `{"message":"Hello, world!","data":[
  {"id_str":"1787712345678901234","created_at":"Tue May 07 08:15:00 +0000 2024","full_text":"New paper on learning analytics dashboards for teachers","retweet_count":4,"favorite_count":17,
   "media":[{"media_url_https":"https://pbs.twimg.com/media/GM1abcXYZ.jpg","type":"photo"}],
   "user":{"id_str":"123456789","name":"LA Lab","screen_name":"la_lab","description":"Research group","url":null,"followers_count":5120,"friends_count":300,"statuses_count":8800,"profile_image_url_https":"https://pbs.twimg.com/profile_images/1/abc_normal.jpg","profile_background_color":"C0DEED"},
   "color":"rgb(140,120,200)","tagId":88,"score":74.12}]}`;
const SAVED_TWEET = `{"id_str":"1787712345678901234","full_text":"New paper on learning analytics dashboards for teachers","entities":null,"screen_name":"la_lab"}`;
const SAVED_TWEETS = `[{"id_str":"1786000000000000001","full_text":"our lak paper is out","entities":"{\\"hashtags\\": [], \\"symbols\\": [], \\"user_mentions\\": [], \\"urls\\": []}","screen_name":null},
 {"id_str":"1787712345678901234","full_text":"New paper on learning analytics dashboards for teachers","entities":null,"screen_name":"la_lab"}]`;

describe('numeric', () => {
  it.each([
    [2019, 2019],
    ['2019', 2019],
    ['3.5', 3.5],
    [' 4 ', 4],
    ['-1', -1],
    [0.7200000286102295, 0.7200000286102295],
  ])('accepts %j as %j', (input, expected) => {
    expect(numeric.parse(input)).toBe(expected);
  });

  it.each(['', 'abc', '3.', '1e3', 'N/A', null, true, Number.NaN, [], {}])('rejects %j', (input) => {
    expect(numeric.safeParse(input).success).toBe(false);
  });
});

describe('userSchema', () => {
  it('parses the register example', () => {
    expect(userSchema.parse(JSON.parse(REGISTER_USER))).toEqual({
      email: 'ada@example.org',
      first_name: 'Ada',
      last_name: 'Lovelace',
      id: 42,
      twitter_account_id: '@ada',
      author_id: '1741101',
      paper_count: 0,
      tweet_count: 0,
    });
  });

  it('keeps an empty Twitter handle as "" and a never-sent one as null', () => {
    expect(userSchema.parse(JSON.parse(PROFILE)).twitter_account_id).toBe('');
    expect(userSchema.parse(JSON.parse(PUBLIC_PROFILE))).toMatchObject({ id: 57, twitter_account_id: null, author_id: '2280041' });
  });

  it('parses the user-search example (a list with null ids)', () => {
    const users = userListSchema.parse(JSON.parse(USER_SEARCH));
    expect(users.map((user) => user.id)).toEqual([42, 57]);
    expect(users[1]).toMatchObject({ author_id: null, twitter_account_id: null, paper_count: 0 });
  });

  it('turns null names into "" and coerces numeric-string counts', () => {
    const user = userSchema.parse({ ...JSON.parse(PROFILE), first_name: null, last_name: null, paper_count: '12', tweet_count: '310' });
    expect(user).toMatchObject({ first_name: '', last_name: '', paper_count: 12, tweet_count: 310 });
  });

  it('ignores unknown fields such as keyword_count', () => {
    const user = userSchema.parse({ ...JSON.parse(PROFILE), keyword_count: 3 });
    expect(user).not.toHaveProperty('keyword_count');
  });

  it.each([
    ['a missing email', { email: undefined }, 'email'],
    ['a string id', { id: '42' }, 'id'],
    ['a fractional id', { id: 4.5 }, 'id'],
    ['a numeric Twitter handle', { twitter_account_id: 123 }, 'twitter_account_id'],
    ['a non-numeric count', { paper_count: 'many' }, 'paper_count'],
  ])('rejects %s', (_label, patch, path) => {
    expect(failurePath(userSchema.safeParse({ ...JSON.parse(PROFILE), ...patch }))).toBe(path);
  });

  it('rejects an array where a user object is expected', () => {
    expect(userSchema.safeParse(JSON.parse(USER_SEARCH)).success).toBe(false);
  });

  it('rejects a single user where a list is expected', () => {
    expect(userListSchema.safeParse(JSON.parse(PROFILE)).success).toBe(false);
  });
});

describe('loginResponseSchema', () => {
  it('parses the login example with token and data_being_loaded', () => {
    expect(parseJson(loginResponseSchema, LOGIN_RESPONSE).data).toMatchObject({
      id: 42,
      paper_count: 12,
      tweet_count: 310,
      token: '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b',
      data_being_loaded: false,
    });
  });

  it('rejects a plain user (no token)', () => {
    expect(failurePath(parseJson(loginResponseSchema, PROFILE))).toBe('token');
  });

  it('rejects an empty token and a non-boolean data_being_loaded', () => {
    const body = JSON.parse(LOGIN_RESPONSE);
    expect(failurePath(loginResponseSchema.safeParse({ ...body, token: '' }))).toBe('token');
    expect(failurePath(loginResponseSchema.safeParse({ ...body, data_being_loaded: 'false' }))).toBe('data_being_loaded');
  });
});

describe('dataImportStatusSchema and emptyObjectSchema', () => {
  it('parses {"data_being_loaded":true}', () => {
    expect(parseJson(dataImportStatusSchema, '{"data_being_loaded":true}').data).toEqual({ data_being_loaded: true });
  });

  it.each(['{}', '{"data_being_loaded":"true"}', '[]', 'null'])('rejects the import status %s', (text) => {
    expect(parseJson(dataImportStatusSchema, text).success).toBe(false);
  });

  it('accepts {} (and tolerates extra keys)', () => {
    expect(parseJson(emptyObjectSchema, '{}').data).toEqual({});
    expect(emptyObjectSchema.safeParse({ detail: 'ok' }).success).toBe(true);
  });

  it.each(['null', '[]', '"ok"', '0'])('rejects %s where {} is expected', (text) => {
    expect(parseJson(emptyObjectSchema, text).success).toBe(false);
  });
});

describe('paperSchema', () => {
  it('parses the papers list example, keeping a null abstract', () => {
    const papers = parseJson(paperListSchema, PAPERS).data;
    expect(papers).toHaveLength(2);
    expect(papers?.[0]).toEqual({
      id: 7,
      paper_id: 'manual',
      title: 'Open learner models in practice',
      authors: 'A. Lovelace, C. Babbage',
      url: 'https://example.org/olm',
      year: 2022,
      abstract: 'We report on …',
      used_in_calc: false,
      updated_on: '2024-05-03T14:07:21.481516',
      created_on: '2024-05-03T14:07:21.481470',
      user: 42,
    });
    expect(papers?.[1]).toMatchObject({ id: 3, year: 2021, abstract: null, used_in_calc: true });
  });

  it('parses the created and updated paper examples (null authors and url)', () => {
    expect(parseJson(paperSchema, CREATED_PAPER).data).toMatchObject({ id: 8, authors: null, url: null, abstract: '', year: 2023 });
    expect(parseJson(paperSchema, UPDATED_PAPER).data).toMatchObject({ title: 'Peer feedback at scale (revised)', authors: 'A. Lovelace' });
  });

  it('coerces a numeric-string year', () => {
    expect(paperSchema.parse({ ...JSON.parse(CREATED_PAPER), year: '2019' }).year).toBe(2019);
  });

  it.each([
    ['a missing year', { year: undefined }, 'year'],
    ['a non-numeric year', { year: 'recent' }, 'year'],
    ['a numeric title', { title: 42 }, 'title'],
    ['a string id', { id: '8' }, 'id'],
    ['a string used_in_calc', { used_in_calc: 'no' }, 'used_in_calc'],
  ])('rejects %s', (_label, patch, path) => {
    expect(failurePath(paperSchema.safeParse({ ...JSON.parse(CREATED_PAPER), ...patch }))).toBe(path);
  });

  it('rejects a paper object where the list is expected', () => {
    expect(parseJson(paperListSchema, CREATED_PAPER).success).toBe(false);
  });
});

// ---- The development line's shapes (api-contract-development 1) ----

const DEV_PAPERS = `[{"id":7,"paper_id":"8b3f0c3e-5a7e-4c1a-9d6b-2f0e1c4b5a69","title":"Open learner models in practice","authors":"A. Lovelace, C. Babbage","url":"https://example.org/olm","year":2022,"abstract":"We report on …","used_in_calc":false,"updated_on":"2024-05-03T14:07:21.481516Z","created_on":"2024-05-03T14:07:21.481470Z","user":[42,57],"author":[311,312]},
 {"id":3,"paper_id":"1f9a6c2e0b7d4e5f8a9b0c1d2e3f4a5b6c7d8e9f","title":"Learning analytics dashboards","authors":"Ada Lovelace","url":null,"year":2021,"abstract":null,"used_in_calc":true,"updated_on":"2024-04-30T09:12:00.120000Z","created_on":"2024-04-30T09:12:00.119000Z","user":[42],"author":[]}]`;
const DEV_LOGIN = `{"email":"ada@example.org","first_name":"Ada","last_name":"Lovelace","id":42,"twitter_account_id":"ada","author_id":"1741101","paper_count":12,"tweet_count":0,"token":"9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b","data_being_loaded":false,"is_staff":false}`;

describe('development line shapes', () => {
  it('parses papers whose user is a list of ids, with author ids, paper_id, used_in_calc and Z timestamps', () => {
    const papers = parseJson(paperListSchema, DEV_PAPERS).data;
    expect(papers?.[0]).toMatchObject({ id: 7, user: [42, 57], author: [311, 312], used_in_calc: false, created_on: '2024-05-03T14:07:21.481470Z' });
    expect(papers?.[1]).toMatchObject({ id: 3, user: [42], author: [], used_in_calc: true });
  });

  it('parses the interest lists whose papers carry user lists', () => {
    const longTerm = JSON.parse(LONG_TERM) as Array<{ papers: unknown[] }>;
    longTerm[0]!.papers = [JSON.parse(DEV_PAPERS)[1]];
    expect(longTermInterestListSchema.safeParse(longTerm).success).toBe(true);
  });

  it.each([
    ['a user list holding a string', { user: ['42'] }, 'user'],
    ['a user given as text', { user: 'ada' }, 'user'],
    ['an author list that is not a list', { author: 311 }, 'author'],
  ])('still rejects %s', (_label, patch, path) => {
    expect(failurePath(paperSchema.safeParse({ ...JSON.parse(DEV_PAPERS)[0], ...patch }))).toBe(path);
  });

  it('reads POST papers/ as the created paper (release) or {} (development line)', () => {
    expect(parseJson(createdPaperSchema, CREATED_PAPER).data).toMatchObject({ id: 8 });
    expect(parseJson(createdPaperSchema, '{}')).toMatchObject({ success: true, data: null });
  });

  it.each(['{"detail":"ok"}', '[]', 'null'])('rejects %s as the answer of POST papers/', (text) => {
    expect(parseJson(createdPaperSchema, text).success).toBe(false);
  });

  it('parses a login answer with is_staff, and one without it', () => {
    expect(parseJson(loginResponseSchema, DEV_LOGIN).data).toMatchObject({ id: 42, is_staff: false });
    expect(parseJson(loginResponseSchema, LOGIN_RESPONSE).success).toBe(true);
    expect(failurePath(loginResponseSchema.safeParse({ ...JSON.parse(DEV_LOGIN), is_staff: 'no' }))).toBe('is_staff');
  });
});

describe('interestSourceSchema', () => {
  it.each(['Manual', 'Scholar', 'Twitter', 'Scholar & Twitter'])('accepts %j', (source) => {
    expect(interestSourceSchema.parse(source)).toBe(source);
  });

  it.each(['manual', 'Scholar&Twitter', 'Scholar, Twitter', 'LinkedIn', ''])('rejects %j', (source) => {
    expect(interestSourceSchema.safeParse(source).success).toBe(false);
  });
});

describe('longTermInterestSchema', () => {
  it('parses the long-term example with nested papers and categories', () => {
    const interests = parseJson(longTermInterestListSchema, LONG_TERM).data;
    expect(interests).toHaveLength(2);
    expect(interests?.[0]).toMatchObject({
      id: 88,
      keyword: 'learning analytics',
      source: 'Scholar & Twitter',
      weight: 5,
      categories: [{ name: 'Educational technology' }, { name: 'Learning' }],
      tweet_ids: ['1786000000000000001'],
      tweets: [901],
    });
    expect(interests?.[0]?.papers[0]).toMatchObject({ id: 3, year: 2021, title: 'Learning analytics dashboards' });
    expect(interests?.[1]).toMatchObject({ id: 95, source: 'Manual', weight: 3.5, papers: [], categories: [] });
  });

  it('parses the own-interests example', () => {
    expect(parseJson(longTermInterestListSchema, OWN_INTERESTS).data?.[0]).toMatchObject({ id: 95, keyword: 'open educational resources' });
  });

  it('reads the newer line keyphrase weights (numeric strings coerced) and leaves them undefined on the release line', () => {
    const newer = longTermInterestSchema.parse({ id: 1, keyword: 'learning analytics', weight: 5, source: 'Scholar', original_keywords_with_weights: [{ 'learning analytics': '4.2' }, { analytics: 2 }] });
    expect(newer.original_keywords_with_weights).toEqual([{ 'learning analytics': 4.2 }, { analytics: 2 }]);
    expect(longTermInterestSchema.parse({ id: 1, keyword: 'mooc', weight: 3, source: 'Manual' }).original_keywords_with_weights).toBeUndefined();
    expect(longTermInterestSchema.safeParse({ id: 1, keyword: 'mooc', weight: 3, source: 'Manual', original_keywords_with_weights: [{ mooc: 'heavy' }] }).success).toBe(false);
  });

  it('coerces a numeric-string weight and fills missing lists with []', () => {
    const parsed = longTermInterestSchema.parse({ id: 1, keyword: 'mooc', weight: '3.5', source: 'Manual' });
    expect(parsed).toMatchObject({ weight: 3.5, original_keywords: [], categories: [], tweet_ids: [], papers: [], tweets: [] });
  });

  it('accepts a category with a null name', () => {
    const body = { ...JSON.parse(OWN_INTERESTS)[0], categories: [{ name: null }] };
    expect(longTermInterestSchema.parse(body).categories).toEqual([{ name: null }]);
  });

  it.each([
    ['an unknown source', { source: 'Mendeley' }, 'source'],
    ['a missing keyword', { keyword: undefined }, 'keyword'],
    ['a non-numeric weight', { weight: 'heavy' }, 'weight'],
    ['categories that are not an array', { categories: 'Learning' }, 'categories'],
    ['tweet ids as numbers', { tweet_ids: [1786000000] }, 'tweet_ids.0'],
    ['paper ids instead of nested papers', { papers: [3] }, 'papers.0'],
  ])('rejects %s', (_label, patch, path) => {
    expect(failurePath(longTermInterestSchema.safeParse({ ...JSON.parse(OWN_INTERESTS)[0], ...patch }))).toBe(path);
  });

  it('rejects an object where the list is expected', () => {
    expect(longTermInterestListSchema.safeParse(JSON.parse(OWN_INTERESTS)[0]).success).toBe(false);
  });
});

describe('shortTermInterestSchema', () => {
  it('parses the short-term example', () => {
    expect(parseJson(shortTermInterestListSchema, SHORT_TERM).data).toEqual([
      {
        id: 311,
        keyword: 'learning analytics',
        original_keyword: '',
        original_keywords: ['learning analytics'],
        categories: [{ name: 'Educational technology' }],
        paper_db_ids: [],
        tweet_ids: ['1786000000000000001'],
        weight: 5,
        source: 'Twitter',
        model_month: 4,
        model_year: 2024,
        used_in_calc: true,
        updated_on: '2024-04-30T09:15:02.000120',
        created_on: '2024-04-30T09:15:02.000100',
        user: 42,
        tweets: [901],
        papers: [],
      },
    ]);
  });

  it.each([
    ['the combined source (long-term only)', { source: 'Scholar & Twitter' }, 'source'],
    ['a missing model_month', { model_month: undefined }, 'model_month'],
    ['a string model_year', { model_year: '2024' }, 'model_year'],
    ['nested paper objects instead of ids', { papers: [{ id: 3 }] }, 'papers.0'],
  ])('rejects %s', (_label, patch, path) => {
    expect(failurePath(shortTermInterestSchema.safeParse({ ...JSON.parse(SHORT_TERM)[0], ...patch }))).toBe(path);
  });
});

describe('shortTermInterestSchema coercions', () => {
  it('coerces a numeric-string weight and fills every missing list with []', () => {
    const parsed = shortTermInterestSchema.parse({ id: 2, keyword: 'mooc', weight: ' 2.5 ', source: 'Scholar', model_month: 3, model_year: 2024 });
    expect(parsed).toEqual({
      id: 2,
      keyword: 'mooc',
      weight: 2.5,
      source: 'Scholar',
      model_month: 3,
      model_year: 2024,
      original_keywords: [],
      categories: [],
      paper_db_ids: [],
      tweet_ids: [],
      tweets: [],
      papers: [],
    });
  });

  it('gives every parse its own default lists', () => {
    const body = { id: 2, keyword: 'mooc', weight: 1, source: 'Manual', model_month: 3, model_year: 2024 };
    const first = shortTermInterestSchema.parse(body);
    first.tweet_ids.push('1');
    expect(shortTermInterestSchema.parse(body).tweet_ids).toEqual([]);
    const longTerm = longTermInterestSchema.parse({ id: 1, keyword: 'mooc', weight: 1, source: 'Manual' });
    longTerm.papers.push(paperSchema.parse(JSON.parse(CREATED_PAPER)));
    expect(longTermInterestSchema.parse({ id: 1, keyword: 'mooc', weight: 1, source: 'Manual' }).papers).toEqual([]);
  });

  it('rejects a fractional model month and a numeric-string model year', () => {
    const body = JSON.parse(SHORT_TERM)[0];
    expect(failurePath(shortTermInterestSchema.safeParse({ ...body, model_month: 4.5 }))).toBe('model_month');
    expect(failurePath(shortTermInterestSchema.safeParse({ ...body, model_year: '2024' }))).toBe('model_year');
  });
});

describe('streamGraphSchema', () => {
  it('parses the stream-graph example and keeps month keys in order', () => {
    const graph = parseJson(streamGraphSchema, STREAM_GRAPH).data;
    expect(Object.keys(graph?.twitter_data ?? {})).toEqual([
      'December 2023',
      'January 2024',
      'February 2024',
      'March 2024',
      'April 2024',
      'May 2024',
    ]);
    expect(graph?.twitter_data['March 2024']).toEqual([
      { keyword__name: 'learning analytics', weight: 4.1 },
      { keyword__name: 'mooc', weight: 1 },
    ]);
    expect(graph?.paper_data['2021']).toEqual([{ keyword__name: 'dashboard', weight: 5 }]);
    expect(graph?.paper_data['2024']).toEqual([]);
  });

  it('coerces a numeric-string weight', () => {
    const graph = streamGraphSchema.parse({ twitter_data: {}, paper_data: { '2023': [{ keyword__name: 'x', weight: '2.5' }] } });
    expect(graph.paper_data['2023']).toEqual([{ keyword__name: 'x', weight: 2.5 }]);
  });

  it.each([
    ['a missing paper_data', { twitter_data: {} }],
    ['a point named "keyword" instead of "keyword__name"', { twitter_data: { 'May 2024': [{ keyword: 'x', weight: 1 }] }, paper_data: {} }],
    ['a month that is not an array', { twitter_data: { 'May 2024': { keyword__name: 'x', weight: 1 } }, paper_data: {} }],
    ['twitter_data given as an array', { twitter_data: [], paper_data: {} }],
  ])('rejects %s', (_label, body) => {
    expect(streamGraphSchema.safeParse(body).success).toBe(false);
  });
});

describe('activityStatsSchema', () => {
  it('parses the activity-stats example', () => {
    expect(parseJson(activityStatsSchema, ACTIVITY_STATS).data).toEqual({
      papers: { '2019': 2, '2021': 5, '2023': 1 },
      tweets: { 'March 2024': 211, 'April 2024': 99 },
    });
  });

  it('keeps month keys in server order and accepts empty maps', () => {
    expect(Object.keys(parseJson(activityStatsSchema, ACTIVITY_STATS).data?.tweets ?? {})).toEqual(['March 2024', 'April 2024']);
    expect(parseJson(activityStatsSchema, '{"papers":{},"tweets":{}}').data).toEqual({ papers: {}, tweets: {} });
  });

  it('coerces numeric-string counts and rejects other strings', () => {
    expect(activityStatsSchema.parse({ papers: { '2019': '2' }, tweets: {} }).papers).toEqual({ '2019': 2 });
    expect(failurePath(activityStatsSchema.safeParse({ papers: { '2019': 'two' }, tweets: {} }))).toBe('papers.2019');
  });
});

describe('extractionResultSchema', () => {
  it('parses the extraction example, keeping the rank order and the integer floor 1', () => {
    const result = parseJson(extractionResultSchema, EXTRACTION).data;
    expect(result).toEqual({ 'Learning analytics': 5, Dashboard: 3.3, 'Educational data mining': 1.7, Feedback: 1 });
    expect(Object.keys(result ?? {})).toEqual(['Learning analytics', 'Dashboard', 'Educational data mining', 'Feedback']);
  });

  it('accepts an empty object (mock "No Keywords Found")', () => {
    expect(parseJson(extractionResultSchema, '{}').data).toEqual({});
  });

  it.each([
    ['a non-numeric score', '{"Dashboard":"high"}'],
    ['a list of keywords', '["Dashboard","Feedback"]'],
    ['null', 'null'],
  ])('rejects %s', (_label, text) => {
    expect(parseJson(extractionResultSchema, text).success).toBe(false);
  });
});

describe('keywordSimilaritySchema', () => {
  it.each([
    ['{"score":73.45}', 73.45],
    ['{"score":0}', 0],
    ['{"score":"73.45"}', 73.45],
  ])('parses %s', (text, score) => {
    expect(parseJson(keywordSimilaritySchema, text).data).toEqual({ score });
  });

  it.each(['{}', '{"score":"N/A"}', '{"score":null}'])('rejects %s', (text) => {
    expect(parseJson(keywordSimilaritySchema, text).success).toBe(false);
  });
});

describe('userSimilaritySchema', () => {
  it('cuts every keyword name of the comparison, keys and lists, at the longest name kept', () => {
    const huge = 'w'.repeat(1024 * 1024);
    const parsed = userSimilaritySchema.parse({
      score: 12,
      bar_chart_data: { user_1_data: { [huge]: 5 }, user_2_data: { mooc: 2 } },
      heat_map_data: { [huge]: { [huge]: 0.5, mooc: 0.1 } },
      venn_chart_data: { user_1_exclusive_interest: [huge], user_2_exclusive_interest: ['mooc'], similar_interests: { user_1: { [huge]: [huge] }, user_2: { mooc: [huge] } } },
    });
    const names = [
      ...Object.keys(parsed.bar_chart_data.user_1_data),
      ...Object.keys(parsed.heat_map_data),
      ...Object.values(parsed.heat_map_data).flatMap((cells) => Object.keys(cells)),
      ...parsed.venn_chart_data.user_1_exclusive_interest,
      ...Object.entries(parsed.venn_chart_data.similar_interests.user_1).flat(2),
      ...(parsed.venn_chart_data.similar_interests.user_2.mooc ?? []),
    ];
    expect(names.length).toBe(8);
    names.forEach((name) => expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH));
    expect(parsed.bar_chart_data.user_2_data).toEqual({ mooc: 2 });
    expect(Object.values(parsed.heat_map_data)[0]).toMatchObject({ mooc: 0.1 });
  });

  it('parses the user-similarity example, keeping float artefacts for the client to round', () => {
    const similarity = parseJson(userSimilaritySchema, USER_SIMILARITY).data;
    expect(similarity?.score).toBe(81.37);
    expect(similarity?.bar_chart_data.user_1_data).toEqual({ 'learning analytics': 5, mooc: 3.2, dashboard: 1.6203950643539429 });
    expect(similarity?.bar_chart_data.user_2_data.mooc).toBe(1);
    expect(similarity?.heat_map_data['learning analytics']?.dashboard).toBe(0.5299999713897705);
    expect(Object.keys(similarity?.heat_map_data ?? {})).toEqual(['learning analytics', 'mooc']);
    expect(similarity?.venn_chart_data).toEqual({
      user_1_exclusive_interest: [],
      user_2_exclusive_interest: ['dashboard'],
      similar_interests: {
        user_1: { 'learning analytics': ['learning analytics'], mooc: ['learning analytics'] },
        user_2: { 'learning analytics': ['learning analytics', 'mooc'] },
      },
    });
  });

  it('accepts score "N/A" and an empty heat map', () => {
    const body = { ...JSON.parse(USER_SIMILARITY), score: 'N/A', heat_map_data: {} };
    expect(userSimilaritySchema.parse(body)).toMatchObject({ score: 'N/A', heat_map_data: {} });
  });

  it('accepts heat-map rows that are {} (the other user has no interests)', () => {
    const body = { ...JSON.parse(USER_SIMILARITY), heat_map_data: { mooc: {} } };
    expect(userSimilaritySchema.parse(body).heat_map_data).toEqual({ mooc: {} });
  });

  it('coerces a numeric-string score', () => {
    expect(userSimilaritySchema.parse({ ...JSON.parse(USER_SIMILARITY), score: '81.37' }).score).toBe(81.37);
  });

  it.each([
    ['a lower-case "n/a" score', { score: 'n/a' }, 'score'],
    ['a null score', { score: null }, 'score'],
    ['a missing bar chart', { bar_chart_data: undefined }, 'bar_chart_data'],
    ['a heat-map value that is not a number', { heat_map_data: { mooc: { dashboard: 'high' } } }, 'heat_map_data.mooc.dashboard'],
    [
      'exclusive interests that are not an array',
      {
        venn_chart_data: {
          user_1_exclusive_interest: 'mooc',
          user_2_exclusive_interest: [],
          similar_interests: { user_1: {}, user_2: {} },
        },
      },
      'venn_chart_data.user_1_exclusive_interest',
    ],
    [
      'missing similar_interests',
      { venn_chart_data: { user_1_exclusive_interest: [], user_2_exclusive_interest: [] } },
      'venn_chart_data.similar_interests',
    ],
  ])('rejects %s', (_label, patch, path) => {
    expect(failurePath(userSimilaritySchema.safeParse({ ...JSON.parse(USER_SIMILARITY), ...patch }))).toBe(path);
  });
});

describe('recommendedTweetsResponseSchema', () => {
  it('parses the recommended-tweets example', () => {
    const response = parseJson(recommendedTweetsResponseSchema, RECOMMENDED_TWEETS).data;
    expect(response?.message).toBe('Hello, world!');
    expect(response?.data).toHaveLength(1);
    expect(response?.data[0]).toMatchObject({
      id_str: '1787712345678901234',
      retweet_count: 4,
      favorite_count: 17,
      color: 'rgb(140,120,200)',
      tagId: 88,
      score: 74.12,
      user: { screen_name: 'la_lab', url: null, followers_count: 5120, profile_background_color: 'C0DEED' },
    });
    expect(response?.data[0]?.media).toEqual([{ media_url_https: 'https://pbs.twimg.com/media/GM1abcXYZ.jpg', type: 'photo' }]);
  });

  it('accepts the empty answer and tweets without media and with a string tagId', () => {
    expect(parseJson(recommendedTweetsResponseSchema, '{"message":"Hello, world!","data":[]}').data).toEqual({
      message: 'Hello, world!',
      data: [],
    });
    const tweet = { ...JSON.parse(RECOMMENDED_TWEETS).data[0], media: undefined, tagId: 'tag-1' };
    const parsed = recommendedTweetsResponseSchema.parse({ data: [tweet] });
    expect(parsed.data[0]?.media).toBeUndefined();
    expect(parsed.data[0]?.tagId).toBe('tag-1');
  });

  it.each([
    ['a bare array of tweets', () => JSON.parse(RECOMMENDED_TWEETS).data, ''],
    ['data that is an object', () => ({ message: 'Hello, world!', data: {} }), 'data'],
    ['a tweet without user', () => ({ data: [{ ...JSON.parse(RECOMMENDED_TWEETS).data[0], user: undefined }] }), 'data.0.user'],
    ['a tweet with a numeric id_str', () => ({ data: [{ ...JSON.parse(RECOMMENDED_TWEETS).data[0], id_str: 1 }] }), 'data.0.id_str'],
    ['media without media_url_https', () => ({ data: [{ ...JSON.parse(RECOMMENDED_TWEETS).data[0], media: [{ type: 'photo' }] }] }), 'data.0.media.0.media_url_https'],
  ])('rejects %s', (_label, body, path) => {
    expect(failurePath(recommendedTweetsResponseSchema.safeParse(body()))).toBe(path);
  });
});

describe('recommendedTweetSchema coercions', () => {
  it('coerces numeric-string counts and score, and accepts a tweet author without friends_count', () => {
    const tweet = JSON.parse(RECOMMENDED_TWEETS).data[0];
    const { friends_count: _friends, ...author } = tweet.user;
    const body = {
      ...tweet,
      retweet_count: '4',
      favorite_count: ' 17 ',
      score: '74.12',
      user: { ...author, followers_count: '5120', statuses_count: '8800' },
    };
    const parsed = recommendedTweetsResponseSchema.parse({ data: [body] }).data[0];
    expect(parsed).toMatchObject({ retweet_count: 4, favorite_count: 17, score: 74.12 });
    expect(parsed?.user).toMatchObject({ followers_count: 5120, statuses_count: 8800 });
    expect(parsed?.user).not.toHaveProperty('friends_count');
  });

  it('rejects a non-numeric count, naming it', () => {
    const tweet = JSON.parse(RECOMMENDED_TWEETS).data[0];
    const body = { data: [{ ...tweet, user: { ...tweet.user, followers_count: 'many' } }] };
    expect(failurePath(recommendedTweetsResponseSchema.safeParse(body))).toBe('data.0.user.followers_count');
  });
});

describe('savedTweetSchema', () => {
  it('parses the saved-tweet example', () => {
    expect(parseJson(savedTweetSchema, SAVED_TWEET).data).toEqual({
      id_str: '1787712345678901234',
      full_text: 'New paper on learning analytics dashboards for teachers',
      entities: null,
      screen_name: 'la_lab',
    });
  });

  it('parses the saved-tweets list, including an imported tweet with null screen_name and string entities', () => {
    const tweets = parseJson(savedTweetListSchema, SAVED_TWEETS).data;
    expect(tweets?.[0]).toEqual({
      id_str: '1786000000000000001',
      full_text: 'our lak paper is out',
      entities: '{"hashtags": [], "symbols": [], "user_mentions": [], "urls": []}',
      screen_name: null,
    });
    expect(tweets?.[1]?.screen_name).toBe('la_lab');
  });

  it.each([
    ['a numeric id_str', { id_str: 1787712345 }, 'id_str'],
    ['a missing full_text', { full_text: undefined }, 'full_text'],
    ['entities as an object', { entities: { hashtags: [] } }, 'entities'],
  ])('rejects %s', (_label, patch, path) => {
    expect(failurePath(savedTweetSchema.safeParse({ ...JSON.parse(SAVED_TWEET), ...patch }))).toBe(path);
  });

  it('rejects a single tweet where the list is expected', () => {
    expect(parseJson(savedTweetListSchema, SAVED_TWEET).success).toBe(false);
  });
});

describe('blacklistedKeywordListSchema', () => {
  it('parses id/keyword rows', () => {
    expect(blacklistedKeywordListSchema.parse([{ id: 4, keyword: 'mooc' }])).toEqual([{ id: 4, keyword: 'mooc' }]);
  });

  it.each([
    ['a bare keyword list', ['mooc']],
    ['a row without id', [{ keyword: 'mooc' }]],
    ['an object instead of a list', { id: 4, keyword: 'mooc' }],
  ])('rejects %s', (_label, body) => {
    expect(blacklistedKeywordListSchema.safeParse(body).success).toBe(false);
  });
});

describe('impossible values are rejected at the boundary (the contract error, not a wrong chart)', () => {
  const user = { email: 'a@b.c', first_name: 'A', last_name: 'B', id: 1, twitter_account_id: null, author_id: null, paper_count: 1, tweet_count: 2 };
  const similarity = {
    score: 50,
    bar_chart_data: { user_1_data: {}, user_2_data: {} },
    heat_map_data: {},
    venn_chart_data: { user_1_exclusive_interest: [], user_2_exclusive_interest: [], similar_interests: { user_1: {}, user_2: {} } },
  };
  const shortTerm = { id: 1, keyword: 'k', weight: 2, source: 'Scholar', model_month: 1, model_year: 2024 };

  it.each([
    ['a negative paper count', userSchema, { ...user, paper_count: -12 }],
    ['a 1e308 tweet count', userSchema, { ...user, tweet_count: 1e308 }],
    ['a fractional count', userSchema, { ...user, paper_count: 2.5 }],
    ['a negative pie weight', shortTermInterestSchema, { ...shortTerm, weight: -3 }],
    ['a similarity of -18.17 %', userSimilaritySchema, { ...similarity, score: -18.17 }],
    ['a similarity over 100 %', userSimilaritySchema, { ...similarity, score: 140 }],
    ['a keyword similarity over 100 %', keywordSimilaritySchema, { score: 101 }],
    ['an activity key that is not a year', activityStatsSchema, { papers: { banana: 2 }, tweets: {} }],
    ['an activity key that is not a month', activityStatsSchema, { papers: {}, tweets: { '2024-13': 2 } }],
    ['a negative activity count', activityStatsSchema, { papers: { '2024': -1 }, tweets: {} }],
    ['a stream key that is not a month', streamGraphSchema, { twitter_data: { soon: [] }, paper_data: {} }],
    ['a stream key that is not a year', streamGraphSchema, { twitter_data: {}, paper_data: { '20x4': [] } }],
  ])('rejects %s', (_label, schema, value) => {
    expect((schema as z.ZodMiniType).safeParse(value).success).toBe(false);
  });

  it.each([
    ['"N/A" as similarity', userSimilaritySchema, { ...similarity, score: 'N/A' }],
    ['100 % as a numeric string', userSimilaritySchema, { ...similarity, score: '100' }],
    ['year and month keys', activityStatsSchema, { papers: { '2024': '3' }, tweets: { 'March 2024': 0 } }],
  ])('accepts %s', (_label, schema, value) => {
    expect((schema as z.ZodMiniType).safeParse(value).success).toBe(true);
  });

  it('cuts a 1 MB first name to 150 characters', () => {
    const parsed = userSchema.parse({ ...user, first_name: 'x'.repeat(1024 * 1024) });
    expect(parsed.first_name).toHaveLength(150);
    expect(parsed.first_name.endsWith('…')).toBe(true);
  });
});

describe('recommendedPublicationsSchema', () => {
  const paper = (overrides: Record<string, unknown>) => ({
    paperId: 'p1',
    title: 'Dashboards',
    abstract: 'About dashboards.',
    year: 2021,
    url: 'https://www.semanticscholar.org/paper/p1',
    authors: [{ authorId: '1', name: 'Ada' }],
    score: 63.12,
    paper_keywords: { dashboards: 4.7 },
    extra_keywords: { feedback: 2.1 },
    interests_similarity: { 'learning analytics': 55.3 },
    keywords_similarity: { dashboards: { data_weight: 4.7, data_interest_model_publication_keyword_score: 61, 'learning analytics': { score: 38.2, color: '' } } },
    ...overrides,
  });

  it('reads the contract example into papers with keyphrase similarities per interest', () => {
    const [parsed] = recommendedPublicationsSchema.parse({ message: 'Successful', data: [paper({})] });
    expect(parsed).toMatchObject({ paperId: 'p1', year: 2021, score: 63.12, paper_keywords: { dashboards: 4.7 }, extra_keywords: { feedback: 2.1 } });
    expect(parsed?.keywords_similarity.dashboards).toEqual({ weight: 4.7, model: 61, interests: { 'learning analytics': 38.2 } });
  });

  it('reads null fields as absent, numeric strings as numbers, clamps scores to 0-100 and keeps each paper once', () => {
    const parsed = recommendedPublicationsSchema.parse({
      data: [
        paper({ abstract: null, year: null, url: null, authors: null, title: null, score: '103.5', interests_similarity: { a: -3 } }),
        paper({ score: 50 }),
        paper({ paperId: 'p2', score: '47.25', extra_keywords: undefined, keywords_similarity: undefined }),
      ],
    });
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({ abstract: null, year: null, url: null, authors: [], title: '', score: 100, interests_similarity: { a: 0 } });
    expect(parsed[1]).toMatchObject({ paperId: 'p2', score: 47.25, extra_keywords: {}, keywords_similarity: {} });
  });

  it('caps 10,000 keyphrases and keeps markup as plain text', () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`kp ${i}`, 3]));
    const [parsed] = recommendedPublicationsSchema.parse({ data: [paper({ paper_keywords: many, title: '<img src=x onerror=alert(1)>' })] });
    expect(Object.keys(parsed?.paper_keywords ?? {})).toHaveLength(MAX_PAPER_KEYPHRASES);
    expect(parsed?.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('rejects an answer without a score or with a score that is not a number', () => {
    expect(recommendedPublicationsSchema.safeParse({ data: [paper({ score: undefined })] }).success).toBe(false);
    expect(recommendedPublicationsSchema.safeParse({ data: [paper({ score: 'high' })] }).success).toBe(false);
  });
});
