import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { DrawingCommitted, RenderWhenNear } from './render-when-near';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver: the test says when the observed place comes near. */
function fakeObserver() {
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }> = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('RenderWhenNear', () => {
  it('keeps the room of a chart below the fold and draws it only once it comes near the viewport', () => {
    const observers = fakeObserver();
    const { container } = render(
      <RenderWhenNear height={280}>
        <p>the drawing</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('the drawing')).not.toBeInTheDocument();
    // the place holds the chart's height until it draws: a chart twice as tall holds twice the room
    const tall = render(
      <RenderWhenNear height={560}>
        <p>the tall drawing</p>
      </RenderWhenNear>,
    );
    const heldHeight = (place: Element | null) => parseFloat(place instanceof HTMLElement ? place.style.height : '');
    expect(heldHeight(container.firstElementChild)).toBeGreaterThan(0);
    expect(heldHeight(tall.container.firstElementChild)).toBe(2 * heldHeight(container.firstElementChild));
    expect(observers[0]?.options?.rootMargin).toMatch(/px/);
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('the drawing')).not.toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('the drawing')).toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('draws at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear height={280}>
        <p>the drawing</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('the drawing')).toBeInTheDocument();
  });

  describe('one drawing at a time', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    /** `first`, then a plain chart ("second"), both come near the viewport at once. */
    function comeNearTogether(first: ReactElement) {
      const observers = fakeObserver();
      render(
        <>
          {first}
          <RenderWhenNear height={100}>
            <p>second</p>
          </RenderWhenNear>
        </>,
      );
      act(() => observers.forEach((observer) => observer.callback([{ isIntersecting: true }])));
    }

    /** A chart that waits for its own drawing (`drawing`) before the next one starts. */
    const waitingFor = (drawing: ReactElement) => (
      <RenderWhenNear height={100} waitForDrawing>
        <Suspense fallback={null}>
          {drawing}
          <DrawingCommitted />
        </Suspense>
      </RenderWhenNear>
    );

    it('draws charts that come near together one after another, each in a task of its own', async () => {
      comeNearTogether(
        <RenderWhenNear height={100}>
          <p>first</p>
        </RenderWhenNear>,
      );
      expect(screen.getByText('first')).toBeInTheDocument();
      expect(screen.queryByText('second')).not.toBeInTheDocument();
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByText('second')).toBeInTheDocument();
    });

    it('waits, when asked, for the drawing itself (a lazily loaded one) before the next starts', async () => {
      let load: () => void = () => undefined;
      const Loaded = lazy(
        () =>
          new Promise<{ default: () => ReactElement }>((resolve) => {
            load = () => resolve({ default: () => <p>the lazy drawing</p> });
          }),
      );
      comeNearTogether(waitingFor(<Loaded />));
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(screen.queryByText('second')).not.toBeInTheDocument();
      await act(async () => {
        load();
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(screen.getByText('the lazy drawing')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByText('second')).toBeInTheDocument();
    });

    it('lets the next drawing start after a while when one never says it is committed', async () => {
      const Never = lazy(() => new Promise<{ default: () => ReactElement }>(() => undefined));
      comeNearTogether(waitingFor(<Never />));
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(screen.queryByText('second')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByText('second')).toBeInTheDocument();
    });
  });
});
