/**
 * The built-in backend's clock (one per backend, backend.ts). Simulated imports complete by
 * timestamp, not by timers, so tests can move time forward with `set` instead of waiting.
 */
export class Clock {
  private nowFn: () => number = () => Date.now();

  now(): number {
    return this.nowFn();
  }

  /** Replaces the time source (ms since epoch); `null` restores the real clock. */
  set(fn: (() => number) | null) {
    this.nowFn = fn ?? (() => Date.now());
  }
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Naive ISO 8601 in UTC with microseconds, as the server's model timestamps (api-contract 1.7). */
export function isoNaive(ms: number, micro = 0): string {
  const d = new Date(ms);
  const micros = d.getUTCMilliseconds() * 1000 + (micro % 1000);
  const base = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return micros === 0 ? base : `${base}.${pad(micros, 6)}`;
}

/** Parses a naive ISO timestamp back to ms (UTC). */
export function parseNaive(value: string): number {
  return Date.parse(`${value.slice(0, 23)}Z`);
}

/** The server's month keys ("March 2024"): the same format the client's chart windows read. */
import { MONTH_NAMES, monthLabel } from '@/components/charts/lib/periods';

export { MONTH_NAMES, monthLabel };

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Twitter's created_at format: "Wed Oct 10 20:19:24 +0000 2018". */
export function twitterDate(ms: number): string {
  const d = new Date(ms);
  const month = (MONTH_NAMES[d.getUTCMonth()] ?? 'January').slice(0, 3);
  return `${DAYS[d.getUTCDay()] ?? 'Sun'} ${month} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000 ${d.getUTCFullYear()}`;
}
