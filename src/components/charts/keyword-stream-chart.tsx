import { EmptyState } from '@/components/ui/states';
import { chartColor } from '@/components/charts/lib/palette';
import { shortPeriod } from '@/components/charts/lib/periods';
import { isStreamEmpty, type StreamSeries } from '@/components/charts/lib/stream';
import { AreasDrawing, ChartFrame } from './chart-drawing';
import { ChartLegend } from './chart-legend';
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

const weight = (row: StreamSeries['rows'][number], keyword: string) => {
  const value = row[keyword];
  return typeof value === 'number' ? value : 0;
};

/**
 * A streamgraph of keyword weights over time (areas stacked symmetrically around a centre line), with a
 * legend, the weights of every keyword in a tooltip per period (heaviest first), and a hidden table of
 * all plotted values. The drawing is decorative for assistive technology: the table holds the same values.
 */
export function KeywordStreamChart({ label, series, periodName, empty = 'No data is available at the moment', height = 320 }: KeywordStreamChartProps) {
  if (isStreamEmpty(series)) return <EmptyState>{empty}</EmptyState>;
  const rows = series.rows.map((row) => ({ period: row.period, values: series.keywords.map((keyword) => weight(row, keyword)) }));
  return (
    <figure className="mb-0">
      <ChartFrame height={height}>
        {(width) => <AreasDrawing width={width} height={height} rows={rows} series={series.keywords} stream periodTicks formatTick={shortPeriod} />}
      </ChartFrame>
      <ChartLegend label={`${label}: legend`} items={series.keywords.map((keyword, index) => ({ label: keyword, color: chartColor(index) }))} />
      {series.totalKeywords > series.keywords.length ? (
        <p className="small text-muted mb-0 mt-1">
          Showing {series.keywords.length} of {series.totalKeywords} keywords (the heaviest).
        </p>
      ) : null}
      <PlottedValues
        caption={label}
        columns={[periodName, ...series.keywords]}
        rows={series.rows.map((row) => [row.period, ...series.keywords.map((keyword) => weight(row, keyword))])}
      />
    </figure>
  );
}
