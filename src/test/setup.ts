import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { loadKeyphrase } from '@/mocks/nlp/load-keyphrase';

// jsdom has no layout: scrolling is a no-op here (the app scrolls to the top on every navigation).
window.scrollTo = () => undefined;

// The demo backend loads its keyphrase extraction on first need; tests read computed interests directly.
beforeAll(async () => {
  await loadKeyphrase();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  db.reset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  server.resetHandlers();
});
afterAll(() => server.close());
