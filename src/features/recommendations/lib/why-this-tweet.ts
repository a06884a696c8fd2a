/** 'Why this tweet?': the keyword-to-keyword data of its heat map (pure, unit-tested). */
import { topInterests } from '@/lib/interest-order';

/** The first 5 keywords extracted from the tweet are kept (spec section 9). */
export const WHY_KEYWORD_COUNT = 5;
/** Compared with the user's top 5 interests. */
export const WHY_INTEREST_COUNT = 5;

/** Keyword -> score as the extraction answered it, in rank order; the first five are kept. */
export function keptKeywords(extraction: Readonly<Record<string, number>>): string[] {
  return Object.keys(extraction).slice(0, WHY_KEYWORD_COUNT);
}

/** The user's interests compared with the tweet: the first five in the order of every screen (orderInterests). */
export function comparedInterests(interests: readonly { keyword: string; weight: number }[]): string[] {
  return topInterests(interests, WHY_INTEREST_COUNT).map((interest) => interest.keyword);
}

export type KeywordPair = { tweetKeyword: string; interest: string };

export function keywordPairs(tweetKeywords: readonly string[], interests: readonly string[]): KeywordPair[] {
  return tweetKeywords.flatMap((tweetKeyword) => interests.map((interest) => ({ tweetKeyword, interest })));
}

/**
 * Rows are the tweet's keywords, columns the user's interests; a similarity score 0..100 becomes
 * 0..1 rounded to 2 decimals (spec section 9).
 */
export function heatMapFromScores(pairs: readonly KeywordPair[], scores: readonly number[]): Record<string, Record<string, number>> {
  const data: Record<string, Record<string, number>> = {};
  pairs.forEach((pair, index) => {
    const score = scores[index] ?? 0;
    const row = (data[pair.tweetKeyword] ??= {});
    row[pair.interest] = Math.round(Math.min(100, Math.max(0, score))) / 100;
  });
  return data;
}
