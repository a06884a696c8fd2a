import { describe, expect, it } from 'vitest';
import { createPaper, deletePaper, getPaper, getPapers, updatePaper } from '@/api/user/papers';
import { getProfile } from '@/api/user/accounts';
import { failure, loginAs, raw, setBackendLine, useUnknownToken } from '../../test-utils/api';

const input = { title: 'Peer feedback at scale', url: 'https://example.org/pf', year: '2023', authors: 'A. Lovelace', abstract: 'We analyse peer feedback.' };

/** POST papers/ on the release line, which answers the created paper. */
async function created(body: typeof input) {
  const paper = await createPaper(body);
  if (!paper) throw new Error('the release line answers the created paper');
  return paper;
}

describe('papers', () => {
  it('GET lists only the caller papers, year descending', async () => {
    const { user } = loginAs('demo@example.org');
    const papers = await getPapers();
    expect(papers.length).toBeGreaterThanOrEqual(5);
    expect(papers.every((p) => p.user === user.id)).toBe(true);
    const years = papers.map((p) => Number(p.year));
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('POST answers 200 with a manual paper (year coerced to integer) and raises paper_count', async () => {
    const { user } = loginAs('demo@example.org');
    const before = (await getProfile()).paper_count;
    const paper = await created(input);
    expect(paper).toMatchObject({ paper_id: 'manual', title: input.title, year: 2023, used_in_calc: false, user: user.id });
    expect(paper.created_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?$/);
    expect((await getProfile()).paper_count).toBe(before + 1);
    const response = await raw('/api/interests/papers/', { method: 'POST', token: loginAs('demo@example.org').token, body: JSON.stringify({ title: 'x', year: 2020 }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ authors: null, url: null, abstract: '' });
  });

  it('POST validates year and url; without a token it is 400 user null', async () => {
    loginAs('demo@example.org');
    expect((await failure(createPaper({ ...input, year: '' }))).body).toEqual({ year: ['A valid integer is required.'] });
    expect((await failure(createPaper({ ...input, year: 'abc' }))).body).toEqual({ year: ['A valid integer is required.'] });
    expect((await failure(createPaper({ ...input, url: 'u'.repeat(1025) }))).body).toEqual({
      url: ['Ensure this field has no more than 1024 characters.'],
    });
    const missing = await raw('/api/interests/papers/', { method: 'POST', token: loginAs('demo@example.org').token, body: JSON.stringify({ title: 'x' }) });
    expect(await missing.json()).toEqual({ year: ['This field is required.'] });
    localStorage.clear();
    const anonymous = await failure(createPaper(input));
    expect(anonymous.status).toBe(400);
    expect(anonymous.body).toEqual({ user: ['This field may not be null.'] });
  });

  it('GET/PATCH/DELETE one paper; another user paper is a JSON 404', async () => {
    loginAs('demo@example.org');
    const paper = await created(input);
    await expect(getPaper(paper.id)).resolves.toMatchObject({ id: paper.id });
    const updated = await updatePaper(paper.id, { ...input, title: 'Peer feedback at scale (revised)', year: 2024 });
    expect(updated).toMatchObject({ title: 'Peer feedback at scale (revised)', year: 2024, created_on: paper.created_on });
    await expect(deletePaper(paper.id)).resolves.toBeUndefined();
    const gone = await failure(getPaper(paper.id));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ detail: 'Not found.' });

    loginAs('mateo.alvarez@example.org');
    const other = (await getPapers())[0];
    loginAs('demo@example.org');
    expect((await failure(getPaper(other?.id ?? 0))).status).toBe(404);
    expect((await failure(deletePaper(other?.id ?? 0))).body).toEqual({ detail: 'Not found.' });
  });

  it('DELETE answers 204 with an empty body', async () => {
    const { token } = loginAs('demo@example.org');
    const paper = await created(input);
    const response = await raw(`/api/interests/papers/${paper.id}/`, { method: 'DELETE', token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('caller-only without token is HTML 500, unknown token 401; wrong slash and non-numeric ids are HTML 404', async () => {
    const anonymous = await failure(getPapers());
    expect(anonymous.status).toBe(500);
    expect(anonymous.body).toBeNull();
    useUnknownToken();
    const invalid = await failure(getPapers());
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ detail: 'Invalid token.' });
    const { token } = loginAs('demo@example.org');
    for (const path of ['/api/interests/papers', '/api/interests/papers/abc/', '/api/interests/papers/1']) {
      const response = await raw(path, { token });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toContain('text/html');
    }
  });
});

describe('papers on the development line', () => {
  it('lists papers with user as a list of ids, author ids and Z timestamps', async () => {
    const { user } = loginAs('demo@example.org');
    setBackendLine('development');
    const papers = await getPapers();
    expect(papers.length).toBeGreaterThan(0);
    expect(papers.every((p) => Array.isArray(p.user) && p.user.includes(user.id))).toBe(true);
    expect(papers.every((p) => Array.isArray(p.author))).toBe(true);
    expect(papers[0]?.created_on).toMatch(/Z$/);
  });

  it('POST answers {} and stores the paper, which the list then holds', async () => {
    const { token } = loginAs('demo@example.org');
    setBackendLine('development');
    const response = await raw('/api/interests/papers/', { method: 'POST', token, body: JSON.stringify(input) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    await expect(createPaper({ ...input, title: 'Second paper' })).resolves.toBeNull();
    const titles = (await getPapers()).map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining([input.title, 'Second paper']));
  });
});
