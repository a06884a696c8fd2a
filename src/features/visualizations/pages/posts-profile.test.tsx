import { screen, waitFor, within } from '@testing-library/react';
import { db, server, sources } from '@/backend/node';
import { importPosts } from '@/backend/pipeline/posts';
import { blueskyHandlers, createBlueskyWorld } from '@/test/bluesky';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 8000 };
const EMAIL = 'ada.posts@example.org';

beforeEach(() => {
  sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 });
  server.use(...blueskyHandlers(createBlueskyWorld()));
});

async function liveResearcherWithPosts() {
  const user = db.addUser({ email: EMAIL, password: 'engine42', first_name: 'Ada', last_name: 'Lovelace', twitter_account_id: 'ada.bsky.social', author_id: null, live: true });
  await importPosts(db, user.id);
  return user;
}

describe("a live researcher's Bluesky posts in the profile", () => {
  it('names the source "from posts" and lists the posts with the keyphrase marked, their images and a link to each', async () => {
    const researcher = await liveResearcherWithPosts();
    const { user } = renderRoute(`/app/cloud-chart/${researcher.id}`, { user: EMAIL, demoMode: true });
    const cloud = await screen.findByRole('list', { name: 'Interests by weight' }, SLOW);
    const word = within(cloud).getByRole('button', { name: 'learning analytics' });
    await user.hover(word);
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContainEqual(expect.stringMatching(/^learning analytics: from posts/));
    await user.click(word);
    await user.click(await screen.findByRole('menuitem', { name: 'Why this interest?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why this interest: learning analytics' });
    expect(within(dialog).getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    const posts = await within(dialog).findByRole('list', { name: 'Related posts' }, SLOW);
    const items = within(posts).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = items[0];
    if (!first) throw new Error('no post');
    expect(within(first).getByText('@ada.bsky.social', { exact: false })).toBeInTheDocument();
    expect(first.querySelector('mark')?.textContent?.toLowerCase()).toContain('learning analytics');
    expect(within(first).getByRole('link', { name: /^Open the post on Bluesky/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/bsky\.app\/profile\/ada\.bsky\.social\/post\/3k/));
    await user.click(within(dialog).getByRole('button', { name: /Show more/ }));
    await waitFor(() => expect(within(posts).getAllByRole('listitem').length).toBeGreaterThan(5));
  });

  it('keeps the words of posts for a seeded account, in the standalone vocabulary', async () => {
    const demo = db.sessionFor('demo@example.org').user;
    const { user } = renderRoute(`/app/cloud-chart/${demo.id}`, { user: 'demo@example.org', demoMode: true });
    const cloud = await screen.findByRole('list', { name: 'Interests by weight' }, SLOW);
    const twitterWord = db.state().longTerm.find((i) => i.user === demo.id && i.source === 'Twitter');
    if (!twitterWord) throw new Error('the seed has an interest from tweets');
    await user.hover(within(cloud).getByRole('button', { name: twitterWord.keyword }));
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContainEqual(expect.stringContaining(`${twitterWord.keyword}: from posts`));
  });
});
