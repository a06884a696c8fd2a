export const LOGIN_FIELDS = ['email', 'password'] as const;

export type LoginErrors = { email?: string; password?: string };
