import { useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { formErrors } from '@/lib/error-message';
import { focusAndReveal, focusFirstInvalid } from '@/lib/focus';
import { useForm } from '@/lib/form/use-form';
import { PAPER_FIELDS, type PaperFormValues } from '../lib/paper-form-values';
import { paperValidator } from '../lib/paper-schema';
import { BusyButton } from '@/components/ui/busy-button';

type PaperFormProps = {
  initialValues: PaperFormValues;
  submitLabel: string;
  /** resolves when saved; rejects with the ApiError when not (the form keeps what was typed) */
  onSubmit: (values: PaperFormValues) => Promise<unknown>;
  pending: boolean;
  /** the last save error; its 400 field messages are shown next to the fields */
  error: unknown;
};

// a signed-in page has zod already (the API schemas): the checks are at hand
const loadValidator = () => Promise.resolve(paperValidator);

/** The one publication form, used to add and to edit a paper. */
export function PaperForm({ initialValues, submitLabel, onSubmit, pending, error }: PaperFormProps) {
  const form = useForm(loadValidator, initialValues);
  const submitting = useRef(false);
  const formRef = form.formRef;
  const [saved, setSaved] = useState(false);
  const server = formErrors(error, PAPER_FIELDS);
  const otherError = server.other;
  // the server's message about a field stands until the field is edited
  const serverError = (field: keyof PaperFormValues) => (form.edited(field) ? undefined : server.fields[field]);

  const send = async (values: PaperFormValues) => {
    // a second click before the first answer must not send a second request
    if (submitting.current || pending) return;
    submitting.current = true;
    try {
      await onSubmit(values);
      // saved: the page is leaving, so the form stays locked until it is gone
      setSaved(true);
    } catch {
      // the error arrives through `error`; the global handler has raised the toast
      submitting.current = false;
      // once the messages are shown: focus on the first field to correct, else on the form's message,
      // else back on the submit button (it was disabled while saving, which drops focus)
      setTimeout(() => {
        const element = formRef.current;
        if (focusFirstInvalid(element) || focusAndReveal(element?.querySelector<HTMLElement>('[role="alert"]'))) return;
        element?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
      });
    }
  };
  const submit = form.submit({ onValid: (values) => void send(values) });

  return (
    <form ref={formRef} onSubmit={submit} onFocus={() => void form.preload()} noValidate>
      {otherError ? (
        <div className="alert alert-danger" role="alert" tabIndex={-1}>
          {otherError}
        </div>
      ) : null}
      <FormField label="Title" {...form.field('title')} error={serverError('title')} />
      <FormField label="URL" type="url" {...form.field('url')} error={serverError('url')} />
      <FormField label="Year" type="number" inputMode="numeric" step={1} {...form.field('year')} error={serverError('year')} />
      <FormField label="Authors" {...form.field('authors')} error={serverError('authors')} />
      <FormField label="Abstract" multiline rows={6} {...form.field('abstract')} error={serverError('abstract')} />
      <BusyButton type="submit" className="btn btn-primary" busy={pending} unavailable={saved} spinnerClassName="me-1">
        {submitLabel}
      </BusyButton>
    </form>
  );
}
