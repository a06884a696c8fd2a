import { useCallback } from 'react';
import { FormField } from '@/components/ui/form-field';
import { formErrors } from '@/lib/error-message';
import { BlueskyHandleCheck } from '@/components/identity/bluesky-handle-check';
import { parseAuthorId } from '@/lib/identity';
import { useForm } from '@/lib/form/use-form';
import { useWords } from '@/lib/words';
import { parseSocialHandle } from '@/lib/social-handle';
import { useSingleFlight } from '@/lib/use-single-flight';
import { PROFILE_FIELDS, type ProfileFormValues } from '../lib/profile-form-values';
import { profileValidator } from '../lib/profile-schema';
import { BusyButton } from '@/components/ui/busy-button';

type ProfileFormProps = {
  initialValues: ProfileFormValues;
  onSubmit: (values: ProfileFormValues) => Promise<unknown>;
  pending: boolean;
  error: unknown;
};

/** The editable account form; a 400 puts each field's message next to it and keeps what was typed. */
export function ProfileForm({ initialValues, onSubmit, pending, error }: ProfileFormProps) {
  const network = useWords().network;
  // a signed-in page has zod already (the API schemas): its checks are at hand
  const loadValidator = useCallback(() => Promise.resolve(profileValidator(network)), [network]);
  const form = useForm(loadValidator, initialValues);
  const values = form.values;
  const singleFlight = useSingleFlight();
  const server = formErrors(error, PROFILE_FIELDS);
  // the form's own message first, else the server's last one
  const errors: Partial<Record<keyof ProfileFormValues, string>> = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, form.errors[field] ?? server.fields[field]]));
  const otherError = server.other;

  const submit = form.submit({
    onValid: (checked) => {
      if (pending) return;
      // identities may be pasted as addresses: keep the id and the handle
      const author = parseAuthorId(checked.author_id);
      const social = parseSocialHandle(network, checked.twitter_account_id);
      const parsed = { ...checked, author_id: author.ok ? author.value : checked.author_id, twitter_account_id: social.ok ? social.value : checked.twitter_account_id };
      form.setAll(parsed);
      singleFlight(() => onSubmit(parsed)).catch(() => {
        // shown through `error` and the global toast
      });
    },
  });

  return (
    <form ref={form.formRef} onSubmit={submit} onFocus={() => void form.preload()} noValidate>
      {otherError ? (
        <div className="alert alert-danger" role="alert">
          {otherError}
        </div>
      ) : null}
      <div className="row">
        <FormField className="col-md-6 mb-3" label="First name" {...form.field('first_name')} autoComplete="given-name" error={errors.first_name} />
        <FormField className="col-md-6 mb-3" label="Last name" {...form.field('last_name')} autoComplete="family-name" error={errors.last_name} />
      </div>
      <FormField label="Email" {...form.field('email')} type="email" autoComplete="email" error={errors.email} />
      <div className="row">
        <FormField
          className="col-md-6 mb-3"
          label="Semantic Scholar Id"
          {...form.field('author_id')}
          error={errors.author_id}
          hint="Used to get your papers: your Semantic Scholar author page address, or the number at its end."
        />
        <FormField
          className="col-md-6 mb-3"
          label={network.accountLabel}
          {...form.field('twitter_account_id')}
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
