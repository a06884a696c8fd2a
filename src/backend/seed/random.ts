/** A small seeded PRNG (mulberry32) so generated demo data is the same on every run. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min: number, max: number): number {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

/** FNV-1a hash of a string, for deterministic ids. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** 40 lower-case hex characters derived from a string (tokens, Semantic Scholar-like paper ids). */
export function hex40(text: string): string {
  let out = '';
  let h = hashString(text);
  for (let i = 0; i < 5; i += 1) {
    h = hashString(`${text}#${i}`, h);
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}
