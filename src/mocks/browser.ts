import { setupWorker } from 'msw/browser';
import type { DemoBackend } from '@/lib/demo-mode';
import { handlers } from './handlers';

/** Starts the in-browser demo backend (Mock Service Worker) before the first render. */
export async function startDemoBackend(): Promise<DemoBackend> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return {
    reset: async () => {
      // Persistence and reset of the demo store are completed by the mock backend work (issue 3).
    },
  };
}
