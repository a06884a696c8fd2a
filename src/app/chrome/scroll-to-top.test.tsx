import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function Page() {
  const navigate = useNavigate();
  return (
    <>
      <ScrollToTop />
      <button type="button" onClick={() => void navigate('?manage=learning')}>Open a dialog by query</button>
      <button type="button" onClick={() => void navigate('/app/pie-chart/7')}>Go to another page</button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderAt('/app/cloud-chart/7');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockClear();

    await user.click(screen.getByRole('button', { name: 'Open a dialog by query' }));
    expect(router.state.location.search).toBe('?manage=learning');
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Go to another page' }));
    expect(router.state.location.pathname).toBe('/app/pie-chart/7');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});
