import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';

export type InterestSource = 'Manual' | 'Scholar' | 'Twitter' | 'Scholar & Twitter';
export type FakePaper = { id: number; title: string; year: number; abstract?: string | null; authors?: string; url?: string | null; paper_id?: string };

/** What a test says of a long-term interest; the rest is filled in as the user API sends it. */
export type FakeInterest = {
  /** the position in the list plus one when left out */
  id?: number;
  keyword: string;
  weight: number;
  source?: InterestSource;
  papers?: readonly FakePaper[];
  tweet_ids?: readonly string[];
  /** Wikipedia category names */
  categories?: readonly string[];
  original_keywords?: readonly string[];
  original_keywords_with_weights?: readonly Record<string, number>[];
};

/**
 * Long-term interests as GET /api/interests/long-term/ and /long-term/user/{id}/ answer them
 * (contract 3.3), in the given order: source 'Manual' unless said, ids by position unless given,
 * papers by "Ada Lovelace,Charles Babbage" without url or abstract unless said.
 */
export function longTermInterestsJson(list: readonly FakeInterest[], { user = 1 }: { user?: number } = {}) {
  return list.map((item, index) => ({
    id: item.id ?? index + 1,
    keyword: item.keyword,
    original_keyword: '',
    original_keywords: [...(item.original_keywords ?? [])],
    ...(item.original_keywords_with_weights ? { original_keywords_with_weights: [...item.original_keywords_with_weights] } : {}),
    categories: (item.categories ?? []).map((name) => ({ name })),
    tweet_ids: [...(item.tweet_ids ?? [])],
    papers: (item.papers ?? []).map((paper) => ({ authors: 'Ada Lovelace,Charles Babbage', url: null, abstract: '', ...paper })),
    weight: item.weight,
    source: item.source ?? 'Manual',
    user,
    tweets: [],
  }));
}

/** Manual interests from [keyword, weight] pairs, in their order. */
export function weightedInterests(pairs: readonly (readonly [string, number])[]): FakeInterest[] {
  return pairs.map(([keyword, weight]) => ({ keyword, weight }));
}

/** `count` Manual interests "keyword 1", "keyword 2", ... of weights 5, 4.9, 4.8, ... */
export function numberedInterests(count: number): FakeInterest[] {
  return Array.from({ length: count }, (_, index) => ({ keyword: `keyword ${index + 1}`, weight: 5 - index * 0.1 }));
}

/**
 * Answers the long-term interests with `list`, so a test knows the data it starts from rather than
 * depending on the built-in backend's interest modelling: the caller's own (GET /api/interests/long-term/)
 * when `mine`, a user's (GET /long-term/user/{id}/) when `user` is that user's id or 'any'.
 */
export function serveLongTermInterests(list: readonly FakeInterest[], { mine = false, user }: { mine?: boolean; user?: number | 'any' }) {
  const handlers = [];
  if (mine) handlers.push(http.get(`${env.apiUrl}/api/interests/long-term/`, () => HttpResponse.json(longTermInterestsJson(list))));
  if (user !== undefined) {
    handlers.push(
      http.get(`${env.apiUrl}/api/interests/long-term/user/${user === 'any' ? ':id' : user}/`, ({ params }) =>
        HttpResponse.json(longTermInterestsJson(list, { user: user === 'any' ? Number(params.id) : user })),
      ),
    );
  }
  server.use(...handlers);
}
