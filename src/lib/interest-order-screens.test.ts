/**
 * One order on every screen (issue 50): each screen that shows "the top N" interests takes them in
 * orderInterests' order. The interests below have equal and near-equal weights whose alphabetical
 * order differs from the order the server sent them in (the built-in backend sends them by score):
 * a screen that re-sorts by name, or breaks a tie by name, fails here.
 */
import { describe, expect, it } from 'vitest';
import type { LongTermInterest, ShortTermInterest } from '@/api/user/schemas';
import { conceptMap } from '@/components/charts/lib/concept-map';
import { heaviestInterests as cloudAndBars, topInterests as cloudWords } from '@/components/charts/lib/interest-words';
import { recentInterests } from '@/components/charts/lib/recent-interests';
import { TWITTER } from '@/config/social';
import { initialChips, swapOptions } from '@/features/publications/lib/recommend';
import { tagsFromInterests } from '@/features/recommendations/lib/tags';
import { comparedInterests } from '@/features/recommendations/lib/why-this-tweet';
import { heaviestInterests as explained } from '@/features/visualizations/lib/how-it-works';
import { interestsCsv } from '@/features/visualizations/lib/interest-export';
import { orderInterests, topInterests } from './interest-order';

/** As the server sent them (by score); the alphabet would put "affect detection" first. */
const SENT: [string, number][] = [
  ['knowledge tracing', 4.5],
  ['zone of proximal development', 4.2],
  ['affect detection', 4.2],
  ['student modeling', 4.19],
  ['bayesian networks', 4.18],
  ['collaborative learning', 1],
  ['assessment', 1],
];
/** The same list shuffled, equal weights still in the server's relative order. */
const SHUFFLED = [SENT[5], SENT[1], SENT[0], SENT[6], SENT[2], SENT[4], SENT[3]].flatMap((entry) => (entry ? [entry] : []));
const EXPECTED_ORDER = SENT.map(([keyword]) => keyword);
const TOP_FIVE = EXPECTED_ORDER.slice(0, 5);

function longTerm([keyword, weight]: [string, number], index: number): LongTermInterest {
  return { id: index + 1, keyword, weight, source: 'Scholar', original_keywords: [], categories: [{ name: `${keyword} category` }], tweet_ids: [], papers: [], tweets: [] };
}

function shortTerm([keyword, weight]: [string, number], index: number): ShortTermInterest {
  return { id: index + 1, keyword, weight, source: 'Scholar', original_keywords: [], categories: [], paper_db_ids: [], tweet_ids: [], model_month: 1, model_year: 2026, tweets: [], papers: [] };
}

const INTERESTS = SHUFFLED.map(longTerm);

describe('one order on every screen', () => {
  it('orderInterests: heaviest first, equal weights in the order sent, never by name', () => {
    expect(orderInterests(INTERESTS).map((i) => i.keyword)).toEqual(EXPECTED_ORDER);
    expect(topInterests(INTERESTS, 5).map((i) => i.keyword)).toEqual(TOP_FIVE);
  });

  it('the word cloud, the bars and the comparison pie (Manage Interests, Interest Overview, How does it work? step 5)', () => {
    expect(cloudWords(INTERESTS, 5).map((word) => word.text)).toEqual(TOP_FIVE);
    expect(cloudAndBars(INTERESTS, 100).map((i) => i.keyword)).toEqual(EXPECTED_ORDER);
  });

  it("the recent interests' pies: their first five", () => {
    const recent = recentInterests(SHUFFLED.map(shortTerm), new Date(2026, 5, 1));
    expect(recent.publications.map((slice) => slice.keyword)).toEqual(TOP_FIVE);
  });

  it("Potential Interests' five (the concept map)", () => {
    expect(conceptMap(INTERESTS).interests.map((i) => i.keyword)).toEqual(TOP_FIVE);
  });

  it("the searches of Recommended Papers: the chips and the swap list", () => {
    const chips = initialChips(INTERESTS);
    expect(chips.map((chip) => chip.text)).toEqual(TOP_FIVE);
    expect(swapOptions(INTERESTS, chips.slice(0, 3), 9)).toEqual(EXPECTED_ORDER.slice(3));
  });

  it("Tweets & People's five tags and Why this tweet?'s five interests", () => {
    expect(tagsFromInterests(INTERESTS).map((tag) => tag.text)).toEqual(TOP_FIVE);
    expect(comparedInterests(INTERESTS)).toEqual(TOP_FIVE);
  });

  it('How does it work? steps 3 and 4, and the CSV export', () => {
    expect(explained(INTERESTS).map((i) => i.keyword)).toEqual(TOP_FIVE);
    const rows = interestsCsv(INTERESTS, TWITTER).trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual(EXPECTED_ORDER);
  });
});
