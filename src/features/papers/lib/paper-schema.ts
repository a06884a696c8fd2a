import * as z from 'zod/mini';
import { validatorOf } from '@/lib/form/schema';

/**
 * The paper form (add and edit): the spec sets it no bounds and no messages of its own, so every
 * field is accepted as typed and the server's 400 names what it refuses, next to the field.
 */
export const paperSchema = z.object({ title: z.string(), url: z.string(), year: z.string(), authors: z.string(), abstract: z.string() });

export const paperValidator = validatorOf(paperSchema);
