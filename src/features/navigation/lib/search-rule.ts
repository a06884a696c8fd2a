/** Shortest query the user search sends (spec 9: length 2 or more). */
export const MIN_SEARCH_LENGTH = 2;

/**
 * The spec's user-search rule (sections 5 and 9): a search fires only when the query has more than
 * one character and an even length. Blank queries never fire.
 */
export function shouldSearch(query: string): boolean {
  return query.length >= MIN_SEARCH_LENGTH && query.length % 2 === 0 && query.trim() !== '';
}
