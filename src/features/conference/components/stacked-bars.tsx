import { ChartFrame, StackedPercentDrawing } from '@/components/charts/chart-drawing';
import { categoryAxisWidth } from '@/components/charts/lib/label-fit';
import type { StackedChart } from '../lib/transforms';

/** Height of the bars: 48 px a row plus room for the percentage axis. */
const stackedHeight = (rows: number) => rows * 48 + 40;

/**
 * Stacked 100% horizontal bars: one bar per row, one part per shown series, each as wide as its share
 * of the row; pointing at a bar gives each part's share. Decorative for assistive technology: the
 * widget lists the values in a visually hidden table.
 */
export function StackedPercentBars({ chart, series }: { chart: StackedChart; series: readonly number[] }) {
  const height = stackedHeight(chart.rows.length);
  return (
    <ChartFrame height={height}>
      {(width) => <StackedPercentDrawing width={width} height={height} rows={chart.rows} series={chart.series} shown={series} axisWidth={categoryAxisWidth(chart.rows.map((row) => row.category), width, 0.3)} />}
    </ChartFrame>
  );
}
