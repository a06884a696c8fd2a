import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';

/** A raw GET (or another method) to the conference API, as no client function sends it. */
function ask(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${env.conferenceApiUrl}${path}`, init);
}

async function expectHtml404(answer: Response) {
  expect(answer.status).toBe(404);
  expect(answer.headers.get('Content-Type')).toContain('text/html');
}

describe('the conference route table', () => {
  it('answers a route by its path, for LAK and for another conference under conference/{id}/', async () => {
    const lak = await ask('toptopics/2011');
    expect(lak.status).toBe(200);
    expect(Object.keys((await lak.json()) as object)).toEqual(['keywords']);
    // a conference of conferences.json without a built corpus: the server's failure, not a missing route
    expect((await ask('conference/las/toptopics/2011')).status).toBe(500);
  });

  it('answers the HTML 404 for another method, an unknown conference and a conference id of another spelling', async () => {
    await expectHtml404(await ask('toptopics/2011', { method: 'POST' }));
    await expectHtml404(await ask('conference/nowhere/toptopics/2011'));
    await expectHtml404(await ask('conference/LAS/toptopics/2011'));
  });

  it('refuses a token that is not valid with 401, as every conference view does', async () => {
    const answer = await ask('toptopics/2011', { headers: { Authorization: 'Token ffffffffffffffffffffffffffffffffffffffff' } });
    expect(answer.status).toBe(401);
  });
});
