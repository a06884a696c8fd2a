/** The built-in backend imitating RIMA's development line (api-contract-development 1, 2). */
import { describe, expect, it } from 'vitest';
import { getLongTermInterests, getOwnInterests } from '@/api/user/interests';
import { loginUser } from '@/api/user/accounts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../seed/researchers';
import { loginAs, raw, setBackendLine } from '../../test-utils/api';
import { db } from '@/backend/node';

async function postInterests(token: string, keywords: unknown[]) {
  return raw('/api/interests/long-term/', { method: 'POST', token, body: JSON.stringify({ keywords }) });
}

describe('development line: saving interests', () => {
  it('refuses a keyword without source with the field error of that line', async () => {
    const { token } = loginAs(DEMO_EMAIL);
    setBackendLine('development');
    const response = await postInterests(token, [{ name: 'learning analytics', weight: 3 }]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ keywords: [{ source: ['This field is required.'] }] });
  });

  it('replaces the whole list: interests missing from the body are deleted, new ones keep their source', async () => {
    const { token, user } = loginAs(DEMO_EMAIL);
    setBackendLine('development');
    const before = await getOwnInterests();
    const kept = before.slice(0, 2);
    const response = await postInterests(token, [
      ...kept.map((i) => ({ name: i.keyword, weight: 2, source: i.source })),
      { name: 'Peer Review', weight: 4, source: 'Manual' },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const after = await getOwnInterests();
    expect(after.map((i) => i.keyword).sort()).toEqual([...kept.map((i) => i.keyword), 'peer review'].sort());
    expect(after.find((i) => i.keyword === 'peer review')).toMatchObject({ source: 'Manual', weight: 4 });
    expect(db.state().longTerm.filter((i) => i.user === user.id)).toHaveLength(3);
  });

  it('the release line upserts and leaves the others untouched', async () => {
    const { token } = loginAs(DEMO_EMAIL);
    const before = await getOwnInterests();
    const response = await postInterests(token, [{ name: 'Peer Review', weight: 4 }]);
    expect(response.status).toBe(200);
    expect(await getOwnInterests()).toHaveLength(before.length + 1);
  });
});

describe('development line: removed routes and changed answers', () => {
  it.each([
    ['GET', '/api/interests/similarity/2/'],
    ['POST', '/api/interests/recommended-tweets'],
    ['GET', '/api/interests/tweets'],
    ['DELETE', '/api/interests/tweets/123'],
    ['GET', '/api/interests/getsimilarity/'],
    ['GET', '/api/interests/laktopics/10/2020'],
    ['GET', '/api/interests/getalltopicsresults/'],
  ])('%s %s answers the HTML 404 there and is served on the release line', async (method, path) => {
    const { token } = loginAs(DEMO_EMAIL);
    const body = method === 'POST' ? JSON.stringify([{ id: 1, text: 'learning analytics', n_tweets: 5, color: '#123456' }]) : undefined;
    const release = await raw(path, { method, token, body });
    expect(release.headers.get('Content-Type') ?? '').not.toContain('text/html');
    setBackendLine('development');
    const development = await raw(path, { method, token, body });
    expect(development.status).toBe(404);
    expect(development.headers.get('Content-Type')).toContain('text/html');
  });

  it('keeps the interest lists of other users, papers carrying user lists', async () => {
    loginAs(DEMO_EMAIL);
    setBackendLine('development');
    const other = db.findUserByEmail('mateo.alvarez@example.org');
    const list = await getLongTermInterests(other?.id ?? 0);
    const paper = list.flatMap((i) => i.papers)[0];
    expect(paper?.user).toEqual([other?.id]);
  });

  it('login also answers is_staff', async () => {
    setBackendLine('development');
    await expect(loginUser({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).resolves.toMatchObject({ is_staff: false });
    db.setLine('release');
    expect(await loginUser({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).not.toHaveProperty('is_staff');
  });
});
