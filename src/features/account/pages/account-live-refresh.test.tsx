/** My account of a live account (standalone build): Fetch new papers and posts reads Semantic Scholar again and says what changed. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { registerUser } from '@/api/user/accounts';
import { db, server, sources } from '@/backend/node';
import { whenLiveImportSettles } from '@/backend/pipeline/live-import';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { SEMANTIC_SCHOLAR_ORIGIN } from '@/backend/sources/semantic-scholar';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 10_000 };
const EMAIL = 'ada@example.org';

fastSourcesOverMemoryCache();

async function liveAccount(authorCount: number) {
  const author = fixtureAuthor({ count: authorCount, years: 3 });
  server.use(...semanticScholarHandlers([author]));
  const registered = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  await whenLiveImportSettles(db, registered.id);
  return author;
}

/** the Publications count (the first of the account's counts) */
const publications = () => screen.getAllByRole('definition')[0];

it('Fetch new papers and posts adds the new papers and says so beside its button, with the new count', async () => {
  const author = await liveAccount(12);
  const more = fixtureAuthor({ count: 14, years: 3 });
  server.use(...semanticScholarHandlers([{ ...author, paperCount: 14, papers: [...more.papers.slice(12), ...author.papers] }]));
  const { user } = renderRoute('/app/user-profile', { user: EMAIL, demoMode: true });
  await screen.findByRole('heading', { name: 'Ada Lovelace' }, SLOW);
  expect(publications()).toHaveTextContent('12');

  await user.click(screen.getByRole('button', { name: 'Fetch new papers and posts' }));
  expect(await screen.findByText('Updated: 2 new papers.', undefined, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(publications()).toHaveTextContent('14'), SLOW);
});

it('says Semantic Scholar could not be reached when the refresh cannot read it', async () => {
  await liveAccount(5);
  server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/*`, () => HttpResponse.error()));
  const { user } = renderRoute('/app/user-profile', { user: EMAIL, demoMode: true });
  await screen.findByRole('heading', { name: 'Ada Lovelace' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Fetch new papers and posts' }));
  expect(await screen.findByText('Semantic Scholar could not be reached.', undefined, SLOW)).toBeInTheDocument();
  expect(publications()).toHaveTextContent('5');
});

it('a refresh Semantic Scholar does not answer: the line beside the button names it and when it tries again, with Cancel, which ends it and says so', async () => {
  await liveAccount(5);
  // each try waits out its (short) timeout, then the next one: the refresh goes on until Cancel
  sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5, timeoutMs: 50, retries: 10_000 });
  server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/*`, () => new Promise<Response>(() => undefined)));
  const { user } = renderRoute('/app/user-profile', { user: EMAIL, demoMode: true });
  await screen.findByRole('heading', { name: 'Ada Lovelace' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Fetch new papers and posts' }));
  expect(await screen.findByText(/^Semantic Scholar could not be reached; trying again in \d+ s$/, undefined, SLOW)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Cancelled. What was read before is kept.', undefined, SLOW)).toBeInTheDocument();
  expect(screen.queryByText(/did not answer in time/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  expect(publications()).toHaveTextContent('5');
});
