import type { ReactNode } from 'react';

export type LegendItem = { label: string; color: string; value?: ReactNode };

/** A legend as an HTML list: wraps on narrow screens and keeps long labels readable. */
export function ChartLegend({ items, label }: { items: readonly LegendItem[]; label: string }) {
  return (
    <ul className="rima-chart-legend list-unstyled d-flex flex-wrap gap-2 gap-sm-3 mb-0 mt-2 small" aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className="d-flex align-items-center gap-1 text-break">
          <span className="rima-chart-legend__swatch" style={{ background: item.color }} aria-hidden="true" />
          <span>{item.label}</span>
          {item.value !== undefined ? <span className="text-muted text-nowrap flex-shrink-0">({item.value})</span> : null}
        </li>
      ))}
    </ul>
  );
}
