import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import type { DemoBackend } from '@/lib/demo-mode';
import { routes } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

async function start() {
  // The demo backend starts before the first render, so no request can slip past it.
  // With VITE_API_URL set at build time this branch is dead and the mock code is not bundled.
  let demoBackend: DemoBackend | null = null;
  if (!import.meta.env.VITE_API_URL) {
    const { startDemoBackend } = await import('@/mocks/browser');
    demoBackend = await startDemoBackend();
  }
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={queryClient} demoBackend={demoBackend}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  const container = document.getElementById('root');
  if (container) {
    const message = document.createElement('pre');
    message.setAttribute('role', 'alert');
    message.style.padding = '2rem';
    message.textContent = `RIMA could not start: ${error instanceof Error ? error.message : String(error)}`;
    container.replaceChildren(message);
  }
});
