/**
 * Response helpers shared by the built-in backend's handlers (user API and conference API).
 * They reproduce the real server's conventions (api-contract 1.2, 1.4, 1.8): HTML pages for
 * routing 404s and server errors, JSON bodies for DRF errors, 401 with `WWW-Authenticate: Token`.
 */
import { HttpResponse } from 'msw';
import type { Db } from './domain';

const NOT_FOUND_PAGE =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n';

const SERVER_ERROR_PAGE =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n';

/** The HTML 404 page Django answers when no route matches (wrong path, wrong slash, non-numeric id). */
export function htmlNotFound(): Response {
  return new HttpResponse(NOT_FOUND_PAGE, { status: 404, headers: { 'Content-Type': 'text/html' } });
}

/** The HTML 500 page of an unhandled exception (anonymous use of caller-only views, NLP failures, …). */
export function htmlServerError(): Response {
  return new HttpResponse(SERVER_ERROR_PAGE, { status: 500, headers: { 'Content-Type': 'text/html' } });
}

/** A JSON answer with the server's content type (no charset parameter). */
export function json(body: unknown, status = 200): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** DRF's JSON 404 of a failed object lookup. */
export function jsonNotFound(): Response {
  return json({ detail: 'Not found.' }, 404);
}

/** 204 with an empty body and no content type. */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/** 401 for an unusable Authorization header; `detail` defaults to the unknown-token text. */
export function unauthorized(detail = 'Invalid token.'): Response {
  return new HttpResponse(JSON.stringify({ detail }), {
    status: 401,
    headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Token' },
  });
}

export type AuthState = 'none' | 'invalid' | { userId: number };

type HeaderCheck = { kind: 'none' } | { kind: 'invalid'; detail: string } | { kind: 'key'; key: string };

function checkHeader(request: Request): HeaderCheck {
  const header = request.headers.get('Authorization');
  if (header === null) return { kind: 'none' };
  const parts = header.split(' ').filter((part) => part !== '');
  // Only the `Token` scheme is configured; any other scheme is ignored (anonymous request).
  if (parts.length === 0 || parts[0]?.toLowerCase() !== 'token') return { kind: 'none' };
  if (parts.length === 1) return { kind: 'invalid', detail: 'Invalid token header. No credentials provided.' };
  if (parts.length > 2) return { kind: 'invalid', detail: 'Invalid token header. Token string should not contain spaces.' };
  const key = parts[1] ?? '';
  if (Array.from(key).some((char) => char.charCodeAt(0) > 0xff)) {
    return { kind: 'invalid', detail: 'Invalid token header. Token string should not contain invalid characters.' };
  }
  return { kind: 'key', key };
}

/** Who the request acts for: no (or a non-Token) header, an unusable header, or a user. */
export function authState(db: Db, request: Request): AuthState {
  const check = checkHeader(request);
  if (check.kind === 'none') return 'none';
  if (check.kind === 'invalid') return 'invalid';
  const userId = db.userIdForToken(check.key);
  return userId === null ? 'invalid' : { userId };
}

/** The 401 answer matching the request's unusable header (the detail text varies as on the server). */
export function unauthorizedFor(request: Request): Response {
  const check = checkHeader(request);
  return unauthorized(check.kind === 'invalid' ? check.detail : 'Invalid token.');
}

/** Reads a JSON body; `undefined` when there is none, the marker `malformed` when it does not parse. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

export const MALFORMED = Symbol('malformed JSON');

/** DRF's 400 for a body that is not JSON. */
export function malformedJson(): Response {
  return json({ detail: 'JSON parse error - Expecting value: line 1 column 1 (char 0)' }, 400);
}
