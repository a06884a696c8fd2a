/** A read of the built-in backend changes nothing; the work a change needs is started by that change. */
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from './demo-account';
import { db } from './node';
import { raw } from './test-utils/api';

const NEW_ABSTRACT = 'Knowledge graphs of course prerequisites support course recommendation in learning management systems.';

function demoSession() {
  const { token, user } = db.sessionFor(DEMO_EMAIL);
  return { token, id: user.id };
}

/** The short-term interests of the paper's year that name the paper. */
const ofThePaper = (userId: number, paper: { id: number; year: number | null }) =>
  db
    .state()
    .shortTerm.filter((interest) => interest.user === userId && interest.model_year === paper.year && interest.paper_ids.includes(paper.id))
    .map((interest) => interest.keyword);

describe('reads are pure', () => {
  it('a GET of every kind leaves the stored data byte for byte as it was, even with users waiting for their interests', async () => {
    const { token, id } = demoSession();
    // as a state stored while its interests were computed, and loaded again: the users wait, nothing runs
    db.store.raw().pendingInterests = [id];
    const before = db.serialize();
    const reads = [
      '/api/accounts/profile/',
      `/api/accounts/public-profile/${id}/`,
      '/api/accounts/data-import-status/',
      '/api/interests/papers/',
      '/api/interests/long-term/',
      `/api/interests/long-term/user/${id}/`,
      `/api/interests/short-term/user/${id}/`,
      `/api/interests/stream-graph/user/${id}/`,
      `/api/interests/activity-stats/user/${id}/`,
      '/api/interests/black-listed-keywords/',
      '/api/standalone/wikipedia-status/',
    ];
    for (const path of reads) {
      const response = await raw(path, { token });
      expect(response.status, path).toBe(200);
    }
    expect(db.serialize()).toBe(before);
    expect(db.state().pendingInterests).toEqual([id]);
  });

  it('the change that makes interests wait starts their computation: it is done without any read, and the next read shows it', async () => {
    const { token, id } = demoSession();
    const paper = db.state().papers.find((row) => row.user === id);
    if (!paper) throw new Error('no demo paper');
    const edited = await raw(`/api/interests/papers/${paper.id}/`, { method: 'PATCH', token, body: JSON.stringify({ abstract: NEW_ABSTRACT }) });
    expect(edited.status).toBe(200);
    expect(ofThePaper(id, paper)).not.toContain('knowledge graph');

    // who waits at each change (the computation may end before the answer arrives: the keyphrase
    // model, loaded once per process, may already be there)
    const waiting: (number[] | undefined)[] = [];
    const unsubscribe = db.store.subscribe(() => waiting.push(db.store.get().pendingInterests?.slice()));
    const recomputed = await raw('/api/interests/trigger-paper-updata/', { method: 'POST', token, body: '{}' });
    expect(recomputed.status).toBe(200);
    // the new text's extraction is not known: the change made the user wait…
    expect(waiting[0]).toEqual([id]);
    // …and started the computation: no read runs, and it ends with the interests computed
    await db.pendingInterests.settled();
    unsubscribe();
    expect(waiting.at(-1)).toBeUndefined();
    expect(db.store.get().pendingInterests).toBeUndefined();
    expect(ofThePaper(id, paper)).toContain('knowledge graph');
    // the next read answers from the computed interests (Interest Trends, the paper's year)
    const read = await raw(`/api/interests/stream-graph/user/${id}/`, { token });
    expect(read.status).toBe(200);
    const trends = (await read.json()) as { paper_data: Record<string, { keyword__name: string }[]> };
    expect(trends.paper_data[String(paper.year)]?.map((point) => point.keyword__name)).toContain('knowledge graph');
  });
});
