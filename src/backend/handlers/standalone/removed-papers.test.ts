/** Papers removed for good, listed with Restore (the built-in backend only). */
import { describe, expect, it } from 'vitest';
import { fetchNewPapers, getPapers, removePaper } from '@/api/user/papers';
import { getRemovedPapers, restoreRemovedPaper } from '@/api/user/standalone-removed-papers';
import { DEMO_EMAIL } from '../../seed/researchers';
import { failure, loginAs, raw } from '../../test-utils/api';
import { db } from '@/backend/node';

async function removeFirstImported() {
  const paper = (await getPapers()).find((p) => p.paper_id && p.paper_id !== 'manual');
  if (!paper) throw new Error('the demo account has imported papers');
  expect(await removePaper(paper.id)).toBe('removed for good');
  return paper;
}

describe('GET /api/standalone/removed-papers/', () => {
  it('lists nothing before a removal, then the removed paper by its title and year', async () => {
    loginAs(DEMO_EMAIL);
    expect(await getRemovedPapers()).toEqual([]);
    const paper = await removeFirstImported();
    expect(await getRemovedPapers()).toEqual([{ paper_id: paper.paper_id, title: paper.title, year: paper.year }]);
  });

  it('lists only the caller\'s removals, and needs a signed-in caller', async () => {
    loginAs(DEMO_EMAIL);
    await removeFirstImported();
    loginAs('mateo.alvarez@example.org');
    expect(await getRemovedPapers()).toEqual([]);
    expect((await raw('/api/standalone/removed-papers/')).status).toBe(500);
  });
});

describe('POST /api/standalone/removed-papers/restore/', () => {
  it('puts a catalogue paper back at once and forgets the removal, so it is listed once and no longer removed', async () => {
    const { user } = loginAs(DEMO_EMAIL);
    const paper = await removeFirstImported();
    const restored = await restoreRemovedPaper(paper.paper_id ?? '');
    expect(restored).toEqual({ back: true, removed: [] });
    const again = (await getPapers()).filter((p) => p.paper_id === paper.paper_id);
    expect(again).toHaveLength(1);
    expect(again[0]?.title).toBe(paper.title);
    expect(db.state().removedPapers?.some((r) => r.user === user.id && r.paper_id === paper.paper_id)).toBe(false);
    // a later fetch does not add it a second time
    await fetchNewPapers();
    expect((await getPapers()).filter((p) => p.paper_id === paper.paper_id)).toHaveLength(1);
  });

  it('answers 404 for a paper that was not removed and 400 without a paper id', async () => {
    loginAs(DEMO_EMAIL);
    expect((await failure(restoreRemovedPaper('not-removed'))).status).toBe(404);
    const { token } = db.sessionFor(DEMO_EMAIL);
    const response = await raw('/api/standalone/removed-papers/restore/', { method: 'POST', body: JSON.stringify({}), token });
    expect(response.status).toBe(400);
  });
});
