import { toast, type Id } from 'react-toastify/unstyled';
import { errorToastText } from '@/lib/error-message';

export const SUCCESS_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 5000;
/** The conference screens' notifications stay 8 s (spec section 9). */
export const CONFERENCE_NOTIFICATION_MS = 8000;

/** The one place success toasts are raised (2 s, top right). */
export function notifySuccess(text: string) {
  toast.success(text, { autoClose: SUCCESS_TOAST_MS, position: 'top-right', toastId: `ok:${text}` });
}

/** error toasts on screen, by the form (group) whose action raised them */
const errorToasts = new Map<Id, string>();

/**
 * The one place error toasts are raised (5 s, top right), following the spec's generic handler.
 * `group` names the form whose action failed, so that its next success can dismiss the toast;
 * `autoClose` is 5 s except where the spec says otherwise (conference notifications: 8 s).
 */
export function notifyError(error: unknown, group = '', autoClose = ERROR_TOAST_MS) {
  const text = errorToastText(error);
  if (text === null) return;
  const id = toast.error(text, {
    autoClose,
    position: 'top-right',
    toastId: `err:${group}:${text}`,
    onClose: () => errorToasts.delete(id),
  });
  errorToasts.set(id, group);
}

/** A successful action dismisses the error toasts its form raised before: they no longer hold. */
export function dismissErrors(group = '') {
  for (const [id, owner] of errorToasts) {
    if (owner !== group) continue;
    toast.dismiss(id);
    errorToasts.delete(id);
  }
}
