import { seriesColor } from '../lib/palette';

export type LegendItem = { name: string; colorIndex: number };

type SeriesLegendProps = {
  items: readonly LegendItem[];
  label: string;
  /** hovering or focusing an entry highlights its series; null when the pointer leaves */
  onHighlight?: (name: string | null) => void;
  /** entries become buttons that open details (the donut's publication list) */
  onActivate?: (name: string) => void;
  activateHint?: string;
};

/** An HTML legend below a chart: wraps on narrow screens, each entry keyboard-reachable when it does something. */
export function SeriesLegend({ items, label, onHighlight, onActivate, activateHint }: SeriesLegendProps) {
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 mt-2 small" aria-label={label}>
      {items.map(({ name, colorIndex }) => {
        const swatch = <span className="conf-swatch" style={{ background: seriesColor(colorIndex) }} aria-hidden="true" />;
        const hover = onHighlight
          ? {
              onMouseEnter: () => onHighlight(name),
              onMouseLeave: () => onHighlight(null),
              onFocus: () => onHighlight(name),
              onBlur: () => onHighlight(null),
            }
          : {};
        return (
          <li key={name} className="mw-100">
            {onActivate ? (
              <button
                type="button"
                className="btn btn-sm btn-light border d-inline-flex align-items-center gap-1 text-start text-break"
                onClick={() => onActivate(name)}
                title={activateHint}
                {...hover}
              >
                {swatch}
                {name}
              </button>
            ) : onHighlight ? (
              <button type="button" className="btn btn-sm btn-light border d-inline-flex align-items-center gap-1 text-start text-break" {...hover}>
                {swatch}
                {name}
              </button>
            ) : (
              <span className="d-inline-flex align-items-center gap-1 text-break">
                {swatch}
                {name}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
