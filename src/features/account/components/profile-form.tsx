import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { formErrors } from '@/lib/error-message';
import { BlueskyHandleCheck } from '@/components/identity/bluesky-handle-check';
import { parseAuthorId } from '@/lib/identity';
import { parseSocialHandle, useSocialNetwork } from '@/lib/social';
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
  const network = useSocialNetwork();
  const [localErrors, setLocalErrors] = useState<Partial<Record<keyof ProfileFormValues, string>>>({});
  const server = formErrors(error, PROFILE_FIELDS);
  const errors: Partial<Record<string, string>> = { ...server.fields };
  for (const [field, message] of Object.entries(localErrors)) if (message) errors[field] = message;
  const otherError = server.other;
  const set = (field: keyof ProfileFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setLocalErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // identities may be pasted as addresses: keep the id and the handle, refuse anything else
    const author = parseAuthorId(values.author_id);
    const twitter = parseSocialHandle(network, values.twitter_account_id);
    if (!author.ok || !twitter.ok) {
      setLocalErrors({ author_id: author.ok ? undefined : author.error, twitter_account_id: twitter.ok ? undefined : twitter.error });
      return;
    }
    const parsed = { ...values, author_id: author.value, twitter_account_id: twitter.value };
    setValues(parsed);
    try {
      await singleFlight(() => onSubmit(parsed));
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
          hint="Used to get your papers: your Semantic Scholar author page address, or the number at its end."
        />
        <FormField
          className="col-md-6 mb-3"
          label={network.accountLabel}
          name="twitter_account_id"
          value={values.twitter_account_id}
          onChange={set('twitter_account_id')}
          error={errors.twitter_account_id}
          hint={network.accountHint}
        />
      </div>
      {network.id === 'bluesky' && !errors.twitter_account_id && values.twitter_account_id !== initialValues.twitter_account_id ? (
        <BlueskyHandleCheck value={values.twitter_account_id} />
      ) : null}
      <BusyButton type="submit" className="btn btn-primary" busy={pending} spinnerClassName="me-1">
        Save
      </BusyButton>
    </form>
  );
}
