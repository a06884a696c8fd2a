import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, server } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { SEMANTIC_SCHOLAR_ORIGIN } from '@/backend/sources/semantic-scholar';
import { FIXTURE_AUTHOR_ID, semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

setUpRouteTests();
fastSourcesOverMemoryCache();

async function fill(user: ReturnType<typeof renderRoute>['user'], authorId: string) {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'engine42');
  await user.type(screen.getByLabelText('Semantic Scholar Id'), authorId);
  // leaving the field checks the id
  await user.tab();
}

describe('register page of the standalone build: the Semantic Scholar author check', () => {
  it('says what leaves the browser, and asks "is this you?" with the author linked when leaving the field', async () => {
    server.use(...semanticScholarHandlers());
    const { user, router } = renderRoute('/auth/register', { demoMode: true });
    expect(await screen.findByText('Only this leaves your browser: your Semantic Scholar author id and top five interests go to Semantic Scholar, your Bluesky handle to Bluesky, keyphrases and titles to Wikipedia, and DOIs of LAK papers to OpenAlex and Semantic Scholar.')).toBeInTheDocument();
    await fill(user, `https://www.semanticscholar.org/author/Ada-Lovelace/${FIXTURE_AUTHOR_ID}`);

    const question = await screen.findByText(/is this you\?/);
    expect(question).toHaveTextContent('Ada Lovelace · 150 papers · University of Example: is this you?');
    expect(within(question).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `https://www.semanticscholar.org/author/${FIXTURE_AUTHOR_ID}`);

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(db.findUserByEmail('ada@example.org')).toMatchObject({ author_id: FIXTURE_AUTHOR_ID, live: true });
  });

  it('says at the field that Semantic Scholar has no author with an unknown id, and does not register', async () => {
    server.use(...semanticScholarHandlers());
    const { user, router } = renderRoute('/auth/register', { demoMode: true });
    await fill(user, '123');
    const field = screen.getByLabelText('Semantic Scholar Id');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Semantic Scholar has no author with id 123'));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(router.state.location.pathname).toBe('/auth/register');
    expect(db.findUserByEmail('ada@example.org')).toBeUndefined();
  });

  it('says it could not check the id when Semantic Scholar is unreachable, and lets the user register anyway', async () => {
    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/*`, () => HttpResponse.error()));
    const { user, router } = renderRoute('/auth/register', { demoMode: true });
    await fill(user, FIXTURE_AUTHOR_ID);
    expect(await screen.findByText('Semantic Scholar could not be reached. The id could not be checked; you can register anyway.')).toBeInTheDocument();
    expect(screen.getByLabelText('Semantic Scholar Id')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(db.findUserByEmail('ada@example.org')).toMatchObject({ live: true });
  });

  describe('how often it asks', () => {
    const lookUps: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/standalone/semantic-scholar/authors/')) lookUps.push(request.url);
    };
    beforeEach(() => {
      lookUps.length = 0;
      server.events.on('request:start', count);
    });
    afterEach(() => {
      server.events.removeListener('request:start', count);
    });

    it('looks an id up once for the blur and the submit', async () => {
      server.use(...semanticScholarHandlers());
      const { user } = renderRoute('/auth/register', { demoMode: true });
      await fill(user, FIXTURE_AUTHOR_ID);
      await screen.findByText(/is this you\?/);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await screen.findByRole('heading', { name: 'Login' });
      expect(lookUps).toHaveLength(1);
    });

    it('asks again at the submit when the id could not be checked at the blur', async () => {
      server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/*`, () => HttpResponse.error()));
      const { user } = renderRoute('/auth/register', { demoMode: true });
      await fill(user, FIXTURE_AUTHOR_ID);
      await screen.findByText(/The id could not be checked/);
      expect(lookUps).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await screen.findByRole('heading', { name: 'Login' });
      expect(lookUps).toHaveLength(2);
    });
  });

  it('checks nothing against a RIMA server', async () => {
    let asked = 0;
    server.use(
      // only the id typed here counts: an import an earlier test's registration started may still ask for its author
      http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id`, ({ params }) => {
        if (params.id === '123') asked += 1;
        return HttpResponse.json({ error: 'Author not found' }, { status: 404 });
      }),
    );
    const { user } = renderRoute('/auth/register');
    await fill(user, '123');
    expect(screen.queryByText(/is this you|could not be checked|sent to Semantic Scholar/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Semantic Scholar Id')).not.toHaveAttribute('aria-invalid');
    expect(asked).toBe(0);
  });
});
