/** The accounts repository on a fresh seeded backend (setup-backend.ts). */
import { describe, expect, it } from 'vitest';
import { db } from '@/backend/node';
import type { DbUser } from './types';

/** A seeded account with an author id and a Twitter handle, and its rows. */
function seeded(): DbUser {
  const user = db.state().users.find((u) => !u.is_staff && u.author_id && u.twitter_account_id && !u.live);
  if (!user) throw new Error('no seeded account with an author id and a handle');
  return user;
}

const rowsOf = (userId: number) => {
  const state = db.state();
  return {
    papers: state.papers.filter((p) => p.user === userId).length,
    tweets: state.tweets.filter((t) => t.user === userId).length,
    interests: state.longTerm.filter((i) => i.user === userId).length + state.shortTerm.filter((i) => i.user === userId).length,
  };
};

function liveAccount(handle: string | null): DbUser {
  const user = db.addUser({ email: 'live@example.org', password: 'pw', first_name: 'Li', last_name: 'Ve', twitter_account_id: handle, author_id: '42', live: true });
  const time = db.store.stamp();
  db.state().tweets.push({ id: db.nextId('tweet'), user: user.id, id_str: 'own', full_text: 'An own post', entities: null, screen_name: null, created_on: time });
  return user;
}

describe('accounts repository', () => {
  it('a new name changes the name only: the papers, tweets and interests stay; nothing is read again', () => {
    const user = seeded();
    const before = rowsOf(user.id);
    expect(before.papers).toBeGreaterThan(0);
    expect(db.accounts.update(user, { first_name: 'Ada', last_name: 'Lovelace' })).toEqual({ liveAuthorChanged: false, liveHandleChanged: false });
    expect(db.getUser(user.id)?.first_name).toBe('Ada');
    expect(rowsOf(user.id)).toEqual(before);
  });

  it("a seeded account's new author id takes its papers and interests, not its tweets", () => {
    const user = seeded();
    const before = rowsOf(user.id);
    db.accounts.update(user, { author_id: 'another' });
    expect(rowsOf(user.id)).toEqual({ papers: 0, tweets: before.tweets, interests: 0 });
    expect(db.getUser(user.id)?.author_id).toBe('another');
  });

  it("a seeded account's new Twitter handle takes its tweets and interests, not its papers; the same handle typed otherwise is no change", () => {
    const user = seeded();
    const before = rowsOf(user.id);
    db.accounts.update(user, { twitter_account_id: user.twitter_account_id });
    expect(rowsOf(user.id)).toEqual(before);
    db.accounts.update(user, { twitter_account_id: 'someone_else' });
    expect(rowsOf(user.id)).toEqual({ papers: before.papers, tweets: 0, interests: 0 });
  });

  it('a live account says what must be read again; its own posts go only when the author and the handle both change', () => {
    const user = liveAccount('ana.bsky.social');
    expect(db.accounts.update(user, { twitter_account_id: '@ana.bsky.social' })).toEqual({ liveAuthorChanged: false, liveHandleChanged: false });
    expect(db.accounts.update(user, { twitter_account_id: 'bob.bsky.social' })).toEqual({ liveAuthorChanged: false, liveHandleChanged: true });
    expect(rowsOf(user.id).tweets).toBe(1);
    expect(db.accounts.update(user, { author_id: '43' })).toEqual({ liveAuthorChanged: true, liveHandleChanged: false });
    expect(rowsOf(user.id).tweets).toBe(1);
    expect(db.accounts.update(user, { author_id: '44', twitter_account_id: 'carol.bsky.social' })).toEqual({ liveAuthorChanged: true, liveHandleChanged: true });
    expect(rowsOf(user.id).tweets).toBe(0);
  });

  it('every update marks the data changed', () => {
    const user = seeded();
    let changes = 0;
    const unsubscribe = db.store.subscribe(() => (changes += 1));
    db.accounts.search('a');
    expect(changes).toBe(0);
    db.accounts.update(user, { first_name: 'Ada' });
    expect(changes).toBeGreaterThan(0);
    unsubscribe();
  });

  it('search finds accounts by email, first or last name, whatever the case', () => {
    const user = seeded();
    const byLast = db.accounts.search(user.last_name.toUpperCase()).map((u) => u.id);
    expect(byLast).toContain(user.id);
    expect(db.accounts.search(user.email.slice(0, 4)).map((u) => u.id)).toContain(user.id);
    expect(db.accounts.search('no such researcher anywhere')).toEqual([]);
  });
});
