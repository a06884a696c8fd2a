/**
 * The built-in backend's clock (one per backend, backend.ts) and the timers of its jobs. A job that
 * completes at a time (a seeded account's simulated import, a regenerate or fetch) is a timer on this
 * clock (`at`), set by the write that starts the job; nothing completes it when it is read. On the real
 * clock a timer is a `setTimeout`; a test sets a clock of its own (`set`), moves its time and runs the
 * timers whose time has come (`runDue`), instead of waiting.
 */

type Timer = { at: number; run: () => void; handle: ReturnType<typeof setTimeout> | null };

/** The longest wait `setTimeout` keeps (about 24.8 days); a later timer waits again then. */
const MAX_WAIT_MS = 2 ** 31 - 1;

export class Clock {
  private nowFn: () => number = () => Date.now();
  /** a test's clock: its timers run when the test says (`runDue`), never by themselves */
  private own = false;
  private readonly timers = new Set<Timer>();

  now(): number {
    return this.nowFn();
  }

  /** Replaces the time source (ms since epoch); `null` restores the real clock, whose timers run by themselves again. */
  set(fn: (() => number) | null) {
    this.nowFn = fn ?? (() => Date.now());
    this.own = fn !== null;
    this.timers.forEach((timer) => this.arm(timer));
  }

  /** Runs `run` once this clock reaches `at` (ms); returns what cancels it. */
  at(at: number, run: () => void): () => void {
    const timer: Timer = { at, run, handle: null };
    this.timers.add(timer);
    this.arm(timer);
    return () => this.cancel(timer);
  }

  /**
   * Runs, in the order of their times, the timers whose time has come (a test that moved its clock);
   * resolves once they have run, so that the test then reads what they did.
   */
  async runDue(): Promise<void> {
    const due = [...this.timers].filter((timer) => timer.at <= this.now()).sort((a, b) => a.at - b.at);
    due.forEach((timer) => this.fire(timer));
    await Promise.resolve();
  }

  /** Cancels every timer (the backend is left: its jobs are the next backend's). */
  stop() {
    this.timers.forEach((timer) => this.cancel(timer));
  }

  private arm(timer: Timer) {
    if (timer.handle !== null) clearTimeout(timer.handle);
    timer.handle = this.own ? null : setTimeout(() => this.fire(timer), Math.min(MAX_WAIT_MS, Math.max(0, timer.at - this.now())));
  }

  private fire(timer: Timer) {
    if (!this.timers.has(timer)) return;
    // a timer may fire a little early, or a long wait was cut: it waits for the rest
    if (timer.at > this.now()) {
      this.arm(timer);
      return;
    }
    this.cancel(timer);
    timer.run();
  }

  private cancel(timer: Timer) {
    if (timer.handle !== null) clearTimeout(timer.handle);
    timer.handle = null;
    this.timers.delete(timer);
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
