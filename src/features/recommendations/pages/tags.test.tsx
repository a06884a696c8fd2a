import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { session } from '@/lib/session';
import { server } from '@/backend/node';
import { openScanner, tagInput, tagList, tagTexts, tweetList, tweetTags } from '../test/scanner';

type SentTag = { text: string; n_tweets: number; id: string; color: string };

/** The tag lists sent to recommended-tweets during the test. */
function recordTagRequests(): SentTag[][] {
  const sent: SentTag[][] = [];
  const record = async ({ request }: { request: Request }) => {
    if (request.url.endsWith('/recommended-tweets')) sent.push((await request.clone().json()) as SentTag[]);
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return sent;
}

const TOP_5 = ['learning analytics', 'dashboard', 'self-regulated learning', 'feedback', 'data literacy'];

describe('Tweets & People: tags', () => {
  it('replaces the route id with the stored user id and starts with the top 5 interests as tags', async () => {
    const { router } = await openScanner('/recommendation/twitter-scanner/999');
    expect(router.state.location.pathname).toBe(`/recommendation/twitter-scanner/${session.getOwnId()}`);
    expect(tagTexts()).toEqual(TOP_5);
    // each tag has its interest's weight (the demo's heaviest interest: 5), not the default 1 of a typed tag
    expect(screen.getByRole('button', { name: 'learning analytics, weight 5 (Blue), position 1 of 5' })).toBeInTheDocument();
    // the tweets follow the tags, each card naming its tag
    expect(await tweetTags()).toEqual(expect.arrayContaining(TOP_5));
    const order = await tweetTags();
    expect(order[0]).toBe('learning analytics');
    expect(order.at(-1)).toBe('data literacy');
  });

  it('adds tags with a comma or Enter, allows duplicates, suggests countries and sends them to the server', async () => {
    const sent = recordTagRequests();
    const { user } = await openScanner();
    const input = tagInput();
    expect(input).toHaveAttribute('list');
    const listId = input.getAttribute('list') ?? '';
    expect(document.getElementById(listId)?.querySelector('option[value="Germany"]')).not.toBeNull();

    await user.type(input, 'moocs, privacy,');
    expect(tagTexts()).toEqual([...TOP_5, 'moocs', 'privacy']);
    expect(input).toHaveValue('');
    await user.type(input, 'feedback{Enter}');
    expect(tagTexts()).toEqual([...TOP_5, 'moocs', 'privacy', 'feedback']);
    expect(tagTexts().filter((text) => text === 'feedback')).toHaveLength(2);
    await user.type(input, '   {Enter}');
    expect(tagTexts()).toHaveLength(8);

    await waitFor(() => expect(sent.at(-1)).toHaveLength(8));
    await waitFor(() => expect(screen.queryByText('Updating tweets…')).not.toBeInTheDocument());
    // long lists are capped: the rest on demand
    expect(screen.getByText(/^Showing 20 of \d+ tweets$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more tweets' }));
    expect(await tweetTags()).toEqual(expect.arrayContaining(['moocs', 'privacy']));
    const last = sent.at(-1) ?? [];
    expect(last.map((tag) => tag.text).sort()).toEqual([...TOP_5, 'moocs', 'privacy', 'feedback'].sort());
    last.forEach((tag) => {
      expect(tag.n_tweets).toBe(5);
      expect(tag.id).toMatch(/^[A-Za-z0-9]{10}$/);
    });
  });

  it('stops at 10 tags and the input says so', async () => {
    const { user } = await openScanner();
    await user.type(tagInput(), 'a1, a2, a3, a4, a5, a6,');
    expect(tagTexts()).toHaveLength(10);
    expect(tagTexts().at(-1)).toBe('a5');
    // what did not fit stays in the input
    expect(tagInput()).toHaveValue('a6');
    expect(tagInput()).toHaveAttribute('placeholder', 'At most 10 tags: remove one to add another.');
    expect(tagInput()).toHaveAccessibleDescription('At most 10 tags: remove one to add another.');
    await user.type(tagInput(), '{Enter}');
    expect(tagTexts()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Remove a1' }));
    expect(tagTexts()).toHaveLength(9);
    expect(tagInput()).toHaveFocus();
    expect(tagInput()).not.toHaveAccessibleDescription();
    await user.type(tagInput(), '{Enter}');
    expect(tagTexts().at(-1)).toBe('a6');
  });

  it('reorders tags with Alt and the arrow keys, announces it, keeps focus on the tag and reorders the tweets', async () => {
    const { user } = await openScanner();
    expect((await tweetTags())[0]).toBe('learning analytics');
    const first = screen.getByRole('button', { name: /^learning analytics, weight / });
    first.focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(tagTexts()).toEqual(['dashboard', 'learning analytics', 'self-regulated learning', 'feedback', 'data literacy']);
    expect(screen.getByText('learning analytics moved to position 2 of 5.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^learning analytics, weight / })).toHaveFocus();
    // the tweets follow once the server has answered the new order
    await waitFor(async () => expect((await tweetTags())[0]).toBe('dashboard'));

    await user.keyboard('{Alt>}{ArrowDown}{ArrowDown}{ArrowDown}{/Alt}');
    expect(tagTexts().at(-1)).toBe('learning analytics');
    // the cards follow the tags' order (the list shows the first 20, so the last tag's cards may be cut off)
    await waitFor(async () => {
      const positions = (await tweetTags()).map((tag) => tagTexts().indexOf(tag));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(positions[0]).toBe(0);
    });
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(tagTexts()[3]).toBe('learning analytics');
  });

  it('reorders tags by dragging one onto another', async () => {
    await openScanner();
    const items = within(tagList()).getAllByRole('listitem');
    const store = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => store.set(k, v), getData: (k: string) => store.get(k) ?? '', effectAllowed: 'none' };
    fireEvent.dragStart(items[4]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(tagTexts()[0]).toBe('data literacy');
    await waitFor(async () => expect((await tweetTags())[0]).toBe('data literacy'));
  });

  it('re-sorts the tags when a weight changes in the settings, and applies the colour and number of tweets', async () => {
    const sent = recordTagRequests();
    const { user } = await openScanner();
    await user.click(screen.getByRole('button', { name: /^feedback, weight / }));
    const dialog = screen.getByRole('dialog', { name: 'Settings of feedback' });
    const weight = within(dialog).getByLabelText('Weight');
    await user.clear(weight);
    await user.type(weight, '1.5');
    await user.selectOptions(within(dialog).getByLabelText('Colour'), 'Slate');
    const count = within(dialog).getByLabelText('Number of tweets');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tagTexts()).toEqual(['learning analytics', 'dashboard', 'self-regulated learning', 'data literacy', 'feedback']);
    expect(screen.getByRole('button', { name: 'feedback, weight 1.5 (Slate), position 5 of 5' })).toBeInTheDocument();
    // the new number of tweets is asked of the server (a tweet found by two tags counts for one of them)
    await waitFor(() => expect(sent.at(-1)?.find((tag) => tag.text === 'feedback')).toMatchObject({ n_tweets: 2, color: '#4d5656' }));
    await waitFor(() => expect(screen.queryByText('Updating tweets…')).not.toBeInTheDocument());
    const feedbackTweets = (await tweetTags()).filter((tag) => tag === 'feedback');
    expect(feedbackTweets.length).toBeGreaterThan(0);
    expect(feedbackTweets.length).toBeLessThanOrEqual(2);
    // the tweets follow the tags: feedback's come last
    expect((await tweetTags()).at(-1)).toBe('feedback');
    const list = await tweetList();
    expect(within(list).getAllByText(/Tag: feedback/)[0]).toHaveTextContent('(Slate)');
  });

  it('shows an inline error with a retry when the tweets cannot be loaded, and keeps the tags usable', async () => {
    let fail = true;
    server.use(
      http.post(`${env.apiUrl}/api/interests/recommended-tweets`, () =>
        fail ? new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }) : undefined,
      ),
    );
    const { user } = await openScanner();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server failed to answer.');
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();
    expect(tagInput()).toBeEnabled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await tweetList()).toBeInTheDocument();
  });
});
