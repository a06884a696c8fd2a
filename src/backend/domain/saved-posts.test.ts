/** The saved posts repository on a fresh seeded backend (setup-backend.ts). */
import { describe, expect, it } from 'vitest';
import { db } from '@/backend/node';

function demoId(): number {
  const demo = db.findUserByEmail('demo@example.org');
  if (!demo) throw new Error('no demo account in the seed');
  return demo.id;
}

describe('saved posts repository', () => {
  it('save keeps the post for its researcher only; ofUser lists them in the order saved', () => {
    const user = demoId();
    const before = db.savedPosts.ofUser(user).length;
    db.savedPosts.save(user, { id_str: 'p-1', full_text: 'First', screen_name: 'ana' });
    db.savedPosts.save(user, { id_str: 'p-2', full_text: 'Second', screen_name: null });
    const own = db.savedPosts.ofUser(user);
    expect(own.slice(before).map((row) => [row.id_str, row.full_text, row.screen_name])).toEqual([
      ['p-1', 'First', 'ana'],
      ['p-2', 'Second', null],
    ]);
    const other = db.state().users.find((u) => u.id !== user);
    expect(db.savedPosts.ofUser(other?.id ?? -1).some((row) => row.id_str === 'p-1')).toBe(false);
  });

  it('remove takes the one post of that id; none is missing, two saved with one id are refused and both kept', () => {
    const user = demoId();
    db.savedPosts.save(user, { id_str: 'once' });
    db.savedPosts.save(user, { id_str: 'twice' });
    db.savedPosts.save(user, { id_str: 'twice' });
    expect(db.savedPosts.remove(user, 'never')).toBe('missing');
    expect(db.savedPosts.remove(user, 'twice')).toBe('ambiguous');
    expect(db.savedPosts.ofUser(user).filter((row) => row.id_str === 'twice')).toHaveLength(2);
    expect(db.savedPosts.remove(user, 'once')).toBe('removed');
    expect(db.savedPosts.ofUser(user).some((row) => row.id_str === 'once')).toBe(false);
  });

  it('another researcher cannot remove the post', () => {
    const user = demoId();
    db.savedPosts.save(user, { id_str: 'mine' });
    const other = db.state().users.find((u) => u.id !== user);
    expect(db.savedPosts.remove(other?.id ?? -1, 'mine')).toBe('missing');
    expect(db.savedPosts.ofUser(user).some((row) => row.id_str === 'mine')).toBe(true);
  });
});
