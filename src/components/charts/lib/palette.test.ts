import { describe, expect, it } from 'vitest';
import { CHART_COLORS, interestColors } from './palette';
import { db } from '@/backend/node';

/** `count` made-up interest names, different for each `seed`. */
function names(count: number, seed: number): string[] {
  const words = ['learning', 'analytics', 'design', 'feedback', 'mooc', 'dashboard', 'data', 'literacy', 'tracing', 'knowledge', 'peer', 'review', 'gaze', 'writing'];
  return Array.from({ length: count }, (_, i) => `${words[(i * 7 + seed) % words.length] ?? ''} ${words[(i * 3 + seed * 5) % words.length] ?? ''} ${seed}-${i}`);
}

const colorsOf = (list: readonly string[]) => {
  const colors = interestColors(list);
  return new Map(list.map((name) => [name, colors(name)]));
};

describe('interestColors', () => {
  it('gives up to twenty interests of one user twenty distinct colours, for any set of names', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      for (const count of [2, 5, 12, 17, 20]) {
        const set = names(count, seed);
        expect(new Set(colorsOf(set).values()).size, `${count} names, seed ${seed}`).toBe(count);
      }
    }
  });

  it('depends on the set of names only: not on their order, case, spaces or weights', () => {
    const set = names(15, 3);
    const colors = colorsOf(set);
    const reversed = interestColors([...set].reverse().map((name) => ` ${name.toUpperCase()} `));
    set.forEach((name) => expect(reversed(name)).toBe(colors.get(name)));
  });

  it('adding or removing an interest moves only interests that collided (those not in their preferred colour)', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const set = names(12, seed);
      const alone = new Map(set.map((name) => [name, interestColors([name])(name)]));
      const before = colorsOf(set);
      const extra = `added interest ${seed}`;
      const added = colorsOf([...set, extra]);
      const removed = colorsOf(set.slice(1));
      set.forEach((name) => {
        // an interest in its preferred colour keeps it, unless the newcomer took that very colour
        if (before.get(name) !== alone.get(name)) return;
        if (added.get(name) !== before.get(name)) expect(added.get(extra)).toBe(before.get(name));
        if (removed.has(name)) expect(removed.get(name)).toBe(before.get(name));
      });
    }
  });

  it('beyond twenty interests, uses every colour and then repeats the preferred ones', () => {
    const set = names(26, 1);
    const colors = [...colorsOf(set).values()];
    expect(new Set(colors).size).toBe(CHART_COLORS.length);
    const first = names(20, 1);
    // the twenty first names keep distinct colours among themselves in a set of twenty
    expect(new Set(colorsOf(first).values()).size).toBe(20);
  });

  it("gives the demo account's \"learning analytics\" and \"learning design\" different colours", () => {
    const demo = db.findUserByEmail('demo@example.org');
    const keywords = db.state().longTerm.filter((interest) => interest.user === demo?.id).map((interest) => interest.keyword);
    expect(keywords).toEqual(expect.arrayContaining(['learning analytics', 'learning design']));
    const colors = interestColors(keywords);
    expect(colors('learning analytics')).not.toBe(colors('learning design'));
    if (keywords.length <= CHART_COLORS.length) expect(new Set(keywords.map(colors)).size).toBe(keywords.length);
  });
});
