import { useId, type FormEvent } from 'react';
import { useForm, type FormValues, type Validate } from '@/lib/form/use-form';
import { useSingleFlight } from '@/lib/use-single-flight';

/** What the form needs of its action (src/components/ui/use-action.ts). */
type FormAction<R> = {
  run: (value: R) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
};

/**
 * A demo panel's form on the form layer (useForm with the panel's schema, loaded on the form's first
 * focus): the spec shows one message at a time, that of the first field in `order` the schema finds
 * wrong, and marks that field alone invalid (the submit moves focus to it). A submit while the action
 * runs does nothing, a double click sends one request, and an invalid submit clears the last result.
 */
export function useDemoForm<F extends string, R>(options: {
  load: () => Promise<Validate<F>>;
  initial: FormValues<F>;
  order: readonly F[];
  action: FormAction<R>;
  /** the request of values the schema accepted */
  request: (values: FormValues<F>) => R;
  /** aria-describedby of a field while it is valid (its help text), if any */
  helpId?: (field: F, id: string) => string | undefined;
}) {
  const { load, initial, order, action, request, helpId } = options;
  const id = useId();
  const form = useForm(load, initial);
  const singleFlight = useSingleFlight();
  const messageId = `${id}-message`;
  const shown = order.find((field) => form.errors[field] !== undefined);
  const invalid = shown === undefined ? null : { field: shown, message: form.errors[shown] ?? '' };

  const guarded = form.submit({
    onInvalid: action.reset,
    onValid: (values) => {
      singleFlight(() => action.run(request(values))).catch(() => {
        // the panel shows the action's error next to the form
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // while a request runs the form neither checks again nor clears the result it waits for
    if (action.isPending) {
      event.preventDefault();
      return;
    }
    guarded(event);
  };

  const fieldProps = (field: F) => ({
    onBlur: form.field(field).onBlur,
    'aria-invalid': invalid?.field === field ? true : undefined,
    'aria-describedby': invalid?.field === field ? messageId : helpId?.(field, id),
  });

  /** what a field's control takes: its value and setter, whether it is the invalid one, its props */
  const bind = (field: F) => ({ value: form.values[field], onChange: (value: string) => form.set(field, value), invalid: invalid?.field === field, fieldProps: fieldProps(field) });

  return { id, values: form.values, set: form.set, formRef: form.formRef, preload: form.preload, invalid, messageId, onSubmit, bind };
}
