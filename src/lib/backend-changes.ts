/**
 * Changes the built-in backend made that this page did not ask for: a write of another open tab, or
 * of a background task (an import). The backend's bridge (backend/browser.ts) reports them here; the
 * signed-in layouts refresh what shows the changed tables (app/backend-changes.ts). Kept apart from
 * both so that the public pages load neither TanStack Query nor the backend's code for it.
 */
type Listener = (tables: string[]) => void;

const listeners = new Set<Listener>();

export const backendChanges = {
  report(tables: string[]): void {
    listeners.forEach((listener) => listener(tables));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
