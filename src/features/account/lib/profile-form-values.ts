import * as z from 'zod/mini';
import type { ProfileInput } from '@/api/user/accounts';
import type { User } from '@/api/user/schemas';
import type { SocialNetwork } from '@/config/social';
import { acceptedBy } from '@/lib/form/use-form';
import { parseAuthorId } from '@/lib/identity';
import { parseSocialHandle } from '@/lib/social';

export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  author_id: string;
  twitter_account_id: string;
};

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'author_id', 'twitter_account_id'] as const satisfies readonly (keyof ProfileFormValues)[];

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

export function profileToFormValues(user: User): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    author_id: user.author_id ?? '',
    twitter_account_id: user.twitter_account_id ?? '',
  };
}

export function formValuesToProfileInput(values: ProfileFormValues): ProfileInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    author_id: values.author_id.trim(),
    twitter_account_id: values.twitter_account_id.trim(),
  };
}

/** "Ada Lovelace", or the email when no name was given. */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}
