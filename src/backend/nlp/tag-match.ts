/**
 * How a tweet (or a Bluesky post) matches the tags of Tweets & People: the share of a tag's words it
 * contains, and its score against all tags (word coverage plus keyword similarity).
 */
import { keywordSimilarity } from './similarity';
import { tokenize } from './text';

export type Tag = { id: string | number; text: string; n_tweets: number; color: string };

export function stems(text: string): Set<string> {
  return new Set(tokenize(text).filter((t) => t.content).map((t) => t.stem));
}

/** Share of the tag's words that the tweet contains (0..1). */
export function coverage(tagStems: Set<string>, tweetStems: Set<string>): number {
  if (tagStems.size === 0) return 0;
  return [...tagStems].filter((s) => tweetStems.has(s)).length / tagStems.size;
}

/** A tweet's score against all tag texts: 0..100, two decimals (word coverage plus keyword similarity). */
export function scoreTweet(tweet: { full_text: string }, tags: Tag[]): number {
  const tweetStems = stems(tweet.full_text);
  const best = Math.max(
    0,
    ...tags.map((tag) => 0.6 * coverage(stems(tag.text), tweetStems) + 0.4 * keywordSimilarity(tag.text, tweet.full_text)),
  );
  return Math.round(Math.min(1, best) * 10000) / 100;
}
