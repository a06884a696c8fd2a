import { useId, useRef, useState, type FormEvent } from 'react';
import { useSingleFlight } from '@/lib/use-single-flight';
import type { Validation } from './validation';

/** What the form needs of its action (src/components/ui/use-action.ts). */
type FormAction<R> = {
  run: (value: R) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
};

/**
 * Form state shared by the demo panels: validation in the spec's order (one message at a time,
 * focus on the offending field), and a guard so that a double click sends one request.
 */
export function useValidatedForm<Form extends Record<string, unknown>, Field extends keyof Form & string, Req>(options: {
  initial: Form;
  validate: (form: Form) => Validation<Field, Req>;
  action: FormAction<Req>;
  /** aria-describedby of a field while it is valid (its help text), if any */
  helpId?: (field: Field, id: string) => string | undefined;
}) {
  const { initial, validate, action, helpId } = options;
  const id = useId();
  const [form, setForm] = useState<Form>(initial);
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  const singleFlight = useSingleFlight();
  const fieldRefs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const messageId = `${id}-message`;

  const update = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    if (invalid !== null && (invalid.field as keyof Form) === key) setInvalid(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // while a request runs the form neither validates again nor clears the result it waits for
    if (action.isPending) return;
    const result = validate(form);
    if (!result.ok) {
      action.reset();
      setInvalid({ field: result.field, message: result.message });
      fieldRefs.current[result.field]?.focus();
      return;
    }
    setInvalid(null);
    singleFlight(() => action.run(result.value)).catch(() => {
      // the panel shows the action's error next to the form
    });
  };

  const fieldProps = (field: Field) => ({
    ref: (node: HTMLElement | null) => {
      fieldRefs.current[field] = node;
    },
    'aria-invalid': invalid?.field === field ? true : undefined,
    'aria-describedby': invalid?.field === field ? messageId : helpId?.(field, id),
  });

  return { id, form, update, invalid, messageId, onSubmit, fieldProps };
}
