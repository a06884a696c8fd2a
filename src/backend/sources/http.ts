/**
 * The one HTTP helper of the built-in backend for outside sources (Semantic Scholar, Bluesky,
 * OpenAlex, Wikipedia): plain GETs, and POSTs sent as CORS simple requests (a text/plain body, no
 * custom header: no preflight), a timeout and an abort signal on every call,
 * a few requests in flight per source, exponential backoff with jitter on 429, 5xx and network
 * failures (Retry-After honoured, capped; a 429 pauses every request to that source, not only the
 * refused one; a source answering server errors to request after request is not tried again), strict
 * parsing at the edge (zod), and every failure a
 * SourceError whose message names the source. Every source client goes through `createSource`.
 */
import * as z from 'zod/mini';

export type SourceName = 'Semantic Scholar' | 'Bluesky' | 'OpenAlex' | 'Wikipedia';

/**
 * What went wrong, for callers that react differently: `not-found` (404, or the source's own
 * "unknown" answer), `refused` (401/403), `busy` (429 after the last try), `failed` (5xx after the
 * last try), `unreachable` (network down, timeout), `unexpected` (HTML or a shape that does not parse),
 * `cancelled` (the caller's signal).
 */
export type SourceFailure = 'not-found' | 'refused' | 'busy' | 'failed' | 'unreachable' | 'unexpected' | 'cancelled';

export class SourceError extends Error {
  readonly source: SourceName;
  readonly kind: SourceFailure;
  readonly status: number | undefined;
  /** a server error met after FAILING_STREAK of them in a row: the source itself is failing, not only this request */
  readonly sourceFailing: boolean;
  constructor(source: SourceName, kind: SourceFailure, message: string, status?: number, { sourceFailing = false } = {}) {
    super(message);
    this.name = 'SourceError';
    this.source = source;
    this.kind = kind;
    this.status = status;
    this.sourceFailing = sourceFailing;
  }
}

/** The sentence that names what failed, for a source and a kind of failure. */
export function failureMessage(source: SourceName, kind: SourceFailure, status?: number): string {
  switch (kind) {
    case 'not-found':
      return `${source} does not know this item.`;
    case 'refused':
      return `${source} refused the request${status ? ` (error ${status})` : ''}.`;
    case 'busy':
      return `${source} is busy (too many requests). Try again in a few minutes.`;
    case 'failed':
      return `${source} failed to answer${status ? ` (error ${status})` : ''}.`;
    case 'unreachable':
      return `${source} could not be reached.`;
    case 'unexpected':
      return `${source} answered something unexpected.`;
    case 'cancelled':
      return 'Cancelled.';
  }
}

/** Told before each wait between two tries, so a screen can say why it waits and for how long. */
export type SourceWait = {
  source: SourceName;
  /** the try that failed (1 for the first); for a pause another request's 429 set, the try that waits for it */
  attempt: number;
  delayMs: number;
  reason: 'busy' | 'failed' | 'unreachable';
  /** "Semantic Scholar is busy; trying again in 8 s" */
  message: string;
};

export function waitMessage(source: SourceName, reason: SourceWait['reason'], delayMs: number): string {
  const seconds = Math.max(1, Math.round(delayMs / 1000));
  const what = reason === 'busy' ? 'is busy' : reason === 'failed' ? 'answered with an error' : 'could not be reached';
  return `${source} ${what}; trying again in ${seconds} s`;
}

export type SourceRequestOptions = {
  signal?: AbortSignal;
  onWait?: (wait: SourceWait) => void;
  /** tries after the first (default: the timing's retries) */
  retries?: number;
  /** per try (default: the timing's timeoutMs) */
  timeoutMs?: number;
};

/** Backoff and timeouts: each backend's (`backend.sources`, sources/sources.ts); tests shorten them. */
export type SourceTiming = {
  baseDelayMs: number;
  maxDelayMs: number;
  retries: number;
  timeoutMs: number;
  /** 0 <= random() < 1, for the jitter */
  random: () => number;
};

export const DEFAULT_SOURCE_TIMING: SourceTiming = { baseDelayMs: 1000, maxDelayMs: 60_000, retries: 5, timeoutMs: 20_000, random: Math.random };

/**
 * Server errors in a row, across a source's requests, after which a request meeting another gives up
 * at once, with a SourceError marked `sourceFailing`: 150 Bluesky accounts read while Bluesky answers
 * 502 cost about 160 requests, not 900, and the user learns it in seconds. One request alone still has
 * all its tries (6 < 12). A caller that reads many items ends its work on such an error rather than
 * leave the rest out: a short outage would otherwise drop items that a retry would have read.
 */
export const FAILING_STREAK = 12;

/** What each source's requests share: until when (epoch ms) it asked to be left alone after a 429, and its run of server errors. */
type SourceState = { pausedUntil: number; failing: number; failedAt: number };

/**
 * The wait before try `attempt + 1`: exponential (base, 2x base, 4x base …) with full jitter between
 * half and the whole of it, at most maxDelayMs; a Retry-After the source sent is honoured (capped).
 */
