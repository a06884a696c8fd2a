/** The papers repository on a fresh seeded backend (setup-backend.ts): a researcher's papers without HTTP. */
import { describe, expect, it } from 'vitest';
import { db } from '@/backend/node';

function demoId(): number {
  const demo = db.findUserByEmail('demo@example.org');
  if (!demo) throw new Error('no demo account in the seed');
  return demo.id;
}

function otherUsersPaperId(userId: number): number {
  const paper = db.state().papers.find((p) => p.user !== userId);
  if (!paper) throw new Error('no other researcher’s paper');
  return paper.id;
}

describe('papers repository', () => {
  it('ofUser lists only the researcher’s papers, newest year first', () => {
    const own = db.papers.ofUser(demoId());
    expect(own.length).toBeGreaterThan(3);
    expect(own.every((p) => p.user === demoId())).toBe(true);
    const years = own.map((p) => p.year ?? -Infinity);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('add keeps what was typed, marks it manual and not yet used in the profile, and find returns it to its owner only', () => {
    const user = demoId();
    const paper = db.papers.add(user, { title: 'Tangible tabletops in class', year: 2024, abstract: 'A study.' });
    expect(paper).toMatchObject({ user, paper_id: 'manual', title: 'Tangible tabletops in class', year: 2024, used_in_calc: false });
    expect(db.papers.find(user, paper.id)).toBe(paper);
    const someoneElse = db.state().users.find((u) => u.id !== user);
    expect(db.papers.find(someoneElse?.id ?? -1, paper.id)).toBeUndefined();
  });

  it('editAsCopy replaces the paper by a copy with a new id and a uuid-like paper id; a fetch will skip the old one', () => {
    const user = demoId();
    const [paper] = db.papers.ofUser(user);
    if (!paper?.paper_id) throw new Error('no paper with a paper id');
    const oldPaperId = paper.paper_id;
    const copy = db.papers.editAsCopy(user, paper, { title: 'Edited title' });
    expect(copy.id).not.toBe(paper.id);
    expect(copy).toMatchObject({ title: 'Edited title', abstract: paper.abstract, used_in_calc: false });
    expect(copy.paper_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(db.papers.find(user, paper.id)).toBeUndefined();
    expect(db.state().removedPapers).toContainEqual({ user, paper_id: oldPaperId });
  });

  it('delete and removeForGood refuse another researcher’s paper; only removeForGood remembers it as removed', () => {
    const user = demoId();
    const [first, second] = db.papers.ofUser(user);
    if (!first || !second) throw new Error('fewer than two papers');
    expect(db.papers.delete(user, otherUsersPaperId(user))).toBe(false);
    expect(db.papers.removeForGood(user, otherUsersPaperId(user))).toBe(false);
    const removedBefore = db.state().removedPapers?.length ?? 0;

    expect(db.papers.delete(user, first.id)).toBe(true);
    expect(db.state().removedPapers?.length ?? 0).toBe(removedBefore);
    expect(db.papers.removeForGood(user, second.id)).toBe(true);
    expect(db.state().removedPapers).toContainEqual({ user, paper_id: second.paper_id });
    expect(db.papers.ofUser(user).map((p) => p.id)).not.toContain(first.id);
    expect(db.papers.ofUser(user).map((p) => p.id)).not.toContain(second.id);
  });

  it('restoreRemoved forgets the removal: a paper the catalogue knows is back at once, another waits for the next fetch; null for a paper not removed', () => {
    const user = demoId();
    const [paper] = db.papers.ofUser(user);
    if (!paper?.paper_id) throw new Error('no demo paper with a source id');
    expect(db.papers.removeForGood(user, paper.id)).toBe(true);
    db.state().removedPapers?.push({ user, paper_id: 'not-in-the-catalogue' });
    expect(db.papers.removedIds(user)).toEqual([paper.paper_id, 'not-in-the-catalogue']);

    expect(db.papers.restoreRemoved(user, paper.paper_id)).toEqual({ back: true });
    expect(db.papers.ofUser(user).filter((p) => p.paper_id === paper.paper_id).map((p) => p.title)).toEqual([paper.title]);
    expect(db.papers.restoreRemoved(user, 'not-in-the-catalogue')).toEqual({ back: false });
    expect(db.papers.removedIds(user)).toEqual([]);
    expect(db.papers.restoreRemoved(user, paper.paper_id)).toBeNull();
  });

  it('every change marks the data changed; reading does not', () => {
    const user = demoId();
    let changes = 0;
    const stop = db.subscribe(() => (changes += 1));
    db.papers.ofUser(user);
    expect(changes).toBe(0);
    const paper = db.papers.add(user, { title: 'A' });
    const afterAdd = changes;
    expect(afterAdd).toBeGreaterThan(0);
    db.papers.update(paper, { title: 'B' });
    expect(changes).toBeGreaterThan(afterAdd);
    expect(db.papers.find(user, paper.id)?.title).toBe('B');
    stop();
  });
});
