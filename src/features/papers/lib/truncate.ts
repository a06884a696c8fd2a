export const TITLE_LIMIT = 70;
export const AUTHORS_LIMIT = 50;

/** The first `limit` characters then ' ...' when the text is longer; shorter text unchanged; null becomes ''. */
export function truncate(text: string | null | undefined, limit: number): string {
  const value = text ?? '';
  return value.length > limit ? `${value.slice(0, limit)} ...` : value;
}
