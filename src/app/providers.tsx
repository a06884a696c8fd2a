import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { DemoModeContext } from '@/lib/demo-mode';

export function AppProviders({ client, demoMode, children }: { client: QueryClient; demoMode: boolean; children: ReactNode }) {
  return (
    <DemoModeContext.Provider value={demoMode}>
      <QueryClientProvider client={client}>
        {children}
        <ToastContainer position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} />
      </QueryClientProvider>
    </DemoModeContext.Provider>
  );
}
