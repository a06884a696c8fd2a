import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';

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
