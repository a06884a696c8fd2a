/**
 * Bounds for what the server sends, so a screen stays responsive whatever it gets: long strings are
 * cut for display (the full text stays available on demand), long lists are shown a page at a time.
 */

/** Display length of a keyword, a name or a title in a list or a chart. */
export const SHORT_TEXT_LIMIT = 80;

/** Rows of a long list shown at a time. */
export const PAGE_SIZE = 50;

/**
 * `text` cut to `limit` characters (with '…') when longer; `cut` says whether anything was left out.
 * With `atWord`, running text (an abstract, a tweet) is cut before the word the limit falls in, when
 * that word starts in the limit's last third, so that no word or link is shown cut in two.
 */
export function cutText(text: string, limit = SHORT_TEXT_LIMIT, { atWord = false }: { atWord?: boolean } = {}): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  let head = text.slice(0, Math.max(0, limit - 1));
  if (atWord && /\S/.test(text.charAt(head.length))) {
    const wordStart = head.search(/\S+$/);
    if (wordStart >= (limit * 2) / 3) head = head.slice(0, wordStart);
  }
  return { text: `${head.trimEnd()}…`, cut: true };
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
