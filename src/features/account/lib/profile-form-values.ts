import type { ProfileInput } from '@/api/user/accounts';
import type { User } from '@/api/user/schemas';

export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  author_id: string;
  twitter_account_id: string;
};

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'author_id', 'twitter_account_id'] as const satisfies readonly (keyof ProfileFormValues)[];

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
