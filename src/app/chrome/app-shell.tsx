import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { wrapTab } from '@/components/ui/focus-trap';
import { Sidebar } from '@/features/navigation/components/sidebar';
import { TopBar } from '@/features/navigation/components/top-bar';
import { ImportNotice } from '@/features/auth/components/import-notice';
import { ServerImportNotice } from '@/features/auth/components/server-import-notice';
import { useDigestVisit } from '@/components/identity/use-digest-visit';
import { STANDALONE_UI, useDemoBackend } from '@/lib/demo-mode';
import { session } from '@/lib/session';
import { DemoBanner } from './demo-banner';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_ID, SkipLink } from './skip-link';

const SIDEBAR_ID = 'rima-sidebar';

/** From this width on the sidebar is always shown (Bootstrap's lg breakpoint, as in app.scss). */
const WIDE = '(min-width: 992px)';

/** Whether the screen is wide enough for the sidebar to be shown beside the page (true where unknown). */
const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;

/**
 * The sidebar as a menu on narrow screens: whether it is open and drawn, its refs, and `dismiss`
 * (Escape, Close, the backdrop), which puts the focus back on the Menu button.
 */
function useSidebarMenu() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // On a narrow screen the sidebar's content is drawn when the menu first opens, not with every page
  // load (a phone then renders only the page); once drawn, or on a wide screen, it stays.
  const [sidebarDrawn, setSidebarDrawn] = useState(isWide);
  if (sidebarOpen && !sidebarDrawn) setSidebarDrawn(true);
  useEffect(() => {
    if (sidebarDrawn || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setSidebarDrawn(true);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [sidebarDrawn]);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // true when the menu closes by Escape, its Close button or the backdrop (not by a navigation)
  const refocusMenuButton = useRef(false);
  if (shownPath !== pathname) {
    // A navigation closes the sidebar on narrow screens.
    setShownPath(pathname);
    setSidebarOpen(false);
  }

  const dismiss = () => {
    refocusMenuButton.current = true;
    setSidebarOpen(false);
  };

  useEffect(() => {
    if (!sidebarOpen) {
      // after the page behind stopped being inert
      if (refocusMenuButton.current) menuButtonRef.current?.focus();
      refocusMenuButton.current = false;
      return;
    }
    const sidebar = sidebarRef.current;
    closeButtonRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
      else if (sidebar) wrapTab(event, sidebar);
    };
    // widened past the breakpoint: the sidebar is no menu any more
    const wide = window.matchMedia?.(WIDE);
    const onWide = () => {
      if (wide?.matches) setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKey);
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide?.removeEventListener('change', onWide);
    };
  }, [sidebarOpen]);

  return { sidebarOpen, setSidebarOpen, sidebarDrawn, dismiss, sidebarRef, menuButtonRef, closeButtonRef };
}

/**
 * The chrome of the app and recommendation layouts: demo banner, sidebar, top bar and the page.
 * On narrow screens the sidebar is a modal menu behind the Menu button: open, it takes the focus,
 * Tab and Shift+Tab stay in it, the page behind is inert, and Escape, its Close button or a press on
 * the backdrop close it and put the focus back on the Menu button.
 */
export function AppShell() {
  const { sidebarOpen, setSidebarOpen, sidebarDrawn, dismiss, sidebarRef, menuButtonRef, closeButtonRef } = useSidebarMenu();
  const demo = useDemoBackend();
  const standalone = STANDALONE_UI && demo !== null;
  // the visit starts a due digest check in the backend, once the page is interactive
  useDigestVisit(demo !== null && session.getOwnId() !== null);

  return (
    <div className="rima-app">
      <ScrollToTop />
      <RouteFocus />
      <div inert={sidebarOpen}>
        <SkipLink />
        <DemoBanner />
      </div>
      <div className="rima-shell">
        <aside ref={sidebarRef} id={SIDEBAR_ID} className={`rima-sidebar${sidebarOpen ? ' is-open' : ''}`} aria-label="Sidebar">
          {sidebarOpen ? (
            <button ref={closeButtonRef} type="button" className="btn-close rima-sidebar__close d-lg-none" aria-label="Close menu" onClick={dismiss} />
          ) : null}
          {sidebarDrawn ? <Sidebar onNavigate={() => setSidebarOpen(false)} /> : null}
        </aside>
        {sidebarOpen ? <div className="rima-sidebar-backdrop d-lg-none" aria-hidden="true" onClick={dismiss} /> : null}
        <div className="rima-main-column">
          <TopBar sidebarId={SIDEBAR_ID} sidebarOpen={sidebarOpen} menuButtonRef={menuButtonRef} onToggleSidebar={() => (sidebarOpen ? dismiss() : setSidebarOpen(true))} />
          <main id={MAIN_ID} className="rima-main" tabIndex={-1} inert={sidebarOpen}>
            {/* the live import's notice is the standalone build's (a build for a backend leaves it out) */}
            {standalone ? <ImportNotice /> : <ServerImportNotice />}
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
