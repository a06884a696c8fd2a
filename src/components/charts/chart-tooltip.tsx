import type { ReactNode } from 'react';

export type TooltipRow = { label: string; value: ReactNode; color?: string };
export type TooltipText = { title: ReactNode; rows: readonly TooltipRow[] };

/**
 * The one chart tooltip: a title (the pointed category, the full name of a mark) and a value per row,
 * each row in its series colour. Text only: names from the server are never markup.
 */
export function ChartTooltip({ title, rows }: TooltipText) {
  return (
    <div className="rima-chart__tooltip" role="tooltip">
      <p className="rima-chart__tooltip-title">{title}</p>
      {rows.length > 0 ? (
        <ul className="list-unstyled mb-0">
          {rows.map((row) => (
            <li key={row.label} style={row.color ? { color: row.color } : undefined}>
              {row.label}: {row.value}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
