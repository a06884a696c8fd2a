import { TWITTER, type SocialNetwork } from '@/config/social';
import { parseAuthorId } from '@/lib/identity';
import { parseSocialHandle } from '@/lib/social';

export const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'password', 'author_id', 'twitter_account_id'] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** The server's column for the first name holds at most this many characters. */
export const FIRST_NAME_MAX = 30;

/**
 * The identities as the server keeps them: the author id from a pasted page address, the handle as
 * `@name` (Twitter) or `name.bsky.social` (Bluesky, in the standalone build).
 */
export function normaliseIdentities<T extends Record<'author_id' | 'twitter_account_id', string>>(form: T, network: SocialNetwork = TWITTER): T {
  const author = parseAuthorId(form.author_id);
  const social = parseSocialHandle(network, form.twitter_account_id);
  return { ...form, author_id: author.ok ? author.value : form.author_id, twitter_account_id: social.ok ? social.value : form.twitter_account_id };
}
