import * as z from 'zod/mini';
import { TWITTER, type SocialNetwork } from '@/config/social';
import { acceptedBy, filled, validatorOf } from '@/lib/form/schema';
import { parseAuthorId } from '@/lib/identity';
import { parseSocialHandle } from '@/lib/social-handle';
import { FIRST_NAME_MAX } from './register-fields';

/**
 * What the registration form checks before sending: the required email and password (the server
 * rejects a blank one), the first name's length and the identities' shapes; the server checks the rest.
 */
export function registerSchema(network: SocialNetwork = TWITTER) {
  return z.object({
    first_name: z.string().check(z.maxLength(FIRST_NAME_MAX, `The first name can have at most ${FIRST_NAME_MAX} characters.`)),
    last_name: z.string(),
    email: z.string().check(filled('Please enter your email.')),
    password: z.string().check(filled('Please enter a password.')),
    author_id: z.string().check(acceptedBy(parseAuthorId)),
    twitter_account_id: z.string().check(acceptedBy((value) => parseSocialHandle(network, value))),
  });
}

/** The registration form's validator for the network at hand (loaded with zod when the user starts filling in the form). */
export const registerValidator = (network: SocialNetwork) => validatorOf(registerSchema(network));

/**
 * The identities as the server keeps them: the author id from a pasted page address, the handle as
 * `@name` (Twitter) or `name.bsky.social` (Bluesky, in the standalone build). Here with the validator,
 * which has loaded by the time a valid form is sent.
 */
export function normaliseIdentities<T extends Record<'author_id' | 'twitter_account_id', string>>(form: T, network: SocialNetwork = TWITTER): T {
  const author = parseAuthorId(form.author_id);
  const social = parseSocialHandle(network, form.twitter_account_id);
  return { ...form, author_id: author.ok ? author.value : form.author_id, twitter_account_id: social.ok ? social.value : form.twitter_account_id };
}
