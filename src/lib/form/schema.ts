import * as z from 'zod/mini';
import type { FieldErrors, FormValues } from './use-form';

/**
 * The checks of the form layer (src/lib/form/use-form.ts): a form's zod/mini schema, and the
 * function that turns its issues into one message per field. Forms load this with their schema when
 * the user starts filling them in, so that no public page loads zod before the user acts.
 */

/** A schema that checks a form's values (any output: only its messages are read). */
export type FormSchema<F extends string> = z.ZodMiniType<unknown, FormValues<F>>;

/** A check of a text field that must not be blank, with the message the form shows. */
export const filled = (message: string) => z.refine<string>((value) => value.trim() !== '', message);

/** A check of a text field that a parser must accept, with the parser's own message when it does not (an author id, a handle). */
export function acceptedBy(parse: (value: string) => { ok: true } | { ok: false; error: string }) {
  return z.superRefine((value: string, ctx) => {
    const parsed = parse(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error, input: value });
  });
}

/** A check of a text field by a rule that says what is wrong with a value (undefined when nothing is), where the same rule also serves outside a form. */
export function refusedBy(problem: (value: string) => string | undefined) {
  return z.superRefine((value: string, ctx) => {
    const message = problem(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

/** The first message of the schema for each field it finds wrong; {} when the values are valid. */
export function schemaErrors<F extends string>(schema: FormSchema<F>, values: FormValues<F>): FieldErrors<F> {
  const result = z.safeParse(schema, values);
  const errors: FieldErrors<F> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && errors[field as F] === undefined) errors[field as F] = issue.message;
  }
  return errors;
}

/** The validator useForm runs: the schema's messages for the given values. */
export function validatorOf<F extends string>(schema: FormSchema<F>): (values: FormValues<F>) => FieldErrors<F> {
  return (values) => schemaErrors(schema, values);
}
