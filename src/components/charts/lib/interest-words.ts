import type { InterestSource, LongTermInterest } from '@/api/user/schemas';
import { cutText } from '@/lib/bounded';

export type InterestWord = { text: string; value: number };

/** The Manage Interests cloud shows the top 15 (spec section 9). */
export const CLOUD_SIZE = 15;

/** Longest word drawn in a cloud; the editor and the lists hold the full keyword. */
export const CLOUD_WORD_LIMIT = 40;

/**
 * The `limit` heaviest interests as cloud words (ties by name, so the choice never depends on input
 * order), long keywords cut so that one huge keyword cannot stall the layout.
 */
export function topInterests(interests: readonly LongTermInterest[], limit = CLOUD_SIZE): InterestWord[] {
  return [...interests]
    .sort((a, b) => b.weight - a.weight || a.keyword.localeCompare(b.keyword))
    .slice(0, limit)
    .map((interest) => ({ text: cutText(interest.keyword, CLOUD_WORD_LIMIT).text, value: interest.weight }));
}

/** How the source of an interest reads on screen. */
export function sourceText(source: InterestSource): string {
  switch (source) {
    case 'Scholar':
      return 'publications';
    case 'Twitter':
      return 'tweets';
    case 'Scholar & Twitter':
      return 'publications and tweets';
    case 'Manual':
      return 'added manually';
  }
}

export type InterestTab = 'publications' | 'tweets';

/** The word-cloud modal opens on Tweets for a Twitter interest, on Publications otherwise. */
export function initialTab(source: InterestSource): InterestTab {
  return source === 'Twitter' ? 'tweets' : 'publications';
}
