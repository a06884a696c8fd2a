// Validates the configuration (VITE_* defaults and config.json) now, so a bad value stops the
// start with its message instead of surfacing later inside the first page that reads it.
import '@/config/env';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routerBasename } from '@/config/base-path';
import { setPendingNavigation } from '@/config/chunk-reload';
import { removeDemoLeftovers } from '@/lib/demo-leftovers';
import type { DemoBackend } from '@/lib/demo-mode';

/** Starts the demo backend when no backend URL is configured, then renders the app into `container`. */
export async function start(container: HTMLElement): Promise<void> {
  // The demo backend starts before the first render, so no request can slip past it.
  // With VITE_API_URL set at build time this branch is dead and the mock code is not bundled.
  let demoBackend: DemoBackend | null = null;
  if (!import.meta.env.VITE_API_URL) {
    const { startDemoBackend } = await import('@/mocks/browser');
    demoBackend = await startDemoBackend();
  } else {
    // A demo build hosted on this origin before may have left its worker and its session behind.
    await removeDemoLeftovers({
      storage: localStorage,
      serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
      scope: new URL(import.meta.env.BASE_URL, window.location.origin).href,
    });
  }
  const router = createBrowserRouter(routes, { basename: routerBasename(import.meta.env.BASE_URL) });
  // A chunk that fails while the user navigates reloads into the page they were going to.
  setPendingNavigation(() => {
    const target = router.state.navigation.location;
    return target ? router.createHref(target) : null;
  });
  const queryClient = createQueryClient();
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={queryClient} demoBackend={demoBackend}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
