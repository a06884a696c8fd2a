import type { StreamPoint } from '@/api/user/schemas';
import { periodOrder } from './periods';

export type StreamRow = { period: string } & Record<string, number | string>;
export type StreamSeries = {
  /** keywords drawn, heaviest overall first */
  keywords: string[];
  /** how many keywords the data has in all */
  totalKeywords: number;
  /** one row per period, oldest first: { period, [keyword]: weight (0 when absent) } */
  rows: StreamRow[];
};

export const STREAM_KEYWORD_LIMIT = 10;

/**
 * Stream graph data: periods in time order (the last `periods` of them), one value per keyword and
 * period with zero where a keyword has no weight, at most `limit` keywords (the heaviest in total).
 */
export function streamSeries(
  data: Readonly<Record<string, readonly StreamPoint[]>>,
  periods: number,
  limit = STREAM_KEYWORD_LIMIT,
): StreamSeries {
  const labels = Object.keys(data)
    .filter((label) => !Number.isNaN(periodOrder(label)))
    .sort((a, b) => periodOrder(a) - periodOrder(b))
    .slice(-periods);
  const totals = new Map<string, number>();
  labels.forEach((label) =>
    (data[label] ?? []).forEach((point) => {
      if (Number.isFinite(point.weight)) totals.set(point.keyword__name, (totals.get(point.keyword__name) ?? 0) + point.weight);
    }),
  );
  const ranked = [...totals.entries()].filter(([, total]) => total > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const keywords = ranked.slice(0, limit).map(([keyword]) => keyword);
  const rows = labels.map((label) => {
    const row: StreamRow = { period: label };
    keywords.forEach((keyword) => {
      const weight = (data[label] ?? []).filter((p) => p.keyword__name === keyword).reduce((sum, p) => sum + p.weight, 0);
      row[keyword] = Math.round(weight * 100) / 100;
    });
    return row;
  });
  return { keywords, totalKeywords: ranked.length, rows };
}

export function isStreamEmpty(series: StreamSeries): boolean {
  return series.keywords.length === 0;
}
