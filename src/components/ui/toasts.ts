import { toast } from 'react-toastify/unstyled';
import { errorToastText } from '@/lib/error-message';

export const SUCCESS_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 5000;

/** The one place success toasts are raised (2 s, top right). */
export function notifySuccess(text: string) {
  toast.success(text, { autoClose: SUCCESS_TOAST_MS, position: 'top-right', toastId: `ok:${text}` });
}

/** The one place error toasts are raised (5 s, top right), following the spec's generic handler. */
export function notifyError(error: unknown) {
  const text = errorToastText(error);
  if (text === null) return;
  toast.error(text, { autoClose: ERROR_TOAST_MS, position: 'top-right', toastId: `err:${text}` });
}
