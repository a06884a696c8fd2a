import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastContainer = lazy(() => import('./toast-container'));

/** Whether a toast was ever asked for (toasts.ts): <ToastHost> mounts the container from then on. */
let wanted = false;
const listeners = new Set<() => void>();
export function wantContainer() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const isWanted = () => wanted;

/**
 * Where toasts appear (top right). The container, its library and its stylesheet load with the
 * first toast the app raises (see toasts.ts), so no page waits for them to render. toasts.ts itself
 * is not imported here: a public page loads it with its first action (useAction).
 */
export function ToastHost() {
  if (!useSyncExternalStore(subscribe, isWanted, isWanted)) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
