import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/mocks/node';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { IMPORT_ESCAPE_MS } from './redirect-page';

const statusUrl = `${env.apiUrl}/api/accounts/data-import-status/`;
const HEADING = 'We are Fetching your data ...This could take a while!';

setUpRouteTests();

afterEach(() => {
  vi.useRealTimers();
});

describe('data-import waiting screen', () => {
  it('polls every 2 s without the chrome, then opens the own word cloud when the import is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.get(statusUrl, () => {
        calls += 1;
        return HttpResponse.json({ data_being_loaded: calls < 3 });
      }),
    );
    const { router } = renderRoute('/app/redirect', { user: 'demo@example.org' });
    expect(await screen.findByRole('heading', { name: HEADING })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Fetching your data…');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /user menu/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(calls).toBe(2));
    expect(router.state.location.pathname).toBe('/app/redirect');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    const ownId = localStorage.getItem('mId');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${ownId}`));

    // Polling stops once the screen is left.
    await waitFor(() => expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument());
    const after = calls;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(calls).toBe(after);
  });

  it('keeps polling quietly through errors and offers a way on after 3 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.get(statusUrl, () => {
        calls += 1;
        return calls % 2 === 0 ? new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }) : HttpResponse.json({ data_being_loaded: true });
      }),
    );
    const { router, user } = renderRoute('/app/redirect', { user: 'demo@example.org' });
    await screen.findByRole('heading', { name: HEADING });
    expect(screen.queryByRole('link', { name: 'Continue to your profile' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toBeGreaterThanOrEqual(4);
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(IMPORT_ESCAPE_MS));
    const link = await screen.findByRole('link', { name: 'Continue to your profile' });
    expect(screen.getByText(/taking longer than expected/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();

    const ownId = localStorage.getItem('mId');
    expect(link).toHaveAttribute('href', `/app/cloud-chart/${ownId}`);
    vi.useRealTimers();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${ownId}`));
  });
});
