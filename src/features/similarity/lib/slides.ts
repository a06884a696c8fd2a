import { countsFor, type CountPoint } from '@/components/charts/lib/activity';
import { lastYears, parseMonthLabel } from '@/components/charts/lib/periods';
import type { SocialNetwork } from '@/config/social';

/** The comparison slider's slides, in order (spec 2), titled in the build's words (`useWords().network`). */
export const SLIDES = [
  { key: 'pie', title: () => 'Top interests' },
  { key: 'papers', title: () => 'Publications per year' },
  { key: 'tweets', title: (network: SocialNetwork) => `${network.Posts} per year` },
  { key: 'cloud', title: () => 'Word cloud of interests' },
  { key: 'twitter-trend', title: (network: SocialNetwork) => `${network.name} keyword trend` },
  { key: 'paper-trend', title: () => 'Paper keyword trend' },
] as const;

export type SlideKey = (typeof SLIDES)[number]['key'];

/** Years shown in the per-year slides (the current one included). */
export const SLIDE_YEARS = 5;

/** Position text of the slider: "2 of 6". */
export function slidePosition(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** The next slide index, wrapping around at both ends. */
export function stepSlide(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}

/** Tweet counts per "Month YYYY" added up per year, over the last SLIDE_YEARS years. */
export function tweetsPerYear(tweets: Readonly<Record<string, number>>, now: Date): CountPoint[] {
  const perYear: Record<string, number> = {};
  Object.entries(tweets).forEach(([label, count]) => {
    const parsed = parseMonthLabel(label);
    const year = parsed ? String(parsed.year) : /^\d{4}$/.test(label) ? label : null;
    if (year !== null && Number.isFinite(count)) perYear[year] = (perYear[year] ?? 0) + count;
  });
  return countsFor(lastYears(now, SLIDE_YEARS), perYear);
}
