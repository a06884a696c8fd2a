import { useState } from 'react';
import { EmptyState } from '@/components/ui/states';
import { chartColor } from '@/components/charts/lib/palette';
import { isStreamEmpty, type StreamSeries } from '@/components/charts/lib/stream';
import { STREAM_DEFAULT_HEIGHT, layoutStream, streamTooltipItems, type StreamLayout } from '@/components/charts/lib/stream-layout';
import { FALLBACK_CHART_WIDTH, useElementWidth } from '@/components/charts/lib/use-element-width';
import { ChartLegend } from './chart-legend';
import { PeriodTick } from './period-tick';
import { AXIS_COLOR, BottomAxis, TICK_SIZE } from './svg-axes';
import { PlottedValues } from './plotted-values';

type KeywordStreamChartProps = {
  /** accessible name of the chart and caption of its table */
  label: string;
  series: StreamSeries;
  /** column heading of the periods: "Month", "Year" */
  periodName: string;
  empty?: string;
  height?: number;
};

const GRID_COLOR = '#d0d5dd';
/** Gap between the hover guide line and the tooltip (px). */
const TOOLTIP_GAP = 10;

/** The values of every keyword in the pointed period, heaviest first, beside the guide line. */
function StreamTooltip({ series, layout, index }: { series: StreamSeries; layout: StreamLayout; index: number }) {
  const period = layout.periods[index];
  if (!period) return null;
  // right of the guide line in the left half of the plot, left of it in the right half
  const onRight = period.x <= (layout.plot.left + layout.plot.right) / 2;
  const side = onRight ? { left: period.x + TOOLTIP_GAP } : { right: layout.width - period.x + TOOLTIP_GAP };
  return (
    <div className="rima-chart__tooltip" style={{ top: layout.plot.top, maxHeight: layout.height - layout.plot.top, ...side }}>
      <p className="rima-chart__tooltip-title">{period.period}</p>
      <ul className="list-unstyled mb-0">
        {streamTooltipItems(series, index).map((item) => (
          <li key={item.keyword} style={{ color: chartColor(item.index) }}>
            {item.keyword}: {String(item.value)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A streamgraph of keyword weights over time (areas stacked symmetrically around a centre line), with a
 * legend, the weights of every keyword in a tooltip per period, and a hidden table of all plotted values.
 * d3 computes the layout (lib/stream-layout), React renders the SVG. The drawing is decorative for
 * assistive technology: the table holds the same values.
 */
export function KeywordStreamChart({ label, series, periodName, empty = 'No data is available at the moment', height = STREAM_DEFAULT_HEIGHT }: KeywordStreamChartProps) {
  if (isStreamEmpty(series)) return <EmptyState>{empty}</EmptyState>;
  return (
    <figure className="mb-0">
      <StreamDrawing series={series} height={height} />
      <ChartLegend label={`${label}: legend`} items={series.keywords.map((keyword, index) => ({ label: keyword, color: chartColor(index) }))} />
      {series.totalKeywords > series.keywords.length ? (
        <p className="small text-muted mb-0 mt-1">
          Showing {series.keywords.length} of {series.totalKeywords} keywords (the heaviest).
        </p>
      ) : null}
      <PlottedValues
        caption={label}
        columns={[periodName, ...series.keywords]}
        rows={series.rows.map((row) => [row.period, ...series.keywords.map((keyword) => row[keyword] ?? 0)])}
      />
    </figure>
  );
}

function StreamDrawing({ series, height }: { series: StreamSeries; height: number }) {
  const [ref, measured] = useElementWidth();
  const [active, setActive] = useState<number | null>(null);
  const layout = layoutStream(series, measured || FALLBACK_CHART_WIDTH, height);
  const { plot } = layout;
  const guide = active === null ? undefined : layout.periods[active];
  return (
    <div aria-hidden="true" ref={ref} className="rima-chart rima-chart--stream" style={{ height }}>
      <svg width={layout.width} height={layout.height} className="rima-chart__svg" focusable="false" onMouseLeave={() => setActive(null)}>
        <BottomAxis
          ticks={layout.periods.map((p) => ({ key: p.period, offset: p.x, label: p.tick }))}
          y={plot.bottom}
          left={plot.left}
          right={plot.right}
          grid={{ top: plot.top, color: GRID_COLOR }}
          label={(tick) => <PeriodTick y={TICK_SIZE + 2} payload={{ value: tick.label }} />}
        />
        {layout.areas.map((a) => (
          <path key={a.keyword} className="rima-chart__stream" d={a.path} fill={chartColor(a.index)} fillOpacity={1} stroke="#fff" strokeWidth={1} />
        ))}
        {guide ? <line className="rima-chart__stream-guide" x1={guide.x} x2={guide.x} y1={plot.top} y2={plot.bottom} stroke={AXIS_COLOR} /> : null}
        {layout.periods.map((p, i) => (
          <rect
            key={p.period}
            className="rima-chart__stream-hit"
            data-period={p.period}
            x={p.left}
            y={plot.top}
            width={p.width}
            height={plot.bottom - plot.top}
            fill="transparent"
            onMouseEnter={() => setActive(i)}
          />
        ))}
      </svg>
      {active !== null ? <StreamTooltip series={series} layout={layout} index={active} /> : null}
    </div>
  );
}
