import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/mocks/node';
import { settle, setUpRouteTests, stubInterests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

const profileUrl = `${env.apiUrl}/api/accounts/profile/`;
const GENERIC = 'Something went wrong. Try again.';
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

setUpRouteTests();
beforeEach(() => stubInterests(3));

describe('generic error handler (spec 8), seen on the dashboard profile', () => {
  it('toasts the first field of a 400 body as "Field Name: message"', async () => {
    server.use(http.get(profileUrl, () => HttpResponse.json({ first_name: ['Ensure this field has no more than 30 characters.'] }, { status: 400 })));
    renderRoute('/app/index', { user: 'demo@example.org' });
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(await within(toasts()).findByText('First Name: Ensure this field has no more than 30 characters.')).toBeInTheDocument();
  });

  it('shows no toast for a 401, only the page error state', async () => {
    server.use(http.get(profileUrl, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401, headers: { 'WWW-Authenticate': 'Token' } })));
    renderRoute('/app/index', { user: 'demo@example.org' });
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    // The cache's onError runs before the page sees the error: a toast would be on screen by now.
    await settle();
    expect(toasts()).toBeEmptyDOMElement();
    expect(screen.queryByText(/Invalid token/)).not.toBeInTheDocument();
  });

  it('toasts the generic text for a 500 HTML page', async () => {
    server.use(http.get(profileUrl, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    renderRoute('/app/index', { user: 'demo@example.org' });
    expect(await screen.findByText('The server failed to answer.')).toBeInTheDocument();
    expect(await within(toasts()).findByText(GENERIC)).toBeInTheDocument();
  });

  it('toasts the generic text when the server cannot be reached, and retries on request', async () => {
    let fail = true;
    server.use(http.get(profileUrl, () => (fail ? HttpResponse.error() : undefined)));
    const { user } = renderRoute('/app/index', { user: 'demo@example.org' });
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
    expect(await within(toasts()).findByText(GENERIC)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' })).toBeInTheDocument();
  });
});
