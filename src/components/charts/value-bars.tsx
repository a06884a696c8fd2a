import { ChartFrame, HorizontalBarsDrawing } from './chart-drawing';
import { PlottedValues } from './plotted-values';

type ValueBarsProps = {
  /** caption of the hidden table of the plotted values */
  caption: string;
  /** each bar in the chart's colour, or in its own (`color`: an interest's, interestColors) */
  data: readonly { name: string; value: number; color?: string }[];
  /** the value's name in the tooltip ("Weight", "Similarity") */
  valueLabel: string;
  /** the hidden table's two column headings */
  columns: readonly [string, string];
  height: number;
  formatValue?: (value: number) => string;
  /** what the hidden table shows of a value (the value itself when omitted) */
  tableValue?: (value: number) => number | string;
  /** interest weights: drawn on the one weight axis, 1 to 5 */
  weightScale?: boolean;
  /** percentages: a 0-100 axis with fewer ticks where it is narrow */
  percentScale?: boolean;
};

/** Horizontal bars of named values, labels sized to fit, with the hidden table of the values. */
export function ValueBars({ caption, data, valueLabel, columns, height, formatValue, tableValue = (value) => value, weightScale = false, percentScale = false }: ValueBarsProps) {
  return (
    <>
      <ChartFrame height={height}>
        {(width) => (
          <HorizontalBarsDrawing
            width={width}
            height={height}
            data={data}
            valueLabel={valueLabel}
            allowDecimals
            formatValue={formatValue}
            weightScale={weightScale}
            percentScale={percentScale}
          />
        )}
      </ChartFrame>
      <PlottedValues caption={caption} columns={columns} rows={data.map((datum) => [datum.name, tableValue(datum.value)])} />
    </>
  );
}
