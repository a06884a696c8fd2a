import type { RefObject } from 'react';
import { UserMenu } from './user-menu';

/**
 * The app's top bar: the sidebar toggle (narrow screens only) and the user menu, which is inert while
 * the sidebar is open as a modal menu.
 */
export function TopBar({
  sidebarId,
  sidebarOpen,
  menuButtonRef,
  onToggleSidebar,
}: {
  sidebarId: string;
  sidebarOpen: boolean;
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
  onToggleSidebar: () => void;
}) {
  return (
    <header className="rima-topbar navbar bg-white border-bottom px-3">
      <button
        ref={menuButtonRef}
        type="button"
        className="btn btn-outline-secondary d-lg-none"
        aria-controls={sidebarId}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <div className="ms-auto" inert={sidebarOpen}>
        <UserMenu />
      </div>
    </header>
  );
}
