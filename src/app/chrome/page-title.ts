import type { UIMatch } from 'react-router-dom';

export const APP_NAME = 'RIMA';

/**
 * What a route may declare in its `handle`: the page's title, read by the layouts; `titleIn` when
 * the title takes the build's words (config/words.ts), given whether they are the standalone build's.
 */
export type RouteHandle = { title?: string; titleIn?: (standalone: boolean) => string };

function titleOf(handle: unknown, standalone: boolean): string | undefined {
  if (!handle || typeof handle !== 'object') return undefined;
  if ('titleIn' in handle && typeof handle.titleIn === 'function') {
    const title: unknown = (handle.titleIn as (standalone: boolean) => unknown)(standalone);
    if (typeof title === 'string') return title;
  }
  if ('title' in handle && typeof handle.title === 'string') return handle.title;
  return undefined;
}

/** The document title for the matched routes: the deepest route's title, "<page title> · RIMA". */
export function documentTitle(matches: readonly Pick<UIMatch, 'handle'>[], standalone = false): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle, standalone);
    if (title) return `${title} · ${APP_NAME}`;
  }
  return APP_NAME;
}
