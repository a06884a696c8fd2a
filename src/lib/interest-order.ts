/**
 * THE order of a researcher's interests on every screen (the word cloud, the bars, the pie's first
 * five, Potential Interests, the searches of Recommended Papers, Tweets & People's tags, Manage
 * Interests, How does it work?): heaviest first. Interests of equal weight keep the order the server
 * sent them in (the built-in backend sends them by their score; RIMA's server by weight), never the
 * alphabet. A new array; the input is left as it is.
 */
export function orderInterests<T extends { weight: number }>(interests: readonly T[]): T[] {
  return interests
    .map((interest, index) => ({ interest, index }))
    .sort((a, b) => b.interest.weight - a.interest.weight || a.index - b.index)
    .map(({ interest }) => interest);
}

/** The first `count` interests in the order of every screen. */
export function topInterests<T extends { weight: number }>(interests: readonly T[], count: number): T[] {
  return orderInterests(interests).slice(0, count);
}
