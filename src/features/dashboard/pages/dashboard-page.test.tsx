import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { setUpRouteTests, stubInterests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

setUpRouteTests();

describe('dashboard', () => {
  it('greets the user and shows papers, tweets and interests counts with links to the own charts', async () => {
    stubInterests(7);
    const { user: seeded } = db.sessionFor('demo@example.org');
    const expected = db.toUser(seeded);
    renderRoute('/app/index', { user: 'demo@example.org' });

    expect(await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Papers')).toBeInTheDocument();
    // The cards are drawn at once with "…": wait for the profile's counts to replace it.
    await waitFor(() => expect(within(main).getByText('Papers').nextElementSibling).toHaveTextContent(String(expected.paper_count)));
    expect(within(main).getByText('Tweets').nextElementSibling).toHaveTextContent(String(expected.tweet_count));
    expect(await within(main).findByText('7')).toBeInTheDocument();
    expect(within(main).getByText('Interests').nextElementSibling).toHaveTextContent('7');

    const id = seeded.id;
    expect(within(main).getByRole('link', { name: /Interest Overview/ })).toHaveAttribute('href', `/app/cloud-chart/${id}`);
    expect(within(main).getByRole('link', { name: /Recent Interests/ })).toHaveAttribute('href', `/app/pie-chart/${id}`);
    expect(within(main).getByRole('link', { name: /Activities/ })).toHaveAttribute('href', `/app/bar-chart/${id}`);
    expect(within(main).getByRole('link', { name: /Interest Trends/ })).toHaveAttribute('href', `/app/stream-chart/${id}`);
    expect(within(main).getByRole('link', { name: /Potential Interests/ })).toHaveAttribute('href', `/app/concept-chart/${id}`);
  });

  it('renders names from the server as text', async () => {
    stubInterests(0);
    server.use(
      http.get(`${env.apiUrl}/api/accounts/profile/`, () =>
        HttpResponse.json({
          email: 'x@example.org',
          first_name: '<img src=x onerror=alert(1)>',
          last_name: 'Doe',
          id: 1,
          twitter_account_id: null,
          author_id: null,
          paper_count: 0,
          tweet_count: 0,
        }),
      ),
    );
    renderRoute('/app/index', { user: 'demo@example.org' });
    expect(await screen.findByRole('heading', { name: 'Welcome, <img src=x onerror=alert(1)> Doe' })).toBeInTheDocument();
    expect(document.querySelector('main img')).toBeNull();
  });

  it('draws the three count cards at once, with … until the profile arrives, so nothing below them moves', async () => {
    stubInterests(3);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${env.apiUrl}/api/accounts/profile/`, async () => {
        await held;
        return undefined;
      }),
    );
    renderRoute('/app/index', { user: 'demo@example.org' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Papers')).toBeInTheDocument();
    expect(within(main).getByText('Papers').nextElementSibling).toHaveTextContent('…');
    expect(within(main).getByText('Tweets').nextElementSibling).toHaveTextContent('…');
    expect(within(main).getByRole('status')).toHaveTextContent('Loading your counts…');
    act(() => answer());
    const expected = db.toUser(db.sessionFor('demo@example.org').user);
    await waitFor(() => expect(within(main).getByText('Papers').nextElementSibling).toHaveTextContent(String(expected.paper_count)));
    expect(within(main).queryByText('Loading your counts…')).not.toBeInTheDocument();
  });

  it('shows a loading status first, then an error with retry in place of the counts only: greeting and chart links stay', async () => {
    stubInterests(0);
    server.use(http.get(`${env.apiUrl}/api/accounts/profile/`, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    renderRoute('/app/index', { user: 'demo@example.org' });
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading/);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded. The server failed to answer.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Welcome, Lena Hoffmann' })).toBeInTheDocument();
    const id = db.sessionFor('demo@example.org').user.id;
    for (const [name, route] of [
      ['Interest Overview', 'cloud-chart'],
      ['Recent Interests', 'pie-chart'],
      ['Activities', 'bar-chart'],
      ['Interest Trends', 'stream-chart'],
      ['Potential Interests', 'concept-chart'],
    ] as const) {
      expect(within(main).getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', `/app/${route}/${id}`);
    }
  });

  it('cuts a 1 MB first name from the server before it reaches the greeting', async () => {
    stubInterests(0);
    server.use(
      http.get(`${env.apiUrl}/api/accounts/profile/`, () =>
        HttpResponse.json({ email: 'x@example.org', first_name: 'W'.repeat(1024 * 1024), last_name: 'Doe', id: 1, twitter_account_id: null, author_id: null, paper_count: 0, tweet_count: 0 }),
      ),
    );
    renderRoute('/app/index', { user: 'demo@example.org' });
    const heading = await screen.findByRole('heading', { level: 1, name: /^Welcome, W+… Doe$/ });
    expect((heading.textContent ?? '').length).toBeLessThan(200);
  });

  it('counts exactly the interests Manage Interests lists (the whole list, not the 15 the charts draw)', async () => {
    const { router } = renderRoute('/app/index', { user: 'demo@example.org' });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    const stat = (await screen.findByText('Interests')).nextElementSibling;
    await waitFor(() => expect(stat).toHaveTextContent(/^\d+$/));
    const counted = Number(stat?.textContent);

    await act(() => router.navigate('/app/keyword'));
    await screen.findByRole('form', { name: 'Interests' }, { timeout: 8000 });
    // one group per interest (each slider is a group too, named Weight)
    const listed = within(screen.getByRole('form', { name: 'Interests' }))
      .getAllByRole('group')
      .filter((group) => group.hasAttribute('data-row-key')).length;
    expect(counted).toBe(listed);
    // the seeded demo account has more interests than the 15 (+ manual) of the per-user chart list
    expect(listed).toBeGreaterThan(17);
  });
});
