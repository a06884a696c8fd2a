import type { ReactNode } from 'react';

type PlottedValuesProps = {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /**
   * The values are on screen already (a visible list): the table stays out of the accessibility
   * tree and only serves the card's "Download data (CSV)".
   */
  onScreen?: boolean;
};

/**
 * The text alternative of a chart: a visually hidden table of the plotted values for screen readers,
 * and what the chart card's "Download data (CSV)" saves.
 * The wrapper carries .visually-hidden: a table ignores its 1px width and could widen the page.
 */
export function PlottedValues({ caption, columns, rows, onScreen = false }: PlottedValuesProps) {
  return (
    <div className={onScreen ? undefined : 'visually-hidden'} hidden={onScreen}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
