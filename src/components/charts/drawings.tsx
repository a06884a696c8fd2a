/**
 * Every standard chart's drawing, with recharts: horizontal and vertical bars, pies and donuts, areas
 * (overlaid or stacked as a streamgraph), mirrored bars and stacked 100% bars. One lazily loaded
 * module shared by every chart page (chart-drawing.tsx loads it when a chart comes near the
 * viewport), so recharts never weighs on a page's first paint.
 * A drawing is decorative for assistive technology (its frame is aria-hidden): each chart renders
 * its values as a hidden table and offers its click targets as named controls. Pointing at a mark
 * shows the one ChartTooltip with its full name and values.
 */
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, LabelList, Pie, PieChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipContentProps } from 'recharts';
import { AXIS_LINE, AXIS_TICK, CURSOR, GRID, NO_ANIMATION, VALUE_AXIS } from './chart-style';
import { ChartTooltip, type TooltipText } from './chart-tooltip';
import { CATEGORY_LABEL_GAP, categoryAxisWidth, LABEL_FONT_SIZE, textWidth, wrapLabel } from './lib/label-fit';
import { chartColor } from './lib/palette';
import { PeriodTick } from './period-tick';

/** The tooltip of a drawing: `describe` tells what the pointed datum shows. */
function tooltipOf<T>(describe: (datum: T) => TooltipText | null) {
  function Content({ active, payload }: TooltipContentProps) {
    const datum = payload[0]?.payload as T | undefined;
    if (!active || datum === undefined) return null;
    const text = describe(datum);
    return text ? <ChartTooltip {...text} /> : null;
  }
  return Content;
}

/** Props recharts passes to a custom axis tick. */
type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** Props recharts passes to an axis tick it would draw itself. */
type PlainTickProps = TickProps & { index?: number; textAnchor?: string; verticalAnchor?: string; className?: string; tickFormatter?: (value: never, index: number) => string };

/**
 * A tick label on one line, as recharts would draw it, but without its word-wrapping `Text` (which
 * measures every word in the DOM, a forced layout per label): value and rank labels never wrap.
 */
function PlainTick({ x = 0, y = 0, payload, index = 0, textAnchor = 'middle', verticalAnchor = 'end', className, tickFormatter }: PlainTickProps) {
  const value = payload?.value;
  const text = tickFormatter ? tickFormatter(value as never, index) : String(value ?? '');
  const dy = verticalAnchor === 'start' ? '0.71em' : verticalAnchor === 'middle' ? '0.355em' : undefined;
  return (
    <text x={Number(x)} y={Number(y)} dy={dy} textAnchor={textAnchor === 'start' || textAnchor === 'end' ? textAnchor : 'middle'} className={className} {...AXIS_TICK}>
      {text}
    </text>
  );
}

/** The tick of a value or rank axis: drawn as recharts would, without measuring. */
const PLAIN_TICK = <PlainTick />;

/**
 * A category label on a left axis, wrapped onto up to `lines` lines of `width` px and centred on its
 * tick; cut with "…" only past the last line (the tooltip and the hidden table hold the full text).
 */
