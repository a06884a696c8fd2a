import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ExtractionJob } from '@/backend/nlp/extraction-jobs';
import { registerUser } from '@/api/user/accounts';
import { db, server, sources } from '@/backend/node';
import { whenLiveImportSettles } from '@/backend/pipeline/live-import';
import { pollEvery } from '@/config/polling';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { SEMANTIC_SCHOLAR_ORIGIN } from '@/backend/sources/semantic-scholar';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { deferred } from '@/test/deferred';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

/**
 * While set, the backend's extraction waits for it (the screen's extracting phase can be seen). The
 * extraction module is loaded on first need (nlp/extractor.ts), so this mock is the one it gets; its
 * caller awaits what it answers, so a promise holds it.
 */
const extraction = vi.hoisted(() => ({ hold: null as Promise<void> | null }));
vi.mock('@/backend/nlp/run-jobs', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/backend/nlp/run-jobs')>();
  return {
    runJobs: async (jobs: ExtractionJob[]) => {
      if (extraction.hold) await extraction.hold;
      return original.runJobs(jobs);
    },
  };
});

const EMAIL = 'ada@example.org';
const PAPERS = `${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`;
const SLOW = { timeout: 15_000 };

setUpRouteTests();
fastSourcesOverMemoryCache();
afterEach(() => {
  extraction.hold = null;
});

async function register() {
  const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  return user.id;
}

/** Holds the second page of papers until `release()`. */
function holdSecondPage() {
  const held = deferred();
  server.use(
    http.get(PAPERS, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') === '100') await held.promise;
      return undefined;
    }),
  );
  return () => held.resolve();
}

