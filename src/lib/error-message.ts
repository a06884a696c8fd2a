import { isApiError } from '@/lib/api-error';
import { SESSION_ENDED_MESSAGE } from '@/lib/session';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Try again.';

export { SESSION_ENDED_MESSAGE };

/** "first_name" -> "First Name" */
export function humaniseField(field: string): string {
  return field
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

/** The first message of a 400's JSON body as "Field Name: message" (or the text itself); null without one. */
function badRequestText(body: unknown): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body.trim() || null;
  if (Array.isArray(body)) return firstText(body);
  if (typeof body === 'object') {
    const first = Object.entries(body as Record<string, unknown>)[0];
    if (!first) return null;
    const text = firstText(first[1]);
    return text ? `${humaniseField(first[0])}: ${text}` : null;
  }
  return null;
}

/** Statuses where asking again cannot help: the same request gets the same answer. */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

/**
 * The one vocabulary of failures, for loads and writes alike: what went wrong, in one sentence that
 * never ends in "Try again" (the retry button or the toast adds that where it can help).
 */
export function errorCause(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong.';
  switch (error.kind) {
    case 'network':
      return 'The server could not be reached.';
    case 'timeout':
      return 'The server did not answer in time.';
    case 'contract':
      return "The server's answer could not be read.";
    case 'http':
      if (error.status === 401) return SESSION_ENDED_MESSAGE;
      if (error.status === 403) return 'You are not allowed to see this.';
      if (error.status === 404 && error.notOffered) return `This server does not offer ${error.notOffered.name}.`;
      if (error.status === 404) return 'The server does not know this item.';
      if (error.status === 400) return badRequestText(error.body) ?? 'The server refused this request.';
      if (error.status !== null && error.status >= 500) return 'The server failed to answer.';
      return 'Something went wrong.';
  }
}

/** False where the same request would get the same answer (400, 401, 403, 404): no "Try again" then. */
export function canRetry(error: unknown): boolean {
  return !(isApiError(error) && error.kind === 'http' && error.status !== null && FINAL_STATUSES.has(error.status));
}

/**
 * The spec's generic error handler (section 8): what the toast says for an error, or null for nothing.
 * - 401: nothing.
 * - 400 with a body: the first field as "Field Name: message", or the message text itself.
 * - anything else: the cause in the words of the error states, then "Try again." where that can
 *   help; an unknown failure reads "Something went wrong. Try again.".
 */
export function errorToastText(error: unknown): string | null {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 401) return null;
    if (error.status === 400) return badRequestText(error.body) ?? GENERIC_ERROR_MESSAGE;
  }
  const cause = errorCause(error);
  return canRetry(error) ? `${cause} Try again.` : cause;
}

/** Field errors of a 400 body as a map field -> first message (for inline form errors). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || !error.body || typeof error.body !== 'object' || Array.isArray(error.body)) {
    return {};
  }
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    const text = firstText(value);
    if (text) result[field] = text;
  }
  return result;
}

/**
 * A form's view of a 400: the messages of its own fields, and the first message of any other field
 * (shown above the form, since no input carries it).
 */
export function formErrors(error: unknown, formFields: readonly string[]): FormErrors {
  const fields = fieldErrors(error);
  const other = Object.entries(fields).find(([field]) => !formFields.includes(field))?.[1];
  return { fields, other };
}

export type FormErrors = { fields: Record<string, string>; other: string | undefined };

/** What a failed action of a public page says (useAction's failed state, which loads this module when it runs). */
export type FailureWords = {
  /** the failure in the words of the spec's generic handler (errorToastText); the generic message where that says nothing (a 401) */
  errorText: string;
  /** the failure's messages for a form of these fields, and the first of any other field (formErrors) */
  formErrors: (formFields: readonly string[]) => FormErrors;
};

export function failureWords(error: unknown): FailureWords {
  return { errorText: errorToastText(error) ?? GENERIC_ERROR_MESSAGE, formErrors: (formFields) => formErrors(error, formFields) };
}
