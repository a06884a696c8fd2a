import type { SocialNetwork } from '@/config/social';
import type { InterestSource, LongTermInterest } from '@/api/user/schemas';
import { cutText } from '@/lib/bounded';
import { orderInterests } from '@/lib/interest-order';
import { interestColors, type InterestColors } from './palette';

export type InterestWord = { text: string; value: number; color: string };

/** The Manage Interests cloud shows the top 15 (spec section 9). */
export const CLOUD_SIZE = 15;

/** Longest word drawn in a cloud: a 1 MB keyword from the server must not stall the layout. */
export const CLOUD_WORD_LIMIT = 40;

/** The word a keyword is drawn as (cut when long). */
export function cloudWordText(keyword: string): string {
  return cutText(keyword, CLOUD_WORD_LIMIT).text;
}

/**
 * Most words a cloud draws (the Interest Overview draws "every" interest): a 10,000-interest answer
 * would take seconds to lay out and could not be read anyway.
 */
export const CLOUD_MAX_WORDS = 100;

/**
 * The `limit` heaviest interests (at most CLOUD_MAX_WORDS) in the order of every screen (orderInterests:
 * equal weights keep the server's order, never the alphabet), as a cloud or a bar chart draws them. A keyword listed twice is drawn once, with its
 * heaviest weight; weights that are not numbers are left out.
 */
export function heaviestInterests<T extends Pick<LongTermInterest, 'keyword' | 'weight'>>(interests: readonly T[], limit = CLOUD_SIZE): T[] {
  const seen = new Set<string>();
  const chosen: T[] = [];
  const sorted = orderInterests(interests.filter((interest) => Number.isFinite(interest.weight)));
  for (const interest of sorted) {
    if (chosen.length >= Math.min(limit, CLOUD_MAX_WORDS)) break;
    const text = cloudWordText(interest.keyword);
    if (seen.has(text)) continue;
    seen.add(text);
    chosen.push(interest);
  }
  return chosen;
}

/**
 * The `limit` heaviest interests as cloud words (see heaviestInterests), each in its interest's colour:
 * `colors` of the user's whole set of interests (by default, of `interests`, which should then be all of them).
 */
export function topInterests(interests: readonly LongTermInterest[], limit = CLOUD_SIZE, colors: InterestColors = interestColors(interests.map((interest) => interest.keyword))): InterestWord[] {
  return heaviestInterests(interests, limit).map((interest) => ({ text: cloudWordText(interest.keyword), value: interest.weight, color: colors(interest.keyword) }));
}

/** A weight as shown beside a bar or in a sentence: at most two decimals ("4.2", "3"). */
export function weightText(weight: number): string {
  return String(Math.round(weight * 100) / 100);
}

/**
 * Where an interest comes from, as a phrase of its own ("From tweets", "Added manually"), in the
 * build's words (`useWords().network`: "From posts" in the standalone build).
 */
export function sourceText(source: InterestSource, network: SocialNetwork): string {
  switch (source) {
    case 'Scholar':
      return 'From publications';
    case 'Twitter':
      return `From ${network.posts}`;
    case 'Scholar & Twitter':
      return `From publications and ${network.posts}`;
    case 'Manual':
      return 'Added manually';
  }
}

/** The same phrase inside a sentence ("mooc: from tweets, weight 2"). */
export function sourceTextInline(source: InterestSource, network: SocialNetwork): string {
  const text = sourceText(source, network);
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export type InterestTab = 'publications' | 'tweets';

/** The word-cloud modal opens on Tweets for a Twitter interest, on Publications otherwise. */
export function initialTab(source: InterestSource): InterestTab {
  return source === 'Twitter' ? 'tweets' : 'publications';
}

/** A keyphrase merged into an interest: its weight where the server reports one, else null. */
export type MergedKeyphrase = { phrase: string; weight: number | null };

/**
 * The keyphrases that were merged into an interest, heaviest first: from
 * `original_keywords_with_weights` where the server gives them (newer line), else by name from
 * `original_keywords` (release line), in the server's order. A phrase listed twice appears once.
 */
export function mergedKeyphrases(interest: Pick<LongTermInterest, 'original_keywords' | 'original_keywords_with_weights'>): MergedKeyphrase[] {
  const seen = new Set<string>();
  const once = (phrase: string) => {
    const key = phrase.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const weighed = (interest.original_keywords_with_weights ?? []).flatMap((entry) => Object.entries(entry).map(([phrase, weight]) => ({ phrase, weight })));
  if (weighed.length > 0) return weighed.sort((a, b) => b.weight - a.weight).filter((item) => once(item.phrase));
  return interest.original_keywords.filter(once).map((phrase) => ({ phrase, weight: null }));
}

/** Whether the server reported keyphrase weights for these interests (the newer line does). */
export function reportsKeyphraseWeights(interests: readonly Pick<LongTermInterest, 'original_keywords_with_weights'>[]): boolean {
  return interests.some((interest) => interest.original_keywords_with_weights !== undefined);
}
