import { seriesColor } from '../lib/palette';
import { rowShares, type StackedChart } from '../lib/transforms';

const TICKS = [0, 25, 50, 75, 100];

/**
 * Stacked 100% horizontal bars: one bar per row, one part per shown series, drawn with plain
 * elements (no chart library: the researcher comparison page already draws the force graph, and
 * recharts would add about 100 KiB to it). Each part's width is its share of the row (flex-grow by
 * value); hovering a part names it. Decorative for assistive technology: the widget lists the values
 * in a visually hidden table.
 */
export function StackedPercentBars({ chart, series }: { chart: StackedChart; series: readonly number[] }) {
  return (
    <div className="rima-stacked" aria-hidden="true">
      {chart.rows.map((row) => {
        const shares = rowShares(row);
        return (
          <div className="rima-stacked__row" key={row.category}>
            <span className="rima-stacked__label" title={row.category}>
              {row.category}
            </span>
            <div className="rima-stacked__track">
              {series.map((i) => {
                const value = row.values[i] ?? 0;
                if (value <= 0) return null;
                return (
                  <span
                    key={chart.series[i]}
                    className="rima-stacked__part"
                    style={{ flexGrow: value, backgroundColor: seriesColor(i) }}
                    title={`${chart.series[i] ?? ''}: ${shares[i] ?? 0} %`}
                  />
                );
              })}
            </div>
          </div>
        );
      })}
      <div className="rima-stacked__row">
        <span className="rima-stacked__label" />
        <div className="rima-stacked__axis">
          {TICKS.map((tick) => (
            <span key={tick} className="rima-stacked__tick" style={{ left: `${tick}%` }}>
              {tick}%
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
