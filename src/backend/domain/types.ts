/** Rows of the built-in backend's database; every row is plain JSON so the whole state can be persisted. */
import type { InterestSource } from '@/api/user/schemas';
import type { RecommendedPaper } from '../nlp/recommend-publications';

export type DbUser = {
  id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  twitter_account_id: string | null;
  author_id: string | null;
  is_staff: boolean;
  /**
   * An account registered in this browser: its papers (and posts) come from the live sources
   * (Semantic Scholar, Bluesky), never from the seed's invented catalogue. Absent on seeded users.
   */
  live?: boolean;
  /**
   * A live account: how Wikipedia answered when its interests were last extracted ('unreachable':
   * the built-in list answered instead; they are extracted again at the next refresh or regeneration).
   * Absent before the first extraction.
   */
  wikipedia?: 'live' | 'unreachable';
};

export type DbPaper = {
  id: number;
  paper_id: string | null;
  title: string | null;
  authors: string | null;
  url: string | null;
  /** null: Semantic Scholar gave none (a live account's paper; outside the profile's window) */
  year: number | null;
  abstract: string | null;
  used_in_calc: boolean;
  updated_on: string;
  created_on: string;
  user: number;
};

/** A tweet row: an imported timeline tweet (screen_name null, entities JSON text) or a saved recommendation. */
export type DbTweet = {
  id: number;
  user: number;
  id_str: string | null;
  full_text: string | null;
  entities: string | null;
  screen_name: string | null;
  /** storage time, naive ISO (activity stats group by it) */
  created_on: string;
};

/**
 * How a computed weight came about (nlp/profile-score.ts), in the texts of one source: `texts` of them
 * mention the interest, with mean `strength` and mean `recency`; `sum` is Σ strength × recency, and
 * score = specificity × log2(1 + texts) × sum, scaled against `top`, the source's highest score.
 */
export type DbScoreParts = { source: 'papers' | 'posts'; texts: number; strength: number; recency: number; sum: number; specificity: number; score: number; top: number };

export type DbLongTerm = {
  id: number;
  user: number;
  keyword: string;
  original_keywords: string[];
  /** the merged phrases with their weights 1-5 (absent in data stored before they were computed) */
  original_keywords_with_weights?: Record<string, number>[];
  categories: string[];
  paper_ids: number[];
  tweet_ids: number[];
  weight: number;
  /** the user saved another weight than the computed one: regenerating the profile keeps it */
  set_by_hand?: boolean;
  /** how the computed weight came about (absent in data stored before it was kept, and for manual interests) */
  score_parts?: DbScoreParts;
  source: InterestSource;
  created_on: string;
  updated_on: string;
};

export type DbShortTerm = {
  id: number;
  user: number;
  keyword: string;
  original_keywords: string[];
  /** the merged phrases with their weights 1-5 (absent in data stored before they were computed) */
  original_keywords_with_weights?: Record<string, number>[];
  categories: string[];
  paper_ids: number[];
  tweet_ids: number[];
  weight: number;
  source: 'Twitter' | 'Scholar' | 'Manual';
  model_month: number;
  model_year: number;
  created_on: string;
  updated_on: string;
};

export type DbBlacklisted = { id: number; user: number; keyword: string };

/** A paper the user removed for good (remove-paper-for-user/): a later fetch does not bring it back. */
export type DbRemovedPaper = { user: number; paper_id: string };

/**
 * A background task of the newer routes (regenerate-interest-profile/, fetch-papers/): the server
 * does not report it in data-import-status; it completes at `completesAt` (ms).
 */
export type DbBackgroundJob = { user: number; kind: 'regenerate' | 'fetch'; completesAt: number };

/** A running import (registration or trigger-data-updata) that completes at `completesAt` (ms). */
export type DbImport = { user: number; startedAt: number; completesAt: number };

/**
 * The import of a live account's papers from Semantic Scholar (pipeline/live-import.ts): where it
 * stands, what it counted, and where fetching goes on after a failure or a cancel.
 */
export type DbLiveImport = {
  user: number;
  authorId: string;
  phase: 'fetching' | 'extracting' | 'waiting' | 'failed' | 'cancelled' | 'done';
  /** ms */
  startedAt: number;
  finishedAt: number | null;
  /** Semantic Scholar's paper count of the author (null until read) */
  total: number | null;
  /** papers read from Semantic Scholar so far */
  fetched: number;
  /** the offset of the next page to read (null: the list is read) */
  nextOffset: number | null;
  extractTotal: number;
  extracted: number;
  /** "Semantic Scholar is busy; trying again in 8 s" while waiting */
  wait: string | null;
  /** what failed, in a sentence naming the source */
  error: string | null;
  /** a remark on the result ("… the first 2,000 were imported.") */
  note: string | null;
  /** the user went on without (the rest of) the papers */
  skipped: boolean;
  /**
   * Items the sources listed that could not be read and were left out (a paper whose year is "2024",
   * a post without text), per source, with the field of the first one; absent in imports stored
   * before it was kept, and while nothing was left out.
   */
  leftOut?: { papers: { count: number; field: string | null }; posts: { count: number; field: string | null } };
  /** the last refresh of a finished import: what it changed ("3 new papers", "Nothing new") */
  refresh: { running: boolean; message: string | null; failed?: boolean; at: number } | null;
};

