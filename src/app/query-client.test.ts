import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userApi } from '@/api/clients';
import { ApiError, request } from '@/api/http';
import { profileQuery } from '@/api/user/queries';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { createQueryClient, isWorthRetrying } from './query-client';

const profileUrl = `${env.apiUrl}/api/accounts/profile/`;
const PROFILE = { email: 'a@example.org', first_name: 'Ada', last_name: 'Lovelace', id: 3, twitter_account_id: null, author_id: null, paper_count: 0, tweet_count: 0 };

/** Answers `first` once, then the profile; counts the requests. */
function failOnceWith(first: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get(profileUrl, () => {
      calls.count += 1;
      return calls.count === 1 ? first() : HttpResponse.json(PROFILE);
    }),
  );
  return calls;
}

describe('isWorthRetrying()', () => {
  it.each([
    ['no answer', true, new ApiError({ kind: 'network', endpoint: 'x', message: 'x' })],
    ['a 502', true, new ApiError({ kind: 'http', endpoint: 'x', message: 'x', status: 502 })],
    ['a 404', false, new ApiError({ kind: 'http', endpoint: 'x', message: 'x', status: 404 })],
    ['a 401', false, new ApiError({ kind: 'http', endpoint: 'x', message: 'x', status: 401 })],
    ['a timeout', false, new ApiError({ kind: 'timeout', endpoint: 'x', message: 'x' })],
    ['a contract error', false, new ApiError({ kind: 'contract', endpoint: 'x', message: 'x', status: 200 })],
    ['an error of our own code', false, new Error('a bug of ours')],
  ])('%s: worth a retry %s', (_label, expected, error) => {
    expect(isWorthRetrying(error)).toBe(expected);
  });
});

describe('createQueryClient(): retries', () => {
  it('loads a query whose first answer was lost (one retry)', async () => {
    const calls = failOnceWith(() => HttpResponse.error());
    await expect(createQueryClient().fetchQuery(profileQuery())).resolves.toMatchObject({ first_name: 'Ada' });
    expect(calls.count).toBe(2);
  });

  it('retries a server error once, then reports it', async () => {
    let calls = 0;
    server.use(
      http.get(profileUrl, () => {
        calls += 1;
        return new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
      }),
    );
    await expect(createQueryClient().fetchQuery(profileQuery())).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(calls).toBe(2);
  });

  it('does not retry a refusal that would come again (404)', async () => {
    const calls = failOnceWith(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
    await expect(createQueryClient().fetchQuery(profileQuery())).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(calls.count).toBe(1);
  });

  it('does not retry with queryRetries 0 (what the tests render with)', async () => {
    const calls = failOnceWith(() => HttpResponse.error());
    await expect(createQueryClient({ queryRetries: 0 }).fetchQuery(profileQuery())).rejects.toMatchObject({ kind: 'network' });
    expect(calls.count).toBe(1);
  });

  it('never retries a mutation (it may have taken effect)', async () => {
    let calls = 0;
    server.use(
      http.post(`${env.apiUrl}/api/test/`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => request(userApi, { endpoint: 'test', method: 'POST', url: '/api/test/', data: {} }),
      meta: { silent: true },
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
  });
});
