import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RegisterInput } from '@/api/user/accounts';
import { HelpPopover } from '@/components/ui/help-popover';
import { paths } from '@/config/paths';
import { focusFirstInvalid } from '@/lib/focus';
import { useForm } from '@/lib/form/use-form';
import { preloadAccountsApi, useRegisterAction } from '../api/actions';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { useSingleFlight } from '@/lib/use-single-flight';
import { ScholarIdCheckResult, useScholarIdCheck, WhatIsSent } from '../components/scholar-id-check';
import { useWords } from '@/lib/words';
import type { SocialNetwork } from '@/config/social';
import { STANDALONE_UI, storageKeeps, useDemoBackend, useStorageStatus, type NotKeptState } from '@/lib/demo-mode';
import { REGISTER_FIELDS, type RegisterErrors, type RegisterField } from '../lib/register-fields';

/**
 * The standalone build's "is this you?" under the Bluesky handle: loaded once a handle is typed (its
 * look-up waits for a pause in typing anyway), so the page's first load does not carry it.
 */
const BlueskyHandleCheck = lazy(() => import('@/components/identity/bluesky-handle-check').then((module) => ({ default: module.BlueskyHandleCheck })));
/** What Registration says when this browser cannot keep a new account: loaded only then. */
const AccountStorageWarning = lazy(() => import('../components/account-storage-warning').then((module) => ({ default: module.AccountStorageWarning })));

/** The check's live region while it loads: the same empty line, so nothing moves. */
const HANDLE_CHECK_PLACE = <div className="form-text mt-n2 mb-3 text-break" aria-live="polite" />;

/**
 * The form's checks with zod, and Create account's steps (with the parsers that turn a pasted address
 * into the id or handle the server keeps): none of it is needed before the user acts.
 */
const submitModule = () => import('../lib/register-submit');

const EMPTY: RegisterInput = { first_name: '', last_name: '', email: '', password: '', author_id: '', twitter_account_id: '' };

/** The server copies the email into `username`: its messages belong next to the email field. */
const SERVER_FIELDS = [...REGISTER_FIELDS, 'username'];

type FieldProps = ReturnType<ReturnType<typeof useForm<keyof RegisterInput>>['field']>;

/** The Semantic Scholar Id, checked with Semantic Scholar when the field is left (the standalone build). */
function ScholarIdField({ field, error, scholar }: { field: FieldProps; error: string | undefined; scholar: ReturnType<typeof useScholarIdCheck> }) {
  return (
    <div onBlur={scholar.check}>
      <FormField
        label="Semantic Scholar Id"
        {...field}
        error={error}
        help={
          <HelpPopover label="About the Semantic Scholar Id">
            Your author page address or the number at its end; it is used to get your paper information.
          </HelpPopover>
        }
      />
      <ScholarIdCheckResult state={scholar.state} />
    </div>
  );
}

/** The social account (a Twitter user name, or a Bluesky handle with its "is this you?" check). */
function HandleField({ field, error, network }: { field: FieldProps; error: string | undefined; network: SocialNetwork }) {
  return (
    <>
      <FormField
        label={network.registerLabel}
        {...field}
        placeholder={network.id === 'bluesky' ? '@name.bsky.social' : '@username'}
        error={error}
        help={<HelpPopover label={network.registerHelpLabel}>{network.registerHelp}</HelpPopover>}
      />
      {network.id === 'bluesky' && !error ? (
        field.value.trim() === '' ? (
          HANDLE_CHECK_PLACE
        ) : (
          <Suspense fallback={HANDLE_CHECK_PLACE}>
            <BlueskyHandleCheck value={field.value} />
          </Suspense>
        )
      ) : null}
    </>
  );
}

/**
 * Registration's state: the form, its errors (its own checks, the server's 400, the author id's
 * check), whether this browser can keep the account, and `submit`, which creates the account and
 * goes to the login page (or, after a failure, focuses the first field to correct).
 */
