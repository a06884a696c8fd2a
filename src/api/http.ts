import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { whenBackendReady } from '@/lib/demo-mode';
import { session } from '@/lib/session';

export const REQUEST_TIMEOUT_MS = 30_000;

/** NLP calls (keyword extraction, Wikipedia-backed similarity) can take minutes on the real server. */
export const SLOW_REQUEST_TIMEOUT_MS = 300_000;

export { ApiError, isApiError, type ApiErrorKind } from '@/lib/api-error';

/** Creates an axios instance for one backend. The token header is added per request, only when a token is stored. */
export function createHttpClient(baseURL: string): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // The client parses bodies itself so that an HTML error page never masquerades as data.
    transformResponse: [(data: unknown) => data],
    responseType: 'text',
  });
  instance.interceptors.request.use(async (config) => {
    // In demo mode the in-browser backend may still be starting: wait for it (no-op otherwise).
    await whenBackendReady();
    const token = session.getToken();
    if (token) config.headers.set('Authorization', `Token ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });
  return instance;
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
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError;
    if (axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT') {
      return new ApiError({ kind: 'timeout', endpoint, message: `${endpoint}: the server did not answer in time.` });
    }
    const response = axiosError.response;
    if (!response) {
      return new ApiError({ kind: 'network', endpoint, message: `${endpoint}: the server could not be reached.` });
    }
    const contentType = headerValue(response.headers, 'content-type');
    const { json, html } = parseBody(response.data, contentType);
    return new ApiError({
      kind: 'http',
      endpoint,
      status: response.status,
      body: html ? null : json,
      message: `${endpoint}: the server answered ${response.status}${html ? ' (an HTML error page)' : ''}.`,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', endpoint, message: `${endpoint}: ${message}` });
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (headers && typeof headers === 'object') {
    const record = headers as Record<string, unknown>;
    const value = record[name] ?? record[name.toLowerCase()];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
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
  client: AxiosInstance,
  options: RequestOptions<S> & { schema: S },
): Promise<z.output<S>>;
export async function request(client: AxiosInstance, options: RequestOptions<z.core.$ZodType> & { schema?: undefined }): Promise<void>;
export async function request<S extends z.core.$ZodType>(client: AxiosInstance, options: RequestOptions<S>): Promise<z.output<S> | void> {
  const config: AxiosRequestConfig = {
    method: options.method,
    url: options.url,
    data: options.data,
    signal: options.signal,
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
    headers: options.data === undefined ? undefined : { 'Content-Type': 'application/json' },
  };
  const token = session.getToken();
  let response;
  try {
    response = await client.request<unknown>(config);
  } catch (error) {
    const apiError = normaliseError(error, options.endpoint);
    // The one place a rejected token ends the session (unless another sign-in happened meanwhile).
    if (apiError.kind === 'http' && apiError.status === 401 && token !== null && session.getToken() === token) session.end();
    throw apiError;
  }
  if (!options.schema) return;
  const { json, html, empty } = parseBody(response.data, headerValue(response.headers, 'content-type'));
  if (html || empty) {
    throw new ApiError({
      kind: 'contract',
      endpoint: options.endpoint,
      status: response.status,
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
      status: response.status,
      body: json,
      message: `${options.endpoint}: unexpected answer from the server${where}${issue ? ` (${issue.message})` : ''}.`,
    });
  }
  return parsed.data;
}
