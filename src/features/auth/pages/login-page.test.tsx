import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { settle, setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { shownToasts } from '@/test/toasts';

const api = (path: string) => `${env.apiUrl}${path}`;

async function fillLogin(user: ReturnType<typeof renderRoute>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

setUpRouteTests();

describe('login page', () => {
  it('signs in, stores the session under the spec keys and opens the own word cloud', async () => {
    const { user, router } = renderRoute('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await fillLogin(user, 'demo@example.org', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app\/cloud-chart\/\d+$/));
    const id = router.state.location.pathname.split('/').pop();
    expect(localStorage.getItem('accessToken')).toMatch(/^[0-9a-f]{40}$/);
    expect(localStorage.getItem('name')).toBe('Lena');
    expect(localStorage.getItem('lastname')).toBe('Hoffmann');
    expect(localStorage.getItem('userId')).toBe(id);
    expect(localStorage.getItem('mId')).toBe(id);
    expect(await screen.findByRole('button', { name: /Lena Hoffmann/ })).toBeInTheDocument();
  });

  it('says once, inline, that the credentials are wrong, and keeps what was typed', async () => {
    const { user, router } = renderRoute('/auth/login');
    await fillLogin(user, 'demo@example.org', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    await settle();
    expect(shownToasts()).toEqual([]);
    expect(screen.getAllByText(/Invalid credentials/)).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.org');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  // every failed sign-in shows one inline message and no toast
  it.each([
    ['a 401', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }), 'The server did not accept this sign-in. Check the email and password.'],
    ['a 400 with a message', () => HttpResponse.json({ non_field_errors: ['Unable to log in.'] }, { status: 400 }), 'Unable to log in.'],
    ['a 500', () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }), 'The server failed to answer. Try again.'],
    ['no answer', () => HttpResponse.error(), 'The server could not be reached. Try again.'],
  ])('answers %s with one inline message', async (_label, answer, text) => {
    server.use(http.post(api('/api/accounts/login/'), answer));
    const { user } = renderRoute('/auth/login');
    await fillLogin(user, 'demo@example.org', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await settle();
    expect(shownToasts()).toEqual([]);
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('goes to the waiting screen when the import is still running', async () => {
    server.use(
      http.post(api('/api/accounts/login/'), () =>
        HttpResponse.json({
          email: 'new@example.org',
          first_name: 'New',
          last_name: 'User',
          id: 4242,
          twitter_account_id: '',
          author_id: '',
          paper_count: 0,
          tweet_count: 0,
          token: 'a'.repeat(40),
          data_being_loaded: true,
        }),
      ),
      http.get(api('/api/accounts/data-import-status/'), () => HttpResponse.json({ data_being_loaded: true })),
    );
    const { user, router } = renderRoute('/auth/login');
    await fillLogin(user, 'new@example.org', 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'We are Fetching your data ...This could take a while!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/redirect');
    expect(localStorage.getItem('mId')).toBe('4242');
  });

  it('sends one request for a double submit and shows the button busy meanwhile', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(api('/api/accounts/login/'), async () => {
        calls += 1;
        await gate;
        return HttpResponse.json({ detail: 'Invalid credentials' }, { status: 400 });
      }),
    );
    const { user } = renderRoute('/auth/login');
    await fillLogin(user, 'demo@example.org', 'x');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // still focusable while busy: focus stays on the button instead of dropping to the page body
    expect(button).toHaveFocus();
    expect(calls).toBe(1);
    release();
    await screen.findByText('Invalid credentials');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(document.activeElement).not.toBe(document.body);
    expect(calls).toBe(1);
  });

  it('links to the registration page', async () => {
    renderRoute('/auth/login');
    expect(await screen.findByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/auth/register');
  });

  it('offers the demo account only in demo mode and fills the form with it', async () => {
    const first = renderRoute('/auth/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.queryByText(/demo1234/)).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderRoute('/auth/login', { demoMode: true });
    const hint = await screen.findByRole('note', { name: 'Demo account' });
    expect(hint).toHaveTextContent('demo@example.org');
    expect(hint).toHaveTextContent('demo1234');
    await user.click(screen.getByRole('button', { name: 'Fill in the demo account' }));
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
  });
});
