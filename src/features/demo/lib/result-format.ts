/**
 * How the demo's results read: scores and percentages, and what the similarity says. Apart from
 * results.ts (what the page itself needs before a result), so that they load with the results.
 */

/** 5 -> "5.0", 3.3 -> "3.3", 2.25 -> "2.25" */
export function formatKeywordScore(score: number): string {
  return score.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2, useGrouping: false });
}

/** 73.45 -> "73.45 %", 0 -> "0 %" (at most two decimals). */
export function formatPercent(score: number): string {
  const rounded = Math.round(score * 100) / 100;
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: false })} %`;
}

/** A short plain-language reading of a 0..100 similarity score. */
export function readSimilarityScore(score: number): string {
  if (score >= 70) return 'These keyword sets are very similar.';
  if (score >= 40) return 'These keyword sets are somewhat similar.';
  if (score > 0) return 'These keyword sets are barely similar.';
  return 'No similarity could be measured between these sets.';
}

/** What a screen reader hears when a similarity finishes: "Similarity score: 73.45 %". */
export function similaritySummary(score: number): string {
  return `Similarity score: ${formatPercent(score)}`;
}
