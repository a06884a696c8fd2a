import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import * as z from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { whenBackendReady } from '@/lib/demo-mode';
import { session } from '@/lib/session';
import { FEATURE_NAMES, isMissingRoute, isOffered, markNotOffered, type OptionalFeature } from './features';

export const REQUEST_TIMEOUT_MS = 30_000;

/** NLP calls (keyword extraction, Wikipedia-backed similarity) can take minutes on the real server. */
export const SLOW_REQUEST_TIMEOUT_MS = 300_000;

export { ApiError, isApiError, type ApiErrorKind } from '@/lib/api-error';

/**
 * One backend: an axios instance on its base URL with its timeout, and the one origin the session
 * token may be sent to (the user API's; null: never).
 */
export type HttpClient = Readonly<{
  baseURL: string;
  timeoutMs: number;
  tokenOrigin: string | null;
  /** the optional feature every route of this backend belongs to (the conference API), if any */
  feature: OptionalFeature | null;
  axios: AxiosInstance;
}>;

export type HttpClientOptions = {
  timeoutMs?: number;
  /**
   * The origin that receives the `Authorization` header (when a token is stored): only a request
   * whose address is on this origin carries it. Omitted or null: this client never sends the token.
   */
  tokenOrigin?: string | null;
  /** every route of this client belongs to one optional feature (src/api/features.ts) */
  feature?: OptionalFeature | null;
};

/**
 * Creates the client of one backend. The token header is added per request, only when a token is
 * stored and the request goes to `tokenOrigin`, so a sign-in or sign-out takes effect without a new
 * client and a backend on another origin never sees the token.
 */
export function createHttpClient(baseURL: string, options: HttpClientOptions = {}): HttpClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const instance = axios.create({
    baseURL,
    // XMLHttpRequest: in every supported browser and in jsdom, where the tests' mock server answers it
    // (the build leaves axios's fetch adapter out, see vite.config.ts).
    adapter: 'xhr',
    // Every answer resolves: the status, the HTML check and the schema are judged in request().
    validateStatus: () => true,
    // The body arrives as text and is parsed here (an HTML error page must stay recognisable).
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    // request() sends JSON text it has serialised itself.
    transformRequest: [(data: unknown) => data],
  });
  return Object.freeze({ baseURL, timeoutMs, tokenOrigin: options.tokenOrigin ?? null, feature: options.feature ?? null, axios: instance });
}

const pageAddress = () => (typeof window !== 'undefined' ? window.location.href : 'http://localhost/');

/** The origin of a URL, relative ones resolved against the page; null for a value that is no URL. */
export function originOf(url: string): string | null {
  try {
    return new URL(url, pageAddress()).origin;
  } catch {
    return null;
  }
}

/**
 * The address of a request, as axios joins it: an absolute `url` ("https://…" or "//…") as it is,
 * else the base URL without its trailing slash, one slash, and `url` without its leading slashes (an
 * empty `url` is the base URL itself). The endpoint modules' trailing slashes stay as written.
 */
