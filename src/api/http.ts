import * as z from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { whenBackendReady } from '@/lib/demo-mode';
import { session } from '@/lib/session';

export const REQUEST_TIMEOUT_MS = 30_000;

/** NLP calls (keyword extraction, Wikipedia-backed similarity) can take minutes on the real server. */
export const SLOW_REQUEST_TIMEOUT_MS = 300_000;

export { ApiError, isApiError, type ApiErrorKind } from '@/lib/api-error';

/** One backend: the base URL every relative `url` is joined to, and the timeout of its requests. */
export type HttpClient = Readonly<{ baseURL: string; timeoutMs: number }>;

/**
 * Creates the client of one backend. It holds no state: the token header is added per request,
 * only when a token is stored, so a sign-in or sign-out takes effect without a new client.
 */
export function createHttpClient(baseURL: string, options: { timeoutMs?: number } = {}): HttpClient {
  return Object.freeze({ baseURL, timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS });
}

/**
 * The address of a request: an absolute `url` ("https://…" or "//…") as it is, else the base URL
 * without its trailing slashes, one slash, and `url` without its leading slashes (an empty `url` is
 * the base URL itself). The endpoint modules' trailing slashes stay as they are written.
 */
export function joinUrl(baseURL: string, url: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) || !baseURL) return url;
  if (!url) return baseURL;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Parses a response body: JSON when it is JSON, null when empty, and the marker `html` for an HTML page. */
export function parseBody(raw: unknown, contentType: string | undefined): { json: unknown; html: boolean; empty: boolean } {
  if (raw === undefined || raw === null || raw === '') return { json: null, html: false, empty: true };
  if (typeof raw !== 'string') return { json: raw, html: false, empty: false };
  const text = raw.trim();
  const looksHtml = /^<(!doctype|html|head|body|h1|p|title)\b/i.test(text) || (contentType ?? '').includes('text/html');
  if (looksHtml) return { json: null, html: true, empty: false };
  try {
    return { json: JSON.parse(text), html: false, empty: false };
  } catch {
    return { json: null, html: false, empty: false };
  }
}

/** Turns anything a request can throw into an ApiError naming the endpoint. */
export function normaliseError(error: unknown, endpoint: string): ApiError {
  if (error instanceof ApiError) return error;
  // Names rather than instanceof: fetch's DOMException and TypeError may come from another realm.
  const name = nameOf(error);
  if (name === 'TimeoutError') {
    return new ApiError({ kind: 'timeout', endpoint, message: `${endpoint}: the server did not answer in time.` });
  }
  // fetch rejects with a TypeError when no answer arrives (offline, refused, CORS, DNS), and with an
  // AbortError when the caller cancelled the request: neither has an answer to report.
  if (name === 'TypeError' || name === 'AbortError') {
    return new ApiError({ kind: 'network', endpoint, message: `${endpoint}: the server could not be reached.` });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', endpoint, message: `${endpoint}: ${message}` });
}

function nameOf(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('name' in error)) return '';
  return typeof error.name === 'string' ? error.name : '';
}

/** The error of a non-2xx answer: its JSON body (null when HTML, empty or not JSON) and its status. */
function httpError(endpoint: string, status: number, text: string, contentType: string | undefined): ApiError {
  const { json, html } = parseBody(text, contentType);
  return new ApiError({
    kind: 'http',
    endpoint,
    status,
    body: html ? null : json,
    message: `${endpoint}: the server answered ${status}${html ? ' (an HTML error page)' : ''}.`,
  });
}

export type RequestOptions<S extends z.core.$ZodType> = {
  /** a human name of the endpoint, used in error messages, e.g. "GET /api/interests/papers/" */
  endpoint: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  data?: unknown;
  /** schema of the 2xx body; omit for empty (204) answers */
  schema?: S;
  signal?: AbortSignal;
  /** overrides REQUEST_TIMEOUT_MS for calls the server is known to answer slowly */
  timeoutMs?: number;
};

/** Sends one request and returns the parsed, validated body. Every failure is an ApiError. */
export async function request<S extends z.core.$ZodType>(
  client: HttpClient,
  options: RequestOptions<S> & { schema: S },
): Promise<z.output<S>>;
export async function request(client: HttpClient, options: RequestOptions<z.core.$ZodType> & { schema?: undefined }): Promise<void>;
export async function request<S extends z.core.$ZodType>(client: HttpClient, options: RequestOptions<S>): Promise<z.output<S> | void> {
  let token: string | null = null;
  let answer: Answer;
  try {
    // In demo mode the in-browser backend may still be starting: wait for it (no-op otherwise).
    await whenBackendReady();
    token = session.getToken();
    answer = await send(client, options, token);
  } catch (error) {
    throw normaliseError(error, options.endpoint);
  }
  if (!answer.ok) {
    const apiError = httpError(options.endpoint, answer.status, answer.text, answer.contentType);
    // The one place a rejected token ends the session (unless another sign-in happened meanwhile).
    if (apiError.status === 401 && token !== null && session.getToken() === token) session.end();
    throw apiError;
  }
  if (!options.schema) return;
  const { json, html, empty } = parseBody(answer.text, answer.contentType);
  if (html || empty) {
    throw new ApiError({
      kind: 'contract',
      endpoint: options.endpoint,
      status: answer.status,
      message: `${options.endpoint}: expected JSON but received ${html ? 'an HTML page' : 'an empty body'}.`,
    });
  }
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError({
      kind: 'contract',
      endpoint: options.endpoint,
      status: answer.status,
      body: json,
      message: `${options.endpoint}: unexpected answer from the server${where}${issue ? ` (${issue.message})` : ''}.`,
    });
  }
  return parsed.data;
}

type SendOptions = Omit<RequestOptions<never>, 'endpoint' | 'schema'>;

type Answer = { ok: boolean; status: number; text: string; contentType: string | undefined };

/**
 * One fetch, body included, within the timeout. Rejects with fetch's own errors (TypeError: no
 * answer; AbortError: the caller's signal aborted) or with a TimeoutError DOMException.
 */
async function send(client: HttpClient, options: SendOptions, token: string | null): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.data !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Token ${token}`;
  const body = options.data === undefined ? undefined : JSON.stringify(options.data);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? client.timeoutMs);
  const caller = options.signal;
  const onCallerAbort = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetch(joinUrl(client.baseURL, options.url), {
      method: options.method,
      headers,
      body,
      signal: controller.signal,
    });
    const text = await untilAborted(response.text(), controller.signal);
    return { ok: response.ok, status: response.status, text, contentType: response.headers.get('content-type') ?? undefined };
  } catch (error) {
    if (timedOut) throw new DOMException(`no answer within ${options.timeoutMs ?? client.timeoutMs} ms`, 'TimeoutError');
    throw error;
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
  }
}

/** `reading`, or an AbortError as soon as `signal` aborts (not every fetch stops a body read on abort). */
function untilAborted<T>(reading: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The body was not read in time.', 'AbortError'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    reading.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
