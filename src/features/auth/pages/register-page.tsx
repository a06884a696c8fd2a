import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RegisterInput } from '@/api/user/accounts';
import { HelpPopover } from '@/components/ui/help-popover';
import { notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/error-message';
import { useRegisterMutation } from '../api/auth-queries';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { useSingleFlight } from '@/lib/use-single-flight';

type FormState = RegisterInput;
type Field = keyof FormState;

const EMPTY: FormState = { first_name: '', last_name: '', email: '', password: '', author_id: '', twitter_account_id: '' };

/** The server copies the email into `username`; its messages belong next to the email field. */
function errorsByField(error: unknown): Partial<Record<Field, string>> {
  const raw = fieldErrors(error);
  const result: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(EMPTY) as Field[]) {
    const message = raw[field];
    if (message) result[field] = message;
  }
  if (raw.username && !result.email) result.email = raw.username;
  return result;
}

/**
 * /auth/register. Registration returns no token: on success the user goes to the login page.
 * A 400 raises the generic toast (mutation cache) and each field's message appears next to it;
 * everything typed is kept.
 */
export function Component() {
  const navigate = useNavigate();
  const register = useRegisterMutation();
  const [form, setForm] = useState<FormState>(EMPTY);
  const singleFlight = useSingleFlight();
  const errors = register.isError ? errorsByField(register.error) : {};

  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    singleFlight(async () => {
      await register.mutateAsync(form);
      notifySuccess('Account created. Please sign in.');
      await navigate(paths.login, { state: { email: form.email } });
    }).catch(() => {
      // the mutation cache raised the toast; field messages show beside the fields and nothing typed is lost
    });
  };

  const pending = register.isPending;

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-10 col-lg-7">
        <section className="card shadow border-0" aria-labelledby="register-heading">
          <div className="card-body p-4 p-lg-5">
            <h1 id="register-heading" className="h4 text-center mb-4">
              Create an account
            </h1>
            <form onSubmit={submit} aria-busy={pending}>
              <div className="row">
                <FormField
                  className="col-md-6 mb-3"
                  label="First name"
                  name="first_name"
                  autoComplete="given-name"
                  value={form.first_name}
                  onChange={set('first_name')}
                  error={errors.first_name}
                />
                <FormField
                  className="col-md-6 mb-3"
                  label="Last name"
                  name="last_name"
                  autoComplete="family-name"
                  value={form.last_name}
                  onChange={set('last_name')}
                  error={errors.last_name}
                />
              </div>
              <FormField label="Email" type="email" name="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} />
              <FormField
                label="Password"
                type="password"
                name="password"
                autoComplete="new-password"
                value={form.password}
                onChange={set('password')}
                error={errors.password}
              />
              <FormField
                label="Semantic Scholar Id"
                name="author_id"
                value={form.author_id}
                onChange={set('author_id')}
                error={errors.author_id}
                help={
                  <HelpPopover label="About the Semantic Scholar Id">
                    The Semantic Scholar Id is used to get your paper information. You find it at the end of your
                    Semantic Scholar profile URL.
                  </HelpPopover>
                }
              />
              <FormField
                label="Twitter account"
                name="twitter_account_id"
                placeholder="@username"
                value={form.twitter_account_id}
                onChange={set('twitter_account_id')}
                error={errors.twitter_account_id}
                help={
                  <HelpPopover label="About the Twitter account">
                    Give your Twitter username, like @username. It is used to get your tweets.
                  </HelpPopover>
                }
              />
              <div className="d-grid mt-4">
                <BusyButton type="submit" className="btn btn-primary" busy={pending}>
                  Create account
                </BusyButton>
              </div>
            </form>
            <p className="text-center mt-4 mb-0">
              Already registered? <Link to={paths.login}>Sign in</Link>
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}
