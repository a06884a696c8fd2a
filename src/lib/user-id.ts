/** The `:id` of a route that names a user (comparison, chart pages): a positive integer, or null when the segment is not one. */
export function parseUserId(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
