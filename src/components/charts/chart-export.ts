/**
 * The one export helper of the product: CSV text from rows, file names that say what and whose,
 * the values a chart's hidden table holds, and a file download. Light on purpose (every chart card
 * imports it); drawing a chart as SVG or PNG lives in ./chart-export-image, loaded on demand.
 */

export type TableData = { caption: string; columns: string[]; rows: string[][] };

/** A number as text: "12", "-0.5", "1e-3"; never a formula, so it keeps its sign in a CSV cell. */
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * One CSV cell. Spreadsheet formula injection: text starting with = + - @ (or a tab or carriage
 * return) gets a leading apostrophe, so Excel, LibreOffice and Sheets show it as text instead of
 * running it; numbers ("-0.5") are left as they are. Then RFC 4180: a cell holding a comma, a
 * double quote or a line break is quoted, with its double quotes doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV text (RFC 4180: CRLF line ends) of a header row and data rows. */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * CSV of the tables behind one chart card. One table: its columns and rows. Several tables with the
 * same columns (one per person of a comparison): one table with a first column "Chart" naming each
 * row's table by its caption. Tables with different columns: each after its caption, a blank line
 * between them.
 */
export function tablesToCsv(tables: readonly TableData[]): string {
  const [first] = tables;
  if (!first) return '';
  if (tables.length === 1) return toCsv(first.columns, first.rows);
  const sameColumns = tables.every((table) => table.columns.join('\u0000') === first.columns.join('\u0000'));
  if (sameColumns) return toCsv(['Chart', ...first.columns], tables.flatMap((table) => table.rows.map((row) => [table.caption, ...row])));
  return tables.map((table) => `${csvCell(table.caption)}\r\n${toCsv(table.columns, table.rows)}`).join('\r\n');
}

/** The text of a cell as a reader hears it: spaces collapsed. */
const cellText = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The values of the hidden tables (PlottedValues) inside `root`, in document order. */
export function readTables(root: ParentNode): TableData[] {
  return [...root.querySelectorAll('table')].map((table) => ({
    caption: table.caption ? cellText(table.caption) : '',
    columns: [...table.querySelectorAll('thead th')].map(cellText),
    rows: [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map(cellText)),
  }));
}

const MAX_SLUG = 60;

/** Lower-case ASCII words joined by hyphens ("Lena Hoffmann's" -> "lena-hoffmann-s"), at most `max` characters. */
export function slugify(text: string, max = MAX_SLUG): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}

/** yyyy-mm-dd of the local day */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `rima-<what>-<whose>-<yyyy-mm-dd>.<ext>`: what the file holds and whose (or its context), slugified
 * and bounded (at most 60 characters each), parts that slugify to nothing left out.
 */
export function exportFileName(what: string, whose: string | undefined, extension: string, date = new Date()): string {
  const parts = ['rima', slugify(what) || 'chart', whose ? slugify(whose) : '', isoDay(date)].filter(Boolean);
  return `${parts.join('-')}.${extension}`;
}

/** How long the object URL of a download stays valid: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 10_000;

/** Saves `blob` as a file named `fileName` (a temporary <a download> on an object URL, revoked after). */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves CSV text, with a byte order mark so that spreadsheets read it as UTF-8. */
export function downloadCsv(csv: string, fileName: string) {
  downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Saves a value as pretty-printed JSON. */
export function downloadJson(value: unknown, fileName: string) {
  downloadBlob(new Blob([JSON.stringify(value, null, 2), '\n'], { type: 'application/json' }), fileName);
}
