// zod's tree-shakable functional API: only the validators used here reach the bundle.
import * as z from 'zod/mini';
import '../zod-messages';
import { INTEREST_SOURCES, type InterestSource } from './interest-sources';

/** A number that may arrive as a numeric string ("2019", "3.5"). */
export const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);

/** The largest count the screens accept (1e308 "papers" is not a count; the answer is rejected). */
export const MAX_COUNT = 1e9;

/** A count of things: a whole number from 0 to MAX_COUNT (numeric strings coerced). */
export const count = z.pipe(numeric, z.int().check(z.gte(0), z.lte(MAX_COUNT)));

/** A weight or score that cannot be negative (a pie of negative weights is not data). */
export const weight = z.pipe(numeric, z.number().check(z.gte(0), z.lte(MAX_COUNT)));

/** A similarity in percent: 0 to 100. */
export const percent = z.pipe(numeric, z.number().check(z.gte(0), z.lte(100)));

/** The longest name kept from the server; a longer one is cut here, before any layout sees it. */
export const MAX_NAME_LENGTH = 150;

/** `text` cut to `limit` characters with '…' (the schemas' cut for absurd lengths). */
export function cutAt(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** A string that may arrive as null, read as "". */
const textOrEmpty = z.pipe(
  z.nullable(z.string()),
  z.transform((value) => value ?? ''),
);

/** A person's name: null read as "", cut at MAX_NAME_LENGTH. */
const personName = z.pipe(
  textOrEmpty,
  z.transform((value) => cutAt(value, MAX_NAME_LENGTH)),
);

export const userSchema = z.object({
  email: z.string(),
  first_name: personName,
  last_name: personName,
  id: z.int(),
  twitter_account_id: z.nullable(z.string()),
  author_id: z.nullable(z.string()),
  paper_count: count,
  tweet_count: count,
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

export const loginResponseSchema = z.extend(userSchema, {
  token: z.string().check(z.minLength(1)),
  data_being_loaded: z.boolean(),
  /** the development line adds it (api-contract-development 1) */
  is_staff: z.optional(z.boolean()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const dataImportStatusSchema = z.object({ data_being_loaded: z.boolean() });
export type DataImportStatus = z.infer<typeof dataImportStatusSchema>;

/** `{}` answers (trigger-*, long-term POST, logout) */
export const emptyObjectSchema = z.looseObject({});

/** Exactly `{}`: what the development line's class views answer (`POST papers/`, the life-cycle routes). */
export const exactlyEmptySchema = z.strictObject({});

export const paperSchema = z.object({
  id: z.int(),
  paper_id: z.optional(z.nullable(z.string())),
  title: z.nullable(z.string()),
  authors: z.nullable(z.string()),
  url: z.nullable(z.string()),
  /** null: the source gave no year (a live account's imported paper) */
  year: z.nullable(numeric),
  abstract: z.nullable(z.string()),
  used_in_calc: z.optional(z.boolean()),
  updated_on: z.optional(z.string()),
  created_on: z.optional(z.string()),
  /** release: the owner's id; development line: the ids of every user who holds the paper (shared papers) */
  user: z.optional(z.union([z.int(), z.array(z.int())])),
  /** development line: ids of the paper's author rows */
  author: z.optional(z.array(z.union([z.int(), z.string()]))),
});
export type Paper = z.infer<typeof paperSchema>;
export const paperListSchema = z.array(paperSchema);

/** `POST papers/`: the created paper (release) or `{}` (development line; the list must be fetched again). */
export const createdPaperSchema = z.union([
  paperSchema,
  z.pipe(
    exactlyEmptySchema,
    z.transform(() => null),
  ),
]);

export const categorySchema = z.object({ name: z.nullable(z.string()) });
export type Category = z.infer<typeof categorySchema>;

export const interestSourceSchema = z.enum(INTEREST_SOURCES);
export type { InterestSource };

/** A list the server may leave out: read as []. */
function listOrEmpty<T extends z.core.SomeType>(item: T) {
  return z._default(z.array(item), []);
}

/**
 * The newer line's `original_keywords_with_weights` (api-contract-development 1): one-key objects
 * `{"learning analytics": 4.2}`, the phrases merged into the interest with their weights. Absent on
 * the release line: undefined, so a client can tell "no weights reported" from "none merged" ([]).
 */
const keyphraseWeights = z.optional(z.array(z.record(z.string(), weight)));

/**
 * How the built-in backend computed an interest's weight, in the texts of one source: `texts` of them
 * mention it, with mean `strength` and mean `recency`; `sum` is Σ strength × recency; score =
 * specificity × log2(1 + texts) × sum, scaled 1 to 5 against `top`, the source's highest score.
 */
export const scorePartsSchema = z.object({
  source: z.enum(['papers', 'posts']),
  texts: z.int().check(z.gte(0)),
  strength: z.number(),
  recency: z.number(),
  sum: z.number(),
  specificity: z.number(),
  score: z.number(),
  top: z.number(),
});
export type ScoreParts = z.infer<typeof scorePartsSchema>;

/** What long- and short-term interests both have first: the keyword and where it came from. */
const interestKeywordFields = {
  id: z.int(),
  keyword: z.string(),
  original_keyword: z.optional(z.nullable(z.string())),
  original_keywords: listOrEmpty(z.string()),
  original_keywords_with_weights: keyphraseWeights,
  categories: listOrEmpty(categorySchema),
};
/** …and last: when it changed, whose it is, the posts it came from. */
const interestRecordFields = {
  updated_on: z.optional(z.string()),
  created_on: z.optional(z.string()),
  user: z.optional(z.int()),
  tweets: listOrEmpty(z.number()),
};

export const longTermInterestSchema = z.object({
  ...interestKeywordFields,
  tweet_ids: listOrEmpty(z.string()),
  papers: listOrEmpty(paperSchema),
  weight,
  /** the built-in backend: the user set this weight (regeneration keeps it); absent from the RIMA server */
  weight_set_by_hand: z.optional(z.boolean()),
  /** the built-in backend: the numbers of the interest's score (docs/profile-score.md); absent from the RIMA server */
  score_parts: z.optional(scorePartsSchema),
  source: interestSourceSchema,
  ...interestRecordFields,
});
export type LongTermInterest = z.infer<typeof longTermInterestSchema>;
export const longTermInterestListSchema = z.array(longTermInterestSchema);

export const shortTermInterestSchema = z.object({
  ...interestKeywordFields,
  paper_db_ids: listOrEmpty(z.number()),
  tweet_ids: listOrEmpty(z.string()),
  weight,
  source: z.enum(['Twitter', 'Scholar', 'Manual']),
  model_month: z.int(),
  model_year: z.int(),
  used_in_calc: z.optional(z.boolean()),
  ...interestRecordFields,
  papers: listOrEmpty(z.number()),
});
export type ShortTermInterest = z.infer<typeof shortTermInterestSchema>;
export const shortTermInterestListSchema = z.array(shortTermInterestSchema);

/** "2021": a year key of the stats and the stream. */
const yearKey = z.string().check(z.regex(/^\d{4}$/));
/** "March 2024": a month key of the stats and the stream. */
const monthKey = z.string().check(z.regex(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/));

export const streamPointSchema = z.object({ keyword__name: z.string(), weight });
export type StreamPoint = z.infer<typeof streamPointSchema>;
export const streamGraphSchema = z.object({
  twitter_data: z.record(monthKey, z.array(streamPointSchema)),
  paper_data: z.record(yearKey, z.array(streamPointSchema)),
});
export type StreamGraph = z.infer<typeof streamGraphSchema>;

export const activityStatsSchema = z.object({
  papers: z.record(yearKey, count),
  tweets: z.record(monthKey, count),
});
export type ActivityStats = z.infer<typeof activityStatsSchema>;

export const blacklistedKeywordSchema = z.object({ id: z.int(), keyword: z.string() });
export type BlacklistedKeyword = z.infer<typeof blacklistedKeywordSchema>;
export const blacklistedKeywordListSchema = z.array(blacklistedKeywordSchema);

/** keyword -> score, in the algorithm's rank order (keys are never integer-like in practice) */
export const extractionResultSchema = z.record(z.string(), numeric);
export type ExtractionResult = z.infer<typeof extractionResultSchema>;

/**
 * Beyond a server's answer, from the built-in backend's word vectors: the similarity rests on
 * estimates (words outside the vector table, or no table at all). Absent: not approximate.
 */
const approximationFields = {
  approximate: z.optional(z.enum(['estimated-words', 'vectors-unavailable'])),
  /** the words whose vectors were estimated from their spelling (at most 20 kept) */
  estimated_words: z.optional(
    z.pipe(
      z.array(z.string()),
      z.transform((words) => words.slice(0, 20).map((word) => cutAt(word, MAX_NAME_LENGTH))),
    ),
  ),
};
export type Approximation = { approximate?: 'estimated-words' | 'vectors-unavailable'; estimated_words?: string[] };

export const keywordSimilaritySchema = z.object({
  score: percent,
  ...approximationFields,
  /** the built-in backend's WikiLinkMeasure could not reach Wikipedia: the score is the built-in measure's */
  wikipedia: z.optional(z.enum(['unreachable'])),
});
export type KeywordSimilarity = z.infer<typeof keywordSimilaritySchema>;

const cutName = (name: string) => cutAt(name, MAX_NAME_LENGTH);
const cutKeys = <T>(record: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(record).map(([key, value]) => [cutName(key), value]));

const userSimilarityFields = z.object({
  score: z.union([z.literal('N/A'), percent]),
  ...approximationFields,
  bar_chart_data: z.object({
    user_1_data: z.record(z.string(), numeric),
    user_2_data: z.record(z.string(), numeric),
  }),
  heat_map_data: z.record(z.string(), z.record(z.string(), numeric)),
  venn_chart_data: z.object({
    user_1_exclusive_interest: z.array(z.string()),
    user_2_exclusive_interest: z.array(z.string()),
    similar_interests: z.object({
      user_1: z.record(z.string(), z.array(z.string())),
      user_2: z.record(z.string(), z.array(z.string())),
    }),
  }),
});

/**
 * The comparison (read only): every keyword name, as a key or in a list, cut at MAX_NAME_LENGTH
 * here, before any chart or list lays it out (a 1 MB keyword scrolled the page sideways).
 */
export const userSimilaritySchema = z.pipe(
  userSimilarityFields,
  z.transform((data) => ({
    score: data.score,
    ...(data.approximate ? { approximate: data.approximate, estimated_words: data.estimated_words ?? [] } : {}),
    bar_chart_data: { user_1_data: cutKeys(data.bar_chart_data.user_1_data), user_2_data: cutKeys(data.bar_chart_data.user_2_data) },
    heat_map_data: Object.fromEntries(Object.entries(data.heat_map_data).map(([row, cells]) => [cutName(row), cutKeys(cells)])),
    venn_chart_data: {
      user_1_exclusive_interest: data.venn_chart_data.user_1_exclusive_interest.map(cutName),
      user_2_exclusive_interest: data.venn_chart_data.user_2_exclusive_interest.map(cutName),
      similar_interests: {
        user_1: Object.fromEntries(Object.entries(data.venn_chart_data.similar_interests.user_1).map(([key, list]) => [cutName(key), list.map(cutName)])),
        user_2: Object.fromEntries(Object.entries(data.venn_chart_data.similar_interests.user_2).map(([key, list]) => [cutName(key), list.map(cutName)])),
      },
    },
  })),
);
export type UserSimilarity = z.output<typeof userSimilaritySchema>;


export const twitterMediaSchema = z.looseObject({ media_url_https: z.string() });
export type TwitterMedia = z.infer<typeof twitterMediaSchema>;

export const recommendedTweetSchema = z.object({
  id_str: z.string(),
  created_at: z.string(),
  full_text: z.string(),
  retweet_count: count,
  favorite_count: count,
  media: z.optional(z.array(twitterMediaSchema)),
  /** the post's own address (a Bluesky post of the standalone build; a tweet has none) */
  url: z.optional(z.string()),
  user: z.object({
    id_str: z.string(),
    name: z.string(),
    screen_name: z.string(),
    description: z.optional(z.nullable(z.string())),
    url: z.optional(z.nullable(z.string())),
    followers_count: count,
    friends_count: z.optional(count),
    statuses_count: count,
    profile_image_url_https: z.string(),
    profile_background_color: z.optional(z.string()),
  }),
  color: z.string(),
  tagId: z.union([z.string(), z.number()]),
  score: percent,
});
export type RecommendedTweet = z.infer<typeof recommendedTweetSchema>;

export const recommendedTweetsResponseSchema = z.object({
  message: z.optional(z.string()),
  data: z.array(recommendedTweetSchema),
});
export type RecommendedTweetsResponse = z.infer<typeof recommendedTweetsResponseSchema>;

export const savedTweetSchema = z.object({
  id_str: z.nullable(z.string()),
  full_text: z.nullable(z.string()),
  entities: z.optional(z.nullable(z.string())),
  screen_name: z.nullable(z.string()),
});
export type SavedTweet = z.infer<typeof savedTweetSchema>;
export const savedTweetListSchema = z.array(savedTweetSchema);

// ---- Publication recommendations (api-contract-development 3.1 to 3.3) ----

/** A similarity in percent, clamped to 0..100: a server's 103.2 or -2 is drawn at the edge. */
const clampedPercent = z.pipe(
  numeric,
  z.transform((value) => Math.min(100, Math.max(0, value))),
);

/** The most keyphrases kept per paper (the server sends 10 and 5; 10,000 would stall a cloud). */
export const MAX_PAPER_KEYPHRASES = 50;

/** keyphrase -> weight 1-5, in the server's order, names cut, at most MAX_PAPER_KEYPHRASES. */
const keyphraseMap = z.pipe(
  z._default(z.nullable(z.record(z.string(), numeric)), {}),
  z.transform((map) =>
    Object.fromEntries(
      Object.entries(map ?? {})
        .slice(0, MAX_PAPER_KEYPHRASES)
        .map(([name, value]) => [cutAt(name, MAX_NAME_LENGTH), value]),
    ),
  ),
);

/** One keyphrase against the interests: its weight, its score against the model, and per interest. */
export type KeyphraseSimilarity = { weight: number | null; model: number | null; interests: Record<string, number> };

const numberOrNull = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};
const clamp100 = (value: number) => Math.min(100, Math.max(0, value));

/**
 * `keywords_similarity`: `{kp: {data_weight, data_interest_model_publication_keyword_score,
 * "<interest>": {score, color}}}` read into KeyphraseSimilarity; values that are not numbers are left out.
 */
const keyphraseSimilarityMap = z.pipe(
  z._default(z.nullable(z.record(z.string(), z.nullable(z.record(z.string(), z.unknown())))), {}),
  z.transform((map) => {
    const out: Record<string, KeyphraseSimilarity> = {};
    Object.entries(map ?? {})
      .slice(0, MAX_PAPER_KEYPHRASES)
      .forEach(([keyphrase, entry]) => {
        const interests: Record<string, number> = {};
        let weightValue: number | null = null;
        let model: number | null = null;
        Object.entries(entry ?? {}).forEach(([key, value]) => {
          if (key === 'data_weight') weightValue = numberOrNull(value);
          else if (key === 'data_interest_model_publication_keyword_score') model = numberOrNull(value);
          else {
            const score = numberOrNull(typeof value === 'object' && value !== null && 'score' in value ? value.score : value);
            if (score !== null) interests[key] = clamp100(score);
          }
        });
        out[cutAt(keyphrase, MAX_NAME_LENGTH)] = { weight: weightValue, model: model === null ? null : clamp100(model), interests };
      });
    return out;
  }),
);

/**
 * How the built-in backend's score adds up (absent from a RIMA server): points per close own paper,
 * of related words, per interest and per own paper close in wording (they add up to the score), and per keyphrase plus the paper's other words (they
 * add up to it too). A malformed one is dropped, never the paper.
 */
const scoreExplanation = z.catch(
  z.optional(
    z.object({
      papers: z
        .array(z.object({ paperId: z.string(), title: z.pipe(textOrEmpty, z.transform((value) => cutAt(value, 1000))), points: clampedPercent, liked: z.optional(z.literal(true)) }))
        .check(z.maxLength(10)),
      /** what related words earn with the close papers, the pairs named ("a word of the paper ~ a word of yours"); none in lists kept before it */
      related: z._default(
        z.object({
          points: clampedPercent,
          words: z.array(z.pipe(z.string(), z.transform((value) => cutAt(value, MAX_NAME_LENGTH)))).check(z.maxLength(20)),
          pairs: z.int().check(z.nonnegative()),
        }),
        { points: 0, words: [], pairs: 0 },
      ),
      interests: z.record(z.string(), clampedPercent),
      /** the own papers closest in wording, each worth at most what leaving it out lowers the score by; none in lists kept before it */
      wording: z._default(
        z
          .array(z.object({ paperId: z.string(), title: z.pipe(textOrEmpty, z.transform((value) => cutAt(value, 1000))), points: clampedPercent, liked: z.optional(z.literal(true)) }))
          .check(z.maxLength(10)),
        [],
      ),
      /** what the papers, interests and wording earn only together (the score's curve, papers alike); 0 in lists kept before it */
      together: z._default(clampedPercent, 0),
      keyphrases: z.record(z.string(), clampedPercent),
      other_words: clampedPercent,
    }),
  ),
  undefined,
);
export type ScoreExplanation = NonNullable<z.output<typeof scoreExplanation>>;

/**
 * Where the built-in backend found a paper (absent from a RIMA server): the search for an interest,
 * or papers like one of the researcher's own (`paperId`/`title` null: like their papers as a whole).
 * A malformed one is dropped, never the paper.
 */
const foundBy = z.catch(
  z.nullable(
    z.optional(
      z.union([
        z.object({ kind: z.literal('interest'), interest: z.pipe(z.string(), z.transform((value) => cutAt(value, MAX_NAME_LENGTH))) }),
        z.object({
          kind: z.literal('paper'),
          paperId: z.nullable(z.string()),
          title: z.nullable(z.pipe(z.string(), z.transform((value) => cutAt(value, 1000)))),
          liked: z.optional(z.literal(true)),
        }),
      ]),
    ),
  ),
  null,
);
export type FoundBy = NonNullable<z.output<typeof foundBy>>;

export const recommendedPaperSchema = z.object({
  paperId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.pipe(
    z._default(textOrEmpty, ''),
    z.transform((value) => cutAt(value, 1000)),
  ),
  abstract: z._default(z.nullable(z.string()), null),
  year: z._default(z.nullable(z.pipe(numeric, z.int())), null),
  url: z._default(z.nullable(z.string()), null),
  authors: z.pipe(
    z._default(z.nullable(z.array(z.object({ authorId: z._default(z.nullable(z.union([z.string(), z.number()])), null), name: personName }))), []),
    z.transform((list) => list ?? []),
  ),
  score: clampedPercent,
  paper_keywords: keyphraseMap,
  extra_keywords: keyphraseMap,
  interests_similarity: z.pipe(
    z._default(z.nullable(z.record(z.string(), clampedPercent)), {}),
    z.transform((map) => map ?? {}),
  ),
  keywords_similarity: keyphraseSimilarityMap,
  explanation: scoreExplanation,
  found_by: z.pipe(foundBy, z.transform((value) => value ?? null)),
  ...approximationFields,
});
export type RecommendedPaper = z.output<typeof recommendedPaperSchema>;

/** `{message, data: [paper, …]}`: each paperId once (the first, the better ranked). */
export const recommendedPublicationsSchema = z.pipe(
  z.object({ message: z.optional(z.nullable(z.string())), data: z.array(recommendedPaperSchema) }),
  z.transform((answer) => {
    const seen = new Set<string>();
    return answer.data.filter((paper) => (seen.has(paper.paperId) ? false : (seen.add(paper.paperId), true)));
  }),
);

export const keywordWhatIfSchema = z.pipe(
  z.object({ message: z.optional(z.nullable(z.string())), data: z.object({ score: clampedPercent }) }),
  z.transform((answer) => ({ score: answer.data.score })),
);

export const interestsWhatIfSchema = z.pipe(
  z.object({
    message: z.optional(z.nullable(z.string())),
    data: z.object({ score: clampedPercent, interests_similarity: z._default(z.record(z.string(), clampedPercent), {}) }),
  }),
  z.transform((answer) => answer.data),
);
