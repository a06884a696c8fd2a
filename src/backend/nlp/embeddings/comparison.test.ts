import { describe, expect, it } from 'vitest';
import { getUserSimilarity } from '@/api/user/demo';
import { loginAs } from '../../test-utils/api';
import { SHARE_LITTLE_BELOW } from '@/features/similarity/lib/score';
import { db } from '@/backend/node';

/** Gives a seeded researcher a biologist's interests instead of their own. */
function makeBiologist(email: string) {
  const state = db.state();
  const user = db.findUserByEmail(email);
  if (!user) throw new Error(`no ${email}`);
  state.longTerm = state.longTerm.filter((i) => i.user !== user.id);
  ['gene expression', 'protein folding', 'cell biology', 'molecular genetics', 'enzyme kinetics'].forEach((keyword, i) =>
    state.longTerm.push({ id: 800000 + i, user: user.id, keyword, original_keywords: [keyword], categories: [], paper_ids: [], tweet_ids: [], weight: 5 - i * 0.5, source: 'Manual', created_on: '2024-01-01T00:00:00', updated_on: '2024-01-01T00:00:00' }),
  );
  return user.id;
}

describe('the comparison on word vectors', () => {
  it('two researchers of unrelated fields compare low, and the explanation shows why: no shared close keywords', async () => {
    loginAs('demo@example.org');
    const others = db.state().users.filter((u) => u.email !== 'demo@example.org' && db.state().longTerm.some((i) => i.user === u.id));
    const colleague = others[0];
    if (!colleague) throw new Error('no seeded researcher with interests');
    const near = await getUserSimilarity(colleague.id);
    const biologist = makeBiologist(colleague.email);
    const far = await getUserSimilarity(biologist);
    expect(typeof near.score === 'number' && typeof far.score === 'number').toBe(true);
    expect(Number(far.score)).toBeLessThan(Number(near.score));
    // under the compare screen's 'You share little' (SHARE_LITTLE_BELOW, 20 %); the colleague above it
    expect(Number(far.score)).toBeLessThan(SHARE_LITTLE_BELOW);
    expect(Number(near.score)).toBeGreaterThan(SHARE_LITTLE_BELOW);
    expect(far.venn_chart_data.similar_interests.user_1).toEqual({});
    expect(far.venn_chart_data.user_2_exclusive_interest).toHaveLength(5);
    Object.values(far.heat_map_data).forEach((row) => Object.values(row).forEach((v) => expect(v).toBeLessThan(0.6)));
  });
});