function WrappedLeftTick({ x = 0, y = 0, payload, width, lines }: TickProps & { width: number; lines: number }) {
  const text = String(payload?.value ?? '');
  const wrapped = wrapLabel(text, width, lines);
  const lineHeight = LABEL_FONT_SIZE + 2;
  const first = -((wrapped.length - 1) * lineHeight) / 2;
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="end" {...AXIS_TICK}>
      {wrapped.map((line, i) => (
        <tspan key={i} x={Number(x)} dy={i === 0 ? first + 4 : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

type Size = { width: number; height: number };

/** A bar's name and value; `color` draws it in its own colour (an interest's: interestColors) instead of the chart's one. */
export type NamedValue = { name: string; value: number; color?: string };

export type HorizontalBarsProps = Size & {
  data: readonly NamedValue[];
  /** what the value is: "Frequency", "Score" */
  valueLabel: string;
  colorIndex?: number;
  /** the bar drawn in the second colour */
  selected?: string;
  /** clicking a bar's row picks its name */
  onSelect?: (name: string) => void;
  allowDecimals?: boolean;
  formatValue?: (value: number) => string;
  /** each bar's value written after it */
  labelled?: boolean;
  /** interest weights: the one weight axis of every chart, 1 to 5 (bars from 0) */
  weightScale?: boolean;
  /** percentages: an axis from 0 to 100 with as many ticks as its width holds apart (percentTicks) */
  percentScale?: boolean;
};

const WEIGHT_TICKS = [1, 2, 3, 4, 5];

/** Room a percentage tick ("100 %") needs on the axis, its gap included (px). */
const PERCENT_TICK_ROOM = 56;

/**
 * The ticks of a 0-100 % axis `plotWidth` px long: every 25 % where five labels fit apart, every
 * 50 % where three do, else only the ends (labels never collide).
 */
export function percentTicks(plotWidth: number): number[] {
  const count = valueTickCount(plotWidth);
  if (count >= 5) return [0, 25, 50, 75, 100];
  if (count >= 3) return [0, 50, 100];
  return [0, 100];
}

/** How many ticks a value axis `plotWidth` px long holds apart ("100 %" labels never collide): 2 to 5. */
export function valueTickCount(plotWidth: number): number {
  return Math.max(2, Math.min(5, Math.floor(plotWidth / PERCENT_TICK_ROOM)));
}

/** The step of "nice" ticks (1, 2, 2.5 or 5 times a power of ten) at or above `raw`; whole numbers unless `decimals`. */
function niceStep(raw: number, decimals: boolean): number {
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
  return decimals ? step : Math.max(1, Math.ceil(step));
}

/**
 * About `count` round ticks from 0 over values up to `max`, and where the axis ends: at the first tick
 * at or past `max`, or at `max` itself when `endAtMax` (values written beside the bars need no room
 * past the longest). Known ticks let the grid be placed without recharts (gridAt).
 */
export function valueTicks(max: number, count: number, decimals: boolean, endAtMax = false): { ticks: number[]; top: number } {
  const highest = max > 0 ? max : 1;
  const step = niceStep(highest / Math.max(1, count - 1), decimals);
  const top = endAtMax ? highest : Math.ceil(highest / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; i * step <= top + 1e-9; i += 1) ticks.push(Number((i * step).toPrecision(12)));
  return { ticks, top };
}

/**
 * Where the grid lines of a linear axis go (px): each tick of the domain [d0, d1] drawn over [r0, r1].
 * Given to CartesianGrid, which otherwise works its lines out again from the axis with recharts'
 * default tick interval ("preserveEnd"), measuring every tick label in the DOM (a forced layout per
 * label in the chart's commit) even where the axis itself measures none.
 */
export function gridAt(ticks: readonly number[], d0: number, d1: number, r0: number, r1: number): number[] {
  return ticks.map((tick) => r0 + ((tick - d0) / (d1 - d0 || 1)) * (r1 - r0));
}

/**
 * A CartesianGrid's lines at these places (px): recharts asks the generators for both directions,
 * even one the grid does not draw, so both are given.
 */
function gridLines(vertical: readonly number[], horizontal: readonly number[]) {
  return { verticalCoordinatesGenerator: () => [...vertical], horizontalCoordinatesGenerator: () => [...horizontal] };
}

/** Room after the longest bar for its value (px). */
const VALUE_LABEL_ROOM = 44;

/**
 * Horizontal bars of named values, largest first as given; the names wrap onto two lines beside the
 * bars, in an axis as wide as the longest name needs (up to a share of the chart: categoryAxisWidth).
 */
export function HorizontalBars({ width, height, data, valueLabel, colorIndex = 0, selected, onSelect, allowDecimals = false, formatValue = String, labelled = false, weightScale = false, percentScale = false }: HorizontalBarsProps) {
  const Content = tooltipOf<NamedValue>((datum) => ({ title: datum.name, rows: [{ label: valueLabel, value: formatValue(datum.value) }] }));
  const axisWidth = categoryAxisWidth(
    data.map((datum) => datum.name),
    width,
  );
  // the value axis' length: the chart less the names and the margins
  const plotWidth = width - axisWidth - 4 - (labelled ? VALUE_LABEL_ROOM : 16);
  const automatic = valueTicks(Math.max(0, ...data.map((datum) => datum.value)), valueTickCount(plotWidth), allowDecimals, labelled);
  const valueAxis = weightScale ? { ticks: WEIGHT_TICKS, top: 5 } : percentScale ? { ticks: percentTicks(plotWidth), top: 100 } : automatic;
  return (
    <BarChart
      layout="vertical"
      width={width}
      height={height}
      data={[...data]}
      margin={{ top: 4, right: labelled ? VALUE_LABEL_ROOM : 16, bottom: 4, left: 4 }}
      accessibilityLayer={false}
      onClick={onSelect ? (state) => (typeof state.activeLabel === 'string' ? onSelect(state.activeLabel) : undefined) : undefined}
      style={onSelect ? { cursor: 'pointer' } : undefined}
    >
      <CartesianGrid horizontal={false} {...gridLines(gridAt(valueAxis.ticks, 0, valueAxis.top, 4 + axisWidth, 4 + axisWidth + plotWidth), [])} {...GRID} />
      <XAxis
        type="number"
        // values written beside the bars: the axis ends at the longest bar instead of a round number past it
        domain={[0, valueAxis.top]}
        ticks={valueAxis.ticks}
        {...VALUE_AXIS}
        allowDecimals={allowDecimals}
        tick={PLAIN_TICK}
        stroke={AXIS_LINE.stroke}
        tickFormatter={(value: number) => formatValue(value)}
      />
      <YAxis
        type="category"
        dataKey="name"
        width={axisWidth}
        interval={0}
        stroke={AXIS_LINE.stroke}
        tick={<WrappedLeftTick width={axisWidth - CATEGORY_LABEL_GAP} lines={2} />}
      />
      <Tooltip cursor={CURSOR} content={Content} isAnimationActive={false} />
      <Bar dataKey="value" name={valueLabel} fill={chartColor(colorIndex)} radius={[0, 3, 3, 0]} {...NO_ANIMATION}>
        {data.map((datum) =>
          datum.color ? (
            // a bar in its interest's colour keeps it when pointed at: an outline marks it instead
            <Cell key={datum.name} data-name={datum.name} fill={datum.color} {...(datum.name === selected ? { stroke: '#1f2937', strokeWidth: 2 } : {})} />
          ) : (
            <Cell key={datum.name} data-name={datum.name} fill={datum.name === selected ? chartColor(colorIndex + 4) : chartColor(colorIndex)} />
          ),
        )}
        {labelled ? <LabelList dataKey="value" position="right" fill="#1f2937" fontSize={LABEL_FONT_SIZE} formatter={(value: unknown) => (typeof value === 'number' ? formatValue(value) : '')} /> : null}
      </Bar>
    </BarChart>
  );
}

export type Column = { key: string; tick: string; value: number; title: string };

export type ColumnsProps = Size & {
  data: readonly Column[];
  /** what the value is: "Occurrences", "Publications" */
  valueLabel: string;
  colorIndex?: number;
  /** ticks such as "Jun 2026" on two lines (month over year) */
  periodTicks?: boolean;
  /** each column's value written above it */
  labelled?: boolean;
};

/**
 * Vertical bars, one per column, with whole-number values. Every column is labelled: its tick is short
 * (a rank such as "#3", or a period on two lines), so recharts need not measure which labels fit.
 */
export function Columns({ width, height, data, valueLabel, colorIndex = 0, periodTicks = false, labelled = false }: ColumnsProps) {
  const Content = tooltipOf<Column>((datum) => ({ title: datum.title, rows: [{ label: valueLabel, value: String(datum.value) }] }));
  const top = labelled ? 24 : 8;
  const values = valueTicks(Math.max(0, ...data.map((column) => column.value)), 5, false);
  return (
    <BarChart width={width} height={height} data={[...data]} margin={{ top, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
      <CartesianGrid vertical={false} {...gridLines([], gridAt(values.ticks, 0, values.top, height - 4 - (periodTicks ? 40 : 30), top))} {...GRID} />
      <XAxis dataKey="tick" interval={0} stroke={AXIS_LINE.stroke} tick={periodTicks ? <PeriodTick /> : PLAIN_TICK} height={periodTicks ? 40 : 30} />
      <YAxis {...VALUE_AXIS} domain={[0, values.top]} ticks={values.ticks} allowDecimals={false} width={36} tick={PLAIN_TICK} stroke={AXIS_LINE.stroke} />
      <Tooltip cursor={CURSOR} content={Content} isAnimationActive={false} />
      <Bar dataKey="value" name={valueLabel} fill={chartColor(colorIndex)} radius={[3, 3, 0, 0]} maxBarSize={56} {...NO_ANIMATION}>
        {labelled ? <LabelList dataKey="value" position="top" fill="#1f2937" fontSize={LABEL_FONT_SIZE} /> : null}
      </Bar>
    </BarChart>
  );
}

export type Slice = { name: string; value: number; color: string };

export type PieDrawingProps = Size & {
  slices: readonly Slice[];
  /** inner radius, as a share of the outer one (0 draws a pie, more a donut) */
  hole: number;
  /** what a slice's value reads as in the tooltip: "40 %", "weight 3" */
  valueText: (value: number) => string;
  valueLabel: string;
  onSelect?: (name: string) => void;
};

/** A pie or donut of slices with white borders; clicking a slice picks its name. */
export function PieDrawing({ width, height, slices, hole, valueText, valueLabel, onSelect }: PieDrawingProps) {
  const Content = tooltipOf<Slice>((datum) => ({ title: datum.name, rows: [{ label: valueLabel, value: valueText(datum.value) }] }));
  const outer = Math.max(10, Math.min(width, height) / 2 - 8);
  return (
    <PieChart width={width} height={height} accessibilityLayer={false}>
      <Pie
        data={[...slices]}
        dataKey="value"
        nameKey="name"
        rootTabIndex={-1}
        startAngle={90}
        endAngle={-270}
        innerRadius={outer * hole}
        outerRadius={outer}
        stroke="#fff"
        strokeWidth={2}
        cursor={onSelect ? 'pointer' : undefined}
        onClick={onSelect ? (_, index) => {
          const slice = slices[index];
          if (slice) onSelect(slice.name);
        } : undefined}
        {...NO_ANIMATION}
      >
        {slices.map((slice) => (
          <Cell key={slice.name} fill={slice.color} />
        ))}
      </Pie>
      <Tooltip content={Content} isAnimationActive={false} />
    </PieChart>
  );
}

/**
 * The periods labelled on an axis `plotWidth` px long: every one where their labels fit apart, else
 * every second, third… from the first (widths estimated from the text, as `textWidth` does; a
 * two-line period label is as wide as its longer line). All of them are drawn: recharts need not
 * measure each label in the DOM to decide which to drop (a forced layout per label).
 */
export function fittingPeriods(periods: readonly string[], plotWidth: number, formatTick: (period: string) => string, twoLines: boolean): string[] {
  if (periods.length < 2) return [...periods];
  const widest = Math.max(...periods.map((period) => Math.max(...(twoLines ? formatTick(period).split(' ') : [formatTick(period)]).map((part) => textWidth(part)))));
  const apart = plotWidth / (periods.length - 1);
  const every = Math.max(1, Math.ceil((widest + 8) / Math.max(1, apart)));
  return periods.filter((_, index) => index % every === 0);
}

/** One row per period: its label, and the value of each series (in the order of the series). */
export type PeriodRow = { period: string; values: readonly number[] };

/**
 * The axes of the areas and where their grid lines go (the plot as the chart's margins and axes leave
 * it): the periods labelled, the value ticks of overlaid areas (none for a stream: its axis is hidden).
 */
function areaAxes(rows: readonly PeriodRow[], { width, height, stream, periodTicks, formatTick }: { width: number; height: number; stream: boolean; periodTicks: boolean; formatTick: (period: string) => string }) {
  const left = stream ? 28 : 36;
  const right = width - (stream ? 28 : 16);
  const top = 10;
  const bottom = height - 4 - (periodTicks ? 40 : 30);
  const periods = fittingPeriods(
    rows.map((row) => row.period),
    right - left,
    formatTick,
    periodTicks,
  );
  const at = (index: number) => (rows.length > 1 ? left + (index * (right - left)) / (rows.length - 1) : (left + right) / 2);
  const shown = new Set(periods);
  const values = valueTicks(Math.max(0, ...rows.flatMap((row) => row.values)), 5, false);
  return {
    periods,
    verticalPoints: rows.flatMap((row, index) => (shown.has(row.period) ? [at(index)] : [])),
    horizontalPoints: stream ? [] : gridAt(values.ticks, 0, values.top, bottom, top),
    valueTicks: values.ticks,
    top: values.top,
  };
}

export type AreasProps = Size & {
  rows: readonly PeriodRow[];
  series: readonly string[];
  /** stacked symmetrically around a centre line (a streamgraph), or overlaid with dots */
  stream?: boolean;
  /** the series that stands out (the others fade); null for none */
  highlighted?: string | null;
  /** ticks such as "Jun 2026" on two lines (month over year) */
  periodTicks?: boolean;
  /** the tick label of a period ("Jun 2026" for "June 2026") */
  formatTick?: (period: string) => string;
};

/**
 * Areas of series over periods: a streamgraph (silhouette stack, the tooltip listing every series
 * heaviest first) or overlaid areas, the pointed period's values dotted (the tooltip listing them in order).
 */
export function Areas({ width, height, rows, series, stream = false, highlighted = null, periodTicks = false, formatTick = String }: AreasProps) {
  const Content = tooltipOf<PeriodRow>((row) => {
    const items = series.map((name, index) => ({ label: name, value: row.values[index] ?? 0, color: chartColor(index) }));
    if (stream) items.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
    return { title: row.period, rows: items.map((item) => ({ ...item, value: String(item.value) })) };
  });
  const style = (name: string) => {
    const faded = highlighted !== null && highlighted !== name;
    return { strokeWidth: highlighted === name ? 3 : 2, strokeOpacity: faded ? 0.2 : 1, fillOpacity: faded ? 0.03 : highlighted === name ? 0.45 : 0.15 };
  };
  const axes = areaAxes(rows, { width, height, stream, periodTicks, formatTick });
  return (
    <AreaChart
      width={width}
      height={height}
      data={[...rows]}
      stackOffset={stream ? 'silhouette' : undefined}
      margin={{ top: 10, right: stream ? 28 : 16, bottom: 4, left: stream ? 28 : 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid {...GRID} horizontal={!stream} {...gridLines(axes.verticalPoints, axes.horizontalPoints)} />
      <XAxis
        dataKey="period"
        ticks={axes.periods}
        {...VALUE_AXIS}
        stroke={AXIS_LINE.stroke}
        tickFormatter={(period: string) => formatTick(period)}
        tick={periodTicks ? <PeriodTick /> : PLAIN_TICK}
        height={periodTicks ? 40 : 30}
      />
      <YAxis {...VALUE_AXIS} hide={stream} domain={stream ? ['dataMin', 'dataMax'] : [0, axes.top]} {...(stream ? {} : { ticks: axes.valueTicks })} allowDecimals={false} width={36} tick={PLAIN_TICK} stroke={AXIS_LINE.stroke} />
      <Tooltip content={Content} isAnimationActive={false} />
      {series.map((name, index) =>
        stream ? (
          <Area key={name} type="monotone" name={name} dataKey={(row: PeriodRow) => row.values[index] ?? 0} stackId="stream" fill={chartColor(index)} fillOpacity={1} stroke="#fff" strokeWidth={1} activeDot={false} {...NO_ANIMATION} />
        ) : (
          <Area
            key={name}
            type="monotone"
            name={name}
            dataKey={(row: PeriodRow) => row.values[index] ?? 0}
            fill={chartColor(index)}
            stroke={chartColor(index)}
            {...style(name)}
            dot={false}
            activeDot={{ r: 4, fill: chartColor(index), stroke: '#fff', strokeWidth: 2, fillOpacity: 1 }}
            {...NO_ANIMATION}
          />
        ),
      )}
    </AreaChart>
  );
}

export type MirroredRow = { name: string; left: number; right: number };

export type MirroredBarsProps = Size & {
  rows: readonly MirroredRow[];
  leftLabel: string;
  rightLabel: string;
  /** the largest absolute value on either side */
  extent: number;
  axisWidth: number;
};

/** Steps of a mirrored axis, smallest first: "round" numbers. */
const MIRRORED_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/**
 * The ticks of a mirrored axis from -extent to extent whose labels all fit `plotWidth` px apart: at a
 * round step, one that divides `extent` where one fits (the ends labelled), else the smallest that
 * fits. All of them are drawn (no label is measured in the DOM to decide which to drop, as recharts'
 * "preserveStartEnd" does for each tick: a forced layout per label).
 */
export function mirroredTicks(extent: number, plotWidth: number): number[] {
  const room = textWidth(String(extent)) + 18;
  const fitting = Math.max(1, Math.floor(plotWidth / 2 / room));
  const fits = (step: number) => Math.ceil(extent / step) <= fitting;
  const step = MIRRORED_STEPS.find((candidate) => fits(candidate) && extent % candidate === 0) ?? MIRRORED_STEPS.find(fits) ?? Math.max(1, extent);
  const side: number[] = [];
  for (let value = step; value <= extent; value += step) side.push(value);
  return [...side.map((value) => -value).reverse(), 0, ...side];
}

/** Two series mirrored around zero (left drawn negative), one row per name; the tooltip shows both values as positive. */
export function MirroredBars({ width, height, rows, leftLabel, rightLabel, extent, axisWidth }: MirroredBarsProps) {
  const data = rows.map((row) => ({ ...row, leftBar: -row.left }));
  const Content = tooltipOf<MirroredRow>((row) => ({
    title: row.name,
    rows: [
      { label: leftLabel, value: String(row.left), color: chartColor(0) },
      { label: rightLabel, value: String(row.right), color: chartColor(1) },
    ],
  }));
  const plotWidth = width - axisWidth - 4 - 16;
  const ticks = mirroredTicks(extent, plotWidth);
  return (
    <BarChart layout="vertical" width={width} height={height} data={data} stackOffset="sign" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
      <CartesianGrid horizontal={false} {...gridLines(gridAt(ticks, -extent, extent, 4 + axisWidth, 4 + axisWidth + plotWidth), [])} {...GRID} />
      <XAxis
        type="number"
        domain={[-extent, extent]}
        ticks={ticks}
        {...VALUE_AXIS}
        tickFormatter={(value: number) => String(Math.abs(value))} tick={PLAIN_TICK} stroke={AXIS_LINE.stroke} />
      <YAxis type="category" dataKey="name" width={axisWidth} interval={0} stroke={AXIS_LINE.stroke} tick={<WrappedLeftTick width={axisWidth - CATEGORY_LABEL_GAP} lines={2} />} />
      <ReferenceLine x={0} stroke={AXIS_LINE.stroke} />
      <Tooltip cursor={CURSOR} content={Content} isAnimationActive={false} />
      <Bar dataKey="leftBar" name={leftLabel} stackId="mirror" fill={chartColor(0)} {...NO_ANIMATION} />
      <Bar dataKey="right" name={rightLabel} stackId="mirror" fill={chartColor(1)} {...NO_ANIMATION} />
    </BarChart>
  );
}

export type StackedRow = { category: string; values: readonly number[] };

const SHARE_TICKS = [0, 0.25, 0.5, 0.75, 1];

export type StackedPercentProps = Size & {
  rows: readonly StackedRow[];
  /** the names of every series (a row's values are in this order) */
  series: readonly string[];
  /** the indexes of the series drawn, each in its palette colour */
  shown: readonly number[];
  axisWidth: number;
};

/** Stacked 100% horizontal bars: one bar per row, one part per shown series; the tooltip gives each part's share. */
export function StackedPercentBars({ width, height, rows, series, shown, axisWidth }: StackedPercentProps) {
  const Content = tooltipOf<StackedRow>((row) => {
    const total = shown.reduce((sum, i) => sum + (row.values[i] ?? 0), 0);
    const parts = shown.filter((i) => (row.values[i] ?? 0) > 0);
    return {
      title: row.category,
      rows: parts.map((i) => ({ label: series[i] ?? '', value: `${total === 0 ? 0 : Math.round((1000 * (row.values[i] ?? 0)) / total) / 10} %`, color: chartColor(i) })),
    };
  });
  return (
    <BarChart layout="vertical" width={width} height={height} data={[...rows]} stackOffset="expand" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
      <CartesianGrid horizontal={false} {...gridLines(gridAt(SHARE_TICKS, 0, 1, 4 + axisWidth, width - 16), [])} {...GRID} />
      <XAxis type="number" {...VALUE_AXIS} domain={[0, 1]} ticks={SHARE_TICKS} tickFormatter={(value: number) => `${Math.round(value * 100)}%`} tick={PLAIN_TICK} stroke={AXIS_LINE.stroke} />
      <YAxis type="category" dataKey="category" width={axisWidth} interval={0} stroke={AXIS_LINE.stroke} tick={<WrappedLeftTick width={axisWidth - CATEGORY_LABEL_GAP} lines={2} />} />
      <Tooltip cursor={CURSOR} content={Content} isAnimationActive={false} />
      {shown.map((i) => (
        <Bar key={series[i] ?? i} name={series[i]} dataKey={(row: StackedRow) => row.values[i] ?? 0} stackId="share" fill={chartColor(i)} {...NO_ANIMATION} />
      ))}
    </BarChart>
  );
}
