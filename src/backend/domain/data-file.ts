/**
 * "Your data is yours": one account's data as one JSON file (Download my data) and back (Restore
 * from a file). The file names its format and version; restoring validates it whole before anything
 * changes, then replaces the account's data (never adds to it: restoring twice gives the same data).
 * The rows of one account live in the tables listed in `accountRows` below: a table added to the
 * state for an account's data goes there too, or the download leaves it out.
 * Versions: 1 (before the digest), 2 (adds the researchers followed, the digest clock and the
 * digests), 3 (adds the feedback on Recommended Papers). A version-1 file restores as before and
 * keeps what the account follows and its digests; a file before version 3 keeps the account's feedback.
 */
import * as z from 'zod/mini';
import { INTEREST_SOURCES } from '@/api/user/interest-sources';
import type { Db } from '.';
import type { DbDigest, DbLongTerm, DbPaper, DbRecommendationFeedback, DbShortTerm, DbTweet, DbUser } from './types';

export const DATA_FORMAT = 'rima-standalone-data';
export const DATA_VERSION = 3;
/** A larger file is not one this app wrote (the whole browser database is far smaller). */
export const MAX_DATA_FILE_CHARS = 200 * 1024 * 1024;

const text = z.nullable(z.string());
const ids = z.array(z.int());
/** An interest's weight: 1 to 5, as the spec fixes it (and as the pages read it); -3 or 1e308 is no weight. */
const weight = z.number().check(z.gte(1), z.lte(5));
const weighted = z.optional(z.array(z.record(z.string(), weight)));

const paperSchema = z.object({
  id: z.int(),
  paper_id: text,
  title: text,
  authors: text,
  url: text,
  year: z.nullable(z.int()),
  abstract: text,
  used_in_calc: z.boolean(),
  created_on: z.string(),
  updated_on: z.string(),
});
const tweetSchema = z.object({
  id: z.int(),
  id_str: text,
  full_text: text,
  entities: text,
  screen_name: text,
  created_on: z.string(),
});
const interestFields = {
  keyword: z.string(),
  original_keywords: z.array(z.string()),
  original_keywords_with_weights: weighted,
  categories: z.array(z.string()),
  paper_ids: ids,
  tweet_ids: ids,
  weight,
  created_on: z.string(),
  updated_on: z.string(),
};
const longTermSchema = z.object({ ...interestFields, source: z.enum(INTEREST_SOURCES) });
const shortTermSchema = z.object({
  ...interestFields,
  source: z.enum(['Twitter', 'Scholar', 'Manual']),
  model_month: z.int(),
  model_year: z.int(),
});

const reasonSchema = z.union([
  z.object({ kind: z.literal('interest'), interest: z.string() }),
  z.object({ kind: z.literal('recommended') }),
  z.object({ kind: z.literal('following'), authorId: z.string(), name: z.string() }),
]);
const entrySchema = z.object({
  key: z.string(),
  kind: z.enum(['paper', 'post']),
  title: z.string(),
  authors: text,
  url: text,
  year: z.nullable(z.int()),
  published: text,
  abstract: text,
  reasons: z.array(reasonSchema),
  score: z.number(),
  /** a paper as Recommended Papers scored it (kept as written; the page reads it through its schema) */
  scored: z.optional(z.looseObject({ paperId: z.string(), title: z.string(), score: z.number(), paper_keywords: z.record(z.string(), z.number()) })),
});
const digestSchema = z.object({ checkedAt: z.number(), since: z.number(), entries: z.array(entrySchema), partial: z.boolean(), failures: z.array(z.string()) });
const followSchema = z.object({ authorId: z.string(), name: z.string(), bluesky: text, since: z.number() });
const feedbackSchema = z.object({
  kind: z.enum(['not-for-me', 'more-like-this', 'less-keyphrase']),
  target: z.string().check(z.minLength(1)),
  title: text,
  abstract: text,
  at: z.number(),
});
const digestClockSchema = z.object({ last_visit: z.nullable(z.number()), last_check: z.nullable(z.number()), seen: z.array(z.string()) });

export const dataFileSchema = z.object({
  format: z.literal(DATA_FORMAT),
  /** 1: written before the digest (its fields absent) */
  version: z.union([z.literal(1), z.literal(2), z.literal(DATA_VERSION)]),
  exported_on: z.string(),
  account: z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    author_id: text,
    twitter_account_id: text,
  }),
  papers: z.array(paperSchema),
  /** Semantic Scholar ids of the papers removed for good (a refresh does not bring them back) */
  removed_papers: z.array(z.string()),
  interests: z.object({ long_term: z.array(longTermSchema), short_term: z.array(shortTermSchema) }),
  blacklist: z.array(z.string()),
  /** imported posts and saved ones (screen_name set) */
  tweets: z.array(tweetSchema),
  /**
   * The ids (`id_str`) of the Bluesky posts hidden in Tweets & People (kept in the cache, not in the
   * tables). Optional: files written before it was added restore as before, keeping what is hidden.
   */
  hidden_posts: z.optional(z.array(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,255}$/)))),
  /** version 2: the researchers followed (Semantic Scholar author ids) */
  following: z.optional(z.array(followSchema)),
  /** version 2: the last visit and check, and the entries seen */
  digest_clock: z.optional(z.nullable(digestClockSchema)),
  /** version 2: the digests of the last 30 days */
  digests: z.optional(z.array(digestSchema)),
  /** version 3: the feedback on Recommended Papers (not for me, more like this, less of a keyphrase) */
  recommendation_feedback: z.optional(z.array(feedbackSchema)),
});
export type DataFile = z.infer<typeof dataFileSchema>;

