import { useCallback, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from '@/lib/focus';

/**
 * The one way forms validate: a zod/mini schema of the form's text values says what is wrong, in the
 * spec's words (src/lib/form/schema.ts), and useForm keeps the values, which fields were touched, the
 * schema's messages for them, and guards the submit (nothing is sent while a field is invalid; focus
 * goes to the first invalid field). zod/mini and this hook rather than React Hook Form: zod/mini
 * already ships for the response schemas, and React Hook Form with its resolver would add a second
 * library to the public pages. The schema is loaded when the user starts filling in the form (its
 * first focus, or the submit): no public page loads zod before the user acts.
 */

/** A form's values: one text per field. */
export type FormValues<F extends string> = Record<F, string>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;
/** The schema's messages for the given values (src/lib/form/schema.ts, validatorOf). */
export type Validate<F extends string> = (values: FormValues<F>) => FieldErrors<F>;

type SubmitHandlers<F extends string> = {
  /** the values are valid: send them */
  onValid: (values: FormValues<F>) => void;
  /** the values are invalid: runs before the messages render (e.g. to forget a server's last answer) */
  onInvalid?: () => void;
};

/**
 * Values, touched fields and the schema's messages of a form. A field's message shows once it was
 * touched: changed then left, or any field after a submit; it follows the value from then on.
 * `load` gives the form's validator (a dynamic import of its schema), asked once on the form's first
 * focus (`preload`, for the form's onFocus) or submit. `field(name)` gives FormField its props;
 * `submit` guards the form's onSubmit (`check` does the same without an event, e.g. for a dialog's confirm button); `edited(name)` says whether a field changed since the last
 * submit (a server's message about it no longer applies).
 */
export function useForm<F extends string>(load: () => Promise<Validate<F>>, initial: FormValues<F> | (() => FormValues<F>)) {
  const [values, setValues] = useState<FormValues<F>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [dirty, setDirty] = useState<ReadonlySet<F>>(() => new Set());
  const [validate, setValidate] = useState<Validate<F> | null>(null);
  const loading = useRef<Promise<Validate<F>> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const preload = useCallback((): Promise<Validate<F>> => {
    loading.current ??= load().then((loaded) => {
      setValidate(() => loaded);
      return loaded;
    });
    return loading.current;
  }, [load]);

  const all: FieldErrors<F> = validate ? validate(values) : {};
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

  /** Checks the values as a submit does, for a form whose confirmation is no submit event (a dialog's button). */
  const check = ({ onValid, onInvalid }: SubmitHandlers<F>) => {
    const submitted = values;
    void preload().then((validator) => {
      const invalid = Object.keys(validator(submitted)).length > 0;
      // render the messages first, so the first invalid field can take the focus
      flushSync(() => {
        setTouched(new Set(Object.keys(submitted) as F[]));
        setDirty(new Set());
        if (invalid) onInvalid?.();
      });
      if (invalid) {
        focusFirstInvalid(formRef.current);
        return;
      }
      onValid(submitted);
    });
  };

  const submit = (handlers: SubmitHandlers<F>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(handlers);
  };

  /** Back to the given values, untouched (a dialog that closes and opens again). */
  const reset = useCallback((next: FormValues<F>) => {
    setValues(next);
    setTouched(new Set());
    setDirty(new Set());
  }, []);

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (value: string) => set(name, value),
    onBlur: () => {
      if (dirty.has(name) && !touched.has(name)) setTouched((current) => new Set(current).add(name));
    },
    error: errors[name],
  });

  return { values, errors, formRef, preload, set, setAll, reset, field, submit, check, edited: (name: F) => dirty.has(name) };
}
