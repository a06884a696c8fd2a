import { act, fireEvent, waitFor, within } from '@testing-library/react';

/** The first drawing of a chart loads the drawings module (recharts): slow the first time in a test run. */
const DRAWN_TIMEOUT = 15_000;

/**
 * A chart's drawing once drawn (the lazily loaded drawings), with what a user does to it: point at
 * (x, y) of the drawing (jsdom has no layout: a drawing is FALLBACK_CHART_WIDTH wide, at 0, 0) and
 * click there; and the one chart tooltip's lines as shown.
 */
export async function drawnChart(container: HTMLElement) {
  const svg = await waitFor(
    () => {
      const found = container.querySelector('svg');
      if (!found) throw new Error('the chart is not drawn yet');
      return found;
    },
    { timeout: DRAWN_TIMEOUT },
  );
  const surface = svg.parentElement ?? svg;
  const tooltip = () => within(container).queryByRole('tooltip', { hidden: true });
  return {
    svg,
    /** the texts of the axis labels, lines of a wrapped label joined by a space */
    labels: () => [...svg.querySelectorAll('text')].map((text) => {
      const lines = [...text.querySelectorAll('tspan')].map((line) => line.textContent ?? '');
      return lines.length > 0 ? lines.join(' ') : (text.textContent ?? '');
    }),
    point: async (x: number, y: number) => {
      act(() => {
        fireEvent.mouseMove(surface, { clientX: x, clientY: y });
      });
      // recharts handles the pointer once per animation frame
      await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      await waitFor(() => expect(tooltip()).not.toBeNull());
    },
    /** points at one mark (a pie's sector) */
    hover: async (mark: Element) => {
      act(() => {
        fireEvent.mouseEnter(mark);
      });
      await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      await waitFor(() => expect(tooltip()).not.toBeNull());
    },
    click: async (x: number, y: number) => {
      act(() => {
        fireEvent.mouseMove(surface, { clientX: x, clientY: y });
      });
      await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      act(() => {
        fireEvent.click(surface, { clientX: x, clientY: y });
      });
    },
    leave: async () => {
      act(() => {
        fireEvent.mouseLeave(surface);
      });
      await waitFor(() => expect(tooltip()).toBeNull());
    },
    /** the tooltip's title and rows, in the order shown ([] when none shows) */
    tooltipLines: () => {
      const shown = tooltip();
      return shown ? [...shown.querySelectorAll('p, li')].map((line) => line.textContent ?? '') : [];
    },
  };
}
