import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// The unstyled entry: the CSS below is imported, so the library must not inject a style tag (CSP).
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { LiveAnnouncer } from '@/components/ui/announcer';
import { DemoBackendContext, type DemoBackend } from '@/lib/demo-mode';

export function AppProviders({
  client,
  demoBackend,
  children,
}: {
  client: QueryClient;
  demoBackend: DemoBackend | null;
  children: ReactNode;
}) {
  return (
    <DemoBackendContext.Provider value={demoBackend}>
      <QueryClientProvider client={client}>
        {children}
        <LiveAnnouncer />
        <ToastContainer position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} />
      </QueryClientProvider>
    </DemoBackendContext.Provider>
  );
}
