import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the in-browser demo backend (Mock Service Worker) before the first render. */
export async function startDemoBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
