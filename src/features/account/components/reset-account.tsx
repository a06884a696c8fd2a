import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notOfferedText } from '@/api/features';
import { isApiError } from '@/lib/api-error';
import { session } from '@/lib/session';
import { stuckImport } from '@/lib/stuck-import';
import { canRetry, errorCause } from '@/lib/error-message';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { NotOfferedState } from '@/components/ui/states';
import { useFeatureProbe } from '@/components/ui/use-features';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/form/use-form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useWords } from '@/lib/words';
import type { Words } from '@/config/words';
import { useResetAccount } from '../api/queries';
import { resetConfirmationValidator } from '../lib/reset-schema';

/** What the section says after a failed reset (a route this server lacks aside). */
function resetFailureText(error: unknown, words: Words): string {
  // 400 or 403: the server refused before it touched anything
  if (isApiError(error) && error.kind === 'http' && !canRetry(error)) return `The server refused the reset: ${errorCause(error)} Nothing was reset.`;
  return `The reset did not finish: ${errorCause(error)} Your data may already be deleted ${words.dataHome}. This page now shows what ${words.worker} holds; check your papers and interests before you reset again.`;
}

/**
 * "Reset account" (reset-data/, the newer backend line): deletes the papers, removed papers,
 * interests, tweets and every manual change, and imports everything again. The user confirms by
 * typing their email; then the import wait screen. Whether this server has the route is asked when
 * the section opens (useFeatureProbe): a server without it gets the one sentence instead.
 *
 * A failed reset is not a failed request to try again: the development line deletes everything
 * before it imports, and answers 500 when the import fails (api-contract-development 3.4). So after
 * any failure but a refusal the dialog closes, every view of the user's data is loaded again, and
 * the section says that the data may already be gone; it never offers "Try again".
 */
export function ResetAccount({ email }: { email: string }) {
  // asked when My account opens: a server without reset-data/ says so before any email is typed
  const offered = useFeatureProbe('resetAccount');
  const words = useWords();
  const { posts } = words.network;
  const reset = useResetAccount();
  const navigate = useNavigate();
  const singleFlight = useSingleFlight();
  const [open, setOpen] = useState(false);
  // a signed-in page has zod already (the API schemas): the check is at hand
  const loadValidator = useCallback(() => Promise.resolve(resetConfirmationValidator(email)), [email]);
  const form = useForm(loadValidator, { confirmation: '' });
  const [failure, setFailure] = useState<string | null>(null);

  if (offered === 'checking') {
    return (
      <div className="mt-4">
        <Spinner small label="Checking whether this server can reset your account…" />
      </div>
    );
  }
  if (offered === 'missing') {
    return (
      <div className="mt-4">
        <NotOfferedState>{notOfferedText('resetAccount')}</NotOfferedState>
      </div>
    );
  }

  const close = () => {
    if (reset.isPending) return;
    setOpen(false);
    form.reset({ confirmation: '' });
  };

  const run = () =>
    void singleFlight(async () => {
      setFailure(null);
      try {
        await reset.mutateAsync();
        // a fresh import: the wait screen waits for it, even if an earlier import never finished
        const ownId = session.getOwnId();
        if (ownId !== null) stuckImport.forget(ownId);
        setOpen(false);
        await navigate(paths.redirect);
      } catch (error) {
        setOpen(false);
        form.reset({ confirmation: '' });
        // a route this server lacks: the section below turns into its one sentence
        if (isApiError(error) && error.notOffered) return;
        setFailure(resetFailureText(error, words));
      }
    });

  // the typed email is checked first (the message goes next to the field, and focus with it)
  const confirm = () => {
    if (reset.isPending) return;
    form.check({ onValid: run });
  };

  return (
    <section className="border border-danger-subtle rounded p-3 mt-4" aria-labelledby="reset-account-heading">
      <h3 id="reset-account-heading" className="h6">
        Reset account
      </h3>
      <p className="small text-muted">
        Deletes your data {words.dataHome} and imports your papers and {posts} again.
      </p>
      {failure ? (
        <div className="alert alert-warning small" role="alert">
          {failure}
        </div>
      ) : null}
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setOpen(true)}>
        Reset account
      </button>
      <ConfirmDialog open={open} title="Reset account?" confirmLabel="Reset account" busy={reset.isPending} onConfirm={confirm} onCancel={close}>
        <p>
          This deletes your papers, the papers you removed, your interests, your {posts} and every change you made by hand. Your papers and {posts}{' '}
          are then imported again, which takes a while.
        </p>
        <form ref={form.formRef} onSubmit={form.submit({ onValid: run })} noValidate aria-label="Confirm the reset">
          <FormField className="mb-0" label={`Type your email (${email}) to confirm`} {...form.field('confirmation')} name="confirm-email" />
        </form>
      </ConfirmDialog>
    </section>
  );
}
