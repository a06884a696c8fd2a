/**
 * The one place that names the social network in the UI. A build for a RIMA server speaks of
 * Twitter with the specification's exact texts; the standalone build links a Bluesky handle, and
 * what came from Bluesky (a live account's posts, its network's posts and people) is called posts.
 * Accounts seeded in the standalone build keep their invented tweets, and the texts of tweets.
 */
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
  post: 'tweet',
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
  post: 'post',
  registerLabel: 'Bluesky handle',
  registerHelpLabel: 'About the Bluesky handle',
  registerHelp:
    'Your Bluesky handle, like @name.bsky.social or your own domain, or your profile address (bsky.app/profile/…). Your posts of the last six months shape your interests, and the people you follow give Tweets & People its posts and people.',
  accountLabel: 'Bluesky handle',
  accountHint: 'A Bluesky handle like @name.bsky.social or your own domain, or your profile address; used to get your posts.',
};

/** The network whose handle the account forms take: Bluesky in the standalone build, Twitter against a RIMA server. */
export function socialNetworkFor(standalone: boolean): SocialNetwork {
  return standalone ? BLUESKY : TWITTER;
}

/** Post ids (`id_str`) of Bluesky posts start so; a tweet's id is digits. */
export const BLUESKY_POST_ID_PREFIX = 'bsky-';

/** The network that texts came from, by their ids: Bluesky when any is a post's, else Twitter. */
export function socialNetworkOfIds(ids: readonly string[]): SocialNetwork {
  return ids.some((id) => id.startsWith(BLUESKY_POST_ID_PREFIX)) ? BLUESKY : TWITTER;
}
