import { lazy, Suspense, type ReactNode } from 'react';
import { FALLBACK_CHART_WIDTH, useElementWidth } from './lib/use-element-width';
import { DrawingCommitted, RenderWhenNear } from './render-when-near';

/** The one module of recharts drawings, loaded once for every chart of every page. */
const drawings = () => import('./drawings');

/**
 * Starts loading the drawings before a chart asks for them (a page that knows it is about to draw,
 * such as a comparison just asked for); resolves once they are loaded.
 */
export function preloadDrawings(): Promise<void> {
  return drawings().then(() => undefined);
}

export const HorizontalBarsDrawing = lazy(() => drawings().then((m) => ({ default: m.HorizontalBars })));
export const ColumnsDrawing = lazy(() => drawings().then((m) => ({ default: m.Columns })));
export const PieDrawing = lazy(() => drawings().then((m) => ({ default: m.PieDrawing })));
export const AreasDrawing = lazy(() => drawings().then((m) => ({ default: m.Areas })));
export const StackedPercentDrawing = lazy(() => drawings().then((m) => ({ default: m.StackedPercentBars })));
export const MirroredBarsDrawing = lazy(() => drawings().then((m) => ({ default: m.MirroredBars })));

export type { Column, MirroredRow, NamedValue, PeriodRow, Slice, StackedRow } from './drawings';

type ChartFrameProps = {
  height: number;
  /** the drawing is at most this wide (px), centred */
  maxWidth?: number;
  /** the drawing at the measured width */
  children: (width: number) => ReactNode;
};

/**
 * Where a chart's drawing goes: as wide as its container (measured), `height` tall from the first
 * paint (no shift when it draws), drawn once near the viewport, from the lazily loaded drawings.
 * Decorative for assistive technology: the chart beside it renders its values as a hidden table.
 */
export function ChartFrame({ height, maxWidth, children }: ChartFrameProps) {
  const [ref, measured] = useElementWidth({ beforePaint: false });
  const width = Math.min(measured || FALLBACK_CHART_WIDTH, maxWidth ?? Infinity);
  return (
    <div aria-hidden="true" ref={ref} className="rima-chart" style={{ height, maxWidth, marginInline: maxWidth ? 'auto' : undefined }}>
      <RenderWhenNear height={height} waitForDrawing>
        <Suspense fallback={null}>
          <div className="rima-chart__drawing">{children(width)}</div>
          <DrawingCommitted />
        </Suspense>
      </RenderWhenNear>
    </div>
  );
}
