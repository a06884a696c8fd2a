import { act, screen, waitFor } from '@testing-library/react';
import { setUpRouteTests, stubInterests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { db } from '@/backend/node';

setUpRouteTests();
beforeEach(() => stubInterests(3));

const DEMO = 'demo@example.org';

describe('guards', () => {
  it.each(['/app/index', '/app/view-paper', '/app/redirect', '/recommendation/twitter-scanner/1'])(
    'sends a visitor without a token from %s to the login page',
    async (path) => {
      const { router } = renderRoute(path);
      await screen.findByRole('heading', { name: 'Login' });
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('replaces the history entry when a guarded page turns the visitor away', async () => {
    const { router } = renderRoute('/auth/register');
    await screen.findByRole('button', { name: 'Create account' });
    await act(() => router.navigate('/app/index'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/auth/login', '/auth/register'])('sends a signed-in user from %s to the dashboard', async (path) => {
    const { router } = renderRoute(path, { user: DEMO });
    expect(await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/index');
  });

  it('keeps /auth/demo reachable with and without a token', async () => {
    const anonymous = renderRoute('/auth/demo');
    await screen.findByText('A Transparent Recommendation and Interest Modeling Application');
    expect(anonymous.router.state.location.pathname).toBe('/auth/demo');
    anonymous.unmount();

    const signedIn = renderRoute('/auth/demo', { user: DEMO });
    await screen.findByText('A Transparent Recommendation and Interest Modeling Application');
    expect(signedIn.router.state.location.pathname).toBe('/auth/demo');
    expect(localStorage.getItem('accessToken')).not.toBeNull();
  });
});

describe('unknown paths', () => {
  it.each(['/whatever', '/auth/nope', '/'])('sends %s to the login page', async (path) => {
    const { router } = renderRoute(path);
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends an unknown /app path to the pie chart of the viewed user', async () => {
    const other = db.sessionFor('mateo.alvarez@example.org').user.id;
    const { router } = renderRoute('/app/nope', { user: DEMO, viewing: other });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/pie-chart/${other}`));
  });

  it('sends an unknown /app path to the own pie chart when viewing the own data', async () => {
    const { router } = renderRoute('/app/nope', { user: DEMO });
    const own = localStorage.getItem('userId');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/pie-chart/${own}`));
  });
});

describe('public header', () => {
  it('shows the title, the tagline, the welcome text and the public links', async () => {
    renderRoute('/auth/login');
    const header = await screen.findByRole('navigation', { name: 'Public' });
    expect(header).toHaveTextContent('RIMA');
    expect(screen.getByText('A Transparent Recommendation and Interest Modeling Application')).toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('Analyze your interests.')).toBeInTheDocument();
    const docs = screen.getByRole('link', { name: /API docs/ });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/auth/demo');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  });
});