function useRegistration() {
  const navigate = useNavigate();
  const register = useRegisterAction();
  const network = useWords().network;
  // the form's checks, loaded with zod when the user starts filling in the form
  const loadValidator = useCallback(() => submitModule().then((module) => module.registerValidator(network)), [network]);
  const form = useForm(loadValidator, EMPTY);
  const singleFlight = useSingleFlight();
  const formRef = form.formRef;
  // a 400's messages beside their fields, any other field's above the form (formErrors)
  const server = register.formErrors(SERVER_FIELDS);
  const username = server.fields.username;
  if (username !== undefined) server.fields.email ??= username;
  // the standalone build asks Semantic Scholar who the author id is (on blur and on submit)
  const scholar = useScholarIdCheck(form.values.author_id);
  // the form's own message first; a server's message until its field is changed
  const serverError = (field: RegisterField) => (form.edited(field) ? undefined : server.fields[field]);
  const errors: RegisterErrors = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, form.errors[field] ?? serverError(field)]));
  errors.author_id ??= scholar.fieldError;
  const formError = server.other;
  // the standalone build says before creating the account that this browser cannot keep it (storage
  // refused or full): from the banner's state, or from the check made at Create account
  const demoBackend = useDemoBackend();
  const standalone = STANDALONE_UI && demoBackend !== null;
  const storage = useStorageStatus().state;
  const [checkedStorage, setCheckedStorage] = useState<NotKeptState | null>(null);
  const notKept = standalone ? (checkedStorage ?? (storageKeeps(storage) ? null : storage)) : null;

  const submit = form.submit({
    onInvalid: () => register.reset(),
    onValid: (values) => {
      if (register.isPending) return;
      singleFlight(async () =>
        (await submitModule()).createAccount({
          values,
          network,
          demoBackend,
          askStorage: standalone && notKept === null,
          onNotKept: setCheckedStorage,
          confirmAuthor: scholar.confirm,
          onUnknownAuthor: () => formRef.current?.querySelector<HTMLElement>('[name="author_id"]')?.focus(),
          register: register.run,
          signIn: (email) => navigate(paths.login, { state: { email } }),
        }),
      ).catch(() => {
        // the action raised the toast; the messages show beside the fields, nothing typed is
        // lost, and focus goes to the first field to correct once they have rendered
        setTimeout(() => {
          if (!focusFirstInvalid(formRef.current)) formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
        });
      });
    },
  });
  return { form, register, network, scholar, errors, formError, notKept, checkedStorage, submit };
}

/**
 * /auth/register. Registration returns no token: on success the user goes to the login page.
 * Email and password are checked before sending. Every message (local or from a 400, which also
 * raises the generic toast) appears beside its field, which is marked invalid; focus moves to the
 * first invalid field, scrolled into view. Everything typed is kept.
 */
export function Component() {
  const { form, register, network, scholar, errors, formError, notKept, checkedStorage, submit } = useRegistration();
  const formRef = form.formRef;
  const formErrorId = useId();
  const pending = register.isPending;

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-10 col-lg-7">
        <section className="card shadow border-0" aria-labelledby="register-heading">
          <div className="card-body p-4 p-lg-5">
            <h1 id="register-heading" className="h4 text-center mb-4">
              Create an account
            </h1>
            <form ref={formRef} onSubmit={submit} onFocus={() => { preloadAccountsApi(); void form.preload(); }} aria-busy={pending} noValidate>
              {formError ? (
                <div id={formErrorId} className="alert alert-danger py-2" role="alert" tabIndex={-1}>
                  {formError}
                </div>
              ) : null}
              <div className="row">
                <FormField
                  className="col-md-6 mb-3"
                  label="First name"
                  {...form.field('first_name')}
                  autoComplete="given-name"
                  error={errors.first_name}
                />
                <FormField
                  className="col-md-6 mb-3"
                  label="Last name"
                  {...form.field('last_name')}
                  autoComplete="family-name"
                  error={errors.last_name}
                />
              </div>
              <FormField
                label="Email"
                type="email"
                {...form.field('email')}
                autoComplete="email"
                error={errors.email}
                required
                describedBy={formError ? formErrorId : undefined}
              />
              <FormField
                label="Password"
                type="password"
                {...form.field('password')}
                autoComplete="new-password"
                error={errors.password}
                required
              />
              <ScholarIdField field={form.field('author_id')} error={errors.author_id} scholar={scholar} />
              <HandleField field={form.field('twitter_account_id')} error={errors.twitter_account_id} network={network} />
              <WhatIsSent />
              {notKept !== null ? (
                <Suspense fallback={null}>
                  <AccountStorageWarning state={notKept} focus={checkedStorage !== null} />
                </Suspense>
              ) : null}
              <div className="d-grid mt-4">
                <BusyButton type="submit" className="btn btn-primary" busy={pending}>
                  {notKept === null ? 'Create account' : 'Create account for this visit only'}
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