export function requestUrl(client: HttpClient, url: string): string {
  return client.axios.getUri({ url });
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
  if (axios.isAxiosError(error) && error.code === 'ETIMEDOUT') {
    return new ApiError({ kind: 'timeout', endpoint, message: `${endpoint}: the server did not answer in time.` });
  }
  // No answer (offline, refused, CORS, DNS: ERR_NETWORK), or the caller cancelled the request
  // (ERR_CANCELED) or the browser aborted it (ECONNABORTED): none has an answer to report.
  if (axios.isCancel(error) || (axios.isAxiosError(error) && (error.code === 'ERR_NETWORK' || error.code === 'ECONNABORTED'))) {
    return new ApiError({ kind: 'network', endpoint, message: `${endpoint}: the server could not be reached.` });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', endpoint, message: `${endpoint}: ${message}` });
}

/** The error of a non-2xx answer: its JSON body (null when HTML, empty or not JSON) and its status. */
function httpError(endpoint: string, status: number, text: unknown, contentType: string | undefined): ApiError {
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
  /** cancels the request (TanStack Query passes one to every queryFn) */
  signal?: AbortSignal;
  /** overrides REQUEST_TIMEOUT_MS for calls the server is known to answer slowly */
  timeoutMs?: number;
  /** the optional feature this route belongs to: a 404 showing the route missing marks it not offered */
  feature?: OptionalFeature;
  /** the path names an item (an id): a JSON 404 there is an unknown item, not a missing route */
  itemRoute?: boolean;
  /** reads response headers of a 2xx answer (names in any case), before its body is parsed */
  onHeaders?: (header: (name: string) => string | undefined) => void;
};

/** Sends one request and returns the parsed, validated body. Every failure is an ApiError. */
export async function request<S extends z.core.$ZodType>(
  client: HttpClient,
  options: RequestOptions<S> & { schema: S },
): Promise<z.output<S>>;
export async function request(client: HttpClient, options: RequestOptions<z.core.$ZodType> & { schema?: undefined }): Promise<void>;
export async function request<S extends z.core.$ZodType>(client: HttpClient, options: RequestOptions<S>): Promise<z.output<S> | void> {
  const feature = options.feature ?? client.feature;
  // A feature this server was found to lack is not asked again in this session.
  if (feature && !isOffered(feature)) throw notOfferedError(options.endpoint, feature, 404, null);
  let token: string | null = null;
  let answer: AxiosResponse<unknown>;
  try {
    // In the standalone build the in-browser backend may still be starting: wait for it (no-op otherwise).
    await whenBackendReady();
    token = client.tokenOrigin !== null && originOf(requestUrl(client, options.url)) === client.tokenOrigin ? session.getToken() : null;
    answer = await send(client, options, token);
    // In the standalone build the answer must still come from the built-in backend: not once the page is being left.
    await whenBackendReady();
  } catch (error) {
    throw normaliseError(error, options.endpoint);
  }
  const contentType = headerText(answer.headers['content-type']);
  if (answer.status < 200 || answer.status > 299) {
    const apiError = httpError(options.endpoint, answer.status, answer.data, contentType);
    // The one place a rejected token ends the session (unless another sign-in happened meanwhile).
    if (apiError.status === 401 && token !== null && session.getToken() === token) session.end();
    if (feature && isMissingRoute(apiError.status, apiError.body, options.itemRoute ?? false)) {
      // The one place a missing route is learned: the feature is not offered by this server.
      markNotOffered(feature);
      throw notOfferedError(options.endpoint, feature, apiError.status, apiError.body);
    }
    throw apiError;
  }
  options.onHeaders?.((name) => headerText(answer.headers[name.toLowerCase()]));
  if (!options.schema) return;
  const { json, html, empty } = parseBody(answer.data, contentType);
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

/** The 404 of a route this server lacks, naming the feature it belongs to. */
function notOfferedError(endpoint: string, feature: OptionalFeature, status: number | null, body: unknown): ApiError {
  return new ApiError({
    kind: 'http',
    endpoint,
    status,
    body,
    notOffered: { feature, name: FEATURE_NAMES[feature] },
    message: `${endpoint}: this server does not offer ${FEATURE_NAMES[feature]}.`,
  });
}

function headerText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * One request through the client's axios instance, body included, within the timeout. Rejects with
 * axios's errors: ERR_NETWORK (no answer), ERR_CANCELED (the caller's signal aborted), or ETIMEDOUT.
 * The timeout is a timer that aborts the request rather than axios's `timeout` option: it covers a
 * body that stops arriving after the headers with every adapter, and every XMLHttpRequest the tests'
 * mock server stands in for.
 */
async function send(client: HttpClient, options: Omit<RequestOptions<never>, 'endpoint' | 'schema'>, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.data !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Token ${token}`;

  const timeoutMs = options.timeoutMs ?? client.timeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const caller = options.signal;
  const onCallerAbort = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    return await client.axios.request<unknown>({
      method: options.method,
      url: options.url,
      headers,
      data: options.data === undefined ? undefined : JSON.stringify(options.data),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new AxiosError(`no answer within ${timeoutMs} ms`, AxiosError.ETIMEDOUT);
    throw error;
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
  }
}
