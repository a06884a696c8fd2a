import type { ConferenceComparison, TermShare } from '@/api/conference';

/** A share of papers as a percentage with one decimal. */
export function percent(share: number): number {
  return Math.round(share * 1000) / 10;
}

/** Below this many papers a year's share rests on too few papers to read much into it. */
export const FEW_PAPERS = 10;

export type TrendCell = { share: number | null; papers: number; count: number | null };

/**
 * The yearly share of a term in each conference: papers carrying it over the year's papers; null for a
 * year the conference was not held (or held without a paper read).
 */
export function trendOf(comparison: ConferenceComparison, term: string): { year: string; cells: Record<string, TrendCell> }[] {
  return comparison.years.map((year, y) => ({
    year,
    cells: Object.fromEntries(
      comparison.conferences.map((conference) => {
        const count = comparison.trends[term]?.[conference.id]?.[y] ?? null;
        const papers = conference.years[y]?.papers ?? 0;
        return [conference.id, { count, papers, share: count === null || papers === 0 ? null : count / papers }];
      }),
    ),
  }));
}

/** What a trend cell says: "12.5 %", "12.5 % (of 3 papers)", "not held". */
export function trendText(cell: TrendCell | undefined): string {
  if (!cell || cell.share === null) return cell && cell.count !== null ? 'no paper read' : 'not held';
  const value = `${percent(cell.share)} %`;
  return cell.papers < FEW_PAPERS ? `${value} (of ${cell.papers} ${cell.papers === 1 ? 'paper' : 'papers'})` : value;
}

/** Every term the comparison lists (shared first, then each conference's own), each once. */
export function listedTerms(comparison: ConferenceComparison): string[] {
  const particular = Object.values(comparison.particular).flat();
  return [...new Set([...comparison.shared, ...particular].map((entry: TermShare) => entry.term))];
}
