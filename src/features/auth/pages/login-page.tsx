import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDemoBackend } from '@/lib/demo-mode';
import { isApiError } from '@/lib/api-error';
import { session, SESSION_ENDED_MESSAGE } from '@/lib/session';
import { stuckImport } from '@/lib/stuck-import';
import { preloadAccountsApi, useLoginAction } from '../api/actions';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { useSingleFlight } from '@/lib/use-single-flight';
import { focusAndReveal, focusFirstInvalid } from '@/lib/focus';
import { useForm } from '@/lib/form/use-form';
import { LOGIN_FIELDS, type LoginErrors } from '../lib/login-fields';

/** The sign-in form's checks, loaded with zod when the user starts filling in the form. */
const loadLoginValidator = () => import('../lib/login-schema').then((module) => module.loginValidator);

/** An email handed over by the register page through navigation state. */
function emailFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email;
  return '';
}

/** The sign-in's message above the fields: a 400's non-field message, a 401's refusal, or the cause. */
function loginFailureText(error: unknown, errorText: string | null, other: string | undefined, hasFieldErrors: boolean): string | undefined {
  if (!error) return undefined;
  if (other) return other;
  if (hasFieldErrors) return undefined;
  if (isApiError(error) && error.kind === 'http' && error.status === 401) return 'The server did not accept this sign-in. Check the email and password.';
  return errorText ?? undefined;
}

/** The standalone build's ready-made account, with a button that fills it in. */
function DemoAccountNote({ account, onFill }: { account: { email: string; password: string }; onFill: () => void }) {
  return (
    <div className="alert alert-info small" role="note" aria-label="Demo account">
      <p className="mb-2">
        This demo has a ready-made account: email <strong>{account.email}</strong>, password <strong>{account.password}</strong>.
      </p>
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onFill}>
        Fill in the demo account
      </button>
    </div>
  );
}

/**
 * The sign-in: the form, its errors (its own checks, then the server's), and `submit`, which starts
 * the session and goes on to the profile (or the import's wait); after a failure the focus goes to the
 * first field the server marked, else the password (inside `passwordBox`).
 */
function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginAction();
  const form = useForm(loadLoginValidator, () => ({ email: emailFromState(location.state), password: '' }));
  const singleFlight = useSingleFlight();
  const formRef = form.formRef;
  const passwordBox = useRef<HTMLDivElement>(null);
  const server = login.formErrors(LOGIN_FIELDS);
  const errors: LoginErrors = {
    email: form.errors.email ?? server.fields.email,
    password: form.errors.password ?? server.fields.password,
  };
  const formError = loginFailureText(login.error, login.errorText, server.other, Object.keys(server.fields).length > 0);

  const [failures, setFailures] = useState(0);

  const submit = form.submit({
    onInvalid: () => login.reset(),
    onValid: ({ email, password }) => {
      if (login.isPending) return;
      singleFlight(async () => {
        const user = await login.run({ email, password });
        session.start({ token: user.token, firstName: user.first_name, lastName: user.last_name, id: user.id });
        // an import this server never finished for the account (a timed-out wait before) is not waited for again
        if (!user.data_being_loaded) stuckImport.forget(user.id);
        const wait = user.data_being_loaded && stuckImport.since(user.id) === null;
        await navigate(wait ? paths.redirect : paths.cloudChart(user.id));
      }).catch(() => {
        // the message stays beside the form (the action is silent: no toast), what was typed
        // stays, and focus goes to the field to correct once the messages are rendered (below)
        setFailures((count) => count + 1);
      });
    },
  });

  // After a failed sign-in, once its messages are on the screen: focus to the first field the
  // server marked, else the password (wrong credentials). An effect, not a timer, so a slow render
  // cannot run the focus before the fields are marked.
  useEffect(() => {
    if (failures === 0) return;
    if (!focusFirstInvalid(formRef.current)) focusAndReveal(passwordBox.current?.querySelector('input'));
  }, [failures, formRef]);
  return { form, login, submit, errors, formError, passwordBox };
}

/**
 * /auth/login. Empty fields are reported beside them and nothing is sent. A failed login shows one
 * message, inline ('Detail: Invalid credentials' above the fields, a field's message beside it, or
 * the cause), never a toast, with focus back in the form so the user can correct it.
 */
export function Component() {
  const { form, login, submit, errors, formError, passwordBox } = useSignIn();
  // the demo account comes with the built-in backend's code, so a build with a backend never contains it
  const demoAccount = useDemoBackend()?.account;
  // the server rejected the last session's token: say so here (not in a toast)
  const [sessionEnded] = useState(() => session.hasEnded());
  const formErrorId = useId();
  const formRef = form.formRef;
  const pending = login.isPending;

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-8 col-lg-5">
        <section className="card shadow border-0" aria-labelledby="login-heading">
          <div className="card-body p-4 p-lg-5">
            <h1 id="login-heading" className="h4 text-center mb-4">
              Login
            </h1>
            {sessionEnded ? (
              <p className="alert alert-warning" role="status">
                {SESSION_ENDED_MESSAGE}
              </p>
            ) : null}
            {demoAccount ? <DemoAccountNote account={demoAccount} onFill={() => form.setAll({ email: demoAccount.email, password: demoAccount.password })} /> : null}
            <form ref={formRef} onSubmit={submit} onFocus={() => { preloadAccountsApi(); void form.preload(); }} aria-busy={pending} noValidate>
              {formError ? (
                <div id={formErrorId} className="alert alert-danger py-2" role="alert">
                  {formError}
                </div>
              ) : null}
              <FormField
                label="Email"
                type="email"
                autoComplete="email"
                {...form.field('email')}
                error={errors.email}
                required
                describedBy={formError ? formErrorId : undefined}
              />
              <div ref={passwordBox}>
                <FormField
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  {...form.field('password')}
                  error={errors.password}
                  required
                  describedBy={formError ? formErrorId : undefined}
                />
              </div>
              <div className="d-grid mt-4">
                <BusyButton type="submit" className="btn btn-primary" busy={pending}>
                  Sign in
                </BusyButton>
              </div>
            </form>
            <p className="text-center mt-4 mb-0">
              <Link to={paths.register}>Create new account</Link>
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}
