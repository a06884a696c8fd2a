/**
 * Layout of the conference drawings (charts.tsx): d3 computes positions and paths, React renders
 * the SVG. Everything here is pure (sizes in, coordinates out) so it is tested without a browser.
 * Only the used d3 modules are bundled (d3 is side-effect free), and only the routes drawing these
 * charts load this module.
 */
import { arc, area, curveMonotoneX, line, max, pie, scaleBand, scaleLinear, scalePoint, type PieArcDatum } from 'd3';
import { AXIS_FONT_SIZE, TICK_SIZE, type AxisTick } from '@/components/charts/svg-axes';
import type { EvolutionPoint, NamedValue, PublicationBar } from './transforms';

/** Width of the category axis of the term bars (px), as before: long names are cut to fit. */
export const TERM_AXIS_WIDTH = 130;
/** Height kept for a bottom axis: tick line and one line of labels (px). */
export const X_AXIS_HEIGHT = 30;

export type Margin = { top: number; right: number; bottom: number; left: number };
export type Tick = AxisTick & { value: number };
/** The plot area of a drawing: inside its margins, beside its left axis and above its bottom axis. */
export type PlotBox = { left: number; top: number; right: number; bottom: number };

function plotBox(width: number, height: number, margin: Margin, axisWidth: number): PlotBox {
  const left = margin.left + axisWidth;
  return { left, top: margin.top, right: Math.max(left + 1, width - margin.right), bottom: height - margin.bottom - X_AXIS_HEIGHT };
}

/** A count axis: integer ticks up to at least `maxValue`, and the linear scale from 0 to the last tick onto `range`. */
function countAxis(maxValue: number, range: [number, number]) {
  const values = integerTicks(maxValue);
  const scale = scaleLinear()
    .domain([0, values[values.length - 1] ?? 1])
    .range(range);
  const ticks: Tick[] = values.map((value) => ({ key: String(value), value, label: String(value), offset: scale(value) }));
  return { scale, ticks };
}

/**
 * Integer ticks from 0 up to at least `maxValue` (counts have no fractions): the scale's top is the
 * last tick, so the longest mark never runs past the axis. An all-zero chart still gets 0 and 1.
 */
export function integerTicks(maxValue: number, count = 5): number[] {
  const top = Math.max(1, Math.ceil(maxValue));
  const scale = scaleLinear().domain([0, top]).nice(count);
  let values = scale.ticks(count).filter((value) => Number.isInteger(value));
  const last = values[values.length - 1] ?? 0;
  if (last < top) {
    // nice() stopped below a fraction-free top: extend by one integer step
    const step = values.length > 1 ? (values[1] ?? 1) - (values[0] ?? 0) : 1;
    values = [...values, last + step];
  }
  return values;
}

/**
 * Approximate rendered width of a label in a sans-serif font (px): narrow, wide and ordinary
 * characters weigh differently. Good enough to decide where to cut; the full text stays in the tooltip.
 */
