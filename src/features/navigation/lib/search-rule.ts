/** Shortest query the user search sends (spec 9: length 2 or more). */
export const MIN_SEARCH_LENGTH = 2;

/**
 * The spec's user-search rule (sections 5 and 9): a search fires only when the query has more than
 * one character and an even length. Blank queries never fire.
 */
export function shouldSearch(query: string): boolean {
  return query.length >= MIN_SEARCH_LENGTH && query.length % 2 === 0 && query.trim() !== '';
}

/** Most suggestions shown at once; the rest are counted ("showing N of M"). */
export const MAX_SUGGESTIONS = 8;

/**
 * A query made only of dots would become the path segments "." or ".." once in a URL (even encoded,
 * URL parsing resolves %2E%2E), which would reach another route of the server: it is never sent.
 */
export function isSendableQuery(query: string): boolean {
  return !/^\.+$/.test(query.trim());
}

/**
 * The query that stands once the typed text becomes `value`, given the one that stood before
 * (`previous`): the typed text itself when the rule lets it fire, nothing under two characters,
 * else still the previous one (whose answer `suggestionsFor` narrows while the text extends it).
 */
export function termAfter(value: string, previous: string): string {
  if (value.trim().length < MIN_SEARCH_LENGTH) return '';
  return shouldSearch(value) && isSendableQuery(value) ? value.trim() : previous;
}

export type SuggestionUser = { id: number; first_name: string; last_name: string; email: string };

export type Suggestions<T extends SuggestionUser> =
  | { kind: 'idle' }
  /** the typed text does not fire a search and no earlier answer covers it */
  | { kind: 'type-more' }
  | { kind: 'list'; users: T[]; total: number };

function matches(user: SuggestionUser, text: string): boolean {
  const needle = text.toLowerCase();
  return [user.email, user.first_name, user.last_name].some((field) => field.toLowerCase().includes(needle));
}

/**
 * What the suggestion list shows for the typed `value`, given the last query that fired (`term`)
 * and its answer. The signed-in user is never suggested. When the typed text extends the fired
 * query (e.g. "Mat" after "Ma"), the earlier answer is narrowed with the server's own rule
 * (case-insensitive substring of email, first or last name); text that is not an extension of it
 * (e.g. "Len" after "Mate") shows no stale suggestions. At most MAX_SUGGESTIONS are listed.
 */
export function suggestionsFor<T extends SuggestionUser>(
  value: string,
  term: string,
  answer: readonly T[] | undefined,
  ownId: number | null,
): Suggestions<T> {
  const typed = value.trim();
  if (typed.length < MIN_SEARCH_LENGTH) return { kind: 'idle' };
  if (term === '' || answer === undefined) return { kind: 'type-more' };
  if (!typed.toLowerCase().includes(term.toLowerCase())) return { kind: 'type-more' };
  const users = answer.filter((user) => user.id !== ownId && (typed === term || matches(user, typed)));
  return { kind: 'list', users: users.slice(0, MAX_SUGGESTIONS), total: users.length };
}
