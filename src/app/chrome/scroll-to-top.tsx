import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls the window to the top when the page changes (spec 4): a new path, not a new query, which
 * opens something over the page where the user is (`?manage` opens Manage Interests over the
 * Interest Overview) and must leave the page where it was.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
