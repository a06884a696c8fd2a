import { isApiError } from '@/lib/api-error';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Try again.';

/** What the login page says after the server rejected the stored token (401). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

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

/**
 * The spec's generic error handler (section 8): what the toast says for an error, or null for nothing.
 * - 401: nothing.
 * - 400 with a body: the first field as "Field Name: message", or the message text itself.
 * - anything else: "Something went wrong. Try again."
 */
export function errorToastText(error: unknown): string | null {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  if (error.kind === 'http' && error.status === 401) return null;
  if (error.kind === 'http' && error.status === 400 && error.body !== null && error.body !== undefined) {
    const body = error.body;
    if (typeof body === 'string') return body.trim() || GENERIC_ERROR_MESSAGE;
    if (Array.isArray(body)) return firstText(body) ?? GENERIC_ERROR_MESSAGE;
    if (typeof body === 'object') {
      const entries = Object.entries(body as Record<string, unknown>);
      const first = entries[0];
      if (!first) return GENERIC_ERROR_MESSAGE;
      const text = firstText(first[1]);
      return text ? `${humaniseField(first[0])}: ${text}` : GENERIC_ERROR_MESSAGE;
    }
  }
  return GENERIC_ERROR_MESSAGE;
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
export function formErrors(error: unknown, formFields: readonly string[]): { fields: Record<string, string>; other: string | undefined } {
  const fields = fieldErrors(error);
  const other = Object.entries(fields).find(([field]) => !formFields.includes(field))?.[1];
  return { fields, other };
}
