import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, server, testBackend } from '@/backend/node';
import { importPosts } from '@/backend/pipeline/posts';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { blueskyHandlers, BSKY, createBlueskyWorld, type BlueskyWorld } from '@/test/bluesky';
import { renderRoute } from '@/test/render-route';
import { SLOW } from '../test/scanner';

const EMAIL = 'ada.network@example.org';
let world: BlueskyWorld;

fastSourcesOverMemoryCache({ retries: 1 });
beforeEach(() => {
  world = createBlueskyWorld();
  server.use(...blueskyHandlers(world));
});
// a build still running stops with its test (the next test has a backend of its own)
afterEach(() => testBackend().networkJobs.stopAll());

async function openAsLiveResearcher(handle: string | null = 'ada.bsky.social') {
  const user = db.addUser({ email: EMAIL, password: 'engine42', first_name: 'Ada', last_name: 'Lovelace', twitter_account_id: handle, author_id: null, live: true });
  if (handle) await importPosts(db, user.id);
  const rendered = renderRoute(`/recommendation/twitter-scanner/${user.id}`, { user: EMAIL, demoMode: true });
  await screen.findByRole('heading', { level: 1, name: 'Posts & People' }, SLOW);
  return { ...rendered, researcher: user };
}

// each test reads a network of 160 accounts and renders its posts: slow on busy CI cores
vi.setConfig({ testTimeout: 60_000 });

