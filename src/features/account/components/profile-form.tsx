import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { formErrors } from '@/lib/error-message';
import { useSingleFlight } from '@/lib/use-single-flight';
import { PROFILE_FIELDS, type ProfileFormValues } from '../lib/profile-form-values';
import { BusyButton } from '@/components/ui/busy-button';

type ProfileFormProps = {
  initialValues: ProfileFormValues;
  onSubmit: (values: ProfileFormValues) => Promise<unknown>;
  pending: boolean;
  error: unknown;
};

/** The editable account form; a 400 puts each field's message next to it and keeps what was typed. */
export function ProfileForm({ initialValues, onSubmit, pending, error }: ProfileFormProps) {
  const [values, setValues] = useState(initialValues);
  const singleFlight = useSingleFlight();
  const { fields: errors, other: otherError } = formErrors(error, PROFILE_FIELDS);
  const set = (field: keyof ProfileFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    try {
      await singleFlight(() => onSubmit(values));
    } catch {
      // shown through `error` and the global toast
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      {otherError ? (
        <div className="alert alert-danger" role="alert">
          {otherError}
        </div>
      ) : null}
      <div className="row">
        <FormField className="col-md-6 mb-3" label="First name" name="first_name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
        <FormField className="col-md-6 mb-3" label="Last name" name="last_name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
      </div>
      <FormField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      <div className="row">
        <FormField
          className="col-md-6 mb-3"
          label="Semantic Scholar Id"
          name="author_id"
          value={values.author_id}
          onChange={set('author_id')}
          error={errors.author_id}
          hint="Used to get your papers; it is the number at the end of your Semantic Scholar profile URL."
        />
        <FormField
          className="col-md-6 mb-3"
          label="Twitter Id"
          name="twitter_account_id"
          value={values.twitter_account_id}
          onChange={set('twitter_account_id')}
          error={errors.twitter_account_id}
          hint="A username like @username, used to get your tweets."
        />
      </div>
      <BusyButton type="submit" className="btn btn-primary" busy={pending} spinnerClassName="me-1">
        Save
      </BusyButton>
    </form>
  );
}
