import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { setUpRouteTests, stubInterests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

setUpRouteTests();
beforeEach(() => stubInterests(3));

const status = () => screen.getByTestId('user-search-status');

describe('user search announcements', () => {
  it('says "Searching…" while it waits and how many users it found', async () => {
    server.use(
      http.get(`${env.apiUrl}/api/accounts/user-search/:query/`, async () => {
        await delay(200);
        // falls through to the built-in backend's own handler
        return undefined;
      }),
    );
    const { user } = renderRoute('/app/index', { user: 'demo@example.org' });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    expect(status()).toHaveAttribute('aria-live', 'polite');
    await user.type(box, 'Mateo ');
    await waitFor(() => expect(status()).toHaveTextContent('Searching…'));
    await waitFor(() => expect(status()).toHaveTextContent(/^1 user found$/));
  });

  it('says "No users found" when nobody matches', async () => {
    const { user } = renderRoute('/app/index', { user: 'demo@example.org' });
    await user.type(await screen.findByRole('combobox', { name: 'Search for users' }), 'zzzz');
    await waitFor(() => expect(status()).toHaveTextContent('No users found'));
  });
});
