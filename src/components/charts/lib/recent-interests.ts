import type { ShortTermInterest } from '@/api/user/schemas';

export type Slice = { keyword: string; weight: number };

export const RECENT_LIMIT = 5;

function heaviestFirst(rows: readonly ShortTermInterest[]): Slice[] {
  const seen = new Set<string>();
  return [...rows]
    .sort((a, b) => b.weight - a.weight || a.keyword.localeCompare(b.keyword))
    .filter((row) => (seen.has(row.keyword) ? false : (seen.add(row.keyword), true)))
    .slice(0, RECENT_LIMIT)
    .map((row) => ({ keyword: row.keyword, weight: row.weight }));
}

/**
 * Recent interests (spec sections 2 and 9): publications over the last year and tweets over the last
 * month, the first 5 of each. The server returns its latest models without a date window, so the
 * windows are applied here: paper models (one per year) of this year or the year before; tweet models
 * (one per month) of this month or the month before.
 */
export function recentInterests(rows: readonly ShortTermInterest[], now: Date): { publications: Slice[]; tweets: Slice[] } {
  const year = now.getFullYear();
  const monthIndex = year * 12 + now.getMonth();
  const publications = rows.filter((row) => row.source === 'Scholar' && row.model_year >= year - 1 && row.model_year <= year);
  const tweets = rows.filter((row) => {
    if (row.source !== 'Twitter') return false;
    const index = row.model_year * 12 + (row.model_month - 1);
    return index >= monthIndex - 1 && index <= monthIndex;
  });
  return { publications: heaviestFirst(publications), tweets: heaviestFirst(tweets) };
}
