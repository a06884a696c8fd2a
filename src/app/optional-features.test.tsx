import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isOffered } from '@/api/features';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { setBackendLine } from '@/backend/test-utils/api';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 8000 };
const NOT_ON_SERVER = '(not on this server)';

function userId(email: string): number {
  const user = db.findUserByEmail(email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Counts the requests whose path starts with `prefix` (the mock still answers them). */
function countRequests(prefix: string): { count: () => number } {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith(prefix)) count += 1;
  });
  return { count: () => count };
}

function mainNav() {
  return screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
}

afterEach(() => server.events.removeAllListeners());

describe('features a development-line server lacks are named, not failed', () => {
  it('Tweets & People: one sentence, the sidebar marks the entry, and the page asks no more in this session', async () => {
    setBackendLine('development');
    const tweets = countRequests('/api/interests/recommended-tweets');
    const first = renderRoute(`/recommendation/twitter-scanner/${userId('demo@example.org')}`, { user: 'demo@example.org' });
    expect(await screen.findByText('This server does not offer Tweets & People.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tweets & People' })).toBeInTheDocument();
    expect(screen.queryByText('The server does not know this item.')).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: `Tweets & People ${NOT_ON_SERVER}` })).toBeInTheDocument();
    const asked = tweets.count();
    expect(asked).toBeGreaterThan(0);
    first.unmount();

    renderRoute(`/recommendation/twitter-scanner/${userId('demo@example.org')}`, { user: 'demo@example.org' });
    expect(await screen.findByText('This server does not offer Tweets & People.', undefined, SLOW)).toBeInTheDocument();
    expect(tweets.count()).toBe(asked);
  });

  it('conference pages: the sentence once instead of every widget, and all five entries marked', async () => {
    setBackendLine('development');
    renderRoute('/app/topicbar', { user: 'demo@example.org' });
    expect(await screen.findByText('This server does not offer conference insights.', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('This server does not offer conference insights.')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Topic Trends' })).toBeInTheDocument();
    for (const label of ['Topic Trends', 'Topic Overview', 'Publications (Conference Insights)', 'Compare Conference', 'Compare Researcher']) {
      expect(within(mainNav()).getByRole('link', { name: `${label} ${NOT_ON_SERVER}` })).toBeInTheDocument();
    }
  });

  it('comparison: says the server lacks it and still shows the other researcher', async () => {
    setBackendLine('development');
    renderRoute(`/app/profile/${userId('mateo.alvarez@example.org')}`, { user: 'demo@example.org' });
    expect(await screen.findByText('This server does not offer the comparison of researchers.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/The server does not know this item/)).not.toBeInTheDocument();
    expect(isOffered('comparison')).toBe(false);
  });

  it('blacklist: the sidebar marks Blacklisted Keywords once the list answers 404', async () => {
    server.use(
      http.get(`${env.apiUrl}/api/interests/black-listed-keywords/`, () => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })),
    );
    renderRoute('/app/blacklisted-keywords', { user: 'demo@example.org' });
    expect(await screen.findByText(/This server does not offer blacklist management\./, undefined, SLOW)).toBeInTheDocument();
    expect(await within(mainNav()).findByRole('link', { name: `Blacklisted Keywords ${NOT_ON_SERVER}` })).toBeInTheDocument();
  });
});

describe('a route that exists keeps telling an unknown item apart', () => {
  it("the release line offers every feature of the spec: only the built-in backend's own pages are marked", async () => {
    renderRoute(`/recommendation/twitter-scanner/${userId('demo@example.org')}`, { user: 'demo@example.org' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tweets & People' }, SLOW)).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Tweets & People' })).toBeInTheDocument();
    expect(screen.queryByText(/does not offer/)).not.toBeInTheDocument();
    const marked = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.textContent?.includes(NOT_ON_SERVER))
      .map((link) => link.textContent?.replace(NOT_ON_SERVER, '').trim());
    // New for you and Following live in the built-in backend; no RIMA server offers them
    expect(marked).toEqual(['New for you', 'Following']);
  });

  it('a JSON 404 from the comparison route is an unknown researcher, not a missing feature', async () => {
    server.use(http.get(`${env.apiUrl}/api/interests/similarity/:id/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    renderRoute(`/app/profile/${userId('mateo.alvarez@example.org')}`, { user: 'demo@example.org' });
    expect(await screen.findByText(/The server does not know this item\./, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/does not offer/)).not.toBeInTheDocument();
    expect(isOffered('comparison')).toBe(true);
  });

  it('an unknown user id on either line says the server does not know this item', async () => {
    setBackendLine('development');
    renderRoute('/app/profile/987654', { user: 'demo@example.org' });
    expect(await screen.findByText(/The server does not know this item\./, undefined, SLOW)).toBeInTheDocument();
  });
});
