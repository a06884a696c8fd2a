/** Every signed-in page of the standalone build names a live import that failed (with Retry) or that still runs. */
import { hashKey } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { registerUser } from '@/api/user/accounts';
import { importProgressQuery, papersQuery } from '@/api/user/queries';
import { db, server, testBackend } from '@/backend/node';
import { liveImportOf, whenLiveImportSettles } from '@/backend/pipeline/live-import';
import { SEMANTIC_SCHOLAR_ORIGIN } from '@/backend/sources/semantic-scholar';
import { wikipediaHandler } from '@/backend/sources/wikipedia-fixture';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { renderRoute } from '@/test/render-route';
import { recordRequests } from '@/test/requests';

const SLOW = { timeout: 10_000 };
/** The resumed import runs in this test's own thread (the built-in backend in-process) and computes the profile so far after each step: a busy machine needs more than 10 s. */
const RESUMING = { timeout: 40_000 };
const EMAIL = 'ada@example.org';
const PAPERS = `${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`;

fastSourcesOverMemoryCache();

const register = () => registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });

it.each([
  ['a maintenance page (HTML)', () => new HttpResponse('<!doctype html><title>Maintenance</title>', { headers: { 'Content-Type': 'text/html' } })],
  ['JSON cut short', () => new HttpResponse('{"offset": 0, "data": [{"paperId": "ab', { headers: { 'Content-Type': 'application/json' } })],
  ['JSON of another shape', () => HttpResponse.json({ papers: [] })],
])('an import that failed on %s is named on every signed-in page, with Retry, until it is resolved', async (_, answer) => {
  const author = fixtureAuthor({ count: 12, years: 3 });
  server.use(http.get(PAPERS, answer), ...semanticScholarHandlers([author]).slice(1), wikipediaHandler());
  const registered = await register();
  await whenLiveImportSettles(db, registered.id);
  expect(liveImportOf(db, registered.id)?.phase).toBe('failed');

  const { user } = renderRoute(`/app/cloud-chart/${registered.id}`, { user: EMAIL, demoMode: true });
  const notice = await screen.findByRole('alert', undefined, SLOW);
  expect(notice).toHaveTextContent('Your papers could not be imported. Semantic Scholar answered something unexpected.');
  expect(within(notice).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/app/redirect');
  // another page says it too
  await user.click(screen.getAllByRole('link', { name: 'My Publications' })[0] as HTMLElement);
  expect(await screen.findByText(/Your papers could not be imported\./, undefined, SLOW)).toBeInTheDocument();

  // Semantic Scholar is back: Retry imports, and the notice goes
  server.use(...semanticScholarHandlers([author]));
  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByText(/Your papers could not be imported\./)).not.toBeInTheDocument(), SLOW);
  await whenLiveImportSettles(db, registered.id);
  expect(liveImportOf(db, registered.id)?.phase).toBe('done');
  expect(db.state().papers.filter((paper) => paper.user === registered.id)).toHaveLength(12);
});

it('an import left unfinished by a closed tab ("100 of 150") is named on the page opened next, goes on, and the notice goes when it is done', async () => {
  const author = fixtureAuthor({ count: 150, years: 3 });
  server.use(...semanticScholarHandlers([author]), wikipediaHandler());
  const registered = await register();
  await whenLiveImportSettles(db, registered.id);
  // what a tab closed while reading the second page leaves in the stored state
  const entry = liveImportOf(db, registered.id);
  if (!entry) throw new Error('no import');
  Object.assign(entry, { phase: 'fetching', fetched: 100, nextOffset: 100, finishedAt: null });
  const state = db.state();
  state.papers = state.papers.filter((paper) => paper.user !== registered.id || author.papers.slice(0, 100).some((p) => p.paperId === paper.paper_id));

  // the rest is held back until the notice has been seen
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`, async ({ request }) => {
      if (Number(new URL(request.url).searchParams.get('offset') ?? 0) >= 100) await held;
      // nothing returned: the fixture's handler answers
    }),
  );
  // the backend of the page opened next takes the stored state over and resumes the import (no request does)
  testBackend().resume();
  renderRoute('/app/view-paper', { user: EMAIL, demoMode: true });
  expect(await screen.findByText(/Your import is still running\./, undefined, RESUMING)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Follow it' })).toHaveAttribute('href', '/app/redirect');
  release();
  await waitFor(() => expect(screen.queryByText(/Your import is still running\./)).not.toBeInTheDocument(), RESUMING);
  expect(liveImportOf(db, registered.id)?.phase).toBe('done');
  expect(db.state().papers.filter((paper) => paper.user === registered.id)).toHaveLength(150);
}, 90_000);

it("the shell asks for the live import's progress in the render that asks for the page's data, not after a lazy part of its own", async () => {
  const seen = recordRequests();
  const { queryClient } = renderRoute('/app/view-paper', { user: 'demo@example.org', demoMode: true });
  // the order in which the page's queries come into the cache (a query is added when its reader first renders)
  const added: string[] = [];
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added') added.push(event.query.queryHash);
  });
  const progress = hashKey(importProgressQuery().queryKey);
  const papers = hashKey(papersQuery().queryKey);
  await waitFor(() => expect(added).toContain(papers), SLOW);
  unsubscribe();
  // the shell renders before its page: the progress comes first, or it waited for something the page did not
  expect(added.indexOf(progress)).toBeGreaterThanOrEqual(0);
  expect(added.indexOf(progress)).toBeLessThan(added.indexOf(papers));
  await waitFor(() => expect(seen.some((request) => request.path === '/api/standalone/import/')).toBe(true), SLOW);
});

it("a build for a RIMA server asks for no live import's progress (the standalone build's route)", async () => {
  const seen = recordRequests();
  renderRoute('/app/view-paper', { user: 'demo@example.org' });
  await screen.findByRole('heading', { name: 'My Publications' }, SLOW);
  await waitFor(() => expect(seen.some((request) => request.path.startsWith('/api/interests/papers'))).toBe(true), SLOW);
  expect(seen.filter((request) => request.path === '/api/standalone/import/')).toEqual([]);
});

it('a seeded account (no live import) sees no notice', async () => {
  renderRoute('/app/view-paper', { user: 'demo@example.org', demoMode: true });
  await screen.findByRole('heading', { name: 'My Publications' }, SLOW);
  expect(screen.queryByText(/Your import is still running|could not be imported/)).not.toBeInTheDocument();
});

it('a paper Semantic Scholar sent with a year of "2024" is left out: the wait screen and My account say so, the other papers are kept', async () => {
  const author = fixtureAuthor({ count: 40, years: 3 });
  (author.papers[5] as unknown as Record<string, unknown>).year = '2024';
  server.use(...semanticScholarHandlers([author]), wikipediaHandler());
  const registered = await register();
  await whenLiveImportSettles(db, registered.id);
  const said = 'Left out: 1 paper from Semantic Scholar (its year could not be read). Everything else was imported.';

  const wait = renderRoute('/app/redirect', { user: EMAIL, demoMode: true });
  expect(await screen.findByText(said, undefined, SLOW)).toBeInTheDocument();
  expect(screen.getByText('Your papers are imported.')).toBeInTheDocument();
  await wait.user.click(screen.getByRole('link', { name: 'Continue to your profile' }));
  wait.unmount();

  renderRoute('/app/user-profile', { user: EMAIL, demoMode: true });
  expect(await screen.findByText(said, undefined, SLOW)).toBeInTheDocument();
  expect(db.state().papers.filter((paper) => paper.user === registered.id)).toHaveLength(39);
});
