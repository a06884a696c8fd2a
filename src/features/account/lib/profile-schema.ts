import * as z from 'zod/mini';
import type { SocialNetwork } from '@/config/social';
import { acceptedBy, validatorOf } from '@/lib/form/schema';
import { parseAuthorId } from '@/lib/identity';
import { parseSocialHandle } from '@/lib/social-handle';

/** What the account form checks before saving: identities pasted as addresses must name an id and a handle; the server checks the rest. */
export function profileSchema(network: SocialNetwork) {
  return z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    author_id: z.string().check(acceptedBy(parseAuthorId)),
    twitter_account_id: z.string().check(acceptedBy((value) => parseSocialHandle(network, value))),
  });
}

/** The account form's validator for the network at hand. */
export const profileValidator = (network: SocialNetwork) => validatorOf(profileSchema(network));