export function backoffDelay(attempt: number, retryAfterMs: number | null, t: SourceTiming): number {
  const exponential = Math.min(t.maxDelayMs, t.baseDelayMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + (exponential / 2) * t.random();
  return Math.round(Math.min(t.maxDelayMs, Math.max(jittered, retryAfterMs ?? 0)));
}

function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function abortError(source: SourceName): SourceError {
  return new SourceError(source, 'cancelled', failureMessage(source, 'cancelled'));
}

/** Waits `ms`, or rejects as cancelled as soon as the signal aborts. */
function sleep(ms: number, source: SourceName, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(source));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(source));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * At most `limit` tasks at once; the others wait in order. A finished task hands its place straight
 * to the first one waiting, so that a caller arriving before that one resumes cannot take it too.
 */
export function createLimiter(limit: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    const waiting = queue.shift();
    if (waiting) waiting();
    else active -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}

type TryOutcome<T> = { ok: true; value: T } | { ok: false; retry: boolean; reason?: SourceWait['reason']; retryAfterMs?: number | null; error: SourceError };

export type Source = {
  readonly name: SourceName;
  readonly origin: string;
  /**
   * GETs `path` (relative to the origin, or a full URL of it) and parses the JSON body with `schema`.
   * Rejects with a SourceError naming the source; retries 429, 5xx and network failures with backoff.
   */
  getJson<S extends z.ZodMiniType>(path: string, schema: S, options?: SourceRequestOptions): Promise<z.infer<S>>;
  /**
   * POSTs `body` as JSON text (Content-Type text/plain: a simple request, no preflight) and parses the
   * answer as `getJson` does, with the same retries, except that a network failure is not tried again
   * (a browser refusing the cross-origin POST looks the same): it rejects `unreachable` at once.
   */
  postJson<S extends z.ZodMiniType>(path: string, body: unknown, schema: S, options?: SourceRequestOptions): Promise<z.infer<S>>;
};

/** A server error adds to the run of them; any other answer (200, 404, 429, …) ends it; a network failure leaves it. */
function countServerErrors(state: SourceState, outcome: TryOutcome<unknown>, timing: SourceTiming): void {
  if (!outcome.ok && outcome.reason === 'unreachable') return;
  if (outcome.ok || outcome.reason !== 'failed') {
    state.failing = 0;
    return;
  }
  const now = Date.now();
  state.failing = now - state.failedAt > timing.maxDelayMs ? 1 : state.failing + 1;
  state.failedAt = now;
}

/** One request of `name`'s client, its answer read and parsed: what to do next is in the outcome (retry, and why). */
async function tryOnce<S extends z.ZodMiniType>(name: SourceName, url: string, schema: S, signal: AbortSignal | undefined, timeoutMs: number, postBody?: string): Promise<TryOutcome<z.infer<S>>> {
  if (signal?.aborted) throw abortError(name);
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      // a simple request: no custom header, a POST's body as text/plain, so no preflight (sources answer simple requests with CORS)
      const init: RequestInit = postBody === undefined ? { method: 'GET' } : { method: 'POST', body: postBody, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } };
      response = await fetch(url, { ...init, signal: controller.signal, credentials: 'omit' });
    } catch {
      if (signal?.aborted) throw abortError(name);
      const error = new SourceError(name, 'unreachable', failureMessage(name, 'unreachable'));
      // a POST the browser refused (its CORS answer) fails as the network does: trying again would not help
      return { ok: false, retry: postBody === undefined, reason: 'unreachable', error };
    }
    const status = response.status;
    if (status === 429) {
      return { ok: false, retry: true, reason: 'busy', retryAfterMs: retryAfterOf(response), error: new SourceError(name, 'busy', failureMessage(name, 'busy'), 429) };
    }
    if (status >= 500) {
      return { ok: false, retry: true, reason: 'failed', retryAfterMs: retryAfterOf(response), error: new SourceError(name, 'failed', failureMessage(name, 'failed', status), status) };
    }
    if (status === 404 || status === 410) return { ok: false, retry: false, error: new SourceError(name, 'not-found', failureMessage(name, 'not-found'), status) };
    if (status === 401 || status === 403) return { ok: false, retry: false, error: new SourceError(name, 'refused', failureMessage(name, 'refused', status), status) };
    let text: string;
    try {
      text = await response.text();
    } catch {
      if (signal?.aborted) throw abortError(name);
      return { ok: false, retry: true, reason: 'unreachable', error: new SourceError(name, 'unreachable', failureMessage(name, 'unreachable')) };
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, retry: false, error: new SourceError(name, 'unexpected', failureMessage(name, 'unexpected'), status) };
    }
    if (status >= 400) {
      // other 4xx (400 of an unknown handle, …): the caller decides from `status`
      return { ok: false, retry: false, error: new SourceError(name, status === 400 ? 'not-found' : 'refused', failureMessage(name, status === 400 ? 'not-found' : 'refused', status), status) };
    }
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) return { ok: false, retry: false, error: new SourceError(name, 'unexpected', failureMessage(name, 'unexpected'), status) };
    return { ok: true, value: parsed.data };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** How a source client is made: how many requests at once, and its timing (read at each request: a test may shorten it). */
