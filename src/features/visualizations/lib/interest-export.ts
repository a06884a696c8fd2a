import type { LongTermInterest } from '@/api/user/schemas';
import { isoDay, toCsv } from '@/components/charts/chart-export';

/** Heaviest first, then by keyword: the order of both exports. */
function byWeight(interests: readonly LongTermInterest[]): LongTermInterest[] {
  return [...interests].sort((a, b) => b.weight - a.weight || a.keyword.localeCompare(b.keyword));
}

export const INTEREST_CSV_COLUMNS = ['keyword', 'weight', 'source', 'papers', 'tweets'] as const;

/** The interests as CSV: keyword, weight, source, number of papers, number of tweets; heaviest first. */
export function interestsCsv(interests: readonly LongTermInterest[]): string {
  return toCsv(
    INTEREST_CSV_COLUMNS,
    byWeight(interests).map((interest) => [interest.keyword, interest.weight, interest.source, interest.papers.length, interest.tweet_ids.length]),
  );
}

/**
 * The weights of the keyphrases merged into an interest, from `original_keywords_with_weights`
 * (one-key objects, `[{"learning analytics": 4.2}]`) where the server sends it; null where the
 * interest does not carry the field (older servers), and entries that are not a name and a number
 * are left out.
 */
export function keyphraseWeights(interest: LongTermInterest): Record<string, number> | null {
  // read defensively: the field is newer than some servers and than this client's schema
  const field: unknown = Reflect.get(interest, 'original_keywords_with_weights');
  if (!Array.isArray(field)) return null;
  const weights: Record<string, number> = {};
  for (const entry of field as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    for (const [phrase, weight] of Object.entries(entry)) {
      const value = typeof weight === 'string' ? Number(weight) : weight;
      if (typeof value === 'number' && Number.isFinite(value)) weights[phrase] = value;
    }
  }
  return weights;
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
  papers: { id: number; title: string | null; year: number; url: string | null }[];
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
