import type { UserSimilarity } from '@/api/user/schemas';

export type MirroredRow = {
  keyword: string;
  /** the caller's weight, rounded to 1 decimal */
  mine: number;
  /** the other user's weight, rounded to 1 decimal */
  theirs: number;
  /** -mine: drawn to the left of the centre line */
  mineBar: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const finite = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Rows of the mirrored bar chart (advanced explanation): every keyword of either side, the caller's
 * weight to the left and the other user's to the right, heaviest (larger of the two) first.
 * Float artefacts such as 1.6203950643539429 are rounded to 1 decimal.
 */
export function mirroredBars(data: UserSimilarity['bar_chart_data']): MirroredRow[] {
  const keywords = [...new Set([...Object.keys(data.user_1_data), ...Object.keys(data.user_2_data)])];
  return keywords
    .map((keyword) => {
      const mine = round1(finite(data.user_1_data[keyword]));
      const theirs = round1(finite(data.user_2_data[keyword]));
      return { keyword, mine, theirs, mineBar: -mine };
    })
    .sort((a, b) => Math.max(b.mine, b.theirs) - Math.max(a.mine, a.theirs) || a.keyword.localeCompare(b.keyword));
}

/** The half-width of the axis: the largest weight on either side, at least 1, rounded up. */
export function mirroredExtent(rows: readonly MirroredRow[]): number {
  return Math.max(1, Math.ceil(Math.max(0, ...rows.flatMap((row) => [row.mine, row.theirs]))));
}
