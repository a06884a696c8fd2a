import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { settle, setUpRouteTests, stubInterests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { findToastRegion, shownToasts } from '@/test/toasts';

const profileUrl = `${env.apiUrl}/api/accounts/profile/`;
const registerUrl = `${env.apiUrl}/api/accounts/register/`;
const ENDED = 'Your session has ended. Please sign in again.';

setUpRouteTests();
beforeEach(() => stubInterests(3));

describe('one message per failed load: the page error with a retry, never a toast', () => {
  // (answer, the cause shown, whether "Try again" is offered: never where the same answer would come back)
  it.each([
    ['a 400 body', () => HttpResponse.json({ first_name: ['Ensure this field has no more than 30 characters.'] }, { status: 400 }), 'First Name: Ensure this field has no more than 30 characters.', false],
    ['a nested 400 body', () => HttpResponse.json({ errors: { detail: ['Bad filter.'] } }, { status: 400 }), 'Errors: Bad filter.', false],
    ['a 403', () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }), 'You are not allowed to see this.', false],
    ['a 404', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), 'The server does not know this item.', false],
    ['a 500 HTML page', () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }), 'The server failed to answer.', true],
    ['a malformed answer', () => HttpResponse.json({ id: 'x' }), "The server's answer could not be read.", true],
  ])('shows the inline error for %s, the words once, and no toast', async (_label, answer, detail, retry) => {
    server.use(http.get(profileUrl, answer));
    renderRoute('/app/index', { user: 'demo@example.org' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded.');
    expect(alert).toHaveTextContent(detail);
    expect(alert.textContent?.match(/try again/gi)?.length ?? 0).toBe(retry ? 1 : 0);
    expect(within(alert).queryAllByRole('button', { name: 'Try again' })).toHaveLength(retry ? 1 : 0);
    // The cache's onError runs before the page sees the error: a toast would be on screen by now.
    await settle();
    expect(shownToasts()).toEqual([]);
  });

  it('retries a load that failed because the server could not be reached', async () => {
    let fail = true;
    server.use(http.get(profileUrl, () => (fail ? HttpResponse.error() : undefined)));
    const { user } = renderRoute('/app/index', { user: 'demo@example.org' });
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' })).toBeInTheDocument();
  });
});

describe('a session the server rejects (401)', () => {
  it('clears the session keys but not the demo data, opens the login page and says why there, without a toast', async () => {
    server.use(http.get(profileUrl, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401, headers: { 'WWW-Authenticate': 'Token' } })));
    localStorage.setItem('rima-demo-backend:db', '{"kept":true}');
    const { router } = renderRoute('/app/index', { user: 'demo@example.org' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('status')).toHaveTextContent(ENDED);
    for (const key of ['accessToken', 'name', 'lastname', 'userId', 'mId']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('rima-demo-backend:db')).toBe('{"kept":true}');
    await settle();
    expect(shownToasts()).toEqual([]);
    expect(screen.queryByText(/Invalid token/)).not.toBeInTheDocument();
  });

  it('lets the user sign in again from there, and the message is gone afterwards', async () => {
    let reject = true;
    server.use(http.get(profileUrl, () => (reject ? HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }) : undefined)));
    const { router, user } = renderRoute('/app/index', { user: 'demo@example.org' });
    await screen.findByText(ENDED);
    reject = false;

    await user.type(screen.getByLabelText('Email'), 'demo@example.org');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app\//));
    expect(localStorage.getItem('accessToken')).not.toBeNull();

    await act(() => router.navigate('/auth/login'));
    // a valid session sends the login page on to the dashboard, and nothing says it ended
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/index'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' })).toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it('does not end a session for a 401 of a request sent without a token', async () => {
    server.use(http.post(`${env.apiUrl}/api/accounts/login/`, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    const { user } = renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'demo@example.org');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await settle();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });
});

describe('toasts for the outcome of actions', () => {
  it('a successful action dismisses the stale error toast of the same form', async () => {
    let fail = true;
    server.use(http.post(registerUrl, () => (fail ? HttpResponse.json({ username: ['A user with that username already exists.'] }, { status: 400 }) : undefined)));
    const { user } = renderRoute('/auth/register');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'engine42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await within(await findToastRegion()).findByText('Username: A user with that username already exists.')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created. Please sign in.')).toBeInTheDocument();
    // a dismissed toast leaves with an exit animation (never ending in jsdom) and stops being an alert at once
    await waitFor(() => expect(shownToasts()).not.toContain('Username: A user with that username already exists.'));
  });

  it('raises a failed action as one toast naming the cause in the words of a failed load', async () => {
    server.use(http.post(registerUrl, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const { user } = renderRoute('/auth/register');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'engine42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await within(await findToastRegion()).findAllByText('The server failed to answer. Try again.')).toHaveLength(1);
  });
});
