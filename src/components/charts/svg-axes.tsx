/**
 * Axes of the SVG charts drawn by React (the conference charts, the keyword streamgraph): a line,
 * tick marks, labels, and optionally dashed grid lines across the plot.
 */
import type { ReactNode } from 'react';

export const AXIS_COLOR = '#666';
export const AXIS_TEXT_COLOR = '#343a40';
export const AXIS_FONT_SIZE = 12;
/** Length of a tick mark (px). */
export const TICK_SIZE = 6;
const GRID_COLOR = '#ccc';

export type AxisTick = { key: string; offset: number; label: string };

/** One line of label text under a tick (empty labels are left out, as thinned-out categories are). */
function plainLabel(tick: AxisTick): ReactNode {
  return tick.label === '' ? null : (
    <text y={TICK_SIZE + 3} dy="0.71em" textAnchor="middle" fontSize={AXIS_FONT_SIZE} fill={AXIS_TEXT_COLOR}>
      {tick.label}
    </text>
  );
}

/**
 * A bottom axis at `y` from `left` to `right`; `grid` draws a dashed line up to its `top` at each
 * tick; `label` draws a tick's label below its mark (relative to the tick; one line by default).
 */
export function BottomAxis({
  ticks,
  y,
  left,
  right,
  grid,
  label = plainLabel,
}: {
  ticks: readonly AxisTick[];
  y: number;
  left: number;
  right: number;
  grid?: { top: number; color?: string };
  label?: (tick: AxisTick) => ReactNode;
}) {
  return (
    <g className="rima-chart__axis">
      {grid
        ? ticks.map((tick) => (
            <line key={`grid-${tick.key}`} className="rima-chart__grid" x1={tick.offset} x2={tick.offset} y1={grid.top} y2={y} stroke={grid.color ?? GRID_COLOR} strokeDasharray="3 3" />
          ))
        : null}
      <line x1={left} x2={right} y1={y} y2={y} stroke={AXIS_COLOR} />
      {ticks.map((tick) => (
        <g key={tick.key} transform={`translate(${tick.offset},${y})`}>
          <line y2={TICK_SIZE} stroke={AXIS_COLOR} />
          {label(tick)}
        </g>
      ))}
    </g>
  );
}

/** A left axis at `x` from `top` to `bottom`; `grid` draws a dashed line to its `right` at each tick. */
export function LeftAxis({ ticks, x, top, bottom, grid }: { ticks: readonly AxisTick[]; x: number; top: number; bottom: number; grid?: { right: number } }) {
  return (
    <g className="rima-chart__axis">
      {grid
        ? ticks.map((tick) => <line key={`grid-${tick.key}`} className="rima-chart__grid" x1={x} x2={grid.right} y1={tick.offset} y2={tick.offset} stroke={GRID_COLOR} strokeDasharray="3 3" />)
        : null}
      <line x1={x} x2={x} y1={top} y2={bottom} stroke={AXIS_COLOR} />
      {ticks.map((tick) => (
        <g key={tick.key} transform={`translate(${x},${tick.offset})`}>
          <line x2={-TICK_SIZE} stroke={AXIS_COLOR} />
          <text x={-TICK_SIZE - 3} dy="0.32em" textAnchor="end" fontSize={AXIS_FONT_SIZE} fill={AXIS_TEXT_COLOR}>
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}
