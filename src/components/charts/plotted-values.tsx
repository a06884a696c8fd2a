import type { ReactNode } from 'react';

type PlottedValuesProps = {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
};

/** The text alternative of a chart: a visually hidden table of the plotted values for screen readers. */
export function PlottedValues({ caption, columns, rows }: PlottedValuesProps) {
  return (
    <table className="visually-hidden">
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
  );
}
