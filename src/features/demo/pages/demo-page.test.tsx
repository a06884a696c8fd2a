import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { deferred } from '@/test/deferred';
import { renderRoute } from '@/test/render-route';
import { WORD_VECTORS_URL } from '@/backend/nlp/embeddings/node-asset';
import { setWordVectorSource } from '@/backend/nlp/embeddings/word-vectors';
import { freshBackend } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { WIKIPEDIA_ORIGIN } from '@/backend/sources/wikipedia';
import { builtInListWiki, wikipediaHandler } from '@/backend/sources/wikipedia-fixture';
import { WIKIPEDIA_UNREACHABLE_TEXT } from '../components/keyword-results';

const EXTRACTION_URL = `${env.apiUrl}/api/interests/interest-extraction/`;
const SIMILARITY_URL = `${env.apiUrl}/api/interests/similarity/`;

type Rendered = ReturnType<typeof renderRoute>;

// The first result also fetches the lazy chart module; give slow, shared CI machines room.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

async function openDemo() {
  const rendered = renderRoute('/auth/demo');
  await screen.findByRole('heading', { name: 'Try RIMA' });
  return rendered;
}

function panel() {
  return screen.getByRole('tabpanel');
}

async function fillExtraction({ user }: Rendered, values: { text?: string; algorithm?: string; count?: string }) {
  const scope = within(panel());
  if (values.text !== undefined) await user.type(scope.getByRole('textbox', { name: 'Text' }), values.text);
  if (values.algorithm !== undefined) await user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), values.algorithm);
  if (values.count !== undefined) await user.type(scope.getByRole('spinbutton', { name: 'Keywords count' }), values.count);
}

async function submitExtraction({ user }: Rendered) {
  await user.click(within(panel()).getByRole('button', { name: 'Extract interests' }));
}

/** Opens the second tab and waits for its form (the tab's code loads when it is first opened). */
async function openSimilarity({ user }: Rendered) {
  await user.click(screen.getByRole('tab', { name: 'Semantic Similarity' }));
  await within(panel()).findByRole('button', { name: 'Compute similarity' });
}

