import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useStandaloneWords } from '@/lib/demo-mode';
import { documentTitle } from './page-title';

/** How long a page that draws its heading after loading may take before focus stays on main. */
const HEADING_WAIT_MS = 5000;

/**
 * Where focus goes after a route change: the page's h1, or main while the page has none yet; when
 * the h1 appears later (a page that shows it after its data) and focus is still on main, it moves
 * there. Returns a clean-up that stops waiting.
 */
export function focusPageHeading(): () => void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return () => undefined;
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => undefined;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    // the user has moved on: leave focus alone
    if (active !== main && active !== document.body && active !== null) observer.disconnect();
    else if (focusHeading()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Mounted by every layout. Sets the document title from the routes' `handle.title`
 * ("<page title> · RIMA") and, after a navigation to another path, moves focus to the new page's
 * heading so assistive technology announces where the user is. The first page of a visit keeps
 * the browser's own start (focus at the top, the skip link first).
 */
export function RouteFocus() {
  const matches = useMatches();
  const { pathname, key } = useLocation();
  const title = documentTitle(matches, useStandaloneWords());

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (key === 'default') return;
    return focusPageHeading();
    // only a new path moves focus, not a change of the query or the hash
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
