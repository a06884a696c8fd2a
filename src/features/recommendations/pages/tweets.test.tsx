import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { WORD_VECTORS_URL } from '@/backend/nlp/embeddings/node-asset';
import { setWordVectorSource } from '@/backend/nlp/embeddings/word-vectors';
import { WHY_FIRST_FAILURE } from '../components/why-this-tweet-dialog';
import { openScanner, tweetList } from '../test/scanner';

const HTML_500 = () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

/** The id_str values of the demo user's saved recommendations in the built-in backend. */
const savedOnServer = () => db.state().tweets.filter((row) => row.user === 1 && row.screen_name !== null).map((row) => row.id_str);

async function firstCard(name: RegExp = /./) {
  const list = await tweetList();
  const card = within(list).getAllByRole('article').find((article) => name.test(article.textContent ?? ''));
  if (!card) throw new Error(`no tweet card matching ${name}`);
  return card;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Tweets & People: tweets', () => {
  it('shows each tweet with its author, followers, retweets, score, media and its tag with the tag colour by name', async () => {
    await openScanner();
    const card = await firstCard(/Teaching with Data/);
    expect(within(card).getByRole('heading', { name: 'Teaching with Data' })).toBeInTheDocument();
    expect(card).toHaveTextContent('@teaching_w_data');
    expect(card).toHaveTextContent(/[\d.]+K? followers · [\d.]+K? tweets/);
    expect(card).toHaveTextContent(/\d+ retweets/);
    expect(card).toHaveTextContent(/Similarity \d+%/);
    expect(card).toHaveTextContent('Tag: learning analytics (Blue)');
    expect(within(await tweetList()).getAllByRole('img', { name: /^Media 1 of the tweet by / }).length).toBeGreaterThan(0);
  });

  it('renders tweet text as text and its links as links', async () => {
    const text = 'Read <img src=x onerror=alert(1)> https://example.org/paper now';
    server.use(
      http.post(`${env.apiUrl}/api/interests/recommended-tweets`, async ({ request }) => {
        const tags = (await request.json()) as { id: string; color: string }[];
        const tag = tags[0]!;
        return HttpResponse.json({
          message: 'Hello, world!',
          data: [
            {
              id_str: '42',
              created_at: 'Tue May 07 08:15:00 +0000 2024',
              full_text: text,
              retweet_count: 4,
              favorite_count: 1,
              user: { id_str: '7', name: 'Someone', screen_name: 'someone', description: null, url: null, followers_count: 5, friends_count: 1, statuses_count: 9, profile_image_url_https: 'javascript:alert(1)', profile_background_color: 'fff' },
              color: tag.color,
              tagId: tag.id,
              score: 61,
            },
          ],
        });
      }),
    );
    await openScanner();
    const card = await firstCard();
    expect(card).toHaveTextContent('Read <img src=x onerror=alert(1)> https://example.org/paper now');
    expect(card.querySelector('img[src="x"]')).toBeNull();
    expect(card.querySelector('img[src^="javascript"]')).toBeNull();
    expect(within(card).getByRole('link', { name: 'https://example.org/paper' })).toHaveAttribute('href', 'https://example.org/paper');
  });

  it('saves a tweet: toast, Delete instead of Hide and Save, focus on Delete, and listed under Saved Tweets', async () => {
    const { user } = await openScanner();
    const card = await firstCard(/Teaching with Data/);
    const before = savedOnServer().length;
    await user.click(within(card).getByRole('button', { name: 'Save the tweet by Teaching with Data' }));
    expect(await screen.findByText('Tweet saved!')).toBeInTheDocument();
    const remove = await within(card).findByRole('button', { name: 'Delete the saved tweet by Teaching with Data' });
    expect(remove).toHaveFocus();
    expect(within(card).queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    expect(savedOnServer()).toHaveLength(before + 1);

    await user.click(screen.getByRole('tab', { name: 'Saved Tweets' }));
    const saved = await screen.findByRole('list', { name: 'Saved tweets' });
    expect(within(saved).getAllByRole('heading', { name: '@teaching_w_data' })).toHaveLength(1);
    // the server keeps no author: the name comes from the recommendation on screen
    expect(within(saved).getByRole('heading', { name: '@teaching_w_data' }).closest('li')).toHaveTextContent('Teaching with Data');
  });

  it('hides a tweet behind an overlay that Undo cancels', async () => {
    const { user } = await openScanner();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const card = await firstCard(/Privacy in EdTech/);
    await user.click(within(card).getByRole('button', { name: 'Hide the tweet by Privacy in EdTech' }));
    const overlay = within(card).getByRole('group', { name: 'Tweet Hidden: tweet by Privacy in EdTech' });
    expect(overlay).toHaveTextContent('Tweet Hidden');
    expect(overlay).toHaveTextContent('Removed in 10 s');
    expect(within(overlay).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(overlay).toHaveTextContent('Removed in 6 s');
    await user.click(within(overlay).getByRole('button', { name: 'Undo' }));
    expect(within(card).queryByText('Tweet Hidden')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hide the tweet by Privacy in EdTech' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await firstCard(/Privacy in EdTech/)).toBeInTheDocument();
  });

  it('removes a hidden tweet from the list when the 10-second countdown runs out', async () => {
    const { user } = await openScanner();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const card = await firstCard(/Privacy in EdTech/);
    await user.click(within(card).getByRole('button', { name: 'Hide the tweet by Privacy in EdTech' }));
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(card).toHaveTextContent('Removed in 1 s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(card).not.toBeInTheDocument();
    expect(within(await tweetList()).queryByText(/Privacy in EdTech/)).not.toBeInTheDocument();
    // focus was on Undo: it moves to the list, not to nowhere
    expect(screen.getByRole('tabpanel', { name: 'Tweets' })).toHaveFocus();
  });

  it('deletes a saved tweet on the server when the countdown runs out, and not after Undo', async () => {
    const { user } = await openScanner();
    await user.click(screen.getByRole('tab', { name: 'Saved Tweets' }));
    const saved = await screen.findByRole('list', { name: 'Saved tweets' });
    expect(within(saved).getAllByRole('listitem')).toHaveLength(2);
    const [first, second] = savedOnServer();
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(within(saved).getByRole('button', { name: 'Delete the saved tweet by @sarah_srl' }));
    expect(within(saved).getByRole('group', { name: 'Tweet Hidden: saved tweet by @sarah_srl' })).toHaveTextContent('Removed in 10 s');
    await user.click(within(saved).getByRole('button', { name: 'Undo' }));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(savedOnServer()).toEqual([first, second]);

    await user.click(within(saved).getByRole('button', { name: 'Delete the saved tweet by @la_lab' }));
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(savedOnServer()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(savedOnServer()).toHaveLength(1));
    await waitFor(() => expect(within(saved).getAllByRole('listitem')).toHaveLength(1));
    expect(within(saved).queryByText('@la_lab')).not.toBeInTheDocument();
  });

  it('clears every countdown when the page is left: nothing is deleted afterwards', async () => {
    const { user, router } = await openScanner();
    await user.click(screen.getByRole('tab', { name: 'Saved Tweets' }));
    const saved = await screen.findByRole('list', { name: 'Saved tweets' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timersBefore = vi.getTimerCount();
    await user.click(within(saved).getByRole('button', { name: 'Delete the saved tweet by @la_lab' }));
    expect(vi.getTimerCount()).toBe(timersBefore + 1);
    await act(() => router.navigate('/app/view-paper'));
    await screen.findByRole('heading', { name: 'My Publications' });
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(savedOnServer()).toHaveLength(2);
  });

  it('shows the saved tweets failure inline with a retry', async () => {
    let fail = true;
    server.use(http.get(`${env.apiUrl}/api/interests/tweets`, () => (fail ? HTML_500() : undefined)));
    const { user } = await openScanner();
    await user.click(screen.getByRole('tab', { name: 'Saved Tweets' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saved tweets could not be loaded. The server failed to answer.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Saved tweets' })).toBeInTheDocument();
  });

  it('says which part failed when the recommended tweets cannot be loaded', async () => {
    server.use(http.post(`${env.apiUrl}/api/interests/recommended-tweets`, () => HTML_500()));
    await openScanner();
    const alert = await screen.findByRole('alert', undefined, { timeout: 8000 });
    expect(alert).toHaveTextContent('Recommended tweets could not be loaded. The server failed to answer.');
  });

  it('lists the distinct authors under People with the tags they matched', async () => {
    const { user } = await openScanner();
    await tweetList();
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    const people = await screen.findByRole('list', { name: 'People' });
    const names = within(people).getAllByRole('heading').map((h) => h.textContent);
    expect(new Set(names).size).toBe(names.length);
    const lab = within(people).getByRole('heading', { name: 'Learning Analytics Lab' }).closest('li')!;
    expect(lab).toHaveTextContent('@la_lab');
    expect(lab).toHaveTextContent(/followers · .* tweets/);
    // the tags its tweets matched, each with its colour (which of the lab's tweets rank depends on the corpus of the day)
    expect(lab.textContent).toMatch(/Matched:(learning analytics \(Blue\)|dashboard \(Green\)|feedback \(Rust\))+$/);
  });
});

describe('Tweets & People: page', () => {
  it('offers a scroll-to-top button once scrolled down, which goes back to the top and the page heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = await openScanner();
    expect(screen.queryByRole('button', { name: /Scroll to top/ })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      scrollTo.mockRestore();
    });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const button = screen.getByRole('button', { name: /Scroll to top/ });
    await user.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tweets & People' })).toHaveFocus();
  });

  it('switches tabs with the arrow keys', async () => {
    const { user } = await openScanner();
    await tweetList();
    screen.getByRole('tab', { name: 'Tweets' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'People' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'People' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Saved Tweets' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Tweets & People: Why this tweet?', () => {
  it('names each "Why this tweet?" button after its tweet, so no two share one name', async () => {
    await openScanner();
    const buttons = within(await tweetList()).getAllByRole('button', { name: /^Why this tweet\?/ });
    expect(buttons.length).toBeGreaterThan(1);
    // the name comes from the button's content (visible words and the visually hidden rest)
    const names = buttons.map((button) => (button.textContent ?? '').trim());
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^Why this tweet\? \(.+: .+\)$/);
  });

  it('shows the heat map of the tweet keywords against the interests, then the advanced image with More, and back with Less', async () => {
    const { user } = await openScanner();
    const card = await firstCard(/Teaching with Data/);
    await user.click(within(card).getByRole('button', { name: /^Why this tweet\?/ }));
    const dialog = screen.getByRole('dialog', { name: 'Why this tweet?' });
    expect(within(dialog).getByRole('heading', { name: 'Intermediate explanation' })).toBeInTheDocument();
    const table = await within(dialog).findByRole('table', {}, { timeout: 8000 });
    expect(table).toHaveTextContent('learning analytics');
    expect(table).toHaveTextContent(/\d\.\d\d/);
    await user.click(within(dialog).getByRole('button', { name: 'More' }));
    expect(within(dialog).getByRole('heading', { name: 'Advanced explanation' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'How the similarity score is computed' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Less' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });

  it('says the heat map is approximate when the word vectors could not be loaded (compared by spelling)', async () => {
    setWordVectorSource(null);
    server.use(http.get(WORD_VECTORS_URL, () => new HttpResponse(null, { status: 404 })));
    try {
      const { user } = await openScanner();
      const card = await firstCard(/Teaching with Data/);
      await user.click(within(card).getByRole('button', { name: /^Why this tweet\?/ }));
      const dialog = screen.getByRole('dialog', { name: 'Why this tweet?' });
      expect(await within(dialog).findByRole('table', {}, { timeout: 8000 })).toBeInTheDocument();
      expect(within(dialog).getByText('Approximate: the word vectors could not be loaded, so the keywords were compared by their spelling.')).toBeInTheDocument();
    } finally {
      setWordVectorSource(null);
    }
  });

  it('says "Loading error, close and try again." on failure, and after a failed retry that no data is available', async () => {
    let calls = 0;
    server.use(
      http.post(`${env.apiUrl}/api/interests/interest-extraction/`, () => {
        calls += 1;
        return HTML_500();
      }),
    );
    const { user } = await openScanner();
    const card = await firstCard(/Teaching with Data/);
    await user.click(within(card).getByRole('button', { name: /^Why this tweet\?/ }));
    let dialog = screen.getByRole('dialog', { name: 'Why this tweet?' });
    expect(await within(dialog).findByText(WHY_FIRST_FAILURE)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(card).getByRole('button', { name: /^Why this tweet\?/ }));
    dialog = screen.getByRole('dialog', { name: 'Why this tweet?' });
    expect(await within(dialog).findByText('Sorry, no data available for this tweet.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
