/**
 * The live import's progress has several readers on one page (the signed-in shell's import notice, the
 * Interest Overview's "still computing" line, My account's parts): a reader that comes a moment after
 * another has its answer uses it instead of asking the backend again.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/backend/node';
import { session } from '@/lib/session';
import { recordRequests } from '@/test/requests';
import { importProgressQuery } from './queries';

function Reader({ name }: { name: string }) {
  const progress = useQuery(importProgressQuery());
  return <p>{progress.data ? `${name}: ${progress.data.phase}` : `${name}: waiting`}</p>;
}

/** The shell's reader at once; the page's once the test opens it (its route loaded a moment later). */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Reader name="shell" />
      <button type="button" onClick={() => setOpen(true)}>
        Open the page
      </button>
      {open ? <Reader name="page" /> : null}
    </>
  );
}

/** Renders the page for the signed-in demo account; returns the count of its GETs of the import's progress so far. */
function renderSignedIn(): () => number {
  const { token, user } = db.sessionFor('demo@example.org');
  session.start({ token, firstName: user.first_name, lastName: user.last_name, id: user.id });
  const seen = recordRequests();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Page />
    </QueryClientProvider>,
  );
  return () => seen.filter((request) => request.method === 'GET' && request.path === '/api/standalone/import/').length;
}

describe("the live import's progress", () => {
  it('is asked once when a second reader comes within a second of the first answer', async () => {
    const reads = renderSignedIn();
    expect(await screen.findByText('shell: idle')).toBeInTheDocument();
    expect(reads()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByText('page: idle')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads()).toBe(1);
  });

  it('is asked again by a reader that comes once the answer is over a second old', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = renderSignedIn();
    expect(await screen.findByText('shell: idle')).toBeInTheDocument();
    vi.advanceTimersByTime(1500);
    await userEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    await vi.waitFor(() => expect(reads()).toBe(2));
    vi.useRealTimers();
  });
});
