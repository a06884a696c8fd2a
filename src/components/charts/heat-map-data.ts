/** Pure shaping and colour helpers of the keyword-to-keyword similarity heat map. */
import { contrastRatio } from './lib/palette';

/** keyword -> keyword -> similarity (0..1), as `heat_map_data` of api-contract 5.3 */
export type HeatMapData = Readonly<Record<string, Readonly<Record<string, number>>>>;

export type HeatMapCell = {
  row: string;
  column: string;
  /** rounded to 2 decimals; null when the server sent no value for this pair */
  value: number | null;
  /** the value as shown in the cell ("0.72", or "–" when missing) */
  label: string;
};

export type HeatMapModel = {
  rows: string[];
  columns: string[];
  /** cells[rowIndex][columnIndex] */
  cells: HeatMapCell[][];
};

export const MISSING_VALUE_LABEL = '–';

/** Rounds to 2 decimals, removing float artefacts such as 0.7200000286102295. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function formatValue(value: number | null): string {
  return value === null ? MISSING_VALUE_LABEL : round2(value).toFixed(2);
}

/**
 * Rows keep the server's order (heaviest first); columns are every inner key in order of first
 * appearance, so a row that lacks a column still lines up. Non-finite values count as missing.
 */
export function shapeHeatMap(data: HeatMapData): HeatMapModel {
  const rows = Object.keys(data);
  const columns: string[] = [];
  const seen = new Set<string>();
  rows.forEach((row) =>
    Object.keys(data[row] ?? {}).forEach((column) => {
      if (!seen.has(column)) {
        seen.add(column);
        columns.push(column);
      }
    }),
  );
  const cells = rows.map((row) =>
    columns.map((column) => {
      const raw = data[row]?.[column];
      const value = typeof raw === 'number' && Number.isFinite(raw) ? round2(raw) : null;
      return { row, column, value, label: formatValue(value) };
    }),
  );
  return { rows, columns, cells };
}

/** true when there is nothing to draw (no rows, or no row has a column) */
export function isHeatMapEmpty(model: HeatMapModel): boolean {
  return model.rows.length === 0 || model.columns.length === 0;
}


type Rgb = readonly [number, number, number];

/** light to dark blue; both ends chosen so that a dark or white number stays readable (see textColorFor) */
export const SCALE_LOW: Rgb = [239, 246, 255];
export const SCALE_HIGH: Rgb = [8, 48, 107];
// pure black and white: one of them always reaches at least 4.58:1 on any fill
const DARK_TEXT: Rgb = [0, 0, 0];
const LIGHT_TEXT: Rgb = [255, 255, 255];

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Fill of a cell for a value in 0..1 (values outside are clamped; missing values are grey). */
export function colorFor(value: number | null): string {
  if (value === null) return '#e9ecef';
  const t = clamp01(value);
  const mix = (i: 0 | 1 | 2) => SCALE_LOW[i] + (SCALE_HIGH[i] - SCALE_LOW[i]) * t;
  return toHex([mix(0), mix(1), mix(2)]);
}

/** The number's colour on a given fill: whichever of dark and white contrasts more. */
export function textColorFor(fill: string): string {
  const dark = toHex(DARK_TEXT);
  const light = toHex(LIGHT_TEXT);
  return contrastRatio(fill, dark) >= contrastRatio(fill, light) ? dark : light;
}

/** Legend steps: value and fill, from 0 to 1. */
export function legendSteps(count = 5): { value: number; fill: string }[] {
  return Array.from({ length: count + 1 }, (_, i) => {
    const value = round2(i / count);
    return { value, fill: colorFor(value) };
  });
}
