import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import {
  colorFor,
  isHeatMapEmpty,
  legendSteps,
  shapeHeatMap,
  textColorFor,
  type HeatMapCell,
  type HeatMapData,
} from './heat-map-data';
import { FollowingTooltip, useFollowingTooltip } from './following-tooltip';
import { textWidth, wrapLabel } from './lib/label-fit';
import { PlottedValues } from './plotted-values';

export type { HeatMapData } from './heat-map-data';

export type HeatMapProps = {
  /** keyword -> keyword -> similarity 0..1 (rows are the outer keys) */
  data: HeatMapData;
  /** accessible name of the chart and caption of its table alternative */
  label: string;
  /** what the rows are, e.g. 'Your interests' */
  rowTitle: string;
  /** what the columns are, e.g. "Ada Lovelace's interests" */
  columnTitle: string;
  /** shown instead of the chart when there is nothing to compare */
  emptyMessage?: string;
};

const CELL_W = 58;
const CELL_H = 40;
/** Width of the row labels (px): a keyword wraps onto two lines within it. */
const ROW_LABEL_W = 150;
/** Height of the rotated column labels (px). */
const COLUMN_LABEL_H = 120;
/** Height of the column title above them (px). */
const AXIS_TITLE = 20;
const FONT = 12;
const LINE = FONT + 2;
/** sin 45°: how far a label rotated by 45° rises for its length. */
const RISE = Math.SQRT1_2;
/** Longest rotated column label (px): it never reaches the column title. */
const COLUMN_LABEL_MAX = (COLUMN_LABEL_H - 12) / RISE;

type Position = { r: number; c: number };

/** The arrow keys' steps through the grid. */
const MOVES: Record<string, Position> = {
  ArrowUp: { r: -1, c: 0 },
  ArrowDown: { r: 1, c: 0 },
  ArrowLeft: { r: 0, c: -1 },
  ArrowRight: { r: 0, c: 1 },
};

/** The cell `move` leads to from `current` (none yet: the first), kept inside the grid. */
function moved(current: Position | null, move: Position, rowCount: number, columnCount: number): Position {
  if (!current) return { r: 0, c: 0 };
  return {
    r: Math.min(rowCount - 1, Math.max(0, current.r + move.r)),
    c: Math.min(columnCount - 1, Math.max(0, current.c + move.c)),
  };
}

type Offsets = { left: number; top: number };

/** The column keywords, rotated by 45° over their columns; the active cell's in bold. */
function ColumnLabels({ labels, activeColumn, left, top }: Offsets & { labels: string[]; activeColumn: number | undefined }) {
  return labels.map((text, c) => (
    <text
      key={c}
      transform={`translate(${left + c * CELL_W + CELL_W / 2},${top - 6}) rotate(-45)`}
      fontSize={FONT}
      fill="#212529"
      fontWeight={activeColumn === c ? 'bold' : 'normal'}
    >
      {text}
    </text>
  ));
}

/** The row keywords, each wrapped onto two lines beside its row; the active cell's in bold. */
function RowLabels({ rows, activeRow, left, top }: Offsets & { rows: string[]; activeRow: number | undefined }) {
  return rows.map((row, r) => {
    const lines = wrapLabel(row, ROW_LABEL_W - 6, 2);
    return (
      <text
        key={row}
        x={left - 6}
        y={top + r * CELL_H + CELL_H / 2 - ((lines.length - 1) * LINE) / 2}
        dominantBaseline="middle"
        textAnchor="end"
        fontSize={FONT}
        fill="#212529"
        fontWeight={activeRow === r ? 'bold' : 'normal'}
      >
        {lines.map((line, i) => (
          <tspan key={i} x={left - 6} dy={i === 0 ? 0 : LINE}>
            {line}
          </tspan>
        ))}
      </text>
    );
  });
}

type CellsProps = Offsets & { cells: HeatMapCell[][]; active: Position | null; onPoint: (position: Position | null) => void; anchor: Ref<SVGGElement> };

/** The coloured cells with their printed values; the pointed or focused one outlined (the tooltip's `anchor`). */
function Cells({ cells, active, left, top, onPoint, anchor }: CellsProps) {
  return cells.map((line, r) =>
    line.map((cell, c) => {
      const fill = colorFor(cell.value);
      const isActive = active?.r === r && active.c === c;
      return (
        <g
          key={`${cell.row}\u0000${cell.column}`}
          transform={`translate(${left + c * CELL_W},${top + r * CELL_H})`}
          onMouseEnter={() => onPoint({ r, c })}
          onMouseLeave={() => onPoint(null)}
          data-testid="heat-map-cell"
          ref={isActive ? anchor : undefined}
        >
          <rect width={CELL_W - 2} height={CELL_H - 2} fill={fill} stroke={isActive ? '#212529' : 'none'} strokeWidth={isActive ? 3 : 0} rx={2} />
          <text x={(CELL_W - 2) / 2} y={(CELL_H - 2) / 2} dominantBaseline="middle" textAnchor="middle" fontSize={13} fill={textColorFor(fill)}>
            {cell.label}
          </text>
        </g>
      );
    }),
  );
}

