/** Your data of a live account (standalone build): Fetch new papers and posts reads Semantic Scholar and Bluesky and says what changed. */
import { screen, waitFor, within } from '@testing-library/react';
import { registerUser } from '@/api/user/accounts';
import { db, server } from '@/backend/node';
import { whenLiveImportSettles } from '@/backend/pipeline/live-import';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { wikipediaHandler } from '@/backend/sources/wikipedia-fixture';
import { addNewPosts, blueskyHandlers, createBlueskyWorld } from '@/test/bluesky';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 10_000 };
const EMAIL = 'ada@example.org';

fastSourcesOverMemoryCache();

it('Fetch new papers and posts adds only the new papers and says so; a second fetch says "Nothing new since" the time of that check', async () => {
  const author = fixtureAuthor({ count: 12, years: 3 });
  server.use(...semanticScholarHandlers([author]));
  const registered = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  await whenLiveImportSettles(db, registered.id);
  const more = fixtureAuthor({ count: 15, years: 3 });
  server.use(...semanticScholarHandlers([{ ...author, paperCount: 15, papers: [...more.papers.slice(12), ...author.papers] }]));

  const { user } = renderRoute('/app/user-profile', { user: EMAIL, demoMode: true });
  await screen.findByRole('heading', { name: 'Your data' }, SLOW);
  const block = screen.getByRole('region', { name: 'Fetch new papers and posts' });
  // the Publications count (the first of the account's counts)
  await waitFor(() => expect(screen.getAllByRole('definition')[0]).toHaveTextContent('12'));

  await user.click(within(block).getByRole('button', { name: 'Fetch new papers and posts' }));
  expect(await within(block).findByText('Updated: 3 new papers.', undefined, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('definition')[0]).toHaveTextContent('15'));
  expect(db.state().papers.filter((paper) => paper.user === registered.id)).toHaveLength(15);

  const before = Date.now();
  await user.click(within(block).getByRole('button', { name: 'Fetch new papers and posts' }));
  const nothing = await within(block).findByText(/^Nothing new since \d\d:\d\d\.$/, undefined, SLOW);
  const [hours, minutes] = (nothing.textContent ?? '').slice('Nothing new since '.length, -1).split(':').map(Number);
  const checked = new Date(before);
  checked.setHours(hours ?? 0, minutes ?? 0, 0, 0);
  // the time of that check (to the minute)
  expect(Math.abs(checked.getTime() - before)).toBeLessThan(2 * 60_000);
});

it('Fetch new papers and posts counts the new Bluesky posts in its outcome line beside the new papers ("3 new papers; 2 new posts")', async () => {
  const world = createBlueskyWorld();
  const author = fixtureAuthor({ count: 12, years: 3 });
  server.use(...semanticScholarHandlers([author]), ...blueskyHandlers(world), wikipediaHandler());
  const registered = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: 'ada.bsky.social', author_id: FIXTURE_AUTHOR_ID });
  await whenLiveImportSettles(db, registered.id);
  const ownPosts = () => db.state().tweets.filter((tweet) => tweet.user === registered.id && tweet.screen_name === null).length;
  const before = ownPosts();

  const { user } = renderRoute('/app/user-profile', { user: EMAIL, demoMode: true });
  await screen.findByRole('heading', { name: 'Your data' }, SLOW);
  const block = screen.getByRole('region', { name: 'Fetch new papers and posts' });
  // the feed gains two posts and the author three papers between the import and the fetch
  addNewPosts(world, 'ada.bsky.social', 2);
  const more = fixtureAuthor({ count: 15, years: 3 });
  server.use(...semanticScholarHandlers([{ ...author, paperCount: 15, papers: [...more.papers.slice(12), ...author.papers] }]));
  await user.click(within(block).getByRole('button', { name: 'Fetch new papers and posts' }));
  const outcome = await within(block).findByText(/^Updated: 3 new papers; 2 new posts[;.]/, undefined, SLOW);
  expect(outcome).toHaveRole('status');
  expect(ownPosts()).toBe(before + 2);
});
