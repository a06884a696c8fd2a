import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recomputeInterests } from '../../domain/compute';
import { db, server } from '../../node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { titleOf, WIKIPEDIA_ORIGIN } from '../../sources/wikipedia';
import { FAKE_WIKI, wikipediaHandler, wikiRequests } from '../../sources/wikipedia-fixture';
import { raw } from '../../test-utils/api';

const ABSTRACT =
  'Gene expression and protein folding. We study gene expression in yeast cells and relate it to protein folding, ' +
  'measuring how gene expression changes when protein folding fails under heat stress.';

/** A live account with one paper of its own, its interests waiting to be computed. */
function liveResearcher(extra: string) {
  const state = db.state();
  const id = Math.max(...state.users.map((u) => u.id)) + 1;
  state.users.push({ id, email: 'bio@example.org', password: 'x', first_name: 'Ada', last_name: 'Lab', twitter_account_id: null, author_id: '123', is_staff: false, live: true });
  state.papers.push({ id: 90001, paper_id: 'p1', title: 'Gene expression under stress', authors: 'Ada Lab', url: null, year: 2024, abstract: `${ABSTRACT} ${extra}`, used_in_calc: false, updated_on: '2024-01-01T00:00:00', created_on: '2024-01-01T00:00:00', user: id });
  recomputeInterests(db, id);
  return id;
}

fastSourcesOverMemoryCache();
beforeEach(() => {
  wikiRequests.length = 0;
});

describe("a live account's interests through the real Wikipedia", () => {
  it("keeps the phrases that name articles, with the articles' categories", async () => {
    server.use(wikipediaHandler());
    const id = liveResearcher('Answered.');
    await db.pendingInterests.compute();
    const interests = db.state().longTerm.filter((i) => i.user === id);
    expect(interests.find((i) => i.keyword === 'gene expression')?.categories).toEqual(['Gene expression', 'Molecular biology']);
    // "yeast cells", "heat stress" name no article of this Wikipedia: dropped
    interests.forEach((i) => expect(Object.keys(FAKE_WIKI)).toContain(titleOf(i.keyword)));
    expect(wikiRequests.length).toBeGreaterThan(0);
    expect(await (await raw(`/api/standalone/wikipedia-status/${id}/`)).json()).toEqual({ wikipedia: 'live' });
  });

  it('Wikipedia unreachable: the built-in list answers, the interests are still computed', async () => {
    let asked = 0;
    server.use(
      http.get(`${WIKIPEDIA_ORIGIN}/w/api.php`, () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    const id = liveResearcher('Machine learning and deep learning help here.');
    await db.pendingInterests.compute();
    expect(asked).toBe(2); // one try, one retry
    // stored with the account (the database a reload reads back), not in the worker's memory
    expect(db.getUser(id)?.wikipedia).toBe('unreachable');
    expect(await (await raw(`/api/standalone/wikipedia-status/${id}/`)).json()).toEqual({ wikipedia: 'unreachable' });
    expect(db.state().pendingInterests).toBeUndefined();
    // the built-in list's categories, not Wikipedia's
    expect(db.state().longTerm.find((i) => i.user === id && i.keyword === 'Machine learning'.toLowerCase())?.categories).toEqual(['Artificial intelligence', 'Computer science']);
  });

  it('the seeded demo account never asks Wikipedia', async () => {
    const demo = db.findUserByEmail('demo@example.org');
    if (!demo) throw new Error('no demo account');
    const paper = db.state().papers.find((p) => p.user === demo.id);
    if (!paper) throw new Error('no demo paper');
    paper.abstract = ABSTRACT;
    recomputeInterests(db, demo.id);
    await db.pendingInterests.compute();
    expect(db.state().longTerm.filter((i) => i.user === demo.id).length).toBeGreaterThan(0);
    expect(wikiRequests).toHaveLength(0);
  });
});
