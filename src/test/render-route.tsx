import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { replaceAppQueryClient } from '@/app/query-client';
import { patchRoutesOnNavigation, routes } from '@/app/router';
import { session } from '@/lib/session';
import type { StorageState } from '@/lib/demo-mode';
import { DEMO_ACCOUNT } from '@/backend/demo-account';
import { db } from '@/backend/node';

export type RenderRouteOptions = {
  /** email of a seeded mock user to be logged in as (token, names and ids stored as at login) */
  user?: string;
  /** id of another user being viewed (userId), when different from the logged-in one */
  viewing?: number;
  /** render as the in-browser demo build would (banner, demo account hint); reset restores the mock db seed */
  demoMode?: boolean;
  /** with demoMode: what the built-in backend's storage reports (default 'kept') */
  storage?: StorageState;
  /** with demoMode: what the storage's message names (default none) */
  storageDetail?: string;
  /** how many times a failed load is tried again, as the app does (default 0: an error shows at once) */
  queryRetries?: number;
};

function testDemoBackend(storage: StorageState, storageDetail: string | null) {
  return {
    account: DEMO_ACCOUNT,
    reset: async () => {
      db.reset();
    },
    storage: { get: () => storage, detail: () => storageDetail, subscribe: () => () => undefined },
  };
}

/** Mounts the real route table at `path` with fresh providers over the MSW mock backend. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  if (options.user) {
    const { token, user } = db.sessionFor(options.user);
    session.start({ token, firstName: user.first_name, lastName: user.last_name, id: user.id });
    if (options.viewing !== undefined) session.setViewedId(options.viewing);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  // the app's query cache, fresh for this render (the signed-in layouts give it to their pages); no
  // retry unless asked for, so that a test's failed answer shows its error state at once
  const queryClient = replaceAppQueryClient({ queryRetries: options.queryRetries ?? 0 });
  // Under a test's fake timers, user-event's pause between two events (a zero-delay timeout) is run at
  // once instead of waiting for the fake clock's next real-time step.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const result: RenderResult = render(
    <AppProviders demoBackend={options.demoMode ? testDemoBackend(options.storage ?? 'kept', options.storageDetail ?? null) : null}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
}
