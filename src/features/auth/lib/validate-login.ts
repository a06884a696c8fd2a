import * as z from 'zod/mini';
import { filled } from '@/lib/form/use-form';

export const LOGIN_FIELDS = ['email', 'password'] as const;

export type LoginErrors = { email?: string; password?: string };

/** The sign-in form's required fields, checked before anything is sent (a password of spaces is a password). */
export const loginSchema = z.object({
  email: z.string().check(filled('Please enter your email.')),
  password: z.string().check(z.minLength(1, 'Please enter your password.')),
});
