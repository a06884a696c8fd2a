import { fireEvent, render, screen } from '@testing-library/react';
import { ChartCard, CHART_ERROR_MESSAGE } from './chart-card';
import type { CloudRequest } from './word-cloud-engine';
import type { PlacedWord } from './word-cloud-layout';
import { WordCloud } from './word-cloud';

// jsdom has no canvas: pretend it can measure, so the cloud asks its worker for a layout
vi.mock('./word-cloud-layout', async (original) => ({ ...(await original<typeof import('./word-cloud-layout')>()), canMeasureText: () => true }));
// the page's own layout (used when the worker fails) cannot load either
vi.mock('./word-cloud-engine', () => ({ layoutWords: () => Promise.reject(new Error('chunk gone')) }));

/** A stand-in for the layout worker: answers each request with `answer`, or fails to start. */
function fakeWorker(answer: ((request: CloudRequest) => PlacedWord[]) | 'fails') {
  const requests: CloudRequest[] = [];
  class FakeWorker extends EventTarget {
    postMessage(request: CloudRequest) {
      requests.push(request);
      queueMicrotask(() => {
        if (answer === 'fails') this.dispatchEvent(new Event('error'));
        else this.dispatchEvent(new MessageEvent('message', { data: { placed: answer(request) } }));
      });
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  return requests;
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 480, height: 500 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WordCloud with a layout worker', () => {
  it('asks the worker once, at the measured width, and draws each word where it was placed', async () => {
    const requests = fakeWorker((request) => request.words.map((word, i) => ({ ...word, x: i * 10, y: -i * 5 })));
    render(
      <WordCloud
        label="Interests"
        words={[
          { text: 'learning analytics', value: 5 },
          { text: '<b>mooc</b>', value: 1 },
        ]}
      />,
    );
    const cloud = await screen.findByRole('group', { name: 'Interests' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ width: 480, height: 500, smallest: 15 });
    const heavy = screen.getByText('learning analytics', { selector: 'text' });
    expect(heavy).toHaveAttribute('transform', 'translate(0,0) rotate(0)');
    // markup in a word stays text
    expect(screen.getByText('<b>mooc</b>', { selector: 'text' })).toHaveAttribute('transform', 'translate(10,-5) rotate(90)');
    expect(cloud.querySelector('b')).toBeNull();
  });

  it('shows the pointed word’s tooltip in the chart tooltip beside it, with no SVG title', async () => {
    fakeWorker((request) => request.words.map((word, i) => ({ ...word, x: i * 10, y: -i * 5 })));
    render(<WordCloud label="Interests" words={[{ text: '<b>mooc</b>', value: 2 }]} wordTitle={(word) => `${word.text}: weight ${word.value}`} />);
    const cloud = await screen.findByRole('group', { name: 'Interests' });
    expect(cloud.querySelector('title')).toBeNull();
    const word = screen.getByText('<b>mooc</b>', { selector: 'text' });
    fireEvent.mouseEnter(word);
    expect(screen.getByRole('tooltip')).toHaveTextContent('<b>mooc</b>: weight 2');
    expect(document.querySelector('b')).toBeNull();
    fireEvent.mouseLeave(word);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says there is nothing to draw, instead of a spinner that never ends, when every word is filtered out', async () => {
    const requests = fakeWorker((request) => request.words.map((word) => ({ ...word, x: 0, y: 0 })));
    render(
      <WordCloud
        label="Interests"
        words={[
          { text: '   ', value: 3 },
          { text: 'mooc', value: Number.NaN },
          { text: 'dashboards', value: Number.POSITIVE_INFINITY },
        ]}
      />,
    );
    expect(await screen.findByText('No words to draw')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the chart's error when neither the worker nor the page can lay the cloud out", async () => {
    fakeWorker('fails');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ChartCard title="Interest Overview">
        <WordCloud label="Interests" words={[{ text: 'mooc', value: 2 }]} />
      </ChartCard>,
    );
    expect(await screen.findByText(CHART_ERROR_MESSAGE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Interest Overview' })).toBeInTheDocument();
  });
});


describe('WordCloud when only the weights change', () => {
  const words = (feedback: number, extra: { text: string; value: number }[] = []) => [{ text: 'learning analytics', value: 5 }, { text: 'feedback', value: feedback }, { text: 'mooc', value: 1 }, ...extra];
  const place = (request: CloudRequest) => request.words.map((word, i) => ({ ...word, x: -150 + i * 150, y: -100 + i * 100 }));

  it('keeps every word where it was and sizes it in place; a new word lays the cloud out again', async () => {
    const requests = fakeWorker(place);
    const { rerender } = render(<WordCloud label="Interests" words={words(3)} />);
    await screen.findByRole('group', { name: 'Interests' });
    const where = () => ['learning analytics', 'feedback', 'mooc'].map((text) => screen.getByText(text, { selector: 'text' }).getAttribute('transform'));
    const before = where();
    const feedbackSize = screen.getByText('feedback', { selector: 'text' }).style.fontSize;

    rerender(<WordCloud label="Interests" words={words(2)} />);
    expect(screen.getByText('feedback', { selector: 'text' }).style.fontSize).not.toBe(feedbackSize);
    expect(where()).toEqual(before);
    expect(requests).toHaveLength(1);

    rerender(<WordCloud label="Interests" words={words(2, [{ text: 'knowledge tracing', value: 4 }])} />);
    await screen.findByText('knowledge tracing', { selector: 'text' });
    expect(requests).toHaveLength(2);
  });

  it('lays the cloud out again when a grown word would run into another', async () => {
    // every word on the same spot: any growth collides
    const requests = fakeWorker((request) => request.words.map((word) => ({ ...word, x: 0, y: 0 })));
    const { rerender } = render(<WordCloud label="Interests" words={words(2)} />);
    await screen.findByRole('group', { name: 'Interests' });
    rerender(<WordCloud label="Interests" words={words(4.5)} />);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
  });
});
