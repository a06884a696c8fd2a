export const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'password', 'author_id', 'twitter_account_id'] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** The server's column for the first name holds at most this many characters. */
export const FIRST_NAME_MAX = 30;
