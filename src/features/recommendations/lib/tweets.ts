/** Shaping of recommended and saved tweets for the screen (pure, unit-tested). */
import type { RecommendedTweet, SavedTweet } from '@/api/user/schemas';
import type { Tag } from './tags';

/** The request key of the tags: what the server reads (api-contract 5.4), in a stable order. */
export function tagRequests(tags: readonly Tag[]) {
  return [...tags]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ id, text, n_tweets, color }) => ({ id, text, n_tweets, color }));
}

export type ShownTweet = { tweet: RecommendedTweet; tag: Tag };

/**
 * Tweets in the order of the tags that found them (so reordering tags reorders tweets), best score
 * first within a tag. Tweets of a tag that is gone, and hidden ones, are left out.
 */
export function orderTweets(tweets: readonly RecommendedTweet[], tags: readonly Tag[], hidden: ReadonlySet<string> = new Set()): ShownTweet[] {
  const position = new Map(tags.map((tag, index) => [String(tag.id), { tag, index }]));
  return tweets
    .flatMap((tweet) => {
      const found = position.get(String(tweet.tagId));
      return found && !hidden.has(tweet.id_str) ? [{ tweet, ...found }] : [];
    })
    .sort((a, b) => a.index - b.index || b.tweet.score - a.tweet.score)
    .map(({ tweet, tag }) => ({ tweet, tag }));
}

export type Person = {
  id: string;
  name: string;
  screenName: string;
  avatar: string;
  followers: number;
  statuses: number;
  tags: Tag[];
};

/** The distinct authors of the shown tweets, in order of their first tweet, with the tags they matched. */
export function peopleFromTweets(shown: readonly ShownTweet[]): Person[] {
  const people = new Map<string, Person>();
  shown.forEach(({ tweet, tag }) => {
    const { user } = tweet;
    const known = people.get(user.id_str);
    if (known) {
      if (!known.tags.some((t) => t.id === tag.id)) known.tags.push(tag);
      return;
    }
    people.set(user.id_str, {
      id: user.id_str,
      name: user.name,
      screenName: user.screen_name,
      avatar: user.profile_image_url_https,
      followers: user.followers_count,
      statuses: user.statuses_count,
      tags: [tag],
    });
  });
  return [...people.values()];
}

export type SavedRecommendation = { id_str: string; full_text: string; screen_name: string };

/** Only saved recommendations (rows with a screen_name), once per id_str, newest save first. */
export function savedRecommendations(rows: readonly SavedTweet[]): SavedRecommendation[] {
  const seen = new Set<string>();
  const saved: SavedRecommendation[] = [];
  [...rows].reverse().forEach((row) => {
    if (row.screen_name === null || row.id_str === null || seen.has(row.id_str)) return;
    seen.add(row.id_str);
    saved.push({ id_str: row.id_str, full_text: row.full_text ?? '', screen_name: row.screen_name });
  });
  return saved;
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
/** Links, and Bluesky mentions (`@name.bsky.social`, `@ada.example.org`) after a space or at the start. */
const URL_OR_MENTION = /https?:\/\/[^\s<>"]+|(?<![\w@.])@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]/gi;

/**
 * Splits tweet text into plain text and http(s) links (rendered as text and anchors, never as HTML);
 * with `mentions`, a Bluesky handle after @ links to its profile on bsky.app.
 */
export function textSegments(text: string, { mentions = false }: { mentions?: boolean } = {}): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(mentions ? URL_OR_MENTION : URL_PATTERN)) {
    const start = match.index;
    // a sentence's final punctuation is not part of the link
    const found = match[0].replace(/[.,;:!?)]+$/, '');
    const href = found.startsWith('@') ? `https://bsky.app/profile/${encodeURIComponent(found.slice(1).toLowerCase())}` : found;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: found, href });
    last = start + found.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return compact.format(value);
}

export function formatScore(score: number): string {
  return `${Math.round(score)}%`;
}

/** Longer texts than a tweet are cut on screen. */
export const TEXT_LIMIT = 320;
