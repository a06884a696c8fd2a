/**
 * Tweets & People on Bluesky (standalone build, live accounts): the network's status, start and
 * cancel (`/api/standalone/bluesky/network/`), ranked people (`…/people/`), hidden posts
 * (`…/hidden/`), and the ranked posts that recommended-tweets answers for a live account. Posts are
 * ranked by the same similarity to the tags as tweets (handlers/user/tweets.ts), people by how their
 * description and recent posts cover the researcher's interests.
 */
import type { RecommendedTweet } from '@/api/user/schemas';
import { blueskyPostKey, blueskyProfileUrl } from '@/lib/bluesky-handle';
import type { Db } from '../../domain';
import { json, malformedJson, MALFORMED, noContent, readJson } from '../../http-helpers';
import { cancelNetwork, hiddenPosts, hidePost, networkStatus, poolOf, startNetwork, type Person } from '../../pipeline/bluesky-network';
import type { BlueskyPost } from '../../sources/bluesky';
import { coverage, scoreTweet, stems, type Tag } from '../../nlp/tag-match';
import { callerId, type Route } from '../route';
import { isRecord } from '../user/validate';

/** What the tweet routes show of a post (the tweet shape, with the post's address and its images' alt text). */
function asTweet(post: BlueskyPost, tag: Tag, score: number): RecommendedTweet {
  return {
    id_str: blueskyPostKey(post.uri),
    created_at: post.createdAt,
    full_text: post.text,
    retweet_count: post.reposts,
    favorite_count: post.likes,
    media: post.images.map((image) => ({ media_url_https: image.thumb, alt: image.alt })),
    url: post.url,
    user: {
      id_str: post.author.did,
      name: post.author.displayName,
      screen_name: post.author.handle,
      profile_image_url_https: post.author.avatar ?? '',
      followers_count: 0,
      statuses_count: 0,
    },
    color: tag.color,
    tagId: tag.id,
    score,
  };
}

/** Posts of the network for the tags: per tag its best `n_tweets` matches, scored against all tags, above 40%, best first. */
export async function recommendedPosts(db: Db, userId: number, tags: Tag[]): Promise<RecommendedTweet[]> {
  const pool = await poolOf(db, userId);
  if (!pool) return [];
  const hidden = await hiddenPosts(db.kv, userId);
  const candidates = pool.posts
    .filter((post) => !hidden.has(blueskyPostKey(post.uri)))
    .map((post) => ({ post, stems: stems(post.text) }));
  const seen = new Set<string>();
  const found: RecommendedTweet[] = [];
  tags.forEach((tag) => {
    const tagStems = stems(tag.text);
    candidates
      .map((candidate) => ({ ...candidate, match: coverage(tagStems, candidate.stems) }))
      .filter((hit) => hit.match > 0)
      .sort((a, b) => b.match - a.match || b.post.createdAt.localeCompare(a.post.createdAt))
      .slice(0, tag.n_tweets)
      .forEach(({ post }) => {
        if (seen.has(post.uri)) return;
        seen.add(post.uri);
        found.push(asTweet(post, tag, scoreTweet({ full_text: post.text }, tags)));
      });
  });
  return found.filter((tweet) => tweet.score > 40).sort((a, b) => b.score - a.score);
}

export type RecommendedPerson = {
  did: string;
  handle: string;
  display_name: string;
  description: string;
  avatar: string | null;
  url: string;
  followers_count: number;
  follows_count: number;
  posts_count: number;
  followed_by: number;
  score: number;
  why: string;
};

const joinPhrases = (phrases: string[]) => (phrases.length <= 1 ? (phrases[0] ?? '') : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1) ?? ''}`);

/** People ranked by how their description and recent posts cover the interests (weighted), each with why. */
export function rankPeople(people: readonly Person[], interests: readonly { keyword: string; weight: number }[]): RecommendedPerson[] {
  const top = [...interests].sort((a, b) => b.weight - a.weight).slice(0, 10);
  const totalWeight = top.reduce((sum, interest) => sum + interest.weight, 0);
  return people
    .flatMap((person) => {
      const postStems = stems(person.posts.map((post) => post.text).join('\n'));
      const aboutStems = stems(person.profile.description ?? '');
      const matched = top.map((interest) => {
        const interestStems = stems(interest.keyword);
        return { interest, inPosts: coverage(interestStems, postStems), inAbout: coverage(interestStems, aboutStems) };
      });
      const score = totalWeight > 0 ? matched.reduce((sum, m) => sum + m.interest.weight * Math.max(m.inPosts, m.inAbout), 0) / totalWeight : 0;
      if (score <= 0) return [];
      const inPosts = matched.filter((m) => m.inPosts >= 1).slice(0, 2).map((m) => m.interest.keyword);
      const inAbout = matched.filter((m) => m.inAbout >= 1 && !inPosts.includes(m.interest.keyword)).slice(0, 2).map((m) => m.interest.keyword);
      const why = [inPosts.length ? `posts about ${joinPhrases(inPosts)}` : '', inAbout.length ? `describes themselves with ${joinPhrases(inAbout)}` : ''].filter(Boolean).join('; ');
      const { profile } = person;
      return [
        {
          did: profile.did,
          handle: profile.handle,
          display_name: profile.displayName?.trim() || profile.handle,
          description: profile.description ?? '',
          avatar: profile.avatar ?? null,
          url: blueskyProfileUrl(profile.handle),
          followers_count: profile.followersCount ?? 0,
          follows_count: profile.followsCount ?? 0,
          posts_count: profile.postsCount ?? 0,
          followed_by: person.followedBy,
          score: Math.round(score * 10000) / 100,
          why: why || 'shares words with your interests',
        },
      ];
    })
    .sort((a, b) => b.score - a.score || b.followed_by - a.followed_by || a.handle.localeCompare(b.handle));
}

const NETWORK = '/api/standalone/bluesky/network/';

export const blueskyNetworkRoutes: Route[] = [
  { method: 'GET', path: NETWORK, auth: 'caller', handle: async (ctx) => json(await networkStatus(ctx.backend, callerId(ctx))) },
  { method: 'POST', path: NETWORK, auth: 'caller', handle: async (ctx) => json(await startNetwork(ctx.backend, callerId(ctx))) },
  { method: 'DELETE', path: NETWORK, auth: 'caller', handle: async (ctx) => json(await cancelNetwork(ctx.backend, callerId(ctx))) },
  {
    method: 'GET',
    path: '/api/standalone/bluesky/people/',
    auth: 'caller',
    handle: async (ctx) => {
      const { db } = ctx.backend;
      const userId = callerId(ctx);
      const pool = await poolOf(db, userId);
      const interests = db.state().longTerm.filter((interest) => interest.user === userId);
      return json(pool ? rankPeople(pool.people, interests) : []);
    },
  },
  {
    method: 'POST',
    path: '/api/standalone/bluesky/hidden/',
    auth: 'caller',
    handle: async (ctx) => {
      const body = await readJson(ctx.request);
      if (body === MALFORMED) return malformedJson();
      const idStr = isRecord(body) ? body.id_str : undefined;
      if (typeof idStr !== 'string' || !/^[A-Za-z0-9_-]{1,255}$/.test(idStr)) return json({ id_str: ['A valid post id is required.'] }, 400);
      await hidePost(ctx.backend.kv, callerId(ctx), idStr);
      return noContent();
    },
  },
];