export type SourceClientOptions = { maxInFlight?: number; timing?: () => SourceTiming };

/**
 * A source client's HTTP face: its name (for every message), its origin, how many requests at once.
 * Its pause after a 429 and its run of server errors are its own: each backend has its clients
 * (sources/sources.ts), so a source busy for one backend (one test) does not hold up another.
 */
export function createSource(name: SourceName, origin: string, { maxInFlight = 3, timing: timingOf = () => DEFAULT_SOURCE_TIMING }: SourceClientOptions = {}): Source {
  const limit = createLimiter(maxInFlight);
  // pausedUntil: a 429's backoff, which every request waits out; failing: server errors (5xx) in a
  // row, whatever was asked, none longer than the longest backoff after the one before (failedAt):
  // from FAILING_STREAK on, the source itself is failing, and a request that meets one more is not
  // tried again
  const state: SourceState = { pausedUntil: 0, failing: 0, failedAt: 0 };

  async function request<S extends z.ZodMiniType>(path: string, schema: S, options: SourceRequestOptions, body?: string): Promise<z.infer<S>> {
    const url = path.startsWith('http') ? path : `${origin}${path}`;
    if (!url.startsWith(origin)) throw new Error(`${name}: ${url} is not on ${origin}`);
    const retries = options.retries ?? timingOf().retries;
    const timeoutMs = options.timeoutMs ?? timingOf().timeoutMs;
    // the end of the last pause the caller was told of (its own 429's wait is told below)
    let toldUntil = 0;
    for (let attempt = 1; ; attempt += 1) {
      const timing = timingOf();
      const outcome = await limit(async () => {
        // a source that said it is busy is given its pause by every request, not only the one it refused;
        // a pause another request met (or an earlier check) is told as this request's own 429 is
        const paused = Math.min(state.pausedUntil - Date.now(), timing.maxDelayMs);
        if (paused > 0) {
          if (state.pausedUntil > toldUntil) options.onWait?.({ source: name, attempt, delayMs: paused, reason: 'busy', message: waitMessage(name, 'busy', paused) });
          await sleep(paused, name, options.signal);
        }
        return tryOnce(name, url, schema, options.signal, timeoutMs, body);
      });
      countServerErrors(state, outcome, timing);
      if (outcome.ok) return outcome.value;
      const delayMs = backoffDelay(attempt, outcome.retryAfterMs ?? null, timing);
      if (outcome.reason === 'busy') state.pausedUntil = Math.max(state.pausedUntil, Date.now() + delayMs);
      toldUntil = state.pausedUntil;
      if (!outcome.retry || attempt > retries || !outcome.reason) throw outcome.error;
      if (outcome.reason === 'failed' && state.failing >= FAILING_STREAK) {
        throw new SourceError(name, 'failed', outcome.error.message, outcome.error.status, { sourceFailing: true });
      }
      options.onWait?.({ source: name, attempt, delayMs, reason: outcome.reason, message: waitMessage(name, outcome.reason, delayMs) });
      await sleep(delayMs, name, options.signal);
    }
  }

  return {
    name,
    origin,
    getJson: (path, schema, options = {}) => request(path, schema, options),
    postJson: (path, body, schema, options = {}) => request(path, schema, options, JSON.stringify(body)),
  };
}

/** Items of a list that did not parse: how many, and the field of the first one (`year`, `post.record.text`). */
export type SkippedItems = { count: number; field: string | null };

export const noneSkipped = (): SkippedItems => ({ count: 0, field: null });

/** Adds `more` to `into` (the first field named stays). */
export function addSkipped(into: SkippedItems, more: SkippedItems): SkippedItems {
  return { count: into.count + more.count, field: into.field ?? more.field };
}

/**
 * Parses the items of a list one by one (the rest of the answer was parsed whole): one item of a
 * shape this app cannot read (a paper whose year is "2024", a post without text) is left out and
 * counted, instead of failing the answer and losing the good items with it. A list whose items are
 * all unreadable is an answer of another shape: a SourceError `unexpected`, as a whole answer of
 * another shape is.
 */
export function parseEach<S extends z.ZodMiniType>(source: SourceName, schema: S, items: readonly unknown[]): { items: z.infer<S>[]; skipped: SkippedItems } {
  const parsed: z.infer<S>[] = [];
  const skipped = noneSkipped();
  items.forEach((item) => {
    const result = z.safeParse(schema, item);
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    skipped.count += 1;
    skipped.field ??= result.error.issues[0]?.path.join('.') || null;
  });
  if (items.length > 0 && parsed.length === 0) throw new SourceError(source, 'unexpected', failureMessage(source, 'unexpected'));
  return { items: parsed, skipped };
}

/** True when `error` is the caller's own cancel (not a failure to report). */
export function isCancelled(error: unknown): boolean {
  return error instanceof SourceError && error.kind === 'cancelled';
}
