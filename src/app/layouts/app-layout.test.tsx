import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { env } from '@/config/env';
import { session } from '@/lib/session';
import { db, server, testBackend } from '@/backend/node';
import { settle, setUpRouteTests, stubInterests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { shownToasts } from '@/test/toasts';

setUpRouteTests();
beforeEach(() => stubInterests(3));

const DEMO = 'demo@example.org';
const api = (path: string) => `${env.apiUrl}${path}`;

function sidebar() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('sidebar', () => {
  it('shows Data Management and the own visualizations when viewing the own data', async () => {
    renderRoute('/app/index', { user: DEMO });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    const own = localStorage.getItem('mId');
    const nav = sidebar();
    expect(within(nav).getByRole('heading', { name: 'Data Management' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Publications' })).toHaveAttribute('href', '/app/view-paper');
    expect(within(nav).getByRole('link', { name: 'Add Publication' })).toHaveAttribute('href', '/app/add-paper');
    expect(within(nav).getByRole('link', { name: 'Manage Interests' })).toHaveAttribute('href', '/app/keyword');
    expect(within(nav).getByRole('link', { name: 'Blacklisted Keywords' })).toHaveAttribute('href', '/app/blacklisted-keywords');
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/app/user-profile');
    expect(within(nav).getByRole('link', { name: 'Interest Overview' })).toHaveAttribute('href', `/app/cloud-chart/${own}`);
    expect(within(nav).getByRole('link', { name: 'Recent Interests' })).toHaveAttribute('href', `/app/pie-chart/${own}`);
    expect(within(nav).getByRole('link', { name: 'Activities' })).toHaveAttribute('href', `/app/bar-chart/${own}`);
    expect(within(nav).getByRole('link', { name: 'Interest Trends' })).toHaveAttribute('href', `/app/stream-chart/${own}`);
    expect(within(nav).getByRole('link', { name: 'Potential Interests' })).toHaveAttribute('href', `/app/concept-chart/${own}`);
    expect(within(nav).getByRole('link', { name: 'Tweets & People' })).toHaveAttribute('href', `/recommendation/twitter-scanner/${own}`);
    // the recommendations have their own name; the conference's 'Publications' (the spec's name) says its section
    expect(within(nav).getAllByRole('link', { name: /Publications/ }).map((link) => link.getAttribute('href'))).toEqual(['/app/view-paper', '/app/topicsrecommend']);
    expect(within(nav).getByRole('link', { name: 'Recommended Papers' })).toHaveAttribute('href', '/recommendation/publications');
    expect(within(nav).getByRole('link', { name: 'Publications (Conference Insights)' })).toHaveAttribute('href', '/app/topicsrecommend');
    expect(within(nav).getByText('My Recommendations')).toBeInTheDocument();
    for (const [name, href] of [
      ['Topic Trends', '/app/topicbar'],
      ['Topic Overview', '/app/topicscompare'],
      ['Compare Conference', '/app/topicsresearch'],
      ['Compare Researcher', '/app/topicsauthors'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).queryByRole('button', { name: 'Return To My Account' })).not.toBeInTheDocument();
  });

  it('hides Data Management when viewing another user and returns to the own account', async () => {
    const other = db.sessionFor('mateo.alvarez@example.org').user.id;
    const { user, router } = renderRoute('/app/topicform', { user: DEMO, viewing: other });
    await screen.findByRole('heading', { level: 1, name: 'Conference topics' });
    const own = localStorage.getItem('mId');
    const nav = sidebar();
    expect(within(nav).queryByRole('heading', { name: 'Data Management' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My Publications' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/app/profile/${other}`);
    expect(within(nav).getByRole('link', { name: 'Interest Overview' })).toHaveAttribute('href', `/app/cloud-chart/${other}`);
    expect(within(nav).getByRole('link', { name: 'Tweets & People' })).toHaveAttribute('href', `/recommendation/twitter-scanner/${own}`);

    await user.click(within(nav).getByRole('button', { name: 'Return To My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${own}`));
    expect(localStorage.getItem('userId')).toBe(own);
    expect(within(sidebar()).getByRole('heading', { name: 'Data Management' })).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('button', { name: 'Return To My Account' })).not.toBeInTheDocument();
  });

  it('marks the link of the current page and scrolls to the top on navigation', async () => {
    const { user } = renderRoute('/app/index', { user: DEMO });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    const scroll = vi.mocked(window.scrollTo);
    scroll.mockClear();
    await user.click(within(sidebar()).getByRole('link', { name: 'Topic Trends' }));
    await waitFor(() => expect(within(sidebar()).getByRole('link', { name: 'Topic Trends' })).toHaveAttribute('aria-current', 'page'), { timeout: 5000 });
    expect(within(sidebar()).getByRole('link', { name: 'My Publications' })).not.toHaveAttribute('aria-current');
    expect(scroll).toHaveBeenCalled();
  });

  it('collapses behind a Menu toggle on narrow screens', async () => {
    const { user } = renderRoute('/app/index', { user: DEMO });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'rima-sidebar');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a narrow screen, draws the links of the sidebar only once the menu is first opened, and keeps them', async () => {
    const narrow = { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
    const matchMedia = vi.fn(() => narrow);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { user } = renderRoute('/app/index', { user: DEMO });
      await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 992px)');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      expect(within(sidebar()).getByRole('link', { name: 'My Publications' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(within(sidebar()).getByRole('link', { name: 'My Publications' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opened on a narrow screen, is modal: focus moves in, Tab wraps inside, the page is inert, Escape returns to Menu', async () => {
    const { user } = renderRoute('/app/index', { user: DEMO });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('inert');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    const lastLink = within(sidebar).getByRole('link', { name: 'Compare Researcher' });
    await user.tab({ shift: true });
    expect(lastLink).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');

    // the Close button closes it the same way
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(toggle).toHaveFocus());
  });
});

describe('user search', () => {
  it('searches only for queries of even length of at least 2 and links to the profile', async () => {
    const seen: string[] = [];
    server.use(
      http.get(api('/api/accounts/user-search/:query/'), ({ params }) => {
        seen.push(String(params.query));
        // Falls through to the built-in backend's own handler.
        return undefined;
      }),
    );
    const { user, router } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    expect(box).toHaveAttribute('placeholder', 'Search for users..');

    await user.type(box, 'M');
    await settle();
    expect(seen).toEqual([]);
    await user.type(box, 'a');
    await waitFor(() => expect(seen).toEqual(['Ma']));
    await user.type(box, 't');
    await settle();
    expect(seen).toEqual(['Ma']);
    await user.type(box, 'e');
    await waitFor(() => expect(seen).toEqual(['Ma', 'Mate']));
    await user.type(box, 'o');
    await settle();
    expect(seen).toEqual(['Ma', 'Mate']);

    const option = await screen.findByRole('option', { name: 'Mateo Alvarez' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const other = db.sessionFor('mateo.alvarez@example.org').user.id;
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/profile/${other}`));
    expect(box).toHaveValue('');
  });

  it('can be driven with the keyboard: ArrowDown moves to a suggestion, Enter opens its profile', async () => {
    const { user, router } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'Ma');
    const listbox = await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('Mateo Alvarez');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    const chosen = options[0]?.textContent ?? '';
    await user.keyboard('{Enter}');
    const [first = '', last = ''] = chosen.split(' ');
    const other = db.state().users.find((candidate) => candidate.first_name === first && candidate.last_name === last)?.id;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/profile/${other}`));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // as after every navigation, focus moves to the opened page's heading
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('closes the list on Escape keeping the text (and the phone menu around it open), and empties the field on a second Escape', async () => {
    const { user } = renderRoute('/app/index', { user: DEMO });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    // on a phone the sidebar is a modal menu that Escape closes
    await user.click(toggle);
    const box = screen.getByRole('combobox', { name: 'Search for users' });
    await user.click(box);
    await user.type(box, 'Mate');
    expect(await screen.findByRole('option', { name: 'Mateo Alvarez' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Mate');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveFocus();
    // focusing the field again shows the suggestions for its text
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await user.click(toggle);
    await user.click(screen.getByRole('combobox', { name: 'Search for users' }));
    expect(await screen.findByRole('option', { name: 'Mateo Alvarez' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Search for users' })).toHaveValue('');
  });

  it('closes the phone menu it is on when a suggestion is chosen', async () => {
    const { user, router } = renderRoute('/app/index', { user: DEMO });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const box = screen.getByRole('combobox', { name: 'Search for users' });
    await user.type(box, 'Jona');
    await user.click(await screen.findByRole('option', { name: 'Jonas Berg' }));
    const jonas = db.sessionFor('jonas.berg@example.org').user.id;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/profile/${jonas}`));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('never offers the signed-in user', async () => {
    const { user } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    // "Ma" matches Hoffmann (the demo account itself) and Mateo Alvarez
    await user.type(box, 'Ma');
    expect(await screen.findByRole('option', { name: 'Mateo Alvarez' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Lena Hoffmann' })).not.toBeInTheDocument();
  });

  it('leaves no suggestions of an earlier query on screen for a query that does not fire', async () => {
    const seen: string[] = [];
    server.use(
      http.get(api('/api/accounts/user-search/:query/'), ({ params }) => {
        seen.push(String(params.query));
        return undefined;
      }),
    );
    const { user } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    await user.type(box, 'Mate');
    expect(await screen.findByRole('option', { name: 'Mateo Alvarez' })).toBeInTheDocument();
    expect(seen).toEqual(['Ma', 'Mate']);
    // replace the text at once: "Len" has an odd length and fires nothing
    await user.clear(box);
    await user.paste('Len');
    await settle();
    expect(seen).toEqual(['Ma', 'Mate']);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('listbox')).toHaveAccessibleDescription('Type one more character to search.');
    await user.type(box, 'a');
    await waitFor(() => expect(seen).toEqual(['Ma', 'Mate', 'Lena']));
    // the signed-in user is the only Lena: nobody to offer
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAccessibleDescription('No users found'));
  });

  it('narrows the last answer while the typed text extends the query that fired', async () => {
    const { user } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    await user.type(box, 'Ra');
    expect(await screen.findByRole('option', { name: 'Priya Raman' })).toBeInTheDocument();
    await user.type(box, 'm');
    expect(screen.getByRole('option', { name: 'Priya Raman' })).toBeInTheDocument();
    await user.type(box, 'x');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAccessibleDescription('No users found'));
    expect(screen.queryByRole('option', { name: 'Priya Raman' })).not.toBeInTheDocument();
  });

  it('sends "/" and "?" encoded in the search path and never a dots-only query', async () => {
    // every request but the dashboard's own profile call
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => urls.push(new URL(request.url).pathname));
    const { user } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    await user.type(box, 'a/?b');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAccessibleDescription('No users found'));
    expect(urls.filter((url) => url.startsWith('/api/accounts/') && url !== '/api/accounts/profile/')).toEqual(['/api/accounts/user-search/a%2F/', '/api/accounts/user-search/a%2F%3Fb/']);
    await user.clear(box);
    await user.type(box, '..');
    await settle();
    expect(screen.getByRole('listbox')).toHaveAccessibleDescription('No users found');
    expect(urls.filter((url) => url.startsWith('/api/accounts/') && url !== '/api/accounts/profile/')).toEqual(['/api/accounts/user-search/a%2F/', '/api/accounts/user-search/a%2F%3Fb/']);
    server.events.removeAllListeners();
  });

  it('shows its own error with a retry when the search fails, not "No users found" and no toast', async () => {
    let fail = true;
    server.use(
      http.get(api('/api/accounts/user-search/:query/'), () =>
        fail ? new Response('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }) : undefined,
      ),
    );
    const { user } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    await user.type(box, 'Mate');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search failed.');
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    await settle();
    expect(shownToasts()).toEqual([]);
    fail = false;
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Mateo Alvarez' })).toBeInTheDocument();
    expect(screen.queryByText('The search failed.')).not.toBeInTheDocument();
    // the list opened again under the field, which has the focus back
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveFocus();
  });

  it('lists at most 8 suggestions and says how many there are', async () => {
    server.use(
      http.get(api('/api/accounts/user-search/:query/'), () =>
        Response.json(
          Array.from({ length: 10_000 }, (_, i) => ({
            email: `max${i}@example.org`,
            first_name: 'Max',
            last_name: `Muster ${i}`,
            id: 1000 + i,
            twitter_account_id: null,
            author_id: null,
            paper_count: 0,
            tweet_count: 0,
          })),
        ),
      ),
    );
    const { user } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    await user.type(box, 'Ma');
    expect(await screen.findByText('Showing 8 of 10000 users. Type more to narrow the search.')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(8);
    expect(screen.getByRole('listbox')).toHaveAccessibleDescription('Showing 8 of 10000 users. Type more to narrow the search.');
  });

  it('says so when nobody matches', async () => {
    const { user } = renderRoute('/app/index', { user: DEMO });
    const box = await screen.findByRole('combobox', { name: 'Search for users' });
    await user.type(box, 'zzzz');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAccessibleDescription('No users found'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('shows the stored name and follows session.setName', async () => {
    renderRoute('/app/index', { user: DEMO });
    expect(await screen.findByRole('button', { name: /Lena Hoffmann/ })).toHaveAttribute('aria-haspopup', 'menu');
    act(() => session.setName('Ada', 'King'));
    expect(await screen.findByRole('button', { name: /Ada King/ })).toBeInTheDocument();
  });

  it('opens the user menu with the keyboard and leads to My profile', async () => {
    const { user, router } = renderRoute('/app/index', { user: DEMO });
    const button = await screen.findByRole('button', { name: /user menu/ });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // React Aria's buttons note their focus in state: inside act like any event
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const profile = within(menu).getByRole('menuitem', { name: 'My profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'My profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/user-profile'));
  });

  it('logs out: tells the server, clears storage and the cache, lands on the login page', async () => {
    let logoutCalls = 0;
    server.use(
      http.post(api('/api/accounts/logout/'), () => {
        logoutCalls += 1;
        return undefined;
      }),
    );
    const { user, router, queryClient } = renderRoute('/app/index', { user: DEMO });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    await user.click(screen.getByRole('button', { name: /user menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(logoutCalls).toBe(1);
    for (const key of ['accessToken', 'name', 'lastname', 'userId', 'mId']) expect(localStorage.getItem(key)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('logs out even when the server fails, without a toast', async () => {
    server.use(http.post(api('/api/accounts/logout/'), () => new Response('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const { user, router } = renderRoute('/app/index', { user: DEMO });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    await user.click(screen.getByRole('button', { name: /user menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    await settle();
    expect(shownToasts()).toEqual([]);
  });
});

describe('standalone banner', () => {
  it('is absent without the built-in backend', async () => {
    renderRoute('/app/index', { user: DEMO });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    expect(screen.queryByText('Runs in your browser · data stays on this device')).not.toBeInTheDocument();
  });

  it('resets the data once confirmed, ends the session and returns to the login page', async () => {
    const reset = vi.spyOn(testBackend().db, 'reset');
    const { user, router, queryClient } = renderRoute('/app/index', { user: DEMO, demoMode: true });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    const banner = screen.getByRole('region', { name: 'Standalone mode' });
    expect(banner).toHaveTextContent('Runs in your browser · data stays on this device');
    expect(within(banner).getByRole('status')).toHaveTextContent('');

    // Cancel keeps everything
    await user.click(within(banner).getByRole('button', { name: 'Reset' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset the data in this browser?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();

    await user.click(within(banner).getByRole('button', { name: 'Reset' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset the data in this browser?' });
    expect(dialog).toHaveTextContent('To keep your data, download it first from My account.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    await screen.findByRole('heading', { name: 'Login' });
    expect(reset).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(await screen.findByText('The data in this browser was reset.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Standalone mode' })).toBeInTheDocument();
  });

  it.each([
    ['full', undefined, "Your browser's storage is full: what is stored stays, but new changes will not all be kept."],
    ['memory', undefined, 'This browser does not let the app store data: everything works, but nothing will be kept once this page closes.'],
    ['failing', undefined, 'Your browser refused to store the latest changes: they will not all be kept.'],
    ['newer', undefined, 'This browser holds data of a newer version of RIMA: reload to update.'],
    [
      'not-migrated',
      "the browser's storage is full",
      "The data stored in this browser could not be updated to this version of RIMA (the browser's storage is full): it is kept as it was, and nothing of this visit will be kept.",
    ],
    ['damaged', 'paper 17, interest 4', 'Some data stored in this browser could not be read and was left out (paper 17, interest 4); the rest is kept.'],
  ] as const)('says what the storage cannot keep (%s)', async (storage, storageDetail, message) => {
    renderRoute('/app/index', { user: DEMO, demoMode: true, storage, storageDetail });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    const banner = screen.getByRole('region', { name: 'Standalone mode' });
    // the messages' chunk loads when a state first needs one
    await waitFor(() => expect(within(banner).getByRole('status')).toHaveTextContent(message));
    // the warning stands in place of the line it would contradict; records left out leave the rest kept
    if (storage === 'damaged') expect(banner).toHaveTextContent('Runs in your browser · data stays on this device');
    else {
      expect(banner).toHaveTextContent('Runs in your browser');
      expect(banner).not.toHaveTextContent('data stays on this device');
    }
  });

  it('is shown on the waiting screen too', async () => {
    renderRoute('/app/redirect', { user: DEMO, demoMode: true });
    await screen.findByRole('heading', { name: 'We are Fetching your data ...This could take a while!' });
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
