/** The follows repository on a fresh seeded backend (setup-backend.ts). */
import { describe, expect, it } from 'vitest';
import { db } from '@/backend/node';

function twoUsers(): [number, number] {
  const [first, second] = db.state().users;
  if (!first || !second) throw new Error('the seed has fewer than two accounts');
  return [first.id, second.id];
}

describe('follows repository', () => {
  it('add keeps a follow for its researcher only, with its time; ofUser lists them in the order followed', () => {
    const [user, other] = twoUsers();
    const before = db.follows.ofUser(user).length;
    const start = db.now();
    expect(db.follows.add(user, { authorId: '111', name: 'Grace Hopper', bluesky: null })).toBe(true);
    expect(db.follows.add(user, { authorId: 'did:plc:abc', name: 'Ada', bluesky: 'ada.bsky.social' })).toBe(true);
    const added = db.follows.ofUser(user).slice(before);
    expect(added.map((row) => [row.authorId, row.name, row.bluesky])).toEqual([
      ['111', 'Grace Hopper', null],
      ['did:plc:abc', 'Ada', 'ada.bsky.social'],
    ]);
    for (const row of added) expect(row.since >= start && row.since <= db.now()).toBe(true);
    expect(db.follows.ofUser(other).some((row) => row.authorId === '111')).toBe(false);
  });

  it('add follows an author once: the second time changes nothing and says so', () => {
    const [user] = twoUsers();
    db.follows.add(user, { authorId: '222', name: 'Alan Turing', bluesky: null });
    let changes = 0;
    const stop = db.store.subscribe(() => {
      changes += 1;
    });
    expect(db.follows.add(user, { authorId: '222', name: 'A. M. Turing', bluesky: null })).toBe(false);
    stop();
    expect(changes).toBe(0);
    expect(db.follows.ofUser(user).filter((row) => row.authorId === '222').map((row) => row.name)).toEqual(['Alan Turing']);
  });

  it('remove stops one researcher following an author; another researcher still follows it', () => {
    const [user, other] = twoUsers();
    db.follows.add(user, { authorId: '333', name: 'Barbara Liskov', bluesky: null });
    db.follows.add(other, { authorId: '333', name: 'Barbara Liskov', bluesky: null });
    db.follows.remove(user, '333');
    expect(db.follows.ofUser(user).some((row) => row.authorId === '333')).toBe(false);
    expect(db.follows.ofUser(other).map((row) => row.authorId)).toContain('333');
  });
});
