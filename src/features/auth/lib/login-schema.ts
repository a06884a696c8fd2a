import * as z from 'zod/mini';
import { filled, validatorOf } from '@/lib/form/schema';

/** The sign-in form's required fields, checked before anything is sent (a password of spaces is a password). */
export const loginSchema = z.object({
  email: z.string().check(filled('Please enter your email.')),
  password: z.string().check(z.minLength(1, 'Please enter your password.')),
});

/** The sign-in form's validator (loaded with zod when the user starts filling in the form). */
export const loginValidator = validatorOf(loginSchema);
