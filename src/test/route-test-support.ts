import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/mocks/node';

/**
 * Shared set-up of the chrome and auth integration tests: a longer wait for the first lazy route
 * on a busy machine, and jsdom's missing window.scrollTo replaced by a spy (the layouts scroll to
 * the top on every navigation).
 */
export function setUpRouteTests() {
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
}

/** Lets pending requests and toasts settle before asserting that something did not appear. */
export function settle(ms = 150): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Answers GET /api/interests/long-term/ (the caller's interests) and GET /api/interests/long-term/user/{id}/
 * with `count` interests, so a test of the chrome does not depend on the interest data of the mock backend.
 */
export function stubInterests(count: number) {
  const interests = () =>
    HttpResponse.json(
      Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        keyword: `keyword ${index + 1}`,
        weight: 5 - index * 0.1,
        source: 'Manual',
        original_keywords: [],
        categories: [],
        tweet_ids: [],
        papers: [],
      })),
    );
  server.use(http.get(`${env.apiUrl}/api/interests/long-term/`, interests), http.get(`${env.apiUrl}/api/interests/long-term/user/:id/`, interests));
}
