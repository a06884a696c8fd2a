import type { Id } from 'react-toastify/unstyled';
import { wantContainer } from './toast-host';

export const SUCCESS_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 5000;
/** The conference screens' notifications stay 8 s (spec section 9). */
export const CONFERENCE_NOTIFICATION_MS = 8000;

/**
 * react-toastify loads with the first toast, not with the first page (no page needs it to render),
 * and with it the words of failures (lib/error-message), which only an error toast needs: every call
 * below goes through this one promise, so toasts and dismissals keep their order. A toast raised
 * before the container has mounted waits in the library's queue and shows when it mounts.
 */
type ToastLibrary = typeof import('react-toastify/unstyled') & { errorToastText: (error: unknown) => string | null };
let library: Promise<ToastLibrary> | null = null;
function withToasts(use: (toasts: ToastLibrary) => void) {
  wantContainer();
  library ??= Promise.all([import('react-toastify/unstyled'), import('@/lib/error-message')]).then(([toasts, words]) => ({ ...toasts, errorToastText: words.errorToastText }));
  library.then(use).catch(() => {
    // a chunk that cannot load (offline, a new build): the toast is lost, the page says the rest
    library = null;
  });
}


/** The one place success toasts are raised (2 s, top right). */
export function notifySuccess(text: string) {
  withToasts(({ toast }) => {
    toast.success(text, { autoClose: SUCCESS_TOAST_MS, position: 'top-right', toastId: `ok:${text}` });
  });
}

/** error toasts on screen, by the form (group) whose action raised them */
const errorToasts = new Map<Id, string>();
/** error toasts raised while their words were loading, by the form whose action raised them */
const raisedErrors = new Set<{ group: string }>();

/**
 * The one place error toasts are raised (5 s, top right), following the spec's generic handler.
 * `group` names the form whose action failed, so that its next success can dismiss the toast;
 * `autoClose` is 5 s except where the spec says otherwise (conference notifications: 8 s).
 */
export function notifyError(error: unknown, group = '', autoClose = ERROR_TOAST_MS) {
  const raised = { group };
  raisedErrors.add(raised);
  withToasts(({ toast, errorToastText }) => {
    // dismissed by a success of its form before the library had loaded
    if (!raisedErrors.delete(raised)) return;
    const text = errorToastText(error);
    if (text === null) return;
    const id: Id = `err:${group}:${text}`;
    errorToasts.set(id, group);
    toast.error(text, { autoClose, position: 'top-right', toastId: id, onClose: () => errorToasts.delete(id) });
  });
}

/** A successful action dismisses the error toasts its form raised before: they no longer hold. */
export function dismissErrors(group = '') {
  [...raisedErrors].filter((raised) => raised.group === group).forEach((raised) => raisedErrors.delete(raised));
  const ids = [...errorToasts].filter(([, owner]) => owner === group).map(([id]) => id);
  if (ids.length === 0) return;
  ids.forEach((id) => errorToasts.delete(id));
  withToasts(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
}

/** Removes every toast (tests: between cases). */
export function dismissAllToasts(): Promise<void> {
  errorToasts.clear();
  raisedErrors.clear();
  return (library ?? Promise.resolve(null)).then((toasts) => {
    toasts?.toast.dismiss();
  });
}
