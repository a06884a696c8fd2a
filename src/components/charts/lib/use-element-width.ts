import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The width (px) a chart draws at until its container is measured (and where there is no layout). */
export const FALLBACK_CHART_WIDTH = 600;

/**
 * The width (whole px) of the element the returned ref is put on, measured before the first paint
 * and followed as it resizes; 0 until measured (and where there is no layout, as in jsdom: callers
 * draw at FALLBACK_CHART_WIDTH then). A later width of 0 (the element hidden) keeps the last one, so a
 * chart does not redraw for nothing.
 */
export function useElementWidth<T extends HTMLElement = HTMLDivElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const measure = () => {
      const measured = Math.floor(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
