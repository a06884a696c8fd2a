import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { stubInterests } from '@/features/recommendations/test/scanner';
import { db } from '@/backend/node';

setUpRouteTests();

const SLOW = { timeout: 10000 };
const DEMO = 'demo@example.org';
const demoId = () => db.sessionFor(DEMO).user.id;

/** One vocabulary per build: the same screens of the demo account, on a RIMA server and on the built-in backend. */
const BUILDS = [
  { build: 'a build for a RIMA server', demoMode: false, Posts: 'Tweets', posts: 'tweets', Post: 'Tweet', post: 'tweet', reposts: 'retweets', network: 'Twitter', handle: 'Twitter account', home: 'on the server', page: 'Tweets & People' },
  { build: 'the standalone build', demoMode: true, Posts: 'Posts', posts: 'posts', Post: 'Post', post: 'post', reposts: 'reposts', network: 'Bluesky', handle: 'Bluesky handle', home: 'in this browser', page: 'Posts & People' },
] as const;

describe.each(BUILDS)('the words of $build', ({ demoMode, Posts, posts, Post, post, reposts, network, handle, home, page }) => {
  it(`names the page of recommended ${posts} and people ${page}: sidebar, heading and document title`, async () => {
    renderRoute(paths.twitterScanner(demoId()), { user: DEMO, demoMode });
    expect(await screen.findByRole('heading', { level: 1, name: page }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: page })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`${page} · RIMA`);
    expect(screen.queryByText(page === 'Posts & People' ? 'Tweets & People' : 'Posts & People')).not.toBeInTheDocument();
  });

  it(`speaks of ${posts} on ${page} to the seeded account: tabs, list, card, Why this ${post}?, the toast and People`, async () => {
    stubInterests();
    const { user } = renderRoute(paths.twitterScanner(demoId()), { user: DEMO, demoMode });
    const list = await screen.findByRole('list', { name: `Recommended ${posts}` }, SLOW);
    expect(screen.getByRole('tab', { name: Posts })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: `Saved ${Posts}` })).toBeInTheDocument();
    const card = within(list).getAllByRole('article')[0];
    if (!card) throw new Error('no recommended item');
    expect(card).toHaveTextContent(new RegExp(`followers · [\\d.]+K? ${posts}`));
    expect(card).toHaveTextContent(new RegExp(`\\d+ ${reposts}`));
    await user.click(within(card).getByRole('button', { name: new RegExp(`^Why this ${post}\\?`) }));
    const dialog = await screen.findByRole('dialog', { name: `Why this ${post}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(card).getByRole('button', { name: new RegExp(`^Save the ${post} by `) }));
    expect(await screen.findByText(`${Post} saved!`, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'People' }));
    const people = await screen.findByRole('list', { name: 'People' });
    expect(within(people).getAllByRole('listitem')[0]).toHaveTextContent(new RegExp(`followers · [\\d.]+K? ${posts}`));
  });

  it(`asks for an abstract or a ${post} on the public demo page`, async () => {
    renderRoute('/auth/demo', { demoMode });
    const text = await screen.findByRole('textbox', { name: 'Text' }, SLOW);
    expect(text).toHaveAttribute('placeholder', `Paste an abstract, a ${post} or any text about research`);
    expect(screen.getByRole('button', { name: `Use an example ${post}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Use an example ${post === 'post' ? 'tweet' : 'post'}` })).not.toBeInTheDocument();
  });

  it(`counts ${posts} on the dashboard`, async () => {
    renderRoute(paths.dashboard, { user: DEMO, demoMode });
    const main = await screen.findByRole('main', {}, SLOW);
    expect(await within(main).findByText(Posts, { exact: true }, SLOW)).toBeInTheDocument();
    expect(within(main).queryByText(Posts === 'Posts' ? 'Tweets' : 'Posts', { exact: true })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /Activities/ })).toHaveTextContent(`Publications per year and ${posts} per month.`);
  });

  it(`names the ${network} source in How does it work? step 1`, async () => {
    renderRoute(paths.howItWorks(demoId()), { user: DEMO, demoMode });
    const sources = await screen.findByRole('heading', { level: 2, name: 'Step 1: Data sources' }, SLOW);
    const step = sources.closest('li');
    if (!step) throw new Error('step 1 is not a list item');
    expect(within(step).getByText(`RIMA imports the publications of a Semantic Scholar author and the ${posts} of a ${network} account.`)).toBeInTheDocument();
    expect(await within(step).findByText(handle, {}, SLOW)).toBeInTheDocument();
    expect(within(step).getByText(new RegExp(`publications and \\d+ ${posts} collected so far\\.`))).toBeInTheDocument();
  });

  it(`says where Reset deletes the data: ${home}`, async () => {
    renderRoute(paths.userProfile, { user: DEMO, demoMode });
    expect(await screen.findByText(`Deletes your data ${home} and imports your papers and ${posts} again.`, {}, SLOW)).toBeInTheDocument();
  });

  it(`names the interests' sources with ${posts} on Manage Interests`, async () => {
    renderRoute(paths.keywords, { user: DEMO, demoMode });
    expect((await screen.findAllByText(`From publications and ${posts}`, {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByText(`From publications and ${posts === 'posts' ? 'tweets' : 'posts'}`)).not.toBeInTheDocument();
  });

  it('says who looks for papers on Recommended Papers', async () => {
    renderRoute(paths.publicationRecommendations, { user: DEMO, demoMode });
    const note = demoMode ? 'this browser asks Semantic Scholar for papers and scores each one' : 'the server looks for papers and scores each one';
    expect(await screen.findByText(new RegExp(note), {}, SLOW)).toBeInTheDocument();
  });
});
