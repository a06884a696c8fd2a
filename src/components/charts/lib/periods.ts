/** Time windows of the charts, computed on the client (the server returns every stored period). */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 2024", the server's month key. */
export function monthLabel(year: number, monthIndex: number): string {
  return `${MONTH_NAMES[monthIndex] ?? 'January'} ${year}`;
}

/** "March 2024" -> { year: 2024, month: 2 } (month 0-based); null when the label is not a month. */
export function parseMonthLabel(label: string): { year: number; month: number } | null {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(label.trim());
  if (!match) return null;
  const month = MONTH_NAMES.findIndex((name) => name.toLowerCase() === (match[1] ?? '').toLowerCase());
  if (month < 0) return null;
  return { year: Number(match[2]), month };
}

/** Sort key of a period label: a year ("2021") or a month ("March 2024"); NaN when neither. */
export function periodOrder(label: string): number {
  if (/^\d{4}$/.test(label.trim())) return Number(label) * 12;
  const month = parseMonthLabel(label);
  return month ? month.year * 12 + month.month : Number.NaN;
}

/** The last `count` years ending with the current one, oldest first: ["2022", …, "2026"]. */
export function lastYears(now: Date, count: number): string[] {
  const current = now.getFullYear();
  return Array.from({ length: count }, (_, i) => String(current - count + 1 + i));
}

/** The last `count` months ending with the current one, oldest first: ["June 2026", …, "November 2026"]. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - (count - 1 - i), 1);
    return monthLabel(d.getFullYear(), d.getMonth());
  });
}

/** "Nov 2026" from "November 2026" (axis ticks); other labels unchanged. */
export function shortPeriod(label: string): string {
  const month = parseMonthLabel(label);
  return month ? `${(MONTH_NAMES[month.month] ?? '').slice(0, 3)} ${month.year}` : label;
}
