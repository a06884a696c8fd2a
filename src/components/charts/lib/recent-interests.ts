import type { ShortTermInterest } from '@/api/user/schemas';

export type Slice = { keyword: string; weight: number };

export const RECENT_LIMIT = 5;

/** A model's place in time: later models have higher numbers. */
const modelIndex = (row: ShortTermInterest) => row.model_year * 12 + (row.model_month - 1);

/**
 * The first RECENT_LIMIT keywords: those of the window heaviest first; when the window holds fewer,
 * the most recent earlier models complete them (newest model first, heaviest first within one), so
 * that 5 show wherever the user has 5. Each keyword once.
 */
function recentFirst(rows: readonly ShortTermInterest[], inWindow: (row: ShortTermInterest) => boolean): Slice[] {
  const seen = new Set<string>();
  return [...rows]
    .filter((row) => Number.isFinite(row.weight))
    .sort((a, b) => {
      const window = Number(inWindow(b)) - Number(inWindow(a));
      if (window !== 0) return window;
      const recency = inWindow(a) ? 0 : modelIndex(b) - modelIndex(a);
      return recency || b.weight - a.weight || a.keyword.localeCompare(b.keyword);
    })
    .filter((row) => (seen.has(row.keyword) ? false : (seen.add(row.keyword), true)))
    .slice(0, RECENT_LIMIT)
    .map((row) => ({ keyword: row.keyword, weight: row.weight }));
}

/**
 * Recent interests (spec sections 2 and 9): publications over the last year and tweets over the last
 * month, the first 5 of each. The server returns its latest models without a date window, so the
 * windows are applied here: paper models (one per year) of this year or the year before; tweet models
 * (one per month) of this month or the month before. A window with fewer than 5 keywords is completed
 * from the most recent earlier models (models in the future count as in the window).
 */
export function recentInterests(rows: readonly ShortTermInterest[], now: Date): { publications: Slice[]; tweets: Slice[] } {
  const year = now.getFullYear();
  const monthIndex = year * 12 + now.getMonth();
  const papers = rows.filter((row) => row.source === 'Scholar');
  const tweets = rows.filter((row) => row.source === 'Twitter');
  return {
    publications: recentFirst(papers, (row) => row.model_year >= year - 1),
    tweets: recentFirst(tweets, (row) => modelIndex(row) >= monthIndex - 1),
  };
}
