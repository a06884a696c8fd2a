/** The Recommended Papers repository on a fresh seeded backend (setup-backend.ts). */
import { describe, expect, it } from 'vitest';
import { db } from '@/backend/node';

function ids(): { user: number; other: number } {
  const demo = db.findUserByEmail('demo@example.org');
  const other = db.state().users.find((u) => u.id !== demo?.id && !u.is_staff);
  if (!demo || !other) throw new Error('no demo account or no other account in the seed');
  return { user: demo.id, other: other.id };
}

const paper = (target: string, kind: 'not-for-me' | 'more-like-this' = 'not-for-me') => ({ kind, target, title: `Title ${target}`, abstract: null });

describe('Recommended Papers repository', () => {
  it('giveFeedback keeps the feedback for its researcher only, with the time now; feedbackOf lists it in the order given', () => {
    const { user, other } = ids();
    db.setClock(() => Date.UTC(2025, 0, 2));
    db.recommendations.giveFeedback(user, paper('p-1'));
    db.recommendations.giveFeedback(user, { kind: 'less-keyphrase', target: 'learning analytics', title: null, abstract: null });
    expect(db.recommendations.feedbackOf(user).map((row) => [row.kind, row.target, row.title, row.at])).toEqual([
      ['not-for-me', 'p-1', 'Title p-1', Date.UTC(2025, 0, 2)],
      ['less-keyphrase', 'learning analytics', null, Date.UTC(2025, 0, 2)],
    ]);
    expect(db.recommendations.feedbackOf(other)).toEqual([]);
    db.setClock(null);
  });

  it('a paper has one feedback at a time: more like this replaces not for me; a keyphrase of the same text is kept apart', () => {
    const { user, other } = ids();
    db.recommendations.giveFeedback(other, paper('p-1'));
    db.recommendations.giveFeedback(user, paper('p-1'));
    db.recommendations.giveFeedback(user, { kind: 'less-keyphrase', target: 'p-1', title: null, abstract: null });
    db.recommendations.giveFeedback(user, paper('p-1', 'more-like-this'));
    expect(db.recommendations.feedbackOf(user).map((row) => [row.kind, row.target])).toEqual([
      ['less-keyphrase', 'p-1'],
      ['more-like-this', 'p-1'],
    ]);
    // another researcher's feedback on the same paper stays
    expect(db.recommendations.feedbackOf(other).map((row) => row.kind)).toEqual(['not-for-me']);
  });

  it('undoFeedback takes back only that kind on that target of that researcher; false when none was given', () => {
    const { user, other } = ids();
    db.recommendations.giveFeedback(user, paper('p-1'));
    db.recommendations.giveFeedback(other, paper('p-1'));
    expect(db.recommendations.undoFeedback(user, 'more-like-this', 'p-1')).toBe(false);
    expect(db.recommendations.undoFeedback(user, 'not-for-me', 'p-2')).toBe(false);
    expect(db.recommendations.undoFeedback(user, 'not-for-me', 'p-1')).toBe(true);
    expect(db.recommendations.feedbackOf(user)).toEqual([]);
    expect(db.recommendations.feedbackOf(other)).toHaveLength(1);
  });

  it('keepList keeps one last list per researcher, the latest, with its interests and time', () => {
    const { user, other } = ids();
    expect(db.recommendations.lastList(user)).toBeUndefined();
    db.setClock(() => Date.UTC(2025, 0, 2));
    db.recommendations.keepList(user, [{ text: 'learning analytics', weight: 5 }], [{ paperId: 'a' }]);
    db.recommendations.keepList(other, [{ text: 'dashboards', weight: 3 }], []);
    db.setClock(() => Date.UTC(2025, 0, 3));
    db.recommendations.keepList(user, [{ text: 'feedback', weight: 4 }], [{ paperId: 'b' }]);
    db.setClock(null);
    expect(db.recommendations.lastList(user)).toEqual({ user, interests: [{ text: 'feedback', weight: 4 }], papers: [{ paperId: 'b' }], at: Date.UTC(2025, 0, 3) });
    expect(db.recommendations.lastList(other)?.interests).toEqual([{ text: 'dashboards', weight: 3 }]);
    expect((db.state().recommendationLists ?? []).filter((row) => row.user === user)).toHaveLength(1);
  });

  it('every change marks the data changed; reading and a refused undo do not', () => {
    const { user } = ids();
    let changes = 0;
    const unsubscribe = db.store.subscribe(() => (changes += 1));
    db.recommendations.feedbackOf(user);
    db.recommendations.lastList(user);
    db.recommendations.undoFeedback(user, 'not-for-me', 'never');
    expect(changes).toBe(0);
    db.recommendations.giveFeedback(user, paper('p-1'));
    db.recommendations.undoFeedback(user, 'not-for-me', 'p-1');
    db.recommendations.keepList(user, [], []);
    expect(changes).toBe(3);
    unsubscribe();
  });
});