/**
 * Keyword-to-keyword similarity as a grid of coloured cells. Every cell prints its value (two
 * decimals), so colour is never the only carrier; row keywords wrap onto two lines, column keywords
 * are cut to stay clear of the column title (in full in the hidden table and in the pointed cell's tooltip); the chart scrolls inside its own box on narrow screens. Pointing at a
 * cell or moving to it with the arrow keys highlights it, shows the chart tooltip beside it and announces its pair and value; a visually hidden table lists every value.
 */
export function HeatMap({ data, label, rowTitle, columnTitle, emptyMessage = 'No Data Found' }: HeatMapProps) {
  const model = useMemo(() => shapeHeatMap(data), [data]);
  const [active, setActive] = useState<Position | null>(null);
  const id = useId();
  const readoutId = `${id}-readout`;
  // beside the highlighted cell, whether the pointer or the keyboard moved it there
  const tooltip = useFollowingTooltip<SVGGElement>();

  if (isHeatMapEmpty(model)) return <p className="text-muted text-center py-4 mb-0">{emptyMessage}</p>;

  const { rows, columns, cells } = model;
  const left = ROW_LABEL_W + 8;
  const top = AXIS_TITLE + COLUMN_LABEL_H;
  // the rows' title sits above the row labels (horizontal, wrapped), where it is never cut
  const rowTitleLines = wrapLabel(rowTitle, ROW_LABEL_W - 4, 3);
  const columnLabels = columns.map((column) => wrapLabel(column, COLUMN_LABEL_MAX, 1)[0] ?? column);
  // rotated column labels lean to the right of their column
  const lean = Math.max(0, ...columnLabels.map((text) => textWidth(text) * RISE));
  const width = Math.max(left + columns.length * CELL_W + lean, left + textWidth(columnTitle) + 8);
  const height = top + rows.length * CELL_H + 4;
  const activeCell: HeatMapCell | null = active ? (cells[active.r]?.[active.c] ?? null) : null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    setActive((current) => moved(current, move, rows.length, columns.length));
  };

  return (
    <div className="heat-map" style={{ position: 'relative' }}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- a scrolling chart box must take keyboard focus, and its arrow keys read the cells */}
      <div tabIndex={0}
        className="heat-map-scroll"
        style={{ overflowX: 'auto', maxWidth: '100%' }}
        role="group"
        aria-label={`${label}. Use the arrow keys to read each cell.`}
        aria-describedby={readoutId}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? { r: 0, c: 0 })}
        onBlur={() => setActive(null)}
        onScroll={tooltip.place}
      >
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" style={{ display: 'block' }}>
          <text x={left + (columns.length * CELL_W) / 2} y={14} textAnchor="middle" fontSize={FONT} fontWeight="bold" fill="#212529">
            {columnTitle}
          </text>
          <text x={ROW_LABEL_W} y={top - 8 - (rowTitleLines.length - 1) * LINE} textAnchor="end" fontSize={FONT} fontWeight="bold" fill="#212529">
            {rowTitleLines.map((line, i) => (
              <tspan key={i} x={ROW_LABEL_W} dy={i === 0 ? 0 : LINE}>
                {line}
              </tspan>
            ))}
          </text>
          <ColumnLabels labels={columnLabels} activeColumn={active?.c} left={left} top={top} />
          <RowLabels rows={rows} activeRow={active?.r} left={left} top={top} />
          <Cells cells={cells} active={active} left={left} top={top} onPoint={setActive} anchor={tooltip.anchor} />
        </svg>
      </div>
      <FollowingTooltip handle={tooltip} text={activeCell ? { title: `${activeCell.row} × ${activeCell.column}`, rows: [{ label: 'Similarity', value: activeCell.label }] } : null} />
      <p id={readoutId} className="small mb-2 mt-1 heat-map-readout" aria-live="polite">
        {activeCell ? (
          <>
            <span className="fw-semibold">{activeCell.row}</span> × <span className="fw-semibold">{activeCell.column}</span>: {activeCell.label}
          </>
        ) : (
          'Point at or focus the chart to read a pair in full.'
        )}
      </p>
      <HeatMapLegend />
      <PlottedValues
        caption={label}
        columns={[`${rowTitle} \\ ${columnTitle}`, ...columns]}
        rows={cells.map((line, r) => [rows[r], ...line.map((cell) => cell.label)])}
      />
    </div>
  );
}

/** The colour scale: 0 (not alike) to 1 (the same keyword), with printed values. */
function HeatMapLegend() {
  const steps = legendSteps(5);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small">
      <span>Similarity:</span>
      <span className="d-inline-flex">
        {steps.map((step) => (
          <span
            key={step.value}
            className="d-inline-block text-center border"
            style={{ background: step.fill, color: textColorFor(step.fill), minWidth: 38, padding: '2px 4px' }}
          >
            {step.value.toFixed(1)}
          </span>
        ))}
      </span>
      <span className="text-muted">0 = not alike, 1 = the same keyword</span>
    </div>
  );
}
