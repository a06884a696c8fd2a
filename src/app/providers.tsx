import type { ReactNode } from 'react';
import { LiveAnnouncer } from '@/components/ui/announcer';
import { ToastHost } from '@/components/ui/toast-host';
import { DemoBackendContext, type DemoBackend } from '@/lib/demo-mode';

/**
 * What every page has: the built-in backend (or none), the live announcer and the toasts. The query
 * cache is given to the signed-in pages by their layouts (SessionGate), so that the public pages
 * never load TanStack Query.
 */
export function AppProviders({ demoBackend, children }: { demoBackend: DemoBackend | null; children: ReactNode }) {
  return (
    <DemoBackendContext.Provider value={demoBackend}>
      {children}
      <LiveAnnouncer />
      <ToastHost />
    </DemoBackendContext.Provider>
  );
}
