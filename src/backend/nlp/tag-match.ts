/**
 * How a tweet (or a Bluesky post) matches the tags of Tweets & People: the share of a tag's words it
 * contains, and its score against all tags (word coverage plus keyword similarity).
 */
import type { RecommendedTweet } from '@/api/user/schemas';
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

/** A post of the seeded accounts' corpus (seed/tweet-corpus.ts), as Tweets & People lists it. */
type CorpusPost = Omit<RecommendedTweet, 'color' | 'tagId' | 'score'>;

/**
 * The seeded accounts' search over the post corpus: for each tag its n_tweets posts sharing the most of
 * its words (a post once, under the first tag that found it), scored against all tags; those over 40,
 * best first.
 */
export function searchCorpus(corpus: readonly CorpusPost[], tags: Tag[]): RecommendedTweet[] {
  const seen = new Set<string>();
  const found: RecommendedTweet[] = [];
  tags.forEach((tag) => {
    const tagStems = stems(tag.text);
    const hits = corpus
      .map((tweet) => ({ tweet, match: coverage(tagStems, stems(tweet.full_text)) }))
      .filter((hit) => hit.match > 0)
      .sort((a, b) => b.match - a.match)
      .slice(0, tag.n_tweets);
    hits.forEach(({ tweet }) => {
      if (seen.has(tweet.id_str)) return;
      seen.add(tweet.id_str);
      found.push({ ...tweet, color: tag.color, tagId: tag.id, score: scoreTweet(tweet, tags) });
    });
  });
  return found.filter((tweet) => tweet.score > 40).sort((a, b) => b.score - a.score);
}
