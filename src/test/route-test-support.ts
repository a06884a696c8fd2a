import { configure } from '@testing-library/react';
import { numberedInterests, serveLongTermInterests } from './long-term-interests';

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
 * with `count` interests, so a test of the chrome does not depend on the interest data of the built-in backend.
 */
export function stubInterests(count: number) {
  serveLongTermInterests(numberedInterests(count), { mine: true, user: 'any' });
}
