import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { session } from '@/lib/session';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

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

  it('offers the way on at once while the server imports; every page then names the import, polls it and shows the data when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let importing = true;
    server.use(http.get(statusUrl, () => HttpResponse.json({ data_being_loaded: importing })));
    const { router, user } = renderRoute('/app/redirect', { user: 'demo@example.org' });
    await screen.findByRole('heading', { name: HEADING });
    const link = await screen.findByRole('link', { name: 'Continue to your profile' });
    expect(screen.getByText(/The server is importing your data\. You can go on now/)).toBeInTheDocument();
    const ownId = localStorage.getItem('mId');
    expect(link).toHaveAttribute('href', `/app/cloud-chart/${ownId}`);
    expect(localStorage.getItem(`rima-stuck-import:${env.apiUrl}:${ownId}`)).not.toBeNull();

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${ownId}`));
    expect(await screen.findByText(/^The server is still importing your data \(since .+\)\. Your pages update when it has finished\.$/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));

    // the server finishes: the page's own data is asked again and the notice says why
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    importing = false;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('The server has finished importing your data; this page now shows it.')).toBeInTheDocument();
    server.events.removeListener('request:start', listen);
    expect(asked.filter((path) => path !== '/api/accounts/data-import-status/').length).toBeGreaterThan(0);
    expect(screen.queryByText(/still importing/)).not.toBeInTheDocument();
    expect(localStorage.getItem(`rima-stuck-import:${env.apiUrl}:${ownId}`)).toBeNull();

    // the next page has no notice
    await act(() => router.navigate('/app/user-profile'));
    await screen.findByRole('heading', { name: 'My account' });
    expect(screen.queryByText(/finished importing/)).not.toBeInTheDocument();
  });

  it('an import that never ends (the server never clears data_being_loaded): the next sign-in goes straight on and every page still names it', async () => {
    let importing = true;
    const { token, user: demo } = db.sessionFor('demo@example.org');
    server.use(
      http.get(statusUrl, () => HttpResponse.json({ data_being_loaded: importing })),
      http.post(`${env.apiUrl}/api/accounts/login/`, () =>
        HttpResponse.json({
          email: demo.email,
          first_name: demo.first_name,
          last_name: demo.last_name,
          id: demo.id,
          twitter_account_id: demo.twitter_account_id,
          author_id: demo.author_id,
          paper_count: 0,
          tweet_count: 0,
          token,
          data_being_loaded: importing,
        }),
      ),
    );
    const first = renderRoute('/app/redirect', { user: 'demo@example.org' });
    expect(await screen.findByRole('link', { name: 'Continue to your profile' })).toBeInTheDocument();
    first.unmount();
    // a logout keeps what was learned about the account on this server
    session.clear();

    const { user, router } = renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'demo@example.org');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${demo.id}`));
    expect(await screen.findByText(/^The server is still importing your data \(since .+\)/)).toBeInTheDocument();

    await act(() => router.navigate('/app/user-profile'));
    await screen.findByRole('heading', { name: 'My account' });
    expect(await screen.findByText(/^The server is still importing your data \(since .+\)/)).toBeInTheDocument();

    // once the server says the import is done, the notice goes and a later import is waited for again
    importing = false;
    await act(() => router.navigate('/app/index'));
    await waitFor(() => expect(localStorage.getItem(`rima-stuck-import:${env.apiUrl}:${demo.id}`)).toBeNull());
    expect(screen.queryByText(/still importing/)).not.toBeInTheDocument();
  });

  it.each([
    ['a 500 HTML page', () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }), 'The server failed to answer.'],
    ['an HTML page with status 200', () => new HttpResponse('<!doctype html><p>hi</p>', { headers: { 'Content-Type': 'text/html' } }), "The server's answer could not be read."],
    ['a malformed answer', () => HttpResponse.json({ data_being_loaded: 'maybe' }), "The server's answer could not be read."],
    ['no connection', () => HttpResponse.error(), 'The server could not be reached.'],
  ])('says what happened at once when the status call fails with %s, with a retry and the way on', async (_label, answer, detail) => {
    let fail = true;
    server.use(http.get(statusUrl, () => (fail ? answer() : HttpResponse.json({ data_being_loaded: false }))));
    const { router, user } = renderRoute('/app/redirect', { user: 'demo@example.org' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check whether your data has arrived.');
    expect(alert).toHaveTextContent(detail);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const ownId = localStorage.getItem('mId');
    expect(screen.getByRole('link', { name: 'Continue to your profile' })).toHaveAttribute('href', `/app/cloud-chart/${ownId}`);
    // a failed load is not an action: no toast
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${ownId}`));
  });

  it('ends the session when the server rejects the token (401) and says so on the login page', async () => {
    server.use(http.get(statusUrl, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401, headers: { 'WWW-Authenticate': 'Token' } })));
    localStorage.setItem('rima-demo-backend:db', '{"kept":true}');
    const { router } = renderRoute('/app/redirect', { user: 'demo@example.org' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('mId')).toBeNull();
    expect(localStorage.getItem('rima-demo-backend:db')).toBe('{"kept":true}');
  });
});
