import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '@/components/ui/states';
import { chartColor } from '@/components/charts/lib/palette';
import { shortPeriod } from '@/components/charts/lib/periods';
import { isStreamEmpty, type StreamSeries } from '@/components/charts/lib/stream';
import { ChartLegend } from './chart-legend';
import { PeriodTick } from './period-tick';
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

/**
 * A streamgraph of keyword weights over time (areas stacked symmetrically around a centre line), with a
 * legend, the weights of every keyword in the tooltip, and a hidden table of all plotted values.
 */
export function KeywordStreamChart({ label, series, periodName, empty = 'No data is available at the moment', height = 320 }: KeywordStreamChartProps) {
  if (isStreamEmpty(series)) return <EmptyState>{empty}</EmptyState>;
  const data = series.rows.map((row) => ({ ...row, tick: shortPeriod(row.period) }));
  return (
    <figure className="mb-0">
      <AreaChart responsive data={data} stackOffset="silhouette" style={{ width: '100%', height }} margin={{ top: 8, right: 30, bottom: 4, left: 30 }} title={label}>
        <CartesianGrid vertical strokeDasharray="3 3" stroke="#d0d5dd" horizontal={false} />
        <XAxis dataKey="tick" interval={0} tick={<PeriodTick />} height={40} />
        <YAxis hide />
        <Tooltip
          formatter={(value, name) => [String(value), String(name)]}
          itemSorter={(item) => -Number(item.value ?? 0)}
          wrapperStyle={{ zIndex: 2 }}
          contentStyle={{ fontSize: 12 }}
        />
        {series.keywords.map((keyword, index) => (
          <Area
            key={keyword}
            type="monotone"
            dataKey={keyword}
            name={keyword}
            stackId="stream"
            stroke="#fff"
            strokeWidth={1}
            fill={chartColor(index)}
            fillOpacity={1}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
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
