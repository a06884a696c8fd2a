import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { formErrors } from '@/lib/error-message';
import { focusAndReveal, focusFirstInvalid } from '@/lib/focus';
import { PAPER_FIELDS, type PaperFormValues } from '../lib/paper-form-values';
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

/** The one publication form, used to add and to edit a paper. */
export function PaperForm({ initialValues, submitLabel, onSubmit, pending, error }: PaperFormProps) {
  const [values, setValues] = useState<PaperFormValues>(initialValues);
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(false);
  const { fields: serverErrors, other: otherError } = formErrors(error, PAPER_FIELDS);

  const set = (field: keyof PaperFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
        const form = formRef.current;
        if (focusFirstInvalid(form) || focusAndReveal(form?.querySelector<HTMLElement>('[role="alert"]'))) return;
        form?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
      });
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate>
      {otherError ? (
        <div className="alert alert-danger" role="alert" tabIndex={-1}>
          {otherError}
        </div>
      ) : null}
      <FormField label="Title" name="title" value={values.title} onChange={set('title')} error={serverErrors.title} />
      <FormField label="URL" name="url" type="url" value={values.url} onChange={set('url')} error={serverErrors.url} />
      <FormField label="Year" name="year" type="number" inputMode="numeric" step={1} value={values.year} onChange={set('year')} error={serverErrors.year} />
      <FormField label="Authors" name="authors" value={values.authors} onChange={set('authors')} error={serverErrors.authors} />
      <FormField label="Abstract" name="abstract" multiline rows={6} value={values.abstract} onChange={set('abstract')} error={serverErrors.abstract} />
      <BusyButton type="submit" className="btn btn-primary" busy={pending} unavailable={saved} spinnerClassName="me-1">
        {submitLabel}
      </BusyButton>
    </form>
  );
}
