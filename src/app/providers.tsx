import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LiveAnnouncer } from '@/components/ui/announcer';
import { ToastHost } from '@/components/ui/toast-host';
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
        <ToastHost />
      </QueryClientProvider>
    </DemoBackendContext.Provider>
  );
}
