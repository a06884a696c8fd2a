import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Sidebar } from '@/features/navigation/components/sidebar';
import { TopBar } from '@/features/navigation/components/top-bar';
import { DemoBanner } from './demo-banner';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_ID, SkipLink } from './skip-link';

const SIDEBAR_ID = 'rima-sidebar';

/** The chrome of the app and recommendation layouts: demo banner, sidebar, top bar and the page. */
export function AppShell() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // A navigation closes the sidebar on narrow screens.
    setShownPath(pathname);
    setSidebarOpen(false);
  }

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  return (
    <div className="rima-app">
      <ScrollToTop />
      <RouteFocus />
      <SkipLink />
      <DemoBanner />
      <div className="rima-shell">
        <aside id={SIDEBAR_ID} className={`rima-sidebar${sidebarOpen ? ' is-open' : ''}`} aria-label="Sidebar">
          <Sidebar onNavigate={() => setSidebarOpen(false)} />
        </aside>
        {sidebarOpen ? <div className="rima-sidebar-backdrop d-lg-none" aria-hidden="true" onClick={() => setSidebarOpen(false)} /> : null}
        <div className="rima-main-column">
          <TopBar sidebarId={SIDEBAR_ID} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
          <main id={MAIN_ID} className="rima-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
