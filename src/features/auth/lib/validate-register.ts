import { TWITTER, type SocialNetwork } from '@/config/social';
import { parseAuthorId } from '@/lib/identity';
import { parseSocialHandle } from '@/lib/social';

export const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'password', 'author_id', 'twitter_account_id'] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** The server's column for the first name holds at most this many characters. */
export const FIRST_NAME_MAX = 30;

/**
 * What the registration form checks before sending: the required email and password (the server
 * rejects a blank one) and the first name's length; the server checks the rest.
 */
export function validateRegister(form: Record<RegisterField, string>, network: SocialNetwork = TWITTER): RegisterErrors {
  const errors: RegisterErrors = {};
  if (form.first_name.length > FIRST_NAME_MAX) errors.first_name = `The first name can have at most ${FIRST_NAME_MAX} characters.`;
  if (form.email.trim() === '') errors.email = 'Please enter your email.';
  if (form.password.trim() === '') errors.password = 'Please enter a password.';
  const author = parseAuthorId(form.author_id);
  if (!author.ok) errors.author_id = author.error;
  const social = parseSocialHandle(network, form.twitter_account_id);
  if (!social.ok) errors.twitter_account_id = social.error;
  return errors;
}

/**
 * The identities as the server keeps them: the author id from a pasted page address, the handle as
 * `@name` (Twitter) or `name.bsky.social` (Bluesky, in the standalone build).
 */
export function normaliseIdentities<T extends Record<'author_id' | 'twitter_account_id', string>>(form: T, network: SocialNetwork = TWITTER): T {
  const author = parseAuthorId(form.author_id);
  const social = parseSocialHandle(network, form.twitter_account_id);
  return { ...form, author_id: author.ok ? author.value : form.author_id, twitter_account_id: social.ok ? social.value : form.twitter_account_id };
}
