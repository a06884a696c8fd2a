import { EmptyState } from '@/components/ui/states';
import { interestColors, type InterestColors } from '@/components/charts/lib/palette';
import { ChartFrame, PieDrawing } from './chart-drawing';
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
  /** the colours of the whole set of interests the slices are taken from (by default, of the slices) */
  colors?: InterestColors;
};

/** A pie of interests by weight, with a legend of keyword and weight and a hidden table for screen readers. */
export function InterestPie({ label, slices, empty = 'No data available', height = 260, colors }: InterestPieProps) {
  if (slices.length === 0) return <EmptyState>{empty}</EmptyState>;
  // each interest in its own colour, as in every other view (two people's pies never share colours by rank)
  const colorOf = colors ?? interestColors(slices.map((slice) => slice.keyword));
  const data = slices.map((slice) => ({ name: slice.keyword, value: slice.weight, color: colorOf(slice.keyword) }));
  return (
    <figure className="mb-0">
      <ChartFrame height={height} maxWidth={360}>
        {(width) => <PieDrawing width={width} height={height} slices={data} hole={0.35} valueLabel="Weight" valueText={String} />}
      </ChartFrame>
      <ChartLegend label={`${label}: legend`} items={data.map((slice) => ({ label: slice.name, color: slice.color, value: slice.value }))} />
      <PlottedValues caption={label} columns={['Interest', 'Weight']} rows={data.map((slice) => [slice.name, slice.value])} />
    </figure>
  );
}
