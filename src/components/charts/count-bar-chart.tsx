import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { CountPoint } from '@/components/charts/lib/activity';
import { chartColor } from '@/components/charts/lib/palette';
import { shortPeriod } from '@/components/charts/lib/periods';
import { PeriodTick } from './period-tick';
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
  const data = points.map((point) => ({ ...point, tick: shortPeriod(point.label) }));
  return (
    <figure className="mb-0">
      <BarChart responsive data={data} style={{ width: '100%', height }} margin={{ top: 24, right: 8, bottom: 4, left: 0 }} title={label}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="#d0d5dd" />
        <XAxis dataKey="tick" interval={0} tick={<PeriodTick />} height={40} />
        <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12, fill: '#374151' }} />
        <Tooltip cursor={{ fillOpacity: 0.1 }} formatter={(value) => [String(value), unit]} labelFormatter={(tick) => String(tick)} />
        <Bar dataKey="count" name={unit} fill={chartColor(colorIndex)} radius={[3, 3, 0, 0]} maxBarSize={56} isAnimationActive={false}>
          <LabelList dataKey="count" position="top" fill="#1f2937" fontSize={12} />
        </Bar>
      </BarChart>
      <PlottedValues caption={label} columns={[periodName, unit]} rows={points.map((point) => [point.label, point.count])} />
    </figure>
  );
}
