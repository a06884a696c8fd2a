// Validates the configuration (VITE_* defaults and config.json) now, so a bad value stops the
// start with its message instead of surfacing later inside the first page that reads it.
import '@/config/env';
// Bootstrap and the app's global rules for every page; loaded before the first render.
import '@/styles/public.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { patchRoutesOnNavigation, routes } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { routerBasename } from '@/config/base-path';
import { setPendingNavigation } from '@/config/chunk-reload';
import { backendChanges } from '@/lib/backend-changes';
import { removeDemoLeftovers } from '@/lib/demo-leftovers';
import { createStorageStatus, holdRequestsWhenPageLeaves, setBackendReady, type DemoBackend } from '@/lib/demo-mode';
import { session } from '@/lib/session';

/**
 * Renders the app into `container`. In the standalone build (no VITE_API_URL) the built-in backend starts in
 * parallel with the first render: API requests wait for it. Signed out, the first page (sign-in,
 * registration, demo) requests nothing before the user acts, so the built-in backend starts once that
 * page has rendered and does not compete with it for the network. `onFatal` reports a built-in backend
 * that cannot start (the app is unmounted first).
 */
export async function start(container: HTMLElement, onFatal: (error: unknown) => void = () => undefined): Promise<void> {
  // With VITE_API_URL set at build time this branch is dead and the built-in backend's code is not bundled.
  let demoBackend: DemoBackend | null = null;
  let demoStarted: Promise<unknown> | null = null;
  let beginDemo = () => {};
  if (!import.meta.env.VITE_API_URL) {
    const begun = new Promise<void>((resolve) => {
      beginDemo = resolve;
    });
    const storage = createStorageStatus();
    const started = begun.then(() => import('@/backend/browser')).then(({ startDemoBackend }) => startDemoBackend({ onStorageState: storage.set, onChanged: backendChanges.report }));
    demoStarted = started;
    const ready = started.then(() => undefined);
    ready.catch(() => undefined); // reported once, through onFatal below
    setBackendReady(ready);
    holdRequestsWhenPageLeaves(window, () => window.location.reload());
    // The seeded account (a few bytes) is all the first render needs from the built-in backend.
    const { DEMO_ACCOUNT } = await import('@/backend/demo-account');
    demoBackend = { account: DEMO_ACCOUNT, reset: async () => (await started).reset(), storage };
  } else {
    // A demo build hosted on this origin before may have left its worker and its session behind.
    await removeDemoLeftovers({
      storage: localStorage,
      serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
      scope: new URL(import.meta.env.BASE_URL, window.location.origin).href,
      indexedDB: 'indexedDB' in window ? window.indexedDB : undefined,
    });
  }
  // asked before the router starts: nothing may wait between its start and the subscription below
  const reloadsFirst = demoBackend !== null && session.getToken() === null && (await demoWorkerReloads());
  const router = createBrowserRouter(routes, { basename: routerBasename(import.meta.env.BASE_URL), patchRoutesOnNavigation });
  if (demoBackend === null || session.getToken() !== null || router.state.initialized || reloadsFirst) {
    beginDemo();
  } else {
    // The first page's modules have loaded and its loaders ran: it renders now, with no request. The
    // built-in backend starts once that page has been painted, when the browser is idle (at the latest a
    // second later), so its download never competes with the page's first paint.
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      afterPagePaint(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => beginDemo(), { timeout: 1000 });
        else setTimeout(beginDemo, 100);
      });
    });
  }
  // A chunk that fails while the user navigates reloads into the page they were going to.
  setPendingNavigation(() => {
    const target = router.state.navigation.location;
    return target ? router.createHref(target) : null;
  });
  const root = createRoot(container);
  demoStarted?.catch((error: unknown) => {
    root.unmount();
    onFatal(error);
  });
  root.render(
    <StrictMode>
      <AppProviders demoBackend={demoBackend}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * Runs `then` once the page is on screen: its h1 (every page has one; the static shell has none) is
 * in the document and the browser has reported the largest paint since (reported once the frame is
 * presented, which can be a frame after it was drawn). Without that report (a browser without it, or
 * a page whose largest paint came before) it waits two frames or at most a second; it gives up waiting
 * for the h1 after 5 s (a page that failed to render still gets its built-in backend).
 */
function afterPagePaint(then: () => void) {
  const started = performance.now();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    setTimeout(then, 0);
  };
  const check = () => {
    if (document.querySelector('h1') === null && performance.now() - started < 5000) {
      requestAnimationFrame(check);
      return;
    }
    const shown = performance.now();
    if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => requestAnimationFrame(finish));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= shown - 50)) return;
      observer.disconnect();
      finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      finish();
    }, 1000);
  };
  requestAnimationFrame(check);
}

/**
 * Whether starting the built-in backend will reload the page: MSW reloads a page that its registered
 * worker does not control (a hard reload, or a reload before the worker took over). That reload must
 * come before the first render, never after, when the user may already be typing.
 */
async function demoWorkerReloads(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return false;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    return registrations.some((registration) =>
      [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL.endsWith('/mockServiceWorker.js')),
    );
  } catch {
    return false;
  }
}
