import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { ChartTooltip, type TooltipText } from './chart-tooltip';

/** Gap (px) kept between the tooltip and the edge of its box when it would leave it on the right. */
const EDGE = 12;

export type FollowingTooltipHandle<Anchor extends Element = Element> = {
  ref: RefObject<HTMLDivElement | null>;
  /** the mark the tooltip stands beside (give it to the hovered or keyboard-active mark's `ref`) */
  anchor: RefObject<Anchor | null>;
  /** places the tooltip beside `anchor` again (after a render it is done: call it when the chart's box scrolls) */
  place: () => void;
  /** moves the tooltip to the pointer (bind to onPointerMove / onMouseMove of anything inside its box) */
  follow: (event: { clientX: number; clientY: number }) => void;
  /** moves the tooltip to an element (a hovered or keyboard-active mark): above its middle */
  beside: (element: Element | null) => void;
};

/**
 * Places the one chart tooltip over a chart, without a render per move: the wrapper that
 * <FollowingTooltip> draws is moved through its style. Its box is its nearest positioned ancestor
 * (give the chart's box `position: relative`); the tooltip sits above and beside the point.
 */
export function useFollowingTooltip<Anchor extends Element = Element>(): FollowingTooltipHandle<Anchor> {
  const ref = useRef<HTMLDivElement>(null);
  const anchor = useRef<Anchor>(null);
  // one handle for the chart's lifetime: effects that move the tooltip need not run again for it
  return useMemo(() => {
    const moveTo = (clientX: number, clientY: number) => {
      const tooltip = ref.current;
      const box = tooltip ? (tooltip.offsetParent ?? tooltip.parentElement) : null;
      if (!tooltip || !box) return;
      const area = box.getBoundingClientRect();
      let left = clientX - area.left;
      // near the right edge the tooltip turns back into its box (when the browser has measured it)
      if (tooltip.offsetWidth > 0) left = Math.max(0, Math.min(left, area.width - tooltip.offsetWidth - EDGE));
      tooltip.style.left = `${left}px`;
      tooltip.style.top = `${clientY - area.top}px`;
    };
    const beside = (element: Element | null) => {
      if (!element) return;
      const rect = element.getBoundingClientRect();
      moveTo(rect.left + rect.width / 2, rect.top);
    };
    return {
      ref,
      anchor,
      place: () => beside(anchor.current),
      follow: (event: { clientX: number; clientY: number }) => moveTo(event.clientX, event.clientY),
      beside,
    };
  }, []);
}

/**
 * The wrapper that useFollowingTooltip moves, with the chart tooltip inside while `text` is set
 * (nothing otherwise), placed beside the handle's anchor after every render (the highlighted mark
 * changed, or the chart was drawn anew). Text only: names from the server are never markup.
 */
export function FollowingTooltip<Anchor extends Element>({ handle, text, testId }: { handle: FollowingTooltipHandle<Anchor>; text: TooltipText | null; testId?: string }) {
  useLayoutEffect(() => handle.place());
  return (
    <div ref={handle.ref} className="rima-chart__following-tooltip" data-testid={testId}>
      {text ? <ChartTooltip title={text.title} rows={text.rows} /> : null}
    </div>
  );
}