describe('/app/redirect in the standalone build: the live import', () => {
  it('shows the fetching progress with a bar, elapsed time and Cancel, then lands on a cloud of the fixture\'s interests', async () => {
    server.use(...semanticScholarHandlers());
    const release = holdSecondPage();
    const userId = await register();
    const { router } = renderRoute('/app/redirect', { user: EMAIL, demoMode: true });

    expect(await screen.findByText('Fetching your papers from Semantic Scholar: 100 of 150', {}, SLOW)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Fetching your papers' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemax', '150');
    expect(screen.getByText(/^Elapsed: \d+ s$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${userId}`), SLOW);
    const cloud = await screen.findByRole('list', { name: 'Interests by weight' }, SLOW);
    expect(within(cloud).getByText('knowledge graph')).toBeInTheDocument();
    expect(within(cloud).getByText('learning analytics')).toBeInTheDocument();
    expect(within(cloud).queryByText('ontology matching')).not.toBeInTheDocument();
  });

  it('Cancel keeps the papers fetched so far; the screen says so and goes on to the profile', async () => {
    server.use(...semanticScholarHandlers());
    const release = holdSecondPage();
    const userId = await register();
    const { user, router } = renderRoute('/app/redirect', { user: EMAIL, demoMode: true });
    await screen.findByText('Fetching your papers from Semantic Scholar: 100 of 150', {}, SLOW);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Import cancelled: 100 papers kept.')).toBeInTheDocument();
    release();
    await whenLiveImportSettles(db, userId);
    expect(db.state().papers.filter((paper) => paper.user === userId)).toHaveLength(100);

    await user.click(screen.getByRole('link', { name: 'Continue to your profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${userId}`));
    expect(await screen.findByRole('list', { name: 'Interests by weight' }, SLOW)).toBeInTheDocument();
  });

  it('while extracting says "Extracting interests: N of M papers" with its progress bar', async () => {
    // titles of its own: texts an earlier test extracted are known and not extracted again
    const author = fixtureAuthor();
    server.use(...semanticScholarHandlers([{ ...author, papers: author.papers.map((paper) => ({ ...paper, title: `Held back: ${paper.title ?? ''}` })) }]));
    const hold = deferred();
    extraction.hold = hold.promise;
    const userId = await register();
    const { router } = renderRoute('/app/redirect', { user: EMAIL, demoMode: true });

    const said = await screen.findByText(/^Extracting interests: 0 of \d+ papers$/, {}, SLOW);
    const total = /of (\d+) papers/.exec(said.textContent ?? '')?.[1];
    expect(Number(total)).toBeGreaterThan(0);
    const bar = screen.getByRole('progressbar', { name: 'Extracting interests' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', total);

    hold.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${userId}`), SLOW);
  });

  it('when the papers\' `next` never ends, the import stops at the author\'s count and the screen says so before going on', async () => {
    const author = fixtureAuthor();
    server.use(
      http.get(PAPERS, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
        return HttpResponse.json({ offset, next: offset + 100, data: author.papers.slice(offset, offset + 100) });
      }),
      ...semanticScholarHandlers([author]),
    );
    const userId = await register();
    const { user, router } = renderRoute('/app/redirect', { user: EMAIL, demoMode: true });

    expect(await screen.findByText('Your papers are imported.', {}, SLOW)).toHaveAttribute('role', 'status');
    // it stays (a navigation would have opened the profile by now): the user reads the note and goes on when ready
    await new Promise((resolve) => setTimeout(resolve, 10 * pollEvery.liveImportMs));
    expect(screen.getByText("Semantic Scholar kept listing papers beyond the author's 150; the import stopped there.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/redirect');
    expect(db.state().papers.filter((paper) => paper.user === userId)).toHaveLength(150);

    await user.click(screen.getByRole('link', { name: 'Continue to your profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${userId}`));
  });

  it('says why it waits while Semantic Scholar is busy', async () => {
    server.use(
      http.get(PAPERS, () => HttpResponse.json({ message: 'Too Many Requests.', code: '429' }, { status: 429 })),
      ...semanticScholarHandlers(),
    );
    sources.setTiming({ baseDelayMs: 60_000, maxDelayMs: 60_000, random: () => 0 });
    await register();
    renderRoute('/app/redirect', { user: EMAIL, demoMode: true });
    expect(await screen.findByText('Semantic Scholar is busy; trying again in 30 s', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Fetching your papers from Semantic Scholar: 0 of 150')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: 'Fetching your papers' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('on failure says what failed and offers Retry, which goes on; or Continue without papers', async () => {
    let down = true;
    server.use(
      http.get(PAPERS, ({ request }) => (down && new URL(request.url).searchParams.get('offset') === '100' ? HttpResponse.error() : undefined)),
      ...semanticScholarHandlers(),
    );
    const userId = await register();
    const { user, router } = renderRoute('/app/redirect', { user: EMAIL, demoMode: true });

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your papers could not be imported from Semantic Scholar.');
    expect(alert).toHaveTextContent('Semantic Scholar could not be reached.');
    expect(alert).toHaveTextContent('100 papers were fetched and are kept.');
    expect(within(alert).getByRole('button', { name: 'Continue without papers' })).toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${userId}`), SLOW);
    expect(db.state().papers.filter((paper) => paper.user === userId)).toHaveLength(150);
  });

  it('Continue without papers opens the profile of an account whose id Semantic Scholar does not know', async () => {
    server.use(...semanticScholarHandlers());
    const user0 = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: '123' });
    await whenLiveImportSettles(db, user0.id);
    const { user, router } = renderRoute('/app/redirect', { user: EMAIL, demoMode: true });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Semantic Scholar has no author with id 123');
    await user.click(within(alert).getByRole('button', { name: 'Continue without papers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${user0.id}`), SLOW);
  });

  it('a seeded account on the standalone build waits for the server import as before', async () => {
    renderRoute('/app/redirect', { user: 'demo@example.org', demoMode: true });
    const ownId = localStorage.getItem('mId');
    await waitFor(() => expect(screen.queryByText(/Fetching your papers/)).not.toBeInTheDocument());
    expect(ownId).not.toBeNull();
  });
});
