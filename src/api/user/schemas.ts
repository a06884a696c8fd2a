import { z } from 'zod';

/** A number that may arrive as a numeric string ("2019", "3.5"). */
export const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

export const userSchema = z.object({
  email: z.string(),
  first_name: z.string().nullable().transform((v) => v ?? ''),
  last_name: z.string().nullable().transform((v) => v ?? ''),
  id: z.number().int(),
  twitter_account_id: z.string().nullable(),
  author_id: z.string().nullable(),
  paper_count: numeric,
  tweet_count: numeric,
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = userSchema.extend({
  token: z.string().min(1),
  data_being_loaded: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const dataImportStatusSchema = z.object({ data_being_loaded: z.boolean() });
export type DataImportStatus = z.infer<typeof dataImportStatusSchema>;

/** `{}` answers (trigger-*, long-term POST, logout) */
export const emptyObjectSchema = z.object({}).loose();

export const paperSchema = z.object({
  id: z.number().int(),
  paper_id: z.string().nullable().optional(),
  title: z.string().nullable(),
  authors: z.string().nullable(),
  url: z.string().nullable(),
  year: numeric,
  abstract: z.string().nullable(),
  used_in_calc: z.boolean().optional(),
  updated_on: z.string().optional(),
  created_on: z.string().optional(),
  user: z.number().int().optional(),
});
export type Paper = z.infer<typeof paperSchema>;
export const paperListSchema = z.array(paperSchema);

export const categorySchema = z.object({ name: z.string().nullable() });
export type Category = z.infer<typeof categorySchema>;

export const interestSourceSchema = z.enum(['Manual', 'Scholar', 'Twitter', 'Scholar & Twitter']);
export type InterestSource = z.infer<typeof interestSourceSchema>;

export const longTermInterestSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  original_keyword: z.string().nullable().optional(),
  original_keywords: z.array(z.string()).default([]),
  categories: z.array(categorySchema).default([]),
  tweet_ids: z.array(z.string()).default([]),
  papers: z.array(paperSchema).default([]),
  weight: numeric,
  source: interestSourceSchema,
  updated_on: z.string().optional(),
  created_on: z.string().optional(),
  user: z.number().int().optional(),
  tweets: z.array(z.number()).default([]),
});
export type LongTermInterest = z.infer<typeof longTermInterestSchema>;
export const longTermInterestListSchema = z.array(longTermInterestSchema);

export const shortTermInterestSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  original_keyword: z.string().nullable().optional(),
  original_keywords: z.array(z.string()).default([]),
  categories: z.array(categorySchema).default([]),
  paper_db_ids: z.array(z.number()).default([]),
  tweet_ids: z.array(z.string()).default([]),
  weight: numeric,
  source: z.enum(['Twitter', 'Scholar', 'Manual']),
  model_month: z.number().int(),
  model_year: z.number().int(),
  used_in_calc: z.boolean().optional(),
  updated_on: z.string().optional(),
  created_on: z.string().optional(),
  user: z.number().int().optional(),
  tweets: z.array(z.number()).default([]),
  papers: z.array(z.number()).default([]),
});
export type ShortTermInterest = z.infer<typeof shortTermInterestSchema>;
export const shortTermInterestListSchema = z.array(shortTermInterestSchema);

export const streamPointSchema = z.object({ keyword__name: z.string(), weight: numeric });
export type StreamPoint = z.infer<typeof streamPointSchema>;
export const streamGraphSchema = z.object({
  twitter_data: z.record(z.string(), z.array(streamPointSchema)),
  paper_data: z.record(z.string(), z.array(streamPointSchema)),
});
export type StreamGraph = z.infer<typeof streamGraphSchema>;

export const activityStatsSchema = z.object({
  papers: z.record(z.string(), numeric),
  tweets: z.record(z.string(), numeric),
});
export type ActivityStats = z.infer<typeof activityStatsSchema>;

export const blacklistedKeywordSchema = z.object({ id: z.number().int(), keyword: z.string() });
export type BlacklistedKeyword = z.infer<typeof blacklistedKeywordSchema>;
export const blacklistedKeywordListSchema = z.array(blacklistedKeywordSchema);

/** keyword -> score, in the algorithm's rank order (keys are never integer-like in practice) */
export const extractionResultSchema = z.record(z.string(), numeric);
export type ExtractionResult = z.infer<typeof extractionResultSchema>;

export const keywordSimilaritySchema = z.object({ score: numeric });
export type KeywordSimilarity = z.infer<typeof keywordSimilaritySchema>;

export const userSimilaritySchema = z.object({
  score: z.union([z.literal('N/A'), numeric]),
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
export type UserSimilarity = z.infer<typeof userSimilaritySchema>;

export const builtInSimilaritySchema = z.object({ vals: z.number().nullable() });
export type BuiltInSimilarity = z.infer<typeof builtInSimilaritySchema>;

export const twitterMediaSchema = z.object({ media_url_https: z.string() }).loose();
export type TwitterMedia = z.infer<typeof twitterMediaSchema>;

export const recommendedTweetSchema = z.object({
  id_str: z.string(),
  created_at: z.string(),
  full_text: z.string(),
  retweet_count: numeric,
  favorite_count: numeric,
  media: z.array(twitterMediaSchema).optional(),
  user: z.object({
    id_str: z.string(),
    name: z.string(),
    screen_name: z.string(),
    description: z.string().nullable().optional(),
    url: z.string().nullable().optional(),
    followers_count: numeric,
    friends_count: numeric.optional(),
    statuses_count: numeric,
    profile_image_url_https: z.string(),
    profile_background_color: z.string().optional(),
  }),
  color: z.string(),
  tagId: z.union([z.string(), z.number()]),
  score: numeric,
});
export type RecommendedTweet = z.infer<typeof recommendedTweetSchema>;

export const recommendedTweetsResponseSchema = z.object({
  message: z.string().optional(),
  data: z.array(recommendedTweetSchema),
});
export type RecommendedTweetsResponse = z.infer<typeof recommendedTweetsResponseSchema>;

export const savedTweetSchema = z.object({
  id_str: z.string().nullable(),
  full_text: z.string().nullable(),
  entities: z.string().nullable().optional(),
  screen_name: z.string().nullable(),
});
export type SavedTweet = z.infer<typeof savedTweetSchema>;
export const savedTweetListSchema = z.array(savedTweetSchema);
