import type { CountPoint } from '@/components/charts/lib/activity';
import { shortPeriod } from '@/components/charts/lib/periods';
import { ChartFrame, ColumnsDrawing } from './chart-drawing';
import { PlottedValues } from './plotted-values';

type CountBarChartProps = {
  /** accessible name of the chart and caption of its table */
  label: string;
  points: readonly CountPoint[];
  /** what is counted: "Publications", "Tweets" */
  unit: string;
  /** column heading of the periods: "Year", "Month" */
  periodName: string;
  colorIndex?: number;
  height?: number;
};

/** Bars of counts per period (zero periods included), each labelled with its count. */
export function CountBarChart({ label, points, unit, periodName, colorIndex = 0, height = 280 }: CountBarChartProps) {
  const columns = points.map((point) => ({ key: point.label, tick: shortPeriod(point.label), value: point.count, title: point.label }));
  return (
    <figure className="mb-0">
      <ChartFrame height={height}>
        {(width) => <ColumnsDrawing width={width} height={height} data={columns} valueLabel={unit} colorIndex={colorIndex} periodTicks labelled />}
      </ChartFrame>
      <PlottedValues caption={label} columns={[periodName, unit]} rows={points.map((point) => [point.label, point.count])} />
    </figure>
  );
}
