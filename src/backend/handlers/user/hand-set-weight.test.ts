/**
 * A weight the user set by hand is the user's: the interest rows say so, and regenerating the
 * profile (or refreshing the account) keeps it, while computed weights are computed again.
 */
import { describe, expect, it } from 'vitest';
import { getOwnInterests, saveInterests } from '@/api/user/interests';
import { regenerateProfile } from '../../domain/importer';
import { loginAs } from '../../test-utils/api';
import { db } from '@/backend/node';

describe('hand-set weights', () => {
  it('are marked on the interest rows and survive regeneration; other weights are recomputed', async () => {
    const { user } = loginAs('demo@example.org');
    const before = await getOwnInterests();
    const target = before.find((i) => i.keyword === 'learning analytics');
    const other = before.find((i) => i.keyword === 'self-regulated learning');
    expect(target).toMatchObject({ weight: 5, weight_set_by_hand: false });
    expect(other?.weight_set_by_hand).toBe(false);
    // the editor saves every row; only the changed weight is the user's
    await saveInterests(before.map((i) => ({ name: i.keyword, weight: i.keyword === 'learning analytics' ? 4 : i.weight, source: i.source, id: i.id })));
    const saved = await getOwnInterests();
    expect(saved.find((i) => i.keyword === 'learning analytics')).toMatchObject({ weight: 4, weight_set_by_hand: true });
    expect(saved.filter((i) => i.weight_set_by_hand).map((i) => i.keyword)).toEqual(['learning analytics']);

    regenerateProfile(db, user.id);
    const after = await getOwnInterests();
    expect(after.find((i) => i.keyword === 'learning analytics')).toMatchObject({ weight: 4, weight_set_by_hand: true });
    expect(after.find((i) => i.keyword === 'self-regulated learning')?.weight).toBe(other?.weight);
    // manual interests stay whole too
    const manual = before.filter((i) => i.source === 'Manual').map((i) => [i.keyword, i.weight]);
    expect(manual.length).toBeGreaterThan(0);
    expect(after.filter((i) => i.source === 'Manual').map((i) => [i.keyword, i.weight])).toEqual(manual);
    expect(db.state().longTerm.filter((i) => i.user === user.id && i.keyword === 'learning analytics')).toHaveLength(1);
  });
});
