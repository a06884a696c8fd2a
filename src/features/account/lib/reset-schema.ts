import * as z from 'zod/mini';
import { validatorOf } from '@/lib/form/schema';

export const NOT_YOUR_EMAIL = 'This is not your email.';

/** Reset account's confirmation: the user types their own email (case and surrounding spaces aside). */
export function resetConfirmationSchema(email: string) {
  return z.object({
    confirmation: z.string().check(z.refine((typed) => typed.trim().toLowerCase() === email.toLowerCase(), NOT_YOUR_EMAIL)),
  });
}

export const resetConfirmationValidator = (email: string) => validatorOf(resetConfirmationSchema(email));
