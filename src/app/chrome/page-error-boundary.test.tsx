import { screen, waitFor, within } from '@testing-library/react';
import { setUpRouteTests, stubInterests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

// A page that crashes while rendering, standing in for any broken screen.
vi.mock('@/features/conference/pages/topic-bar-page', () => ({
  Component: function CrashingPage(): never {
    throw new Error('The chart exploded');
  },
}));

setUpRouteTests();
beforeEach(() => {
  stubInterests(0);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('page error boundary', () => {
  it('shows the failure inside the layout and keeps the chrome usable', async () => {
    const { user, router } = renderRoute('/app/topicbar', { user: 'demo@example.org' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The chart exploded');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('button', { name: /user menu/ })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Add Publication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/add-paper'));
    await waitFor(() => expect(screen.queryByText('The chart exploded')).not.toBeInTheDocument());
  });
});
