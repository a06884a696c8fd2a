/** Seed data passes the app's own validation: every seeded account's My account form saves as it loads, in both builds. */
import { screen, waitFor, within } from '@testing-library/react';
import { SEED_ADMIN, SEED_RESEARCHERS } from '@/backend/seed/researchers';
import { BLUESKY_ERROR } from '@/lib/bluesky-handle';
import { renderRoute } from '@/test/render-route';
import { db } from '@/backend/node';

const SLOW = { timeout: 10_000 };
const ownTweets = (userId: number) => db.state().tweets.filter((tweet) => tweet.user === userId && tweet.screen_name === null).length;

describe.each([
  { build: 'standalone (Bluesky)', demoMode: true },
  { build: 'for a RIMA server (Twitter)', demoMode: false },
])('every seeded account saves its My account form unchanged: $build', ({ demoMode }) => {
  it.each([...SEED_RESEARCHERS, SEED_ADMIN].map((account) => [account.email]))('%s', async (email) => {
    const seeded = db.findUserByEmail(email);
    if (!seeded) throw new Error(`${email} is not seeded`);
    const tweets = ownTweets(seeded.id);
    const { user } = renderRoute('/app/user-profile', { user: email, demoMode });
    const save = await screen.findByRole('button', { name: 'Save' }, SLOW);
    await user.click(save);
    expect(await screen.findByText('Update Profile Data !', undefined, SLOW)).toBeInTheDocument();
    const form = save.closest('form');
    if (!form) throw new Error('Save is outside a form');
    expect(within(form).queryAllByRole('alert')).toEqual([]);
    // the handle written as the build writes it is the same handle: the seeded posts stay
    expect(ownTweets(seeded.id)).toBe(tweets);
  });
});

it('My account, standalone build: a Bluesky address with a broken %-escape is a field error, and what was typed stays', async () => {
  const { user } = renderRoute('/app/user-profile', { user: 'demo@example.org', demoMode: true });
  const field = await screen.findByLabelText('Bluesky handle', undefined, SLOW);
  const first = screen.getByLabelText('First name');
  await user.clear(first);
  await user.type(first, 'Lena Maria');
  await user.clear(field);
  await user.type(field, 'https://bsky.app/profile/%E0%A4%A');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(BLUESKY_ERROR)).toBeInTheDocument();
  expect(field).toHaveValue('https://bsky.app/profile/%E0%A4%A');
  expect(first).toHaveValue('Lena Maria');
  await waitFor(() => expect(db.findUserByEmail('demo@example.org')?.first_name).toBe('Lena'));
});
