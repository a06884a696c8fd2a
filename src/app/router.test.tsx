import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';

describe('route table', () => {
  it('sends an unknown path to the login page', async () => {
    const { router } = renderRoute('/no/such/page');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
