import { useCallback, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import * as z from 'zod/mini';
import { focusFirstInvalid } from '@/lib/focus';

/**
 * The one way forms validate: a zod/mini schema of the form's text values says what is wrong, in the
 * spec's words, and useForm keeps the values, which fields were touched, the schema's messages for
 * them, and guards the submit (nothing is sent while a field is invalid; focus goes to the first
 * invalid field). zod/mini and this hook rather than React Hook Form: zod already ships with the
 * HTTP layer, and a public page pays for no second form library.
 */

/** A form's values: one text per field. */
export type FormValues<F extends string> = Record<F, string>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A schema that checks a form's values (any output: only its messages are read). */
export type FormSchema<F extends string> = z.ZodMiniType<unknown, FormValues<F>>;

/** A check of one text field with the message the form shows when it fails. */
export const filled = (message: string) => z.refine<string>((value) => value.trim() !== '', message);

/** A check of a text field that a parser must accept, with the parser's own message when it does not (an author id, a handle). */
export function acceptedBy(parse: (value: string) => { ok: true } | { ok: false; error: string }) {
  return z.superRefine((value: string, ctx) => {
    const parsed = parse(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error, input: value });
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

type SubmitHandlers<F extends string> = {
  /** the values are valid: send them */
  onValid: (values: FormValues<F>) => void;
  /** the values are invalid: runs before the messages render (e.g. to forget a server's last answer) */
  onInvalid?: () => void;
};

/**
 * Values, touched fields and the schema's messages of a form. A field's message shows once it was
 * touched: changed then left, or any field after a submit; it follows the values from then on.
 * `field(name)` gives FormField its props; `submit` guards the form's onSubmit; `edited(name)` says
 * whether a field changed since the last submit (a server's message about it no longer applies).
 */
export function useForm<F extends string>(schema: FormSchema<F>, initial: FormValues<F> | (() => FormValues<F>)) {
  const [values, setValues] = useState<FormValues<F>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [dirty, setDirty] = useState<ReadonlySet<F>>(() => new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const all = schemaErrors(schema, values);
  const errors: FieldErrors<F> = {};
  for (const field of touched) if (all[field] !== undefined) errors[field] = all[field];

  const set = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const setAll = useCallback((next: Partial<FormValues<F>>) => {
    setValues((current) => ({ ...current, ...next }));
    setDirty((current) => new Set([...current, ...(Object.keys(next) as F[])]));
  }, []);

  const submit =
    ({ onValid, onInvalid }: SubmitHandlers<F>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const invalid = Object.keys(schemaErrors(schema, values)).length > 0;
      // render the messages first, so the first invalid field can take the focus
      flushSync(() => {
        setTouched(new Set(Object.keys(values) as F[]));
        setDirty(new Set());
        if (invalid) onInvalid?.();
      });
      if (invalid) {
        focusFirstInvalid(formRef.current);
        return;
      }
      onValid(values);
    };

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (value: string) => set(name, value),
    onBlur: () => {
      if (dirty.has(name) && !touched.has(name)) setTouched((current) => new Set(current).add(name));
    },
    error: errors[name],
  });

  return { values, errors, formRef, set, setAll, field, submit, edited: (name: F) => dirty.has(name) };
}
