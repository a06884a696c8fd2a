export const LOGIN_FIELDS = ['email', 'password'] as const;

export type LoginErrors = { email?: string; password?: string };

/** The sign-in form's required fields, checked before anything is sent. */
export function validateLogin(email: string, password: string): LoginErrors {
  return {
    email: email.trim() === '' ? 'Please enter your email.' : undefined,
    password: password === '' ? 'Please enter your password.' : undefined,
  };
}
