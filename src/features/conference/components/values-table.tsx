/** The text alternative of a chart: a visually hidden table of the plotted values. */
export function ValuesTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
  return (
    // the wrapper hides the table: a table ignores the 1px width of .visually-hidden and would widen the page
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
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
