import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The width (px) a chart draws at until its container is measured (and where there is no layout). */
export const FALLBACK_CHART_WIDTH = 600;

type Options = {
  /**
   * Measured in the commit that mounts the element (true, the default): known before the first paint,
   * at the cost of a layout forced inside that commit's task. False: measured by the ResizeObserver
   * once the browser lays the page out (no forced layout), for an element whose drawing waits anyway
   * (a chart drawn when it comes near the viewport: that frame's resize observations come first).
   */
  beforePaint?: boolean;
};

/**
 * The width (whole px) of the element the returned ref is put on, followed as it resizes; 0 until
 * measured (and where there is no layout, as in jsdom: callers draw at FALLBACK_CHART_WIDTH then). A
 * later width of 0 (the element hidden) keeps the last one, so a chart does not redraw for nothing.
 */
export function useElementWidth<T extends HTMLElement = HTMLDivElement>({ beforePaint = true }: Options = {}): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    // in a resize observation the page is laid out already: reading the width there forces nothing
    const measure = () => {
      const measured = Math.floor(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    if (beforePaint) measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [beforePaint]);
  return [ref, width];
}
