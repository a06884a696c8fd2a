import { lazy, Suspense } from 'react';
import { useToastsWanted } from './toasts';

const ToastContainer = lazy(() => import('./toast-container'));

/**
 * Where toasts appear (top right). The container, its library and its stylesheet load with the
 * first toast the app raises (see toasts.ts), so no page waits for them to render.
 */
export function ToastHost() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
