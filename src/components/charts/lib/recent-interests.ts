import type { ShortTermInterest, StreamGraph } from '@/api/user/schemas';
import { orderInterests } from '@/lib/interest-order';
import { parseMonthLabel } from './periods';

export type Slice = { keyword: string; weight: number };

export const RECENT_LIMIT = 5;

function heaviestFirst(rows: readonly Slice[]): Slice[] {
  const seen = new Set<string>();
  return orderInterests(rows.filter((row) => Number.isFinite(row.weight)))
    .filter((row) => (seen.has(row.keyword) ? false : (seen.add(row.keyword), true)))
    .slice(0, RECENT_LIMIT)
    .map((row) => ({ keyword: row.keyword, weight: row.weight }));
}

/**
 * Recent interests (spec sections 2 and 9): publications over the last year and tweets over the last
 * month, the first 5 of each. The server's short-term list holds at most 5 models in all (about 3 from
 * papers and 2 from tweets, api-contract 4.14) without a date window; the stream graph (4.16) holds up
 * to 10 keywords per year and per month from the same models. Both are read inside the windows here:
 * paper models of this year or the year before; tweet models of this month or the month before.
 */
export function recentInterests(rows: readonly ShortTermInterest[], now: Date, stream?: StreamGraph): { publications: Slice[]; tweets: Slice[] } {
  const year = now.getFullYear();
  const monthIndex = year * 12 + now.getMonth();
  const inYears = (modelYear: number) => modelYear >= year - 1 && modelYear <= year;
  const inMonths = (modelYear: number, modelMonth: number) => {
    const index = modelYear * 12 + (modelMonth - 1);
    return index >= monthIndex - 1 && index <= monthIndex;
  };
  const slice = (point: { keyword__name: string; weight: number }) => ({ keyword: point.keyword__name, weight: point.weight });
  const publications: Slice[] = [
    ...rows.filter((row) => row.source === 'Scholar' && inYears(row.model_year)),
    ...Object.entries(stream?.paper_data ?? {})
      .filter(([label]) => inYears(Number(label)))
      .flatMap(([, points]) => points.map(slice)),
  ];
  const tweets: Slice[] = [
    ...rows.filter((row) => row.source === 'Twitter' && inMonths(row.model_year, row.model_month)),
    ...Object.entries(stream?.twitter_data ?? {})
      .filter(([label]) => {
        const month = parseMonthLabel(label);
        return month !== null && inMonths(month.year, month.month + 1);
      })
      .flatMap(([, points]) => points.map(slice)),
  ];
  return { publications: heaviestFirst(publications), tweets: heaviestFirst(tweets) };
}
