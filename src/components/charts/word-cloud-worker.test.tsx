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

