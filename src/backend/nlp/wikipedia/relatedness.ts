/**
 * Milne and Witten's link-based relatedness of two Wikipedia articles ("An effective, low-cost
 * measure of semantic relatedness obtained from Wikipedia links", 2008), as RIMA's WikiLinkMeasure:
 * two articles are related when many of the articles that link to them are shared (their incoming
 * links), relative to how many link to each and to the size of Wikipedia (the Normalized Google
 * Distance on link sets):
 *
 *   distance = (log max(|A|, |B|) - log |A ∩ B|) / (log W - log min(|A|, |B|)),  relatedness = max(0, 1 - distance)
 *
 * A and B are the sets of articles linking to each (sources/wikipedia.ts `incomingLinks`), W the number of articles.
 */

/** Articles of the English Wikipedia (about 6.9 million in 2025). */
export const WIKIPEDIA_ARTICLES = 6_900_000;

export function milneWitten(a: ReadonlySet<string>, b: ReadonlySet<string>, total = WIKIPEDIA_ARTICLES): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let shared = 0;
  small.forEach((title) => (shared += large.has(title) ? 1 : 0));
  if (shared === 0) return 0;
  const distance = (Math.log(large.size) - Math.log(shared)) / (Math.log(total) - Math.log(small.size));
  return Math.max(0, Math.min(1, 1 - distance));
}

/**
 * Relatedness of two keywords through their articles: 1 for the same article; Milne-Witten on their
 * incoming links when both name an article that something links to; else `otherwise()` (the word vectors).
 */
export function articleRelatedness(
  a: { title: string; links: ReadonlySet<string> } | null,
  b: { title: string; links: ReadonlySet<string> } | null,
  otherwise: () => number,
): number {
  if (a && b && a.title === b.title) return 1;
  if (a && b && a.links.size > 0 && b.links.size > 0) {
    // each article counts in its own set: one linking to the other is then a shared neighbour
    const withSelf = (x: { title: string; links: ReadonlySet<string> }) => new Set([...x.links, x.title]);
    return milneWitten(withSelf(a), withSelf(b));
  }
  return otherwise();
}
