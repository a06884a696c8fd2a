/**
 * The one way the app writes a date or a time: English with the day first and a 24-hour clock
 * ("29 Nov 2026, 08:05", "29 Nov 2026", "08:05"), in the reader's time zone. `utc` writes a time a
 * source gave (a post's date) in UTC, so it reads the same wherever the page is opened.
 */
type Options = { utc?: boolean };
type Kind = 'dateTime' | 'date' | 'clock';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  date: { dateStyle: 'medium' },
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function format(kind: Kind, when: number | Date, { utc = false }: Options): string {
  const key = `${kind}:${utc}`;
  let formatter = formats.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...OPTIONS[kind], ...(utc ? { timeZone: 'UTC' } : {}) });
    formats.set(key, formatter);
  }
  return formatter.format(when);
}

/** "29 Nov 2026, 08:05" */
export function formatDateTime(when: number | Date, options: Options = {}): string {
  return format('dateTime', when, options);
}

/** "29 Nov 2026" */
export function formatDate(when: number | Date, options: Options = {}): string {
  return format('date', when, options);
}

/** "08:05" */
export function formatClock(when: number | Date, options: Options = {}): string {
  return format('clock', when, options);
}
