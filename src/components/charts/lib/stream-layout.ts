/**
 * Layout of the keyword streamgraph (../keyword-stream-chart): d3 computes positions and paths, React
 * renders the SVG. Pure (series and sizes in, coordinates out), so it is tested without a browser.
 * Only the used d3 modules are bundled (d3 is side-effect free), and only routes drawing the chart
 * load this module.
 */
import { area, curveMonotoneX, scaleLinear, scalePoint, stack, stackOffsetSilhouette, type SeriesPoint } from 'd3';
import { shortPeriod } from './periods';
import type { StreamRow, StreamSeries } from './stream';

export const STREAM_MARGIN = { top: 8, right: 30, bottom: 4, left: 30 } as const;
/** Height kept below the plot for the x axis: tick lines and two-line period labels (px). */
export const STREAM_AXIS_HEIGHT = 40;
export const STREAM_DEFAULT_HEIGHT = 320;
/** Room kept above and below the thickest period, as a share of its thickness. */
export const STREAM_PADDING = 0.05;

export type StreamArea = { keyword: string; index: number; path: string };
/**
 * One period: its tick at `x`, and the column `left`..`left + width` that shows its values on hover
 * (the columns tile the whole width).
 */
export type StreamPeriod = { period: string; tick: string; x: number; left: number; width: number };
export type StreamLayout = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  areas: StreamArea[];
  periods: StreamPeriod[];
};

/** The weight of a keyword in a row as a number (0 when absent or not a number). */
export function weightOf(row: StreamRow, keyword: string): number {
  const value = Number(row[keyword] ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A streamgraph: the keywords' areas stacked in the series' order around a centre line (d3's
 * silhouette offset), monotone curves, one point per period spread over the plot's width.
 */
export function layoutStream(series: StreamSeries, width: number, height = STREAM_DEFAULT_HEIGHT): StreamLayout {
  const left = STREAM_MARGIN.left;
  const right = Math.max(left + 1, width - STREAM_MARGIN.right);
  const top = STREAM_MARGIN.top;
  const bottom = Math.max(top + 1, height - STREAM_MARGIN.bottom - STREAM_AXIS_HEIGHT);
  const rows = series.rows;
  const layers = stack<StreamRow, string>()
    .keys(series.keywords)
    .value((row, keyword) => weightOf(row, keyword))
    .offset(stackOffsetSilhouette)(rows);
  let low = 0;
  let high = 0;
  layers.forEach((layer) =>
    layer.forEach(([y0, y1]) => {
      low = Math.min(low, y0, y1);
      high = Math.max(high, y0, y1);
    }),
  );
  if (low === high) high = low + 1;
  // a little room above and below, so the thickest period does not sit on the axis
  const pad = (high - low) * STREAM_PADDING;
  const y = scaleLinear()
    .domain([low - pad, high + pad])
    .range([bottom, top]);
  const x = scalePoint<number>()
    .domain(rows.map((_, i) => i))
    .range([left, right]);
  const xAt = (i: number) => x(i) ?? (left + right) / 2;
  const shape = area<SeriesPoint<StreamRow>>()
    .x((_, i) => xAt(i))
    .y0(([y0]) => y(y0))
    .y1(([, y1]) => y(y1))
    .curve(curveMonotoneX);
  const step = rows.length > 1 ? x.step() : right - left;
  return {
    width,
    height,
    plot: { left, top, right, bottom },
    areas: layers.map((layer, index) => ({ keyword: series.keywords[index] ?? layer.key, index, path: shape(layer) ?? '' })),
    periods: rows.map((row, i) => {
      const cx = xAt(i);
      // the outer columns reach into the margins, so the first and last periods are easy to point at
      const colLeft = i === 0 ? 0 : Math.max(left, cx - step / 2);
      const colRight = i === rows.length - 1 ? width : Math.min(right, cx + step / 2);
      return { period: row.period, tick: shortPeriod(row.period), x: cx, left: colLeft, width: Math.max(0, colRight - colLeft) };
    }),
  };
}

export type StreamTooltipItem = { keyword: string; index: number; value: number };

/** The values of every drawn keyword in one period, heaviest first (ties keep the series' order). */
export function streamTooltipItems(series: StreamSeries, periodIndex: number): StreamTooltipItem[] {
  const row = series.rows[periodIndex];
  if (!row) return [];
  return series.keywords.map((keyword, index) => ({ keyword, index, value: weightOf(row, keyword) })).sort((a, b) => b.value - a.value || a.index - b.index);
}