export function textWidth(text: string, fontSize = AXIS_FONT_SIZE): number {
  let em = 0;
  for (const char of text) {
    if (/[ilj.,:;'|!()[\]fIt ]/.test(char)) em += 0.34;
    else if (/[mwMW@%]/.test(char)) em += 0.92;
    else if (/[A-Z0-9#&]/.test(char)) em += 0.7;
    else em += 0.62;
  }
  return em * fontSize;
}

/** The label as is when it fits `maxWidth`, else cut at a character boundary and ended with "…". */
export function fitLabel(text: string, maxWidth: number, fontSize = AXIS_FONT_SIZE): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const chars = [...text];
  const room = maxWidth - textWidth('…', fontSize);
  let cut = '';
  for (const char of chars) {
    if (textWidth(cut + char, fontSize) > room) break;
    cut += char;
  }
  return `${cut.trimEnd()}…`;
}

/**
 * Show every n-th category label so that labels of `labelWidth` px do not overlap on `width` px;
 * the last label always shows (the latest year matters most).
 */
export function labelStride(count: number, width: number, labelWidth: number): number {
  if (count <= 1) return 1;
  const room = width / count;
  return Math.max(1, Math.ceil((labelWidth + 2) / room));
}
export function showsLabel(index: number, count: number, stride: number): boolean {
  return (count - 1 - index) % stride === 0;
}

/** Horizontal bars: one row per name, a value axis at the bottom. */
export type HorizontalBar = { name: string; label: string; value: number; x: number; y: number; width: number; height: number };
export type TermBarsLayout = { width: number; height: number; plot: PlotBox; bars: HorizontalBar[]; ticks: Tick[] };

export const TERM_MARGIN: Margin = { top: 4, right: 16, bottom: 4, left: 4 };

export function termBarsHeight(count: number): number {
  return count * 30 + 40;
}

export function layoutTermBars(data: readonly NamedValue[], width: number): TermBarsLayout {
  const height = termBarsHeight(data.length);
  const plot = plotBox(width, height, TERM_MARGIN, TERM_AXIS_WIDTH);
  const { left, top, right, bottom } = plot;
  const { scale: x, ticks } = countAxis(max(data, (d) => d.value) ?? 0, [left, right]);
  const y = scaleBand<number>()
    .domain(data.map((_, i) => i))
    .range([top, bottom])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const labelRoom = TERM_AXIS_WIDTH - TICK_SIZE - 4;
  return {
    width,
    height,
    plot,
    bars: data.map((d, i) => ({
      name: d.name,
      label: fitLabel(d.name, labelRoom),
      value: d.value,
      x: left,
      y: y(i) ?? top,
      width: Math.max(0, x(d.value) - left),
      height: y.bandwidth(),
    })),
    ticks,
  };
}

/** Vertical bars: one column per category, a value axis at the left. */
export type VerticalBar = { key: string; label: string; value: number; x: number; y: number; width: number; height: number };
export type ColumnsLayout = { width: number; height: number; plot: PlotBox; bars: VerticalBar[]; ticks: Tick[]; stride: number };

export const PUBLICATION_BARS_HEIGHT = 220;
export const PUBLICATION_MARGIN: Margin = { top: 8, right: 8, bottom: 4, left: 0 };
export const PUBLICATION_AXIS_WIDTH = 32;

export function layoutPublicationBars(data: readonly PublicationBar[], width: number): ColumnsLayout {
  const height = PUBLICATION_BARS_HEIGHT;
  const plot = plotBox(width, height, PUBLICATION_MARGIN, PUBLICATION_AXIS_WIDTH);
  const { left, top, right, bottom } = plot;
  const { scale: y, ticks } = countAxis(max(data, (d) => d.value) ?? 0, [bottom, top]);
  const x = scaleBand<string>()
    .domain(data.map((d) => d.rank))
    .range([left, right])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const widest = max(data, (d) => textWidth(d.rank)) ?? 0;
  return {
    width,
    height,
    plot,
    bars: data.map((d) => ({
      key: d.rank,
      label: d.rank,
      value: d.value,
      x: x(d.rank) ?? left,
      y: y(d.value),
      width: x.bandwidth(),
      height: Math.max(0, bottom - y(d.value)),
    })),
    ticks,
    stride: labelStride(data.length, right - left, widest),
  };
}

/** Donut sectors, in the data's order, clockwise from twelve o'clock. */
export type Sector = { name: string; value: number; path: string; index: number };
export type DonutLayout = { width: number; height: number; cx: number; cy: number; inner: number; outer: number; sectors: Sector[] };

export const DONUT_MAX_WIDTH = 360;
export const DONUT_HEIGHT = 280;

export function layoutDonut(data: readonly NamedValue[], width: number, height = DONUT_HEIGHT): DonutLayout {
  const base = Math.min(width, height) / 2;
  const inner = base * 0.45;
  const outer = base * 0.85;
  const arcs = pie<NamedValue>()
    .value((d) => d.value)
    .sort(null)(data.filter((d) => d.value > 0));
  const shape = arc<PieArcDatum<NamedValue>>().innerRadius(inner).outerRadius(outer);
  return {
    width,
    height,
    cx: width / 2,
    cy: height / 2,
    inner,
    outer,
    sectors: arcs.map((a) => ({ name: a.data.name, value: a.data.value, path: shape(a) ?? '', index: data.indexOf(a.data) })),
  };
}

/** Overlapping (not stacked) monotone areas over the years, with a hover column per year. */
export type AreaPath = { item: string; index: number; path: string; line: string };
export type YearColumn = { year: string; label: string; x: number; left: number; width: number; show: boolean; ys: number[] };
export type AreasLayout = { width: number; height: number; plot: PlotBox; areas: AreaPath[]; years: YearColumn[]; ticks: Tick[] };

export const EVOLUTION_HEIGHT = 300;
export const EVOLUTION_MARGIN: Margin = { top: 8, right: 16, bottom: 4, left: 0 };
export const EVOLUTION_AXIS_WIDTH = 40;

export function layoutAreas(points: readonly EvolutionPoint[], items: readonly string[], width: number): AreasLayout {
  const height = EVOLUTION_HEIGHT;
  const plot = plotBox(width, height, EVOLUTION_MARGIN, EVOLUTION_AXIS_WIDTH);
  const { left, top, right, bottom } = plot;
  const { scale: y, ticks } = countAxis(max(points, (p) => max(p.values)) ?? 0, [bottom, top]);
  const x = scalePoint<string>()
    .domain(points.map((p) => p.year))
    .range([left, right]);
  const xOf = (p: EvolutionPoint) => (points.length === 1 ? (left + right) / 2 : (x(p.year) ?? left));
  const areas = items.map((item, index) => {
    const value = (p: EvolutionPoint) => y(p.values[index] ?? 0);
    const shape = area<EvolutionPoint>().x(xOf).y0(bottom).y1(value).curve(curveMonotoneX);
    const edge = line<EvolutionPoint>().x(xOf).y(value).curve(curveMonotoneX);
    return { item, index, path: shape([...points]) ?? '', line: edge([...points]) ?? '' };
  });
  const step = points.length > 1 ? x.step() : right - left;
  const widest = max(points, (p) => textWidth(p.year)) ?? 0;
  const stride = labelStride(points.length, right - left, widest);
  return {
    width,
    height,
    plot,
    areas,
    years: points.map((p, i) => {
      const cx = xOf(p);
      const colLeft = Math.max(left, cx - step / 2);
      const colRight = Math.min(right, cx + step / 2);
      return { year: p.year, label: p.year, x: cx, left: colLeft, width: Math.max(0, colRight - colLeft), show: showsLabel(i, points.length, stride), ys: items.map((_, k) => y(p.values[k] ?? 0)) };
    }),
    ticks,
  };
}
