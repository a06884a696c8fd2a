import { describe, expect, it, vi } from 'vitest';

describe('interests wait for the keyphrase extraction', () => {
  it('a seed built before the extraction loaded records pending users, computed on first need', async () => {
    // Fresh modules: the extraction of this module graph has not been loaded yet.
    vi.resetModules();
    const { db } = await import('./index');
    const { computePendingInterests } = await import('./compute');
    const { loadedKeyphrase } = await import('../nlp/load-keyphrase');
    expect(loadedKeyphrase()).toBeNull();

    db.reset();
    const researchers = db.state().users.filter((u) => !u.is_staff).map((u) => u.id);
    expect(db.state().pendingInterests).toEqual(researchers);
    expect(db.state().longTerm.every((i) => i.source === 'Manual')).toBe(true);

    await computePendingInterests();
    expect(loadedKeyphrase()).not.toBeNull();
    expect(db.state().pendingInterests).toBeUndefined();
    const demo = db.findUserByEmail('demo@example.org');
    const computed = db.state().longTerm.filter((i) => i.user === demo?.id && i.source !== 'Manual');
    expect(computed.length).toBeGreaterThan(5);
    expect(computed.map((i) => i.keyword)).toContain('dashboard');
  });
});
