import { formatClock, formatDate, formatDateTime } from './date-format';

// 29 November 2026, 20:05:09 UTC: an evening time shows the 24-hour clock; late enough that a
// time zone east of UTC moves the local date, so the `utc` forms are checked against UTC itself
const WHEN = Date.UTC(2026, 10, 29, 20, 5, 9);

/** The same instant's local hours and minutes, as the reader's clock shows them. */
const localClock = () => {
  const date = new Date(WHEN);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

describe('date-format', () => {
  it('writes a source time in UTC with the day first and a 24-hour clock', () => {
    expect(formatDateTime(WHEN, { utc: true })).toBe('29 Nov 2026, 20:05');
    expect(formatDate(WHEN, { utc: true })).toBe('29 Nov 2026');
    expect(formatClock(WHEN, { utc: true })).toBe('20:05');
  });

  it('writes the reader\'s own times in the reader\'s time zone, from a number or a Date alike', () => {
    expect(formatClock(WHEN)).toBe(localClock());
    expect(formatClock(new Date(WHEN))).toBe(localClock());
    expect(formatDateTime(WHEN)).toMatch(new RegExp(`^\\d{1,2} [A-Z][a-z]{2} \\d{4}, ${localClock()}$`));
    expect(formatDate(new Date(WHEN))).toBe(formatDateTime(WHEN).split(',')[0]);
  });

  it('keeps midnight as 00, never 24 or 12', () => {
    const midnight = Date.UTC(2026, 0, 2, 0, 7);
    expect(formatDateTime(midnight, { utc: true })).toBe('2 Jan 2026, 00:07');
    expect(formatClock(midnight, { utc: true })).toBe('00:07');
  });
});
