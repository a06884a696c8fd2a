import type { LongTermInterest } from '@/api/user/schemas';
import { isoDay, toCsv } from '@/components/charts/chart-export';
import { mergedKeyphrases, sourceText } from '@/components/charts/lib/interest-words';
import type { SocialNetwork } from '@/config/social';
import { orderInterests } from '@/lib/interest-order';

/** The order of every screen (orderInterests): the order of both exports. */
const byWeight = orderInterests<LongTermInterest>;

export const INTEREST_CSV_COLUMNS = ['keyword', 'weight', 'source', 'papers', 'tweets'] as const;

/**
 * The interests as CSV: keyword, weight, source (named as every screen of the build names it: `network`
 * is `useWords().network`), number of papers, number of tweets; heaviest first.
 */
export function interestsCsv(interests: readonly LongTermInterest[], network: SocialNetwork): string {
  return toCsv(
    INTEREST_CSV_COLUMNS,
    byWeight(interests).map((interest) => [interest.keyword, interest.weight, sourceText(interest.source, network), interest.papers.length, interest.tweet_ids.length]),
  );
}

/**
 * The weights of the keyphrases merged into an interest (`original_keywords_with_weights`, read by
 * the schema); null where the server does not report them (the release line).
 */
export function keyphraseWeights(interest: LongTermInterest): Record<string, number> | null {
  if (interest.original_keywords_with_weights === undefined) return null;
  return Object.fromEntries(mergedKeyphrases(interest).flatMap((item) => (item.weight === null ? [] : [[item.phrase, item.weight]])));
}

export type ExportedInterest = {
  keyword: string;
  weight: number;
  source: LongTermInterest['source'];
  /** the keyphrases merged into this interest (original_keywords) */
  keyphrases: string[];
  /** their weights, where the server gives them */
  keyphrase_weights?: Record<string, number>;
  categories: string[];
  papers: { id: number; title: string | null; year: number | null; url: string | null }[];
  tweets: string[];
};

export type ExportedProfile = {
  user: { id: number; name: string };
  exported_on: string;
  interests: ExportedInterest[];
};

/**
 * The interest profile as JSON: whose it is and when it was saved, and every interest with its
 * weight, its source with the papers and tweets behind it, its keyphrases (with their weights
 * where the server gives them) and categories; heaviest first.
 */
export function profileJson(interests: readonly LongTermInterest[], user: { id: number; name: string }, date = new Date()): ExportedProfile {
  return {
    user,
    exported_on: isoDay(date),
    interests: byWeight(interests).map((interest) => {
      const weights = keyphraseWeights(interest);
      return {
        keyword: interest.keyword,
        weight: interest.weight,
        source: interest.source,
        keyphrases: [...interest.original_keywords],
        ...(weights ? { keyphrase_weights: weights } : {}),
        categories: interest.categories.flatMap((category) => (category.name ? [category.name] : [])),
        papers: interest.papers.map((paper) => ({ id: paper.id, title: paper.title, year: paper.year, url: paper.url })),
        tweets: [...interest.tweet_ids],
      };
    }),
  };
}