export type DataCounts = { papers: number; interests: number; blacklisted: number; saved_tweets: number; imported_tweets: number };

/** The rows of one account, table by table. */
function accountRows(db: Db, userId: number) {
  const state = db.store.get();
  const own = <T extends { user: number }>(rows: T[]) => rows.filter((row) => row.user === userId);
  return {
    papers: own(state.papers),
    tweets: own(state.tweets),
    longTerm: own(state.longTerm),
    shortTerm: own(state.shortTerm),
    blacklist: own(state.blacklist),
    removedPapers: own(state.removedPapers ?? []),
    following: own(state.following ?? []),
    digests: own(state.digests ?? []),
    digestClock: own(state.digestClocks ?? [])[0] ?? null,
    feedback: own(state.recommendationFeedback ?? []),
  };
}

function countsOf(rows: { papers: unknown[]; longTerm: unknown[]; blacklist: unknown[]; tweets: { screen_name: string | null }[] }): DataCounts {
  const saved = rows.tweets.filter((tweet) => tweet.screen_name !== null).length;
  return { papers: rows.papers.length, interests: rows.longTerm.length, blacklisted: rows.blacklist.length, saved_tweets: saved, imported_tweets: rows.tweets.length - saved };
}

/** What the account holds now. */
export function accountCounts(db: Db, userId: number): DataCounts {
  return countsOf(accountRows(db, userId));
}

/** What the file holds. */
export function fileCounts(file: DataFile): DataCounts {
  return countsOf({ papers: file.papers, longTerm: file.interests.long_term, blacklist: file.blacklist, tweets: file.tweets });
}

const withoutUser = <T extends { user: number }>({ user: _user, ...rest }: T): Omit<T, 'user'> => rest;
const withoutIds = <T extends { id: number; user: number }>({ id: _id, user: _user, ...rest }: T): Omit<T, 'id' | 'user'> => rest;

/** The account's data as the file Download my data saves (no password, no token), with the posts it hid. */
export function exportAccount(db: Db, user: DbUser, hiddenPosts: readonly string[] = []): DataFile {
  const rows = accountRows(db, user.id);
  return {
    format: DATA_FORMAT,
    version: DATA_VERSION,
    exported_on: new Date(db.now()).toISOString(),
    account: {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      author_id: user.author_id,
      twitter_account_id: user.twitter_account_id,
    },
    papers: rows.papers.map(withoutUser),
    removed_papers: rows.removedPapers.map((removed) => removed.paper_id),
    interests: { long_term: rows.longTerm.map(withoutIds), short_term: rows.shortTerm.map(withoutIds) },
    blacklist: rows.blacklist.map((row) => row.keyword),
    tweets: rows.tweets.map(withoutUser),
    hidden_posts: [...hiddenPosts],
    following: rows.following.map(withoutUser),
    digest_clock: rows.digestClock && { last_visit: rows.digestClock.lastVisit, last_check: rows.digestClock.lastCheck, seen: rows.digestClock.seen },
    digests: rows.digests.map(withoutIds),
    recommendation_feedback: rows.feedback.map(withoutUser),
  };
}

/** Why a file cannot be restored, in one sentence for the user. */
export class DataFileError extends Error {
  override name = 'DataFileError';
}

/** Reads a file's text: its data, or a DataFileError that says why it cannot be restored. */
export function parseDataFile(content: string): DataFile {
  if (content.length > MAX_DATA_FILE_CHARS) throw new DataFileError('This file is too large to be a RIMA data file: nothing was changed.');
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new DataFileError('This file is not a RIMA data file (it is not JSON): nothing was changed.');
  }
  const format = typeof value === 'object' && value !== null && 'format' in value ? value.format : undefined;
  if (format !== DATA_FORMAT) {
    throw new DataFileError('This file was not saved by "Download my data" of RIMA (it comes from another app): nothing was changed.');
  }
  const version = 'version' in (value as object) ? (value as { version: unknown }).version : undefined;
  if (typeof version === 'number' && version > DATA_VERSION) {
    throw new DataFileError('This file was saved by a newer version of RIMA than this one: nothing was changed.');
  }
  const parsed = z.safeParse(dataFileSchema, value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    throw new DataFileError(`This RIMA data file is damaged or incomplete${where}: nothing was changed.`);
  }
  return parsed.data;
}

