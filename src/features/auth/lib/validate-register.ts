import { parseAuthorId, parseTwitterHandle } from '@/lib/identity';

export const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'password', 'author_id', 'twitter_account_id'] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** The server's column for the first name holds at most this many characters. */
export const FIRST_NAME_MAX = 30;

/**
 * What the registration form checks before sending: the required email and password (the server
 * rejects a blank one) and the first name's length; the server checks the rest.
 */
export function validateRegister(form: Record<RegisterField, string>): RegisterErrors {
  const errors: RegisterErrors = {};
  if (form.first_name.length > FIRST_NAME_MAX) errors.first_name = `The first name can have at most ${FIRST_NAME_MAX} characters.`;
  if (form.email.trim() === '') errors.email = 'Please enter your email.';
  if (form.password.trim() === '') errors.password = 'Please enter a password.';
  const author = parseAuthorId(form.author_id);
  if (!author.ok) errors.author_id = author.error;
  const twitter = parseTwitterHandle(form.twitter_account_id);
  if (!twitter.ok) errors.twitter_account_id = twitter.error;
  return errors;
}

/** The identities as the server keeps them: the author id from a pasted page address, the handle as `@name`. */
export function normaliseIdentities<T extends Record<'author_id' | 'twitter_account_id', string>>(form: T): T {
  const author = parseAuthorId(form.author_id);
  const twitter = parseTwitterHandle(form.twitter_account_id);
  return { ...form, author_id: author.ok ? author.value : form.author_id, twitter_account_id: twitter.ok ? twitter.value : form.twitter_account_id };
}
