import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '@/backend/node';
import { errorCause } from '@/lib/error-message';
import { session } from '@/lib/session';
import { ApiError, createHttpClient, request } from './http';
import { forgetFeatures, isMissingRoute, isOffered, markNotOffered, notOfferedFeatures, notOfferedText, subscribeFeatures } from './features';

const ORIGIN = 'https://features.example.org';
const client = createHttpClient(ORIGIN);
const HTML_404 = () => new HttpResponse('<!doctype html><h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
const JSON_404 = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('isMissingRoute', () => {
  it.each([
    ['an HTML 404 on a route without item', 404, null, false, true],
    ['a JSON 404 on a route without item', 404, { detail: 'Not found.' }, false, true],
    ['an HTML 404 on an item route', 404, null, true, true],
    ['a JSON detail 404 on an item route (unknown item)', 404, { detail: 'Not found.' }, true, false],
    ['a JSON 404 without detail on an item route', 404, { error: 'x' }, true, true],
    ['a 500', 500, null, false, false],
    ['a 400', 400, { detail: 'x' }, false, false],
  ])('%s', (_label, status, body, itemRoute, missing) => {
    expect(isMissingRoute(status, body, itemRoute)).toBe(missing);
  });
});

describe('what the client learns about optional features', () => {
  it('starts with every feature offered and remembers a missing one for the session', () => {
    expect(isOffered('tweets')).toBe(true);
    const listener = vi.fn();
    const unsubscribe = subscribeFeatures(listener);
    markNotOffered('tweets');
    markNotOffered('tweets');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(isOffered('tweets')).toBe(false);
    expect(isOffered('comparison')).toBe(true);
    // kept in the session memory, keyed by server and user, never in one list for the whole browser
    expect(sessionStorage.getItem('rima.notOffered')).toBeNull();
    expect([...notOfferedFeatures()]).toEqual(['tweets']);
    unsubscribe();
    forgetFeatures();
    expect(isOffered('tweets')).toBe(true);
  });

  it('a request of a feature route answering the HTML 404 marks it, names it, and is not sent again', async () => {
    const { call, calls } = resetDataAnsweringHtml404();
    const error = await rejection(call());
    expect(error.notOffered).toEqual({ feature: 'resetAccount', name: 'resetting the account' });
    expect(errorCause(error)).toBe(notOfferedText('resetAccount'));
    expect(errorCause(error)).toBe('This server does not offer resetting the account.');
    expect(isOffered('resetAccount')).toBe(false);
    await rejection(call());
    expect(calls()).toBe(1);
  });

  it('another account on the same server asks again, and the first account keeps what it learned', async () => {
    const { call, calls } = resetDataAnsweringHtml404();
    const listener = vi.fn();
    const unsubscribe = subscribeFeatures(listener);
    session.start({ token: 'first-token', firstName: 'Ada', lastName: 'One', id: 1 });
    await rejection(call());
    expect(calls()).toBe(1);
    expect(isOffered('resetAccount')).toBe(false);

    session.start({ token: 'second-token', firstName: 'Bo', lastName: 'Two', id: 2 });
    // the screens reading the list hear of the new account
    expect(listener).toHaveBeenCalled();
    expect(isOffered('resetAccount')).toBe(true);
    expect(notOfferedFeatures().size).toBe(0);
    await rejection(call());
    expect(calls()).toBe(2);

    session.start({ token: 'first-token', firstName: 'Ada', lastName: 'One', id: 1 });
    expect(isOffered('resetAccount')).toBe(false);
    await rejection(call());
    expect(calls()).toBe(2);
    unsubscribe();
    session.clear();
  });

  it('a JSON 404 on an item route is an unknown item: the feature stays offered', async () => {
    server.use(http.get(`${ORIGIN}/api/interests/similarity/5/`, JSON_404));
    const error = await rejection(
      request(client, { endpoint: 'user similarity', method: 'GET', url: '/api/interests/similarity/5/', feature: 'comparison', itemRoute: true, schema: z.looseObject({}) }),
    );
    expect(error.notOffered).toBeNull();
    expect(errorCause(error)).toBe('The server does not know this item.');
    expect(isOffered('comparison')).toBe(true);
  });

  it('a 200 HTML page from a feature route is a failure, not success', async () => {
    server.use(http.post(`${ORIGIN}/api/interests/fetch-papers/`, () => new HttpResponse('<html><body>Welcome</body></html>', { headers: { 'Content-Type': 'text/html' } })));
    const error = await rejection(
      request(client, { endpoint: 'fetch papers', method: 'POST', url: '/api/interests/fetch-papers/', data: {}, feature: 'fetchPapers', schema: z.looseObject({}) }),
    );
    expect(error.kind).toBe('contract');
    expect(isOffered('fetchPapers')).toBe(true);
  });
});

/** reset-data/ answered with the HTML 404 of a server without the route; counts the requests that reached it. */
function resetDataAnsweringHtml404() {
  let count = 0;
  server.use(
    http.post(`${ORIGIN}/api/interests/reset-data/`, () => {
      count += 1;
      return HTML_404();
    }),
  );
  const call = () => request(client, { endpoint: 'reset account', method: 'POST', url: '/api/interests/reset-data/', data: {}, feature: 'resetAccount', schema: z.looseObject({}) });
  return { call, calls: () => count };
}
