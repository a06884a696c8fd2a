import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { session } from '@/lib/session';
import { deferredLiveModule, failThenTryAgain, typeBeforeArrival } from '@/test/deferred-live-module';
import { db } from '@/backend/node';

/** The user search before React Aria has arrived (see deferredLiveModule). */
const deferred = deferredLiveModule('@/features/navigation/components/user-search-live');
const freshUserSearch = async (options?: { failFirst?: boolean }) => (await deferred.fresh(() => import('./user-search'), options)).UserSearch;
type UserSearchComponent = Awaited<ReturnType<typeof freshUserSearch>>;

function renderSearch(UserSearch: UserSearchComponent) {
  const { token, user } = db.sessionFor('demo@example.org');
  session.start({ token, firstName: user.first_name, lastName: user.last_name, id: user.id });
  const onNavigate = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button">Before</button>
            <UserSearch onNavigate={onNavigate} />
          </>
        ),
      },
    ],
    { initialEntries: ['/app/index'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onNavigate, box: () => screen.getByRole('combobox', { name: 'Search for users' }) };
}

describe('UserSearch before React Aria has loaded', () => {
  it('stands in as a collapsed combobox of the same name and loads nothing until focused or pointed at', async () => {
    const UserSearch = await freshUserSearch();
    const { box } = renderSearch(UserSearch);
    const standIn = box();
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('placeholder', 'Search for users..');
    expect(deferred.requested()).toBe(0);
    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(deferred.requested()).toBe(1));
    await act(async () => deferred.arrive());
    // the live combobox (React Aria's) replaced it, still collapsed, and took no focus
    await waitFor(() => expect(box()).not.toBe(standIn));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveFocus();
  });

  it('keeps the text typed before it loaded, the caret and the focus, then searches and opens the chosen profile', async () => {
    const UserSearch = await freshUserSearch();
    const { box, router, onNavigate } = renderSearch(UserSearch);
    // typed before the library arrived, then the caret moved back one place
    const { standIn, live, user } = await typeBeforeArrival(deferred, box, 'Mae{ArrowLeft}');
    expect(standIn).not.toBeInTheDocument();
    expect(live).toHaveValue('Mae');
    expect(live).toHaveFocus();
    expect([live.selectionStart, live.selectionEnd]).toEqual([2, 2]);
    // the next key lands where the caret was: "Mate" fires the search
    await user.keyboard('t');
    expect(live).toHaveValue('Mate');
    await user.click(await screen.findByRole('option', { name: 'Mateo Alvarez' }));
    const mateo = db.sessionFor('mateo.alvarez@example.org').user.id;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/profile/${mateo}`));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(live).toHaveValue('');
  });

  it('says the search failed when the library could not load, keeping the text, and loads it on Try again', async () => {
    const UserSearch = await freshUserSearch({ failFirst: true });
    const { box } = renderSearch(UserSearch);
    // the live combobox takes over with the text and the focus
    await failThenTryAgain(deferred, box, 'Ma', 'The search failed.');
    expect(await screen.findByRole('option', { name: 'Mateo Alvarez' })).toBeInTheDocument();
  });
});
