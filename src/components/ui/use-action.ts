import { useCallback, useEffect, useRef, useState } from 'react';
import type { FailureWords, FormErrors } from '@/lib/error-message';

type Idle = { status: 'idle'; isIdle: true; isPending: false; isError: false; isSuccess: false; data: undefined; error: null; variables: undefined };
type Pending<I> = { status: 'pending'; isIdle: false; isPending: true; isError: false; isSuccess: false; data: undefined; error: null; variables: I };
type Failed<I> = { status: 'error'; isIdle: false; isPending: false; isError: true; isSuccess: false; data: undefined; error: unknown; variables: I } & FailureWords;
type Done<I, O> = { status: 'success'; isIdle: false; isPending: false; isError: false; isSuccess: true; data: O; error: null; variables: I };
export type ActionState<I, O> = Idle | Pending<I> | Failed<I> | Done<I, O>;

const NO_FORM_ERRORS: FormErrors = { fields: {}, other: undefined };
const noFormErrors = () => NO_FORM_ERRORS;
/** What a failure says when the words of failures cannot load (offline, a new build). */
const WORDS_NOT_LOADED: FailureWords = { errorText: 'Something went wrong. Reload the page and try again.', formErrors: noFormErrors };

/** The words of failures load when an action runs, not with the page (no public page shows one before the user acts). */
const errorWords = () => import('@/lib/error-message');
/** The toasts load when an action ends, not with the page; a toast that cannot load is lost (the page shows the rest). */
const toasts = (use: (module: typeof import('./toasts')) => void) => {
  import('./toasts').then(use).catch(() => undefined);
};

export type Action<I, O> = ActionState<I, O> & {
  /** the failure in the spec's words (see FailureWords); null unless the action failed */
  errorText: string | null;
  /** the failure's messages for a form of these fields; none unless the action failed */
  formErrors: (formFields: readonly string[]) => FormErrors;
  /** runs the action; rejects with its error (after the state and the toast say so) */
  run: (input: I) => Promise<O>;
  /** runs the action for its state alone (the error is shown from the state) */
  mutate: (input: I) => void;
  /** back to idle; the answer of a run still under way is then ignored */
  reset: () => void;
};

const IDLE: Idle = { status: 'idle', isIdle: true, isPending: false, isError: false, isSuccess: false, data: undefined, error: null, variables: undefined };

/**
 * An action of a public page (sign in, register, the demo card) with its state: what TanStack Query's
 * useMutation gives the signed-in pages, without loading that library before the first page is
 * usable. Outcomes are reported as the mutation cache reports them (src/app/query-client.ts): a
 * failure raises its toast (unless `silent`: the page shows it itself), a success dismisses the error
 * toasts of the same `form`. A failure's state carries what it says (`errorText`, `formErrors`), so
 * that a page shows it without loading lib/error-message itself.
 */
export function useAction<I, O>(perform: (input: I) => Promise<O>, options: { form: string; silent?: boolean }): Action<I, O> {
  const [state, setState] = useState<ActionState<I, O>>(IDLE);
  const latest = useRef(0);
  const mounted = useRef(true);
  const performRef = useRef(perform);
  const { form, silent = false } = options;
  useEffect(() => {
    performRef.current = perform;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (input: I): Promise<O> => {
      latest.current += 1;
      const attempt = latest.current;
      const current = () => mounted.current && latest.current === attempt;
      setState({ ...IDLE, status: 'pending', isIdle: false, isPending: true, variables: input });
      const words = errorWords();
      words.catch(() => undefined); // said when the action fails
      try {
        const data = await performRef.current(input);
        toasts(({ dismissErrors }) => dismissErrors(form));
        if (current()) setState({ ...IDLE, status: 'success', isIdle: false, isSuccess: true, data, variables: input });
        return data;
      } catch (error) {
        if (!silent) toasts(({ notifyError }) => notifyError(error, form));
        const said = await words.then(({ failureWords }) => failureWords(error), () => WORDS_NOT_LOADED);
        if (current()) setState({ ...IDLE, status: 'error', isIdle: false, isError: true, error, variables: input, ...said });
        throw error;
      }
    },
    [form, silent],
  );
  const mutate = useCallback(
    (input: I) => {
      run(input).catch(() => undefined);
    },
    [run],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);
  return { errorText: null, formErrors: noFormErrors, ...state, run, mutate, reset };
}
