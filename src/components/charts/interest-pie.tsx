import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { EmptyState } from '@/components/ui/states';
import { chartColor } from '@/components/charts/lib/palette';
import { ChartLegend } from './chart-legend';
import { PlottedValues } from './plotted-values';

export type PieSlice = { keyword: string; weight: number };

type InterestPieProps = {
  /** accessible name of the chart and caption of its table */
  label: string;
  slices: readonly PieSlice[];
  /** the spec's empty text */
  empty?: string;
  height?: number;
};

/** A pie of interests by weight, with a legend of keyword and weight and a hidden table for screen readers. */
export function InterestPie({ label, slices, empty = 'No data available', height = 260 }: InterestPieProps) {
  if (slices.length === 0) return <EmptyState>{empty}</EmptyState>;
  const data = slices.map((slice, index) => ({ ...slice, color: chartColor(index) }));
  return (
    <figure className="mb-0">
      <PieChart responsive style={{ width: '100%', maxWidth: 360, height, margin: '0 auto' }} title={label}>
        <Pie data={data} dataKey="weight" nameKey="keyword" innerRadius="35%" outerRadius="90%" stroke="#fff" strokeWidth={2} isAnimationActive={false}>
          {data.map((slice) => (
            <Cell key={slice.keyword} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip formatter={(value, name) => [`weight ${String(value)}`, String(name)]} />
      </PieChart>
      <ChartLegend label={`${label}: legend`} items={data.map((slice) => ({ label: slice.keyword, color: slice.color, value: slice.weight }))} />
      <PlottedValues caption={label} columns={['Interest', 'Weight']} rows={data.map((slice) => [slice.keyword, slice.weight])} />
    </figure>
  );
}
