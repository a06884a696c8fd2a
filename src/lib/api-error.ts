/**
 * The error type every API call rejects with. It lives in lib (the lowest shared layer) so that lib's
 * error texts can read it without importing the api layer; `@/api/http` re-exports it.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract';

/**
 * The one error type every API call rejects with.
 * - http: the server answered non-2xx. `body` is the parsed JSON body, or null when the body was HTML/empty.
 * - network: no answer at all (offline, refused, CORS).
 * - timeout: no answer within REQUEST_TIMEOUT_MS.
 * - contract: a 2xx answer that does not match the contract (schema failure, HTML instead of JSON).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number | null;
  readonly body: unknown;
  /**
   * Set on a 404 that showed the server lacks an optional feature's route (see src/api/features.ts):
   * the feature's key and the words naming it ("Tweets & People"). Null otherwise.
   */
  readonly notOffered: { feature: string; name: string } | null;

  constructor(args: {
    kind: ApiErrorKind;
    endpoint: string;
    message: string;
    status?: number | null;
    body?: unknown;
    notOffered?: { feature: string; name: string } | null;
  }) {
    super(args.message);
    this.kind = args.kind;
    this.endpoint = args.endpoint;
    this.status = args.status ?? null;
    this.body = args.body ?? null;
    this.notOffered = args.notOffered ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
