/**
 * A Bluesky network in the AppView's documented shapes (open-sources.md), for tests: the researcher
 * `ada.bsky.social` with 400 posts over a year (every seventh feed item a repost of someone else's
 * post, some with images, one image without alt text), who follows 120 accounts, each with posts
 * of the last two months and follows of their own (among them accounts Ada does not follow). MSW
 * handlers answer `public.api.bsky.app` from it: resolveHandle, getProfile, getAuthorFeed (paged by
 * cursor, `posts_no_replies`), getFollows (paged). Deterministic for a given `now`.
 */
import { http, HttpResponse } from 'msw';

export const BSKY = 'https://public.api.bsky.app';
const DAY = 86_400_000;

type Profile = {
  did: string;
  handle: string;
  displayName?: string;
  description?: string;
  avatar?: string;
  followersCount?: number;
  followsCount?: number;
  postsCount?: number;
  createdAt?: string;
};

type FeedItem = { post: Record<string, unknown>; reason?: Record<string, unknown> };

export type BlueskyAccount = { profile: Profile; feed: FeedItem[]; follows: string[] };

export type BlueskyWorld = {
  now: number;
  accounts: Map<string, BlueskyAccount>;
  /** handle -> did */
  handles: Map<string, string>;
  /** every request's path and query, in order */
  requests: string[];
};

const RESEARCH = [
  'Learning analytics dashboards help teachers see how students progress in online courses.',
  'New paper on self-regulated learning and feedback in MOOCs, with a learning analytics dashboard study.',
  'Our study of student engagement in massive open online courses shows how feedback shapes motivation.',
  'Explainable recommender systems for learners: why transparency matters for trust.',
  'Interactive visualization of learner models supports reflection and self-regulated learning.',
  'Workshop on learning analytics and educational data mining at LAK this spring.',
  'Peer feedback in higher education: what the data of three semesters tells us.',
  'Open learner models and dashboards: a review of ten years of research.',
];
const OTHER = [
  'Sourdough bread needs patience, flour, water and a warm kitchen.',
  'The football match last night ended in a draw after extra time.',
  'Gardening tips: tomatoes love sun and regular watering.',
  'Travel diary: three days of hiking in the mountains.',
];

const did = (name: string) => `did:plc:${name.replace(/[^a-z0-9]/g, '').padEnd(24, 'x').slice(0, 24)}`;
const rkey = (n: number) => `3k${n.toString(36).padStart(11, '0')}`;

function postView(account: Profile, n: number, text: string, createdMs: number, withImage: 'alt' | 'no-alt' | null) {
  const uri = `at://${account.did}/app.bsky.feed.post/${rkey(n)}`;
  const post: Record<string, unknown> = {
    uri,
    cid: `bafyrei${n.toString(36).padStart(20, 'a')}`,
    author: { did: account.did, handle: account.handle, displayName: account.displayName, avatar: account.avatar },
    record: { $type: 'app.bsky.feed.post', text, createdAt: new Date(createdMs).toISOString(), langs: ['en'] },
    replyCount: n % 5,
    repostCount: n % 7,
    likeCount: n % 13,
    quoteCount: 0,
    indexedAt: new Date(createdMs + 1000).toISOString(),
    labels: [],
  };
  if (withImage) {
    post.embed = {
      $type: 'app.bsky.embed.images#view',
      images: [
        {
          thumb: `https://cdn.bsky.app/img/feed_thumbnail/plain/${account.did}/img${n}@jpeg`,
          fullsize: `https://cdn.bsky.app/img/feed_fullsize/plain/${account.did}/img${n}@jpeg`,
          alt: withImage === 'alt' ? `Chart of dashboard use in week ${n % 12}` : '',
        },
      ],
    };
  }
  return post;
}

function profile(name: string, displayName: string, description: string, counts: { followers: number; follows: number; posts: number }): Profile {
  return {
    did: did(name),
    handle: `${name}.bsky.social`,
    displayName,
    description,
    avatar: `https://cdn.bsky.app/img/avatar/plain/${did(name)}/avatar@jpeg`,
    followersCount: counts.followers,
    followsCount: counts.follows,
    postsCount: counts.posts,
    createdAt: '2023-05-01T10:00:00.000Z',
  };
}

