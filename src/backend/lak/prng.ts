/** A small seeded pseudo-random generator (mulberry32): the same seed always yields the same data set. */
export type Random = {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  /** one element of a non-empty list */
  pick<T>(items: readonly T[]): T;
  /** one element chosen with probability proportional to its weight (weights > 0 somewhere) */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** true with probability p */
  chance(p: number): boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0);
      if (total <= 0) return pick(items);
      let threshold = next() * total;
      for (const item of items) {
        threshold -= Math.max(0, weight(item));
        if (threshold < 0) return item;
      }
      return pick(items);
    },
    chance: (p) => next() < p,
  };
}
