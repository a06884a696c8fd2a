import type { UIMatch } from 'react-router-dom';

export const APP_NAME = 'RIMA';

/** What a route may declare in its `handle`: the page's title, read by the layouts. */
export type RouteHandle = { title?: string };

function titleOf(handle: unknown): string | undefined {
  if (handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string') return handle.title;
  return undefined;
}

/** The document title for the matched routes: the deepest route's title, "<page title> · RIMA". */
export function documentTitle(matches: readonly Pick<UIMatch, 'handle'>[]): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle);
    if (title) return `${title} · ${APP_NAME}`;
  }
  return APP_NAME;
}
