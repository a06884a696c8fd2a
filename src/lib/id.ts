/**
 * The one parser of ids the app reads from text: a route's `:id` (a user on the comparison and chart
 * pages, a paper on Edit Publication) and the ids the session keeps in localStorage. A positive safe
 * integer, or null when the text is not one.
 */
export function parseId(text: string | null | undefined): number | null {
  if (text === undefined || text === null || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