describe('demo page', () => {
  it('is reachable without a token and offers both tabs', async () => {
    const { router } = await openDemo();
    expect(router.state.location.pathname).toBe('/auth/demo');
    expect(screen.getByRole('tab', { name: 'Interest Extraction' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Semantic Similarity' })).toHaveAttribute('aria-selected', 'false');
    expect(within(panel()).getByRole('checkbox', { name: 'Wikipedia filter' })).toBeChecked();
    const algorithm = within(panel()).getByRole('combobox', { name: 'Algorithm' });
    expect(within(algorithm).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select algorithm',
      'TopicRank',
      'SingleRank',
      'MultipartiteRank',
      'PositionRank',
      'TopicalPageRank',
      'TextRank',
      'Rake',
      'Yake',
    ]);
  });

  it('stays open for a signed-in user, who may use it too', async () => {
    server.use(http.post(SIMILARITY_URL, () => HttpResponse.json({ score: 55 })));
    const rendered = renderRoute('/auth/demo', { user: 'demo@example.org' });
    await screen.findByRole('heading', { name: 'Try RIMA' });
    expect(rendered.router.state.location.pathname).toBe('/auth/demo');
    await openSimilarity(rendered);
    const scope = within(panel());
    await rendered.user.click(scope.getByRole('button', { name: 'Use example sets' }));
    await rendered.user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'WordEmbedding');
    await rendered.user.click(scope.getByRole('button', { name: 'Compute similarity' }));
    expect(await scope.findByText('55 %')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const rendered = await openDemo();
    const first = screen.getByRole('tab', { name: 'Interest Extraction' });
    await rendered.user.click(first);
    await rendered.user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Semantic Similarity' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel()).findByRole('textbox', { name: 'Keywords (Set 1)' })).toBeInTheDocument();
    await rendered.user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    expect(within(panel()).getByRole('textbox', { name: 'Text' })).toBeInTheDocument();
  });

  describe('against the built-in backend', () => {
    it('extracts keywords from the example abstract, highest score first', async () => {
      const rendered = await openDemo();
      await rendered.user.click(within(panel()).getByRole('button', { name: 'Use an example abstract' }));
      await fillExtraction(rendered, { algorithm: 'TopicRank', count: '10' });
      await submitExtraction(rendered);

      const list = await within(panel()).findByRole('list', { name: 'Keywords with scores' });
      const items = within(list).getAllByRole('listitem');
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(10);
      const scores = items.map((item) => Number(within(item).getByLabelText(/^score /).textContent));
      expect(scores.every((score) => score >= 1 && score <= 5)).toBe(true);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores[0]).toBe(5);
    });

    describe("with the real Wikipedia's filter (the standalone build)", () => {
      beforeEach(() => {
        freshBackend({ liveWikipedia: true });
      });
      // after the backend above is started: its sources are the ones made fast
      fastSourcesOverMemoryCache();

      async function extractExample() {
        const rendered = await openDemo();
        await rendered.user.click(within(panel()).getByRole('button', { name: 'Use an example abstract' }));
        await fillExtraction(rendered, { algorithm: 'TopicRank', count: '10' });
        await submitExtraction(rendered);
        return within(panel()).findByRole('list', { name: 'Keywords with scores' });
      }

      it('says when Wikipedia could not be reached and the built-in list filtered the keywords instead', async () => {
        server.use(http.get(`${WIKIPEDIA_ORIGIN}/w/api.php`, () => HttpResponse.error()));
        await extractExample();
        expect(within(panel()).getByRole('note')).toHaveTextContent(WIKIPEDIA_UNREACHABLE_TEXT);
      });

      it('says nothing of Wikipedia when it answered', async () => {
        const { wiki, redirects } = builtInListWiki();
        server.use(wikipediaHandler(wiki, redirects));
        await extractExample();
        expect(within(panel()).queryByText(WIKIPEDIA_UNREACHABLE_TEXT)).not.toBeInTheDocument();
      });
    });

    it('says the server failed, and suggests another algorithm, when it answers its HTML 500 for a text with nothing to keep', async () => {
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'Hi.', algorithm: 'Yake', count: '5' });
      await submitExtraction(rendered);
      expect(await within(panel()).findByRole('alert')).toHaveTextContent(/The server failed to extract keywords.*Try another algorithm/);
      expect(within(panel()).queryByText('No Keywords Found')).not.toBeInTheDocument();
    });

    it('compares the example sets', async () => {
      const rendered = await openDemo();
      await openSimilarity(rendered);
      const scope = within(panel());
      await rendered.user.click(scope.getByRole('button', { name: 'Use example sets' }));
      await rendered.user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'WordEmbedding');
      await rendered.user.click(scope.getByRole('button', { name: 'Compute similarity' }));
      expect(await scope.findByText(/^\d+(\.\d{1,2})? %$/)).toBeInTheDocument();
      expect(scope.getByText(/^These keyword sets are (very|somewhat|barely) similar\.$|^No similarity could be measured/)).toBeInTheDocument();
    });
  });

  describe('interest extraction', () => {
    it('shows the validation messages one at a time, in order, without sending anything', async () => {
      let requests = 0;
      server.use(http.post(EXTRACTION_URL, () => {
        requests += 1;
        return HttpResponse.json({});
      }));
      const rendered = await openDemo();

      await submitExtraction(rendered);
      expect(within(panel()).getByRole('alert')).toHaveTextContent('Please Enter text for interest extraction');

      await fillExtraction(rendered, { text: 'Learning analytics dashboards support students.' });
      await submitExtraction(rendered);
      expect(within(panel()).getByRole('alert')).toHaveTextContent('Please Select Algorithm');

      await fillExtraction(rendered, { algorithm: 'TopicRank' });
      await submitExtraction(rendered);
      expect(within(panel()).getByRole('alert')).toHaveTextContent('Please Enter Keywords Count');
      expect(within(panel()).getAllByRole('alert')).toHaveLength(1);
      expect(within(panel()).getByRole('spinbutton', { name: 'Keywords count' })).toHaveFocus();
      expect(requests).toBe(0);
    });

    it('sends the form without a token and lists the keywords, highest score first', async () => {
      let sent: unknown = null;
      let authorization: string | null = 'not read';
      server.use(
        http.post(EXTRACTION_URL, async ({ request }) => {
          sent = await request.json();
          authorization = request.headers.get('Authorization');
          return HttpResponse.json({ Feedback: 1, 'Learning analytics': 5.0, Dashboard: 3.3 });
        }),
      );
      const rendered = await openDemo();
      await rendered.user.click(within(panel()).getByRole('button', { name: 'Use an example abstract' }));
      await fillExtraction(rendered, { algorithm: 'Yake', count: '10' });
      await rendered.user.click(within(panel()).getByRole('checkbox', { name: 'Wikipedia filter' }));
      await submitExtraction(rendered);

      const list = await within(panel()).findByRole('list', { name: 'Keywords with scores' });
      const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
      expect(items).toEqual(['Learning analytics5.0', 'Dashboard3.3', 'Feedback1.0']);
      expect(sent).toMatchObject({ algorithm: 'Yake', num_of_keywords: 10, wiki_filter: false });
      expect((sent as { text: string }).text).toContain('Learning analytics dashboards');
      expect(authorization).toBeNull();
    });

    it('renders keywords as text, never as HTML', async () => {
      server.use(http.post(EXTRACTION_URL, () => HttpResponse.json({ '<img src=x onerror=alert(1)>': 5 })));
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'some text', algorithm: 'Rake', count: '5' });
      await submitExtraction(rendered);
      const list = await within(panel()).findByRole('list', { name: 'Keywords with scores' });
      expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
      expect(panel().querySelector('img')).toBeNull();
    });

    it('lists at most the requested count when the server sends 10,000 keywords, cutting a 1 MB one', async () => {
      const flood = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`keyword ${i}`, i / 1000]));
      const huge = 'z'.repeat(1024 * 1024);
      server.use(http.post(EXTRACTION_URL, () => HttpResponse.json({ ...flood, [huge]: 50 })));
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'some text', algorithm: 'Rake', count: '5' });
      await submitExtraction(rendered);
      const list = await within(panel()).findByRole('list', { name: 'Keywords with scores' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(5);
      expect(items[0]?.textContent?.length).toBeLessThan(200);
      await rendered.user.click(within(list).getByRole('button', { name: /Show all 1,048,576 characters/ }));
      expect(within(list).getByText(huge, { exact: false })).toBeInTheDocument();
    });

    it("shows 'No Keywords Found' for an empty result", async () => {
      server.use(http.post(EXTRACTION_URL, () => HttpResponse.json({})));
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'Hi.', algorithm: 'TextRank', count: '3' });
      await submitExtraction(rendered);
      expect(await within(panel()).findByText('No Keywords Found')).toBeInTheDocument();
      expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('reports the HTML 500 of a crashed algorithm as a failure with another algorithm to try, never as No Keywords Found', async () => {
      server.use(
        http.post(
          EXTRACTION_URL,
          () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
        ),
      );
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'Hi.', algorithm: 'TextRank', count: '3' });
      await submitExtraction(rendered);
      expect(await within(panel()).findByRole('alert')).toHaveTextContent(/The server failed to extract keywords.*Try another algorithm/);
      expect(within(panel()).queryByText('No Keywords Found')).not.toBeInTheDocument();
      expect(within(panel()).queryByText(/found nothing/i)).not.toBeInTheDocument();
    });

    it('shows one error next to the form on a network failure and keeps the inputs', async () => {
      server.use(http.post(EXTRACTION_URL, () => HttpResponse.error()));
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'Open learner models', algorithm: 'PositionRank', count: '8' });
      await submitExtraction(rendered);

      const alert = await within(panel()).findByRole('alert');
      expect(alert).toHaveTextContent('The server could not be reached. Try again.');
      // shown once: in the card, not also as a toast
      await waitFor(() => expect(screen.getAllByText('The server could not be reached. Try again.')).toHaveLength(1));
      expect(within(panel()).queryByText('No Keywords Found')).not.toBeInTheDocument();
      expect(within(panel()).getByRole('textbox', { name: 'Text' })).toHaveValue('Open learner models');
      expect(within(panel()).getByRole('combobox', { name: 'Algorithm' })).toHaveValue('PositionRank');
      expect(within(panel()).getByRole('spinbutton', { name: 'Keywords count' })).toHaveValue(8);
      expect(within(panel()).getByRole('button', { name: 'Extract interests' })).toBeEnabled();
    });

    it('treats a 500 with a JSON body as a failure, not as an empty result', async () => {
      server.use(http.post(EXTRACTION_URL, () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 })));
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'Open learner models', algorithm: 'Rake', count: '8' });
      await submitExtraction(rendered);
      expect(await within(panel()).findByRole('alert')).toHaveTextContent(/The server failed to extract keywords.*Try another algorithm/);
      expect(within(panel()).queryByText('No Keywords Found')).not.toBeInTheDocument();
    });

    it("shows a 400's field message", async () => {
      server.use(http.post(EXTRACTION_URL, () => HttpResponse.json({ num_of_keywords: ['A valid integer is required.'] }, { status: 400 })));
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'Open learner models', algorithm: 'Yake', count: '8' });
      await submitExtraction(rendered);
      expect(await within(panel()).findByRole('alert')).toHaveTextContent('Num Of Keywords: A valid integer is required.');
    });

    it('sends one request for repeated presses and keeps focus on the busy button while extracting', async () => {
      let requests = 0;
      // the answer waits until every press is made: a press after it would rightly be a new request
      const answered = deferred();
      server.use(
        http.post(EXTRACTION_URL, async () => {
          requests += 1;
          await answered.promise;
          return HttpResponse.json({ 'Learning analytics': 5 });
        }),
      );
      const rendered = await openDemo();
      await fillExtraction(rendered, { text: 'Learning analytics', algorithm: 'Yake', count: '4' });
      const button = within(panel()).getByRole('button', { name: 'Extract interests' });
      await rendered.user.dblClick(button);
      // busy but still focused: marked aria-disabled, not disabled, so focus never drops to the page body
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveFocus();
      expect(document.activeElement).not.toBe(document.body);
      expect(within(panel()).getByRole('status')).toHaveTextContent('Extracting keywords');
      await rendered.user.click(button);
      await rendered.user.keyboard('{Enter}');
      answered.resolve();
      const list = await within(panel()).findByRole('list', { name: 'Keywords with scores' });
      expect(list).toHaveTextContent('Learning analytics');
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(document.activeElement).not.toBe(document.body);
      expect(requests).toBe(1);
    });
  });

  describe('semantic similarity', () => {
    it('shows the validation messages one at a time, in order', async () => {
      let requests = 0;
      server.use(http.post(SIMILARITY_URL, () => {
        requests += 1;
        return HttpResponse.json({ score: 1 });
      }));
      const rendered = await openDemo();
      await openSimilarity(rendered);
      const scope = within(panel());
      const submit = () => rendered.user.click(scope.getByRole('button', { name: 'Compute similarity' }));

      await submit();
      expect(scope.getByRole('alert')).toHaveTextContent('Please Add Keyword (Set 1)');
      await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 1)' }), ' , ,');
      await submit();
      expect(scope.getByRole('alert')).toHaveTextContent('Please Add Keyword (Set 1)');

      await rendered.user.clear(scope.getByRole('textbox', { name: 'Keywords (Set 1)' }));
      await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 1)' }), 'learning analytics');
      await submit();
      expect(scope.getByRole('alert')).toHaveTextContent('Please Add Keyword (Set 2)');

      await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 2)' }), 'dashboards');
      await submit();
      expect(scope.getByRole('alert')).toHaveTextContent('Please Select Algorithm');
      expect(requests).toBe(0);
    });

    it('sends the split sets and shows the score as a percentage with a reading', async () => {
      let sent: unknown = null;
      server.use(
        http.post(SIMILARITY_URL, async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ score: 73.45 });
        }),
      );
      const rendered = await openDemo();
      await openSimilarity(rendered);
      const scope = within(panel());
      await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 1)' }), ' learning analytics, ,dashboards ');
      await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 2)' }), 'feedback');
      await rendered.user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'WikiLinkMeasure');
      await rendered.user.click(scope.getByRole('button', { name: 'Compute similarity' }));

      expect(await scope.findByText('73.45 %')).toBeInTheDocument();
      expect(scope.getByText('These keyword sets are very similar.')).toBeInTheDocument();
      expect(sent).toEqual({ keywords_1: ['learning analytics', 'dashboards'], keywords_2: ['feedback'], algorithm: 'WikiLinkMeasure' });
    });

    it('says plainly when no similarity could be measured', async () => {
      server.use(http.post(SIMILARITY_URL, () => HttpResponse.json({ score: 0 })));
      const rendered = await openDemo();
      await openSimilarity(rendered);
      const scope = within(panel());
      await rendered.user.click(scope.getByRole('button', { name: 'Use example sets' }));
      await rendered.user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'WordEmbedding');
      await rendered.user.click(scope.getByRole('button', { name: 'Compute similarity' }));
      expect(await scope.findByText('0 %')).toBeInTheDocument();
      expect(scope.getByText('No similarity could be measured between these sets.')).toBeInTheDocument();
    });

    describe('on the built-in backend\'s word vectors', () => {
      afterEach(() => setWordVectorSource(null));

      async function compare(rendered: Rendered, set1: string, set2: string) {
        const scope = within(panel());
        await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 1)' }), set1);
        await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 2)' }), set2);
        await rendered.user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'WordEmbedding');
        await rendered.user.click(scope.getByRole('button', { name: 'Compute similarity' }));
        return scope.findByRole('heading', { name: /Similarity score/ });
      }

      it('scores car and automobile high, car and cabbage low, with no note', async () => {
        const rendered = await openDemo();
        await openSimilarity(rendered);
        await compare(rendered, 'car', 'automobile');
        const high = Number.parseFloat(within(panel()).getByText(/^\d+(\.\d+)? %$/).textContent ?? '');
        expect(high).toBeGreaterThan(60);
        expect(within(panel()).queryByText(/Approximate/)).not.toBeInTheDocument();
        await rendered.user.clear(within(panel()).getByRole('textbox', { name: 'Keywords (Set 2)' }));
        await rendered.user.type(within(panel()).getByRole('textbox', { name: 'Keywords (Set 2)' }), 'cabbage');
        await rendered.user.click(within(panel()).getByRole('button', { name: 'Compute similarity' }));
        await waitFor(() => expect(Number.parseFloat(within(panel()).getByText(/^\d+(\.\d+)? %$/).textContent ?? '')).toBeLessThan(20));
      });

      it('says which words were estimated from their spelling', async () => {
        const rendered = await openDemo();
        await openSimilarity(rendered);
        await compare(rendered, 'hyperparameter tuning', 'model selection');
        expect(within(panel()).getByText('Approximate: some words are not in the word-vector table and were compared by their spelling: hyperparameter.')).toBeInTheDocument();
      });

      it('says the similarity is approximate when the vector table could not be loaded', async () => {
        setWordVectorSource(null);
        server.use(http.get(WORD_VECTORS_URL, () => new HttpResponse(null, { status: 404 })));
        const rendered = await openDemo();
        await openSimilarity(rendered);
        await compare(rendered, 'learning analytics', 'learning analytic');
        expect(within(panel()).getByText('Approximate: the word vectors could not be loaded, so the keywords were compared by their spelling.')).toBeInTheDocument();
      });
    });

    it('shows an error inside the card on failure and keeps the sets', async () => {
      server.use(http.post(SIMILARITY_URL, () => HttpResponse.error()));
      const rendered = await openDemo();
      await openSimilarity(rendered);
      const scope = within(panel());
      await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 1)' }), 'a, b');
      await rendered.user.type(scope.getByRole('textbox', { name: 'Keywords (Set 2)' }), 'c');
      await rendered.user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'WordEmbedding');
      await rendered.user.click(scope.getByRole('button', { name: 'Compute similarity' }));
      expect(await scope.findByRole('alert')).toHaveTextContent('The server could not be reached. Try again.');
      expect(scope.getByRole('textbox', { name: 'Keywords (Set 1)' })).toHaveValue('a, b');
      expect(scope.getByRole('textbox', { name: 'Keywords (Set 2)' })).toHaveValue('c');
    });
  });

  it('keeps the results of each tab when switching tabs', async () => {
    server.use(
      http.post(EXTRACTION_URL, () => HttpResponse.json({ 'Learning analytics': 5 })),
      http.post(SIMILARITY_URL, () => HttpResponse.json({ score: 41.5 })),
    );
    const rendered = await openDemo();
    await fillExtraction(rendered, { text: 'Learning analytics', algorithm: 'Yake', count: '4' });
    await submitExtraction(rendered);
    await within(panel()).findByRole('list', { name: 'Keywords with scores' });

    await openSimilarity(rendered);
    const scope = within(panel());
    await rendered.user.click(scope.getByRole('button', { name: 'Use example sets' }));
    await rendered.user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'WordEmbedding');
    await rendered.user.click(scope.getByRole('button', { name: 'Compute similarity' }));
    expect(await scope.findByText('41.5 %')).toBeInTheDocument();
    expect(scope.getByText('These keyword sets are somewhat similar.')).toBeInTheDocument();

    await rendered.user.click(screen.getByRole('tab', { name: 'Interest Extraction' }));
    expect(within(panel()).getByRole('list', { name: 'Keywords with scores' })).toHaveTextContent('Learning analytics');
    expect(within(panel()).getByRole('textbox', { name: 'Text' })).toHaveValue('Learning analytics');

    await openSimilarity(rendered);
    expect(within(panel()).getByText('41.5 %')).toBeInTheDocument();
  });
});
