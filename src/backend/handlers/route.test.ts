import { describe, expect, it } from 'vitest';
import { raw } from '../test-utils/api';
import { decodeParam } from './route';

// `%E0%A4` is not UTF-8 on its own and `%A` lacks a hex digit: decodeURIComponent throws on both
const MALFORMED = '%E0%A4%A';

describe('decodeParam (a path parameter as the servers read it)', () => {
  it('decodes UTF-8 escapes and keeps what is not UTF-8 as it is spelt', () => {
    expect(decodeParam('caf%C3%A9%20au%20lait')).toBe('café au lait');
    expect(decodeParam('%E0%A4%B9')).toBe('ह');
    expect(decodeParam(MALFORMED)).toBe(MALFORMED);
    expect(decodeParam('a%ZZb%')).toBe('a%ZZb%');
    // a bad byte between good ones: the good ones are decoded, the bad one stays escaped
    expect(decodeParam('%C3%A9%FF%C3%A9')).toBe('é%FFé');
    expect(decodeParam('%F0%9F%98%80')).toBe('😀');
  });
});

describe('a path parameter with a malformed escape', () => {
  it('user search looks for the text as spelt (nothing found), and finds a decoded name', async () => {
    const found = await raw(`/api/accounts/user-search/${MALFORMED}/`);
    expect(found.status).toBe(200);
    await expect(found.json()).resolves.toEqual([]);
    const lena = await raw('/api/accounts/user-search/L%65na/');
    expect(((await lena.json()) as { email: string }[]).map((user) => user.email)).toEqual(['demo@example.org']);
  });

  it('another method on that path answers 405, and a path no route has the HTML 404', async () => {
    const refused = await raw(`/api/accounts/user-search/${MALFORMED}/`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(405);
    await expect(refused.json()).resolves.toEqual({ detail: 'Method "POST" not allowed.' });
    const missing = await raw(`/api/no-such-route/${MALFORMED}/`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Type')).toContain('text/html');
  });

  it('the Bluesky handle check says the text is not a Bluesky handle (400)', async () => {
    const answer = await raw(`/api/standalone/bluesky/profiles/${MALFORMED}/`);
    expect(answer.status).toBe(400);
    await expect(answer.json()).resolves.toEqual({ detail: `${MALFORMED} is not a Bluesky handle.` });
  });

  it('the Semantic Scholar author check says there is no such author (404), asking no one', async () => {
    const answer = await raw(`/api/standalone/semantic-scholar/authors/${MALFORMED}/`);
    expect(answer.status).toBe(404);
    await expect(answer.json()).resolves.toEqual({ detail: `Semantic Scholar has no author with id ${MALFORMED}` });
  });
});
