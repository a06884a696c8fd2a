/**
 * Bounds for what the server sends, so a screen stays responsive whatever it gets: long strings are
 * cut for display (the full text stays available on demand), long lists are shown a page at a time.
 */

/** Display length of a keyword, a name or a title in a list or a chart. */
export const SHORT_TEXT_LIMIT = 80;

/** Rows of a long list shown at a time. */
export const PAGE_SIZE = 50;

/** `text` cut to `limit` characters (with '…') when longer; `cut` says whether anything was left out. */
export function cutText(text: string, limit = SHORT_TEXT_LIMIT): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  return { text: `${text.slice(0, Math.max(0, limit - 1)).trimEnd()}…`, cut: true };
}

/** The page of a list: `page` (0-based) is clamped to the pages there are. */
export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): { items: T[]; page: number; pages: number; first: number; last: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  const start = current * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page: current, pages, first: shown.length === 0 ? 0 : start + 1, last: start + shown.length };
}

/** The page that holds item `index`. */
export function pageHolding(index: number, size = PAGE_SIZE): number {
  return Math.max(0, Math.floor(index / size));
}

/** "Showing 1–50 of 10,000" */
export function showingText(first: number, last: number, total: number, noun = 'items'): string {
  const format = (n: number) => n.toLocaleString('en-US');
  if (total === 0) return `No ${noun}`;
  if (first === 1 && last === total) return `Showing all ${format(total)} ${noun}`;
  return `Showing ${format(first)}–${format(last)} of ${format(total)} ${noun}`;
}
