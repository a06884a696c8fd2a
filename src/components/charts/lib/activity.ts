import { lastMonths, lastYears } from './periods';

export type CountPoint = { label: string; count: number };

export const ACTIVITY_YEARS = 5;
export const ACTIVITY_MONTHS = 6;

/** Counts for exactly the given periods, in their order; missing periods count zero. */
export function countsFor(periods: readonly string[], counts: Readonly<Record<string, number>>): CountPoint[] {
  return periods.map((label) => {
    const value = counts[label];
    return { label, count: typeof value === 'number' && Number.isFinite(value) ? value : 0 };
  });
}

/**
 * Publications per year over the last `years` years (the current one included): Activities' 5 by
 * default, the profile's window (PROFILE_YEARS) where a screen explains the profile.
 */
export function papersPerYear(papers: Readonly<Record<string, number>>, now: Date, years = ACTIVITY_YEARS): CountPoint[] {
  return countsFor(lastYears(now, years), papers);
}

/** Tweets per month over the last 6 months (the current one included). */
export function tweetsPerMonth(tweets: Readonly<Record<string, number>>, now: Date): CountPoint[] {
  return countsFor(lastMonths(now, ACTIVITY_MONTHS), tweets);
}

export function isAllZero(points: readonly CountPoint[]): boolean {
  return points.every((point) => point.count === 0);
}
