import type { ReactNode } from 'react';

type PlottedValuesProps = {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
};

/**
 * The text alternative of a chart: a visually hidden table of the plotted values for screen readers.
 * The wrapper carries .visually-hidden: a table ignores its 1px width and could widen the page.
 */
export function PlottedValues({ caption, columns, rows }: PlottedValuesProps) {
  return (
    <div className="visually-hidden">
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
