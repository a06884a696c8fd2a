/**
 * The two social networks' words. A build for a RIMA server speaks of Twitter with the
 * specification's exact texts; the standalone build links a Bluesky handle and calls every item a
 * post, those of its seeded accounts too. Which one a screen uses comes from the build's words
 * (config/words.ts, `useWords()`), never from the data it shows.
 */
import { POST_NOUN } from './post-noun';

export type SocialNetworkId = 'twitter' | 'bluesky';

export type SocialNetwork = {
  id: SocialNetworkId;
  /** "Twitter", "Bluesky" */
  name: string;
  /** "Tweets", "Posts" (tabs, headings) */
  Posts: string;
  /** "tweets", "posts" (in a sentence) */
  posts: string;
  /** "tweet", "post" */
  post: string;
  /** "Tweet", "Post" (at the start of a sentence) */
  Post: string;
  /** "retweets", "reposts" */
  reposts: string;
  /** "tweeted", "posted" */
  posted: string;
  /** the page of recommended items and people: "Tweets & People", "Posts & People" (sidebar, heading, title) */
  peoplePage: string;
  /** the registration field's label and its help popover */
  registerLabel: string;
  registerHelpLabel: string;
  registerHelp: string;
  /** My account's field label and hint */
  accountLabel: string;
  accountHint: string;
};

export const TWITTER: SocialNetwork = {
  id: 'twitter',
  name: 'Twitter',
  Posts: 'Tweets',
  posts: 'tweets',
  post: POST_NOUN.twitter,
  Post: 'Tweet',
  reposts: 'retweets',
  posted: 'tweeted',
  peoplePage: 'Tweets & People',
  registerLabel: 'Twitter account',
  registerHelpLabel: 'About the Twitter account',
  registerHelp: 'Your Twitter/X username, like @username, or your profile address (x.com/username). It is used to get your tweets.',
  accountLabel: 'Twitter Id',
  accountHint: 'A Twitter/X username like @username or username, or your profile address; used to get your tweets.',
};

export const BLUESKY: SocialNetwork = {
  id: 'bluesky',
  name: 'Bluesky',
  Posts: 'Posts',
  posts: 'posts',
  post: POST_NOUN.bluesky,
  Post: 'Post',
  reposts: 'reposts',
  posted: 'posted',
  peoplePage: 'Posts & People',
  registerLabel: 'Bluesky handle',
  registerHelpLabel: 'About the Bluesky handle',
  registerHelp:
    'Your Bluesky handle, like @name.bsky.social or your own domain, or your profile address (bsky.app/profile/…). Your posts of the last six months shape your interests, and the people you follow give Posts & People its posts and people.',
  accountLabel: 'Bluesky handle',
  accountHint: 'A Bluesky handle like @name.bsky.social or your own domain, or your profile address; used to get your posts.',
};

/** Post ids (`id_str`) of Bluesky posts start so; a tweet's id is digits. */
export const BLUESKY_POST_ID_PREFIX = 'bsky-';
