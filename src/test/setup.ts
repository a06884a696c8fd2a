import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';

// jsdom has no layout: scrolling is a no-op here (the app scrolls to the top on every navigation).
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
