import type { ReactNode } from 'react';

export type LegendItem = { label: string; color: string; value?: ReactNode };

type ChartLegendProps = {
  items: readonly LegendItem[];
  label: string;
  /** hovering or focusing an entry highlights its series; null when the pointer or focus leaves */
  onHighlight?: (label: string | null) => void;
  /** entries become buttons that open the series' details (the donut's publication list) */
  onActivate?: (label: string) => void;
  /** the buttons' title when entries open details */
  activateHint?: string;
};

/**
 * The one chart legend: an HTML list that wraps on narrow screens and keeps long labels readable.
 * Entries that do something (highlight or open a series) are buttons, reachable with the keyboard.
 */
export function ChartLegend({ items, label, onHighlight, onActivate, activateHint }: ChartLegendProps) {
  const interactive = onHighlight !== undefined || onActivate !== undefined;
  return (
    <ul className="rima-chart-legend list-unstyled d-flex flex-wrap gap-2 gap-sm-3 mb-0 mt-2 small" aria-label={label}>
      {items.map((item) => {
        const content = (
          <>
            <span className="rima-chart-legend__swatch" style={{ background: item.color }} aria-hidden="true" />
            <span>{item.label}</span>
            {item.value !== undefined ? <span className="text-muted text-nowrap flex-shrink-0">({item.value})</span> : null}
          </>
        );
        if (!interactive) {
          return (
            <li key={item.label} className="d-flex align-items-center gap-1 text-break">
              {content}
            </li>
          );
        }
        const highlight = onHighlight
          ? {
              onMouseEnter: () => onHighlight(item.label),
              onMouseLeave: () => onHighlight(null),
              onFocus: () => onHighlight(item.label),
              onBlur: () => onHighlight(null),
            }
          : {};
        return (
          <li key={item.label} className="mw-100">
            <button
              type="button"
              className="btn btn-sm btn-light border d-inline-flex align-items-center gap-1 text-start text-break"
              onClick={onActivate ? () => onActivate(item.label) : undefined}
              title={onActivate ? activateHint : undefined}
              {...highlight}
            >
              {content}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
