/** The interests repository on a fresh seeded backend (setup-backend.ts): the profile's rules without HTTP. */
import { describe, expect, it } from 'vitest';
import { db } from '@/backend/node';

function demoId(): number {
  const demo = db.findUserByEmail('demo@example.org');
  if (!demo) throw new Error('no demo account in the seed');
  return demo.id;
}

const keywords = (rows: readonly { keyword: string }[]) => rows.map((row) => row.keyword);

describe('interests repository', () => {
  it('ofUser lists only the researcher’s interests, heaviest first with ties by id', () => {
    const own = db.interests.ofUser(demoId());
    expect(own.length).toBeGreaterThan(5);
    expect(own.every((row) => row.user === demoId())).toBe(true);
    own.slice(1).forEach((row, i) => {
      const before = own[i];
      if (!before) throw new Error('no row before');
      expect(before.weight > row.weight || (before.weight === row.weight && before.id < row.id)).toBe(true);
    });
  });

  it('save changes a weight (marked as set by hand), adds a new keyword as Manual and takes it off the blacklist', () => {
    const user = demoId();
    const computed = db.interests.ofUser(user).find((row) => row.source !== 'Manual' && row.weight > 1);
    if (!computed) throw new Error('no computed interest');
    db.interests.blacklist(user, ['Tangible Interfaces']);
    expect(keywords(db.interests.blacklistOf(user))).toContain('tangible interfaces');

    const lower = computed.weight - 1;
    db.interests.save(user, [{ name: computed.keyword, weight: lower }, { name: 'Tangible Interfaces', weight: 3 }], { replaceAll: false });

    expect(db.interests.find(user, computed.id)).toMatchObject({ weight: lower, set_by_hand: true });
    expect(db.interests.ofUser(user).find((row) => row.keyword === 'tangible interfaces')).toMatchObject({ weight: 3, source: 'Manual' });
    expect(keywords(db.interests.blacklistOf(user))).not.toContain('tangible interfaces');
  });

  it('save with replaceAll keeps only the interests it names (the development line)', () => {
    const user = demoId();
    const [first] = db.interests.ofUser(user);
    if (!first) throw new Error('no interest');
    db.interests.save(user, [{ name: first.keyword, weight: first.weight, source: first.source }], { replaceAll: true });
    expect(keywords(db.interests.ofUser(user))).toEqual([first.keyword]);
  });

  it('remove blacklists the keyword and drops it from long- and short-term interests; another researcher’s id is refused', () => {
    const user = demoId();
    const shortTerm = db.state().shortTerm.find((row) => row.user === user);
    const interest = db.interests.ofUser(user).find((row) => row.keyword === shortTerm?.keyword) ?? db.interests.ofUser(user)[0];
    if (!interest) throw new Error('no interest');
    const other = db.state().longTerm.find((row) => row.user !== user);
    if (!other) throw new Error('no other researcher’s interest');

    expect(db.interests.remove(user, other.id)).toBe(false);
    expect(db.interests.remove(user, interest.id)).toBe(true);

    expect(db.interests.find(user, interest.id)).toBeUndefined();
    expect(db.state().shortTerm.some((row) => row.user === user && row.keyword === interest.keyword)).toBe(false);
    const entry = db.interests.blacklistOf(user).find((row) => row.keyword === interest.keyword);
    expect(entry).toBeDefined();
    expect(db.interests.unblacklist(user, entry?.id ?? -1)).toBe(true);
    expect(keywords(db.interests.blacklistOf(user))).not.toContain(interest.keyword);
    expect(db.interests.unblacklist(user, entry?.id ?? -1)).toBe(false);
  });

  it('a change marks the data changed (stored once the request ends); a read does not', () => {
    const user = demoId();
    let changes = 0;
    const stop = db.subscribe(() => (changes += 1));
    db.interests.ofUser(user);
    db.interests.blacklistOf(user);
    db.interests.profile(user);
    expect(changes).toBe(0);
    db.interests.blacklist(user, ['robotics']);
    expect(changes).toBeGreaterThan(0);
    stop();
  });

  it('profile keeps every Manual interest and at most 15 computed ones', () => {
    const user = demoId();
    const manual = db.interests.ofUser(user).filter((row) => row.source === 'Manual');
    const profile = db.interests.profile(user);
    expect(profile.filter((row) => row.source !== 'Manual').length).toBeLessThanOrEqual(15);
    expect(keywords(profile.filter((row) => row.source === 'Manual'))).toEqual(keywords(manual));
  });

  it('recent gives at most five short-term interests, no keyword twice, newest months first', () => {
    const recent = db.interests.recent(demoId());
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(5);
    expect(new Set(keywords(recent)).size).toBe(recent.length);
  });
});
