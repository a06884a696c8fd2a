import { UserMenu } from './user-menu';

/** The app's top bar: the sidebar toggle (narrow screens only) and the user menu. */
export function TopBar({ sidebarId, sidebarOpen, onToggleSidebar }: { sidebarId: string; sidebarOpen: boolean; onToggleSidebar: () => void }) {
  return (
    <header className="rima-topbar navbar bg-white border-bottom px-3">
      <button
        type="button"
        className="btn btn-outline-secondary d-lg-none"
        aria-controls={sidebarId}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <div className="ms-auto">
        <UserMenu />
      </div>
    </header>
  );
}
