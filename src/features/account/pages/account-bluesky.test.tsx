/** My account of a live account (standalone build): linking a Bluesky handle reads its posts into the profile. */
import { screen, waitFor, within } from '@testing-library/react';
import { registerUser } from '@/api/user/accounts';
import { db, server } from '@/backend/node';
import { whenLiveImportSettles } from '@/backend/pipeline/live-import';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { wikipediaHandler } from '@/backend/sources/wikipedia-fixture';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { blueskyHandlers, createBlueskyWorld } from '@/test/bluesky';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 10_000 };
const EMAIL = 'ada@example.org';

fastSourcesOverMemoryCache();

it('a linked Bluesky handle is checked at the field, and its posts then shape the interests', async () => {
  const world = createBlueskyWorld();
  server.use(...semanticScholarHandlers([fixtureAuthor({ count: 12, years: 3 })]), ...blueskyHandlers(world), wikipediaHandler());
  const registered = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  await whenLiveImportSettles(db, registered.id);

  const { user } = renderRoute('/app/user-profile', { user: EMAIL, demoMode: true });
  await screen.findByRole('heading', { name: 'Ada Lovelace' }, SLOW);
  const page = within(screen.getByRole('main'));
  expect(page.getByText('Posts').nextElementSibling).toHaveTextContent('0');

  const field = screen.getByLabelText('Bluesky handle');
  await user.type(field, '@ada.bsky.social');
  expect(await screen.findByText(/is this you\?/, undefined, SLOW)).toHaveTextContent('Ada Lovelace · 1,204 posts: is this you?');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const told = await screen.findByText(/now shape your interests\.$/, undefined, SLOW);
  const count = /^Your (\d+) posts from @ada\.bsky\.social now shape your interests\.$/.exec(told.textContent ?? '')?.[1];
  expect(Number(count)).toBeGreaterThan(50);
  await waitFor(() => expect(page.getByText('Posts').nextElementSibling).toHaveTextContent(count ?? ''), SLOW);
  const interests = db.state().longTerm.filter((interest) => interest.user === registered.id);
  expect(interests.some((interest) => interest.tweet_ids.length > 0)).toBe(true);
});

it('removing the handle takes its posts out of the interests, and says so', async () => {
  const world = createBlueskyWorld();
  server.use(...semanticScholarHandlers([fixtureAuthor({ count: 12, years: 3 })]), ...blueskyHandlers(world), wikipediaHandler());
  const registered = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: 'ada.bsky.social', author_id: FIXTURE_AUTHOR_ID });
  await whenLiveImportSettles(db, registered.id);

  const { user } = renderRoute('/app/user-profile', { user: EMAIL, demoMode: true });
  await screen.findByRole('heading', { name: 'Ada Lovelace' }, SLOW);
  await user.clear(screen.getByLabelText('Bluesky handle'));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Your Bluesky posts no longer shape your interests.', undefined, SLOW)).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByText('Posts').nextElementSibling).toHaveTextContent('0');
  expect(db.state().longTerm.filter((interest) => interest.user === registered.id).every((interest) => interest.tweet_ids.length === 0)).toBe(true);
});