/**
 * Replaces the account's data with the file's: profile fields (not the email or the password),
 * papers, removed papers, interests, blacklist and tweets (the hidden posts live in the cache: the
 * restore route replaces them). Rows get new ids (interests keep pointing
 * at their papers and tweets); a running import of the account stops, so it cannot write over them.
 */
export function restoreAccount(db: Db, userId: number, file: DataFile): void {
  const state = db.store.get();
  const user = state.users.find((candidate) => candidate.id === userId);
  if (!user) throw new Error(`no user ${userId}`);
  const others = <T extends { user: number }>(rows: T[]) => rows.filter((row) => row.user !== userId);

  user.first_name = file.account.first_name;
  user.last_name = file.account.last_name;
  user.author_id = file.account.author_id;
  user.twitter_account_id = file.account.twitter_account_id;

  const paperIds = new Map<number, number>();
  const papers: DbPaper[] = file.papers.map((paper) => {
    const id = db.store.nextId('paper');
    paperIds.set(paper.id, id);
    return { ...paper, id, user: userId };
  });
  const tweetIds = new Map<number, number>();
  const tweets: DbTweet[] = file.tweets.map((tweet) => {
    const id = db.store.nextId('tweet');
    tweetIds.set(tweet.id, id);
    return { ...tweet, id, user: userId };
  });
  const mapped = (from: number[], map: Map<number, number>) => from.flatMap((id) => map.get(id) ?? []);
  const longTerm: DbLongTerm[] = file.interests.long_term.map((interest) => ({
    ...interest,
    id: db.store.nextId('longTerm'),
    user: userId,
    paper_ids: mapped(interest.paper_ids, paperIds),
    tweet_ids: mapped(interest.tweet_ids, tweetIds),
  }));
  const shortTerm: DbShortTerm[] = file.interests.short_term.map((interest) => ({
    ...interest,
    id: db.store.nextId('shortTerm'),
    user: userId,
    paper_ids: mapped(interest.paper_ids, paperIds),
    tweet_ids: mapped(interest.tweet_ids, tweetIds),
  }));
  const keywords = [...new Set(file.blacklist)];

  state.papers = [...others(state.papers), ...papers];
  state.tweets = [...others(state.tweets), ...tweets];
  state.longTerm = [...others(state.longTerm), ...longTerm];
  state.shortTerm = [...others(state.shortTerm), ...shortTerm];
  state.blacklist = [...others(state.blacklist), ...keywords.map((keyword) => ({ id: db.store.nextId('blacklist'), user: userId, keyword }))];
  state.removedPapers = [...others(state.removedPapers ?? []), ...[...new Set(file.removed_papers)].map((paper_id) => ({ user: userId, paper_id }))];
  state.imports = others(state.imports);
  state.jobs = others(state.jobs ?? []);
  state.pendingInterests = (state.pendingInterests ?? []).filter((id) => id !== userId);
  restoreDigest(db, userId, file);
  restoreFeedback(db, userId, file);
  db.store.changed();
}

/** The researchers followed, the digest clock and the digests of a version-2 file (a version-1 file keeps the account's). */
function restoreDigest(db: Db, userId: number, file: DataFile) {
  const state = db.store.get();
  const others = <T extends { user: number }>(rows: T[]) => rows.filter((row) => row.user !== userId);
  if (file.following) {
    const unique = new Map(file.following.map((follow) => [follow.authorId, { ...follow, user: userId }]));
    state.following = [...others(state.following ?? []), ...unique.values()];
  }
  if (file.digest_clock !== undefined) {
    const clockRow = file.digest_clock && { user: userId, lastVisit: file.digest_clock.last_visit, lastCheck: file.digest_clock.last_check, seen: [...new Set(file.digest_clock.seen)] };
    state.digestClocks = [...others(state.digestClocks ?? []), ...(clockRow ? [clockRow] : [])];
  }
  if (file.digests) {
    const kept = others(state.digests ?? []);
    let id = kept.reduce((max, digest) => Math.max(max, digest.id), 0);
    // a scored paper is what this app wrote (its shape checked at the edge above; the page parses it again)
    const digests = file.digests.map((digest) => ({ ...digest, id: (id += 1), user: userId })) as DbDigest[];
    state.digests = [...kept, ...digests];
  }
}

/**
 * The feedback on Recommended Papers of a version-3 file, once per kind and target (a file before
 * version 3 keeps the account's); the account's last list is forgotten either way (it was ranked for
 * the data replaced).
 */
function restoreFeedback(db: Db, userId: number, file: DataFile) {
  const state = db.store.get();
  const others = <T extends { user: number }>(rows: T[]) => rows.filter((row) => row.user !== userId);
  state.recommendationLists = others(state.recommendationLists ?? []);
  if (!file.recommendation_feedback) return;
  const unique = new Map(file.recommendation_feedback.map((row): [string, DbRecommendationFeedback] => [`${row.kind}:${row.target}`, { ...row, user: userId }]));
  state.recommendationFeedback = [...others(state.recommendationFeedback ?? []), ...unique.values()];
}