/** The researcher, 120 followed accounts (every third one posts about other things), 40 accounts only they follow. */
export function createBlueskyWorld(now = Date.now()): BlueskyWorld {
  const accounts = new Map<string, BlueskyAccount>();
  const handles = new Map<string, string>();
  const add = (account: BlueskyAccount) => {
    accounts.set(account.profile.did, account);
    handles.set(account.profile.handle, account.profile.did);
  };

  // 40 accounts the researcher does not follow, followed by the ones she follows (People)
  const strangers = Array.from({ length: 40 }, (_, i) => {
    const research = i % 2 === 0;
    const p = profile(`stranger${i}`, `Stranger ${i}`, research ? 'Researcher in learning analytics and dashboards' : 'I bake bread and watch football', {
      followers: 100 + i,
      follows: 50,
      posts: 30,
    });
    const feed = Array.from({ length: 10 }, (_, j) => ({ post: postView(p, 5000 + i * 100 + j, (research ? RESEARCH : OTHER)[(i + j) % (research ? RESEARCH.length : OTHER.length)] ?? '', now - (j + 1) * 3 * DAY, null) }));
    const account = { profile: p, feed, follows: [] };
    add(account);
    return account;
  });

  const followed = Array.from({ length: 120 }, (_, i) => {
    const research = i % 3 !== 2;
    const p = profile(`scholar${i}`, `Scholar ${i}`, research ? 'Learning analytics, MOOCs, feedback' : 'Bread, football, gardens', { followers: 200 + i, follows: 30, posts: 300 });
    const feed: FeedItem[] = Array.from({ length: 12 }, (_, j) => {
      const texts = research ? RESEARCH : OTHER;
      return { post: postView(p, 1000 + i * 20 + j, `${texts[(i + j) % texts.length] ?? ''} (${i}-${j})`, now - (i % 10) * DAY - j * 5 * DAY - 3_600_000, j === 0 ? 'alt' : null) };
    });
    const follows = strangers.filter((_, s) => (s + i) % 4 === 0).map((s) => s.profile.did);
    const account = { profile: p, feed, follows };
    add(account);
    return account;
  });

  const ada = profile('ada', 'Ada Lovelace', 'Learning analytics researcher', { followers: 900, follows: followed.length, posts: 1204 });
  const adaFeed: FeedItem[] = [];
  for (let n = 0; n < 400; n += 1) {
    const created = now - Math.round((n * 365 * DAY) / 400) - 60_000;
    if (n % 7 === 3) {
      // a repost: someone else's words, with the reason the AppView gives
      const other = followed[n % followed.length]?.profile ?? ada;
      adaFeed.push({
        post: postView(other, 90_000 + n, `Reposted words of ${other.displayName ?? ''}: sourdough and football`, created, null),
        reason: { $type: 'app.bsky.feed.defs#reasonRepost', by: { did: ada.did, handle: ada.handle }, indexedAt: new Date(created).toISOString() },
      });
      continue;
    }
    const text = RESEARCH[n % RESEARCH.length] ?? '';
    adaFeed.push({ post: postView(ada, n, text, created, n % 50 === 0 ? 'alt' : n % 50 === 1 ? 'no-alt' : null) });
  }
  add({ profile: ada, feed: adaFeed, follows: followed.map((f) => f.profile.did) });
  return { now, accounts, handles, requests: [] };
}

/** The account of a handle or DID, as the AppView looks it up. */
function find(world: BlueskyWorld, actor: string | null): BlueskyAccount | undefined {
  if (!actor) return undefined;
  const key = actor.toLowerCase();
  return world.accounts.get(key.startsWith('did:') ? actor : (world.handles.get(key) ?? ''));
}

const invalid = (message: string) => HttpResponse.json({ error: 'InvalidRequest', message }, { status: 400 });

function page<T>(items: T[], url: URL): { slice: T[]; cursor: string | undefined } {
  const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 50));
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const slice = items.slice(start, start + limit);
  return { slice, cursor: start + limit < items.length ? String(start + limit) : undefined };
}

const basic = ({ did, handle, displayName, description, avatar, createdAt }: Profile) => ({ did, handle, displayName, description, avatar, createdAt, indexedAt: createdAt, labels: [] });

/** `count` new posts of `handle`'s, written in the last hours, put first in its feed (newest first, as the feed lists them). */
export function addNewPosts(world: BlueskyWorld, handle: string, count: number) {
  const account = world.accounts.get(world.handles.get(handle) ?? '');
  const template = account?.feed.find((item) => !item.reason);
  if (!account || !template) throw new Error(`no account ${handle} with a post of its own`);
  const fresh = Array.from({ length: count }, (_, i) => {
    const post = structuredClone(template.post);
    const created = new Date(world.now - (i + 1) * 3_600_000).toISOString();
    post.uri = `at://${account.profile.did}/app.bsky.feed.post/3knew${String(i).padStart(8, '0')}`;
    post.record = { $type: 'app.bsky.feed.post', text: `Fresh thoughts on learning analytics dashboards, number ${i}.`, createdAt: created };
    post.indexedAt = created;
    return { post };
  });
  account.feed.unshift(...fresh);
}

/** MSW handlers answering `public.api.bsky.app` from the world. */
export function blueskyHandlers(world: BlueskyWorld) {
  const log = (request: Request) => {
    const url = new URL(request.url);
    world.requests.push(`${url.pathname}${url.search}`);
    return url;
  };
  return [
    http.get(`${BSKY}/xrpc/com.atproto.identity.resolveHandle`, ({ request }) => {
      const url = log(request);
      const account = find(world, url.searchParams.get('handle'));
      return account ? HttpResponse.json({ did: account.profile.did }) : invalid('Unable to resolve handle');
    }),
    http.get(`${BSKY}/xrpc/app.bsky.actor.getProfile`, ({ request }) => {
      const url = log(request);
      const account = find(world, url.searchParams.get('actor'));
      if (!account) return invalid('Profile not found');
      return HttpResponse.json({ ...account.profile, associated: { lists: 0, feedgens: 0 }, labels: [] });
    }),
    http.get(`${BSKY}/xrpc/app.bsky.feed.getAuthorFeed`, ({ request }) => {
      const url = log(request);
      const account = find(world, url.searchParams.get('actor'));
      if (!account) return invalid('Profile not found');
      const { slice, cursor } = page(account.feed, url);
      return HttpResponse.json(cursor ? { cursor, feed: slice } : { feed: slice });
    }),
    http.get(`${BSKY}/xrpc/app.bsky.graph.getFollows`, ({ request }) => {
      const url = log(request);
      const account = find(world, url.searchParams.get('actor'));
      if (!account) return invalid('Profile not found');
      const { slice, cursor } = page(account.follows, url);
      const follows = slice.flatMap((followedDid) => {
        const followedAccount = world.accounts.get(followedDid);
        return followedAccount ? [basic(followedAccount.profile)] : [];
      });
      return HttpResponse.json(cursor ? { subject: basic(account.profile), cursor, follows } : { subject: basic(account.profile), follows });
    }),
  ];
}