/** Why a paper or post is in a digest: an interest it matched, the recommendations API, or a followed researcher. */
export type DigestReason = { kind: 'interest'; interest: string } | { kind: 'recommended' } | { kind: 'following'; authorId: string; name: string };

/** One new paper or post of a digest, with every reason it is there (one entry per paper, however many sources brought it). */
export type DigestEntry = {
  /** `paper:<Semantic Scholar id>` or `post:<at uri>` */
  key: string;
  kind: 'paper' | 'post';
  title: string;
  authors: string | null;
  url: string | null;
  year: number | null;
  /** publication date (papers) or posting time (posts), ISO, when the source gives one */
  published: string | null;
  abstract: string | null;
  reasons: DigestReason[];
  /** how well it matches the profile (higher first) */
  score: number;
  /** a paper as Recommended Papers scores it (its keyphrases and Why?); absent on posts */
  scored?: RecommendedPaper;
};

/** One digest check of an account: what it found since the previous visit, and what failed (partial). */
export type DbDigest = {
  id: number;
  user: number;
  /** ms: when the check ran */
  checkedAt: number;
  /** ms: new since this time (the previous visit) */
  since: number;
  entries: DigestEntry[];
  /** a source failed: some interests or people were not checked */
  partial: boolean;
  /** what failed, one sentence per source ("Semantic Scholar was busy; 2 of 5 interests checked") */
  failures: string[];
};

/** An account's digest clock: its last visit and check, and the entries it has seen. */
export type DbDigestClock = {
  user: number;
  /** ms: the last time the account opened the app (null: never) */
  lastVisit: number | null;
  /** ms: the last digest check that ran (null: none yet) */
  lastCheck: number | null;
  /** entry keys marked as seen */
  seen: string[];
  /** ms: a check that failed may run again from this time (absent: an hour after the last check) */
  retryAt?: number | null;
  /** what the last check could not do, in a sentence (null: it did all) */
  status?: string | null;
};

/** A researcher an account follows (a Semantic Scholar author), and their Bluesky handle when known. */
export type DbFollow = { user: number; authorId: string; name: string; bluesky: string | null; since: number };

/**
 * A researcher's feedback on Recommended Papers (docs/recommendations.md): `not-for-me` (the paper is
 * never recommended again and is a negative example), `more-like-this` (a positive example: the score
 * compares candidates with it as with the researcher's own papers), `less-keyphrase` (the keyphrase's
 * words weigh less in every candidate). One row per kind and target.
 */
export type DbRecommendationFeedback = {
  user: number;
  kind: 'not-for-me' | 'more-like-this' | 'less-keyphrase';
  /** the paper's id (Semantic Scholar's), or the keyphrase */
  target: string;
  /** the paper's title and abstract (what the feedback list names, what a positive example is compared by); null for a keyphrase */
  title: string | null;
  abstract: string | null;
  /** ms: when it was given */
  at: number;
};

/** An account's last list of Recommended Papers, its interests and its time: the page opens on it at once. */
export type DbRecommendationList = {
  user: number;
  interests: { text: string; weight: number }[];
  /** the papers as the recommended-publications route answered them */
  papers: unknown[];
  /** ms */
  at: number;
};

export type DbState = {
  version: number;
  users: DbUser[];
  tokens: Record<string, number>;
  papers: DbPaper[];
  tweets: DbTweet[];
  longTerm: DbLongTerm[];
  shortTerm: DbShortTerm[];
  blacklist: DbBlacklisted[];
  imports: DbImport[];
  nextId: { user: number; paper: number; tweet: number; longTerm: number; shortTerm: number; blacklist: number };
  /** counter mixed into generated tokens so they stay deterministic */
  tokenCounter: number;
  /** papers removed for good, per user (absent in states stored before the life-cycle routes) */
  removedPapers?: DbRemovedPaper[];
  /** running background tasks of the life-cycle routes */
  jobs?: DbBackgroundJob[];
  /** users whose interests wait for the keyphrase extraction to load (computed by the change that made them wait, or the backend's start on the stored state) */
  pendingInterests?: number[];
  /** the live accounts' imports from Semantic Scholar */
  liveImports?: DbLiveImport[];
  /** the accounts' digests of new papers and posts (kept 30 days) */
  digests?: DbDigest[];
  /** per account: last visit, last check, what was seen */
  digestClocks?: DbDigestClock[];
  /** the researchers each account follows */
  following?: DbFollow[];
  /** the accounts' feedback on Recommended Papers */
  recommendationFeedback?: DbRecommendationFeedback[];
  /** each account's last list of Recommended Papers */
  recommendationLists?: DbRecommendationList[];
};

export const STATE_VERSION = 1;