describe('Posts & People on Bluesky (standalone build, a live account)', () => {
  it('reads the network, then shows ranked posts: author, time, text, images with alt, a link to bsky.app; Save, Saved Posts, Hide and Undo', async () => {
    const { user } = await openAsLiveResearcher();
    expect(await screen.findByText('Showing posts from 120 of 120 accounts you follow.', {}, SLOW)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recommended posts' }, SLOW);
    const cards = await within(list).findAllByRole('article', {}, SLOW);
    expect(cards.length).toBeGreaterThan(3);
    const card = cards[0];
    if (!card) throw new Error('no card');
    expect(within(card).getByText(/^@scholar\d+\.bsky\.social$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Open the post on Bluesky/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/bsky\.app\/profile\/scholar\d+\.bsky\.social\/post\//));
    expect(within(card).getByText(/^Similarity \d+%$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Why this post\?/ })).toBeInTheDocument();
    const withImage = cards.find((c) => within(c).queryByRole('img', { name: /^Chart of dashboard use/ }));
    expect(withImage).toBeDefined();

    await user.click(within(card).getByRole('button', { name: /^Save the post by / }));
    expect(await screen.findByText('Post saved!')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Saved Posts' }));
    const saved = await screen.findByRole('list', { name: 'Saved posts' });
    expect(within(saved).getByRole('link', { name: /^Open the post on Bluesky/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/bsky\.app\/profile\/scholar\d+\.bsky\.social\/post\//));

    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    const second = within(await screen.findByRole('list', { name: 'Recommended posts' })).getAllByRole('article')[1];
    if (!second) throw new Error('no second card');
    await user.click(within(second).getByRole('button', { name: /^Hide the post by / }));
    const overlay = await screen.findByRole('group', { name: /^Post Hidden: post by / });
    await user.click(within(overlay).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('group', { name: /^Post Hidden/ })).toBeNull();
  });

  it('recommends people the network follows, with why, counts and a link to each profile', async () => {
    const { user } = await openAsLiveResearcher();
    await screen.findByText('Showing posts from 120 of 120 accounts you follow.', {}, SLOW);
    await user.click(screen.getByRole('tab', { name: 'People' }));
    const people = await screen.findByRole('list', { name: 'People' }, SLOW);
    const first = within(people).getAllByRole('listitem')[0];
    if (!first) throw new Error('no person');
    expect(within(first).getByText(/^Why: posts about /)).toBeInTheDocument();
    expect(within(first).getByText(/followers · \d+ posts · followed by \d+ accounts? you follow/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Open the profile on Bluesky/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/bsky\.app\/profile\/stranger\d+\.bsky\.social$/));
  });

  it('explains a post with "Why this post?": the heat map of its keywords against the interests, then the advanced level and back', async () => {
    const { user } = await openAsLiveResearcher();
    const list = await screen.findByRole('list', { name: 'Recommended posts' }, SLOW);
    const [card] = await within(list).findAllByRole('article', {}, SLOW);
    if (!card) throw new Error('no card');
    await user.click(within(card).getByRole('button', { name: /^Why this post\?/ }));
    const dialog = screen.getByRole('dialog', { name: 'Why this post?' });
    expect(within(dialog).getByRole('heading', { name: 'Intermediate explanation' })).toBeInTheDocument();
    const table = await within(dialog).findByRole('table', {}, SLOW);
    expect(table).toHaveTextContent(/learning analytics|feedback|dashboard/);
    expect(table).toHaveTextContent(/\d\.\d\d/);
    await user.click(within(dialog).getByRole('button', { name: 'More' }));
    expect(within(dialog).getByRole('heading', { name: 'Advanced explanation' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'How the similarity score is computed' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Less' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });

  it("shows markup in a recommended person's name and description as text", async () => {
    const stranger = world.accounts.get('did:plc:stranger0xxxxxxxxxxxxxxx');
    if (!stranger) throw new Error('fixture');
    stranger.profile.displayName = '<i>Stranger</i> Zero';
    stranger.profile.description = '<img src=x onerror=alert(1)>Learning analytics <b>dashboards</b> <script>alert(1)</script>';
    const { user } = await openAsLiveResearcher();
    await screen.findByText('Showing posts from 120 of 120 accounts you follow.', {}, SLOW);
    await user.click(screen.getByRole('tab', { name: 'People' }));
    const people = await screen.findByRole('list', { name: 'People' }, SLOW);
    const heading = within(people).getByRole('heading', { name: '<i>Stranger</i> Zero' });
    const item = heading.closest('li');
    if (!item) throw new Error('no person');
    expect(within(item).getByText(/^<img src=x onerror=alert\(1\)>Learning analytics <b>dashboards<\/b> <script>alert\(1\)<\/script>$/)).toBeInTheDocument();
    expect(item.querySelector('script, b, i, img[src="x"]')).toBeNull();
  });

  it('shows markup in posts and names as text', async () => {
    const scholar = world.accounts.get('did:plc:scholar0xxxxxxxxxxxxxxxx');
    if (!scholar) throw new Error('fixture');
    scholar.profile.displayName = '<img src=x onerror=alert(1)>Evil';
    scholar.feed.forEach((item) => {
      item.post.author = { ...(item.post.author as object), displayName: '<img src=x onerror=alert(1)>Evil' };
      item.post.record = { $type: 'app.bsky.feed.post', text: '<b>Learning analytics</b> <script>alert(1)</script> with @ada.bsky.social', createdAt: new Date(world.now - 3600_000).toISOString() };
    });
    await openAsLiveResearcher();
    const list = await screen.findByRole('list', { name: 'Recommended posts' }, SLOW);
    const [heading] = await within(list).findAllByRole('heading', { name: '<img src=x onerror=alert(1)>Evil' }, SLOW);
    const card = heading?.closest('article');
    if (!card) throw new Error('no card');
    expect(card.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(within(card).getAllByText(/<b>Learning analytics<\/b>/).length).toBeGreaterThan(0);
    expect(within(card).getByRole('link', { name: '@ada.bsky.social' })).toHaveAttribute('href', 'https://bsky.app/profile/ada.bsky.social');
  });

  it('describes an image without alt text, and shows a post of 300 graphemes of emoji and right-to-left text whole', async () => {
    const text = `${'👩🏽‍🔬'.repeat(100)} learning analytics ${'تحليلات التعلم '.repeat(12)}`;
    const scholar = world.accounts.get('did:plc:scholar0xxxxxxxxxxxxxxxx');
    const first = scholar?.feed[0]?.post;
    if (!scholar || !first) throw new Error('fixture');
    first.record = { $type: 'app.bsky.feed.post', text, createdAt: new Date(world.now - 60_000).toISOString() };
    first.embed = { $type: 'app.bsky.embed.images#view', images: [{ thumb: 'https://cdn.bsky.app/img/feed_thumbnail/plain/x/noalt@jpeg', fullsize: 'https://cdn.bsky.app/img/feed_fullsize/plain/x/noalt@jpeg', alt: '' }] };
    const { user } = await openAsLiveResearcher();
    const list = await screen.findByRole('list', { name: 'Recommended posts' }, SLOW);
    const image = await within(list).findByRole('img', { name: 'Image 1 of the post by Scholar 0 (no description given)' }, SLOW);
    const card = image.closest('article');
    if (!card) throw new Error('no card');
    // a long text is cut, in full on demand
    await user.click(within(card).getByRole('button', { name: /^Show all/ }));
    expect(card.textContent).toContain(text.trim());
  });

  it('says what to do without a handle', async () => {
    await openAsLiveResearcher(null);
    expect(await screen.findByText('Link your Bluesky handle in My account to see posts and people from the accounts you follow.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows progress with a Cancel while reading, and names Bluesky when it fails', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('actor')?.includes('ada')) return HttpResponse.json({ feed: [] });
        await gate;
        return HttpResponse.json({ error: 'Upstream' }, { status: 502 });
      }),
    );
    const { user } = await openAsLiveResearcher();
    expect(await screen.findByRole('progressbar', { name: 'Reading your network on Bluesky' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/^Reading posts from \d+ of 120 accounts you follow$/, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Stopped. What was read before is kept; refresh to read your network again.', {}, SLOW)).toBeInTheDocument();
    await act(async () => release());
    // Try again: the accounts now answer 502 and the page names Bluesky
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bluesky failed to answer (error 502).', {}, SLOW)).toBeInTheDocument();
  });
});
