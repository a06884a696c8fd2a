import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/backend/node';
import { backoffDelay, createLimiter, createSource, DEFAULT_SOURCE_TIMING, FAILING_STREAK, type SourceName, type SourceTiming, type SourceWait } from './http';
import { failureOf } from '@/backend/test-utils/source-failure';

const ORIGIN = 'https://api.example-source.org';
const thing = z.object({ name: z.string() });

/** The timing of the clients this file makes (as a backend's sources hold theirs): short waits, changed by a test. */
let timing: SourceTiming = DEFAULT_SOURCE_TIMING;
const setTiming = (next: Partial<SourceTiming>) => (timing = { ...DEFAULT_SOURCE_TIMING, ...next });
/** A client of ORIGIN that follows `timing`. */
const sourceOf = (name: SourceName, { maxInFlight }: { maxInFlight?: number } = {}) => createSource(name, ORIGIN, { maxInFlight, timing: () => timing });

beforeEach(() => setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 }));
afterEach(() => {
  vi.useRealTimers();
});

describe('outside source HTTP helper', () => {
  it('parses a JSON answer with the schema', async () => {
    server.use(http.get(`${ORIGIN}/thing`, () => HttpResponse.json({ name: 'Ada', extra: 1 })));
    const source = sourceOf('Semantic Scholar');
    await expect(source.getJson('/thing', thing)).resolves.toEqual({ name: 'Ada' });
  });

  it('retries 429 three times, telling each wait, then returns the 200', async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/thing`, () => {
        calls += 1;
        return calls <= 3 ? HttpResponse.json({ message: 'Too Many Requests.', code: '429' }, { status: 429 }) : HttpResponse.json({ name: 'ok' });
      }),
    );
    const waits: SourceWait[] = [];
    const source = sourceOf('Semantic Scholar');
    await expect(source.getJson('/thing', thing, { onWait: (w) => waits.push(w) })).resolves.toEqual({ name: 'ok' });
    expect(calls).toBe(4);
    expect(waits.map((w) => w.attempt)).toEqual([1, 2, 3]);
    expect(waits[0]?.message).toMatch(/^Semantic Scholar is busy; trying again in \d+ s$/);
  });

  it('a 429 pauses every request to that source, not only the refused one, until its backoff ends', async () => {
    setTiming({ baseDelayMs: 200, maxDelayMs: 200, random: () => 1 });
    let refused = false;
    const asked: { path: string; at: number }[] = [];
    server.use(
      http.get(`${ORIGIN}/:path`, ({ params }) => {
        asked.push({ path: String(params.path), at: Date.now() });
        if (params.path === 'first' && !refused) {
          refused = true;
          return HttpResponse.json({ message: 'Too Many Requests.', code: '429' }, { status: 429 });
        }
        return HttpResponse.json({ name: String(params.path) });
      }),
    );
    const source = sourceOf('Semantic Scholar');
    let second: Promise<unknown> = Promise.resolve();
    let waitStarted = 0;
    const firstWaits: SourceWait[] = [];
    const secondWaits: SourceWait[] = [];
    const first = source.getJson('/first', thing, {
      // another request, asked while the first waits out the 429
      onWait: (wait) => {
        firstWaits.push(wait);
        waitStarted = Date.now();
        second = source.getJson('/second', thing, { onWait: (w) => secondWaits.push(w) });
      },
    });
    await expect(first).resolves.toEqual({ name: 'first' });
    await expect(second).resolves.toEqual({ name: 'second' });
    // each caller is told why it waits, once: the refused one of its 429, the other of the pause it waits out
    expect(firstWaits.map((w) => w.reason)).toEqual(['busy']);
    expect(secondWaits.map((w) => [w.reason, w.message])).toEqual([['busy', 'Semantic Scholar is busy; trying again in 1 s']]);
    const secondAsked = asked.find((entry) => entry.path === 'second')?.at ?? 0;
    expect(secondAsked - waitStarted).toBeGreaterThanOrEqual(150);
  });

  it('stops trying again once the source has answered server errors to request after request, until the longest wait has passed', async () => {
    // waits of milliseconds; errors count as in a row when within the longest wait (10 s) of each other
    setTiming({ baseDelayMs: 1, maxDelayMs: 10_000, random: () => 0 });
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/account/:n`, () => {
        calls += 1;
        return HttpResponse.json({ error: 'Upstream' }, { status: 502 });
      }),
    );
    const source = sourceOf('Bluesky', { maxInFlight: 4 });
    const errors = await Promise.all(Array.from({ length: 40 }, (_, n) => failureOf(source.getJson(`/account/${n}`, thing))));
    expect(errors.map((error) => error.message)).toEqual(Array.from({ length: 40 }, () => 'Bluesky failed to answer (error 502).'));
    // the requests that gave up early say that the source itself is failing
    expect(errors.filter((error) => error.sourceFailing).length).toBeGreaterThanOrEqual(40 - FAILING_STREAK);
    // each of the 40 asked once, and only the first ones (the run of FAILING_STREAK errors) again: not 40 x 6
    expect(calls).toBeGreaterThanOrEqual(40);
    expect(calls).toBeLessThanOrEqual(40 + FAILING_STREAK);

    // longer than the longest wait later, a server error is tried again
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    let later = 0;
    server.use(http.get(`${ORIGIN}/later`, () => (++later === 1 ? new HttpResponse('oops', { status: 502 }) : HttpResponse.json({ name: 'back' }))));
    await expect(source.getJson('/later', thing)).resolves.toEqual({ name: 'back' });
  });

  it('gives up at exactly FAILING_STREAK server errors in a row, and a network failure neither adds to the run nor ends it', async () => {
    // no wait between tries; errors count as in a row within the longest wait (10 s) of each other
    setTiming({ baseDelayMs: 0, maxDelayMs: 10_000, random: () => 0 });
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/down`, () => {
        calls += 1;
        return new HttpResponse('oops', { status: 502 });
      }),
    );
    const source = sourceOf('Bluesky');
    const error = await failureOf(source.getJson('/down', thing, { retries: 30 }));
    expect(error.sourceFailing).toBe(true);
    expect(calls).toBe(FAILING_STREAK);

    // a fresh run: FAILING_STREAK - 1 server errors, then network failures, then one more server error ends it
    const other = sourceOf('Bluesky');
    const answers = [...Array.from({ length: FAILING_STREAK - 1 }, () => 'error'), 'network', 'network', 'error', 'ok'];
    let asked = 0;
    server.use(
      http.get(`${ORIGIN}/flaky`, () => {
        const answer = answers[asked] ?? 'ok';
        asked += 1;
        if (answer === 'error') return new HttpResponse('oops', { status: 503 });
        if (answer === 'network') return HttpResponse.error();
        return HttpResponse.json({ name: 'ok' });
      }),
    );
    const flaky = await failureOf(other.getJson('/flaky', thing, { retries: 30 }));
    expect(flaky.sourceFailing).toBe(true);
    expect(asked).toBe(FAILING_STREAK + 2);
  });

  it('a run of server errors ends when the one before is longer ago than the longest wait', async () => {
    // no wait between tries; errors count as in a row within the longest wait (10 s) of each other
    setTiming({ baseDelayMs: 0, maxDelayMs: 10_000, random: () => 0 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/slowly`, () => {
        calls += 1;
        // each error comes exactly the longest wait after the one before: still in a row
        vi.setSystemTime(start + calls * 10_000);
        return new HttpResponse('oops', { status: 500 });
      }),
    );
    const source = sourceOf('OpenAlex');
    const error = await failureOf(source.getJson('/slowly', thing, { retries: 30 }));
    expect(error.sourceFailing).toBe(true);
    expect(calls).toBe(FAILING_STREAK);
  });

  it('a request alone still has all its tries, and an answer ends the run of errors', async () => {
    setTiming({ baseDelayMs: 1, maxDelayMs: 10_000, random: () => 0 });
    let calls = 0;
    let failUntil = 6;
    server.use(
      http.get(`${ORIGIN}/thing`, () => {
        calls += 1;
        return calls <= failUntil ? new HttpResponse('oops', { status: 503 }) : HttpResponse.json({ name: 'ok' });
      }),
    );
    const source = sourceOf('OpenAlex');
    await expect(source.getJson('/thing', thing, { retries: 6 })).resolves.toEqual({ name: 'ok' });
    expect(calls).toBe(7);
    calls = 0;
    failUntil = 6;
    await expect(source.getJson('/thing', thing, { retries: 6 })).resolves.toEqual({ name: 'ok' });
    expect(calls).toBe(7);
  });

  it('gives up after the last try on 500 and names the source', async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/thing`, () => {
        calls += 1;
        return new HttpResponse('oops', { status: 500 });
      }),
    );
    const error = await failureOf(sourceOf('OpenAlex').getJson('/thing', thing, { retries: 2 }));
    expect(calls).toBe(3);
    expect(error.kind).toBe('failed');
    expect(error.message).toBe('OpenAlex failed to answer (error 500).');
  });

  it('reads a 200 with HTML, or JSON of another shape, as unexpected without retrying', async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/html`, () => {
        calls += 1;
        return HttpResponse.html('<html><body>Maintenance</body></html>');
      }),
      http.get(`${ORIGIN}/shape`, () => HttpResponse.json({ title: 3 })),
    );
    const source = sourceOf('Bluesky');
    const html = await failureOf(source.getJson('/html', thing));
    expect(html.kind).toBe('unexpected');
    expect(html.message).toBe('Bluesky answered something unexpected.');
    expect(calls).toBe(1);
    expect((await failureOf(source.getJson('/shape', thing))).kind).toBe('unexpected');
  });

  it('tells 404 and 403 apart from failures', async () => {
    server.use(
      http.get(`${ORIGIN}/missing`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get(`${ORIGIN}/forbidden`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const source = sourceOf('Semantic Scholar');
    expect((await failureOf(source.getJson('/missing', thing))).kind).toBe('not-found');
    const refused = await failureOf(source.getJson('/forbidden', thing));
    expect(refused.kind).toBe('refused');
    expect(refused.message).toBe('Semantic Scholar refused the request (error 403).');
  });

  it('reports a network failure after its retries as unreachable', async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/thing`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const error = await failureOf(sourceOf('Wikipedia').getJson('/thing', thing, { retries: 1 }));
    expect(calls).toBe(2);
    expect(error.message).toBe('Wikipedia could not be reached.');
  });

  it('stops waiting between tries as soon as the caller cancels', async () => {
    setTiming({ baseDelayMs: 60_000, maxDelayMs: 60_000 });
    server.use(http.get(`${ORIGIN}/thing`, () => HttpResponse.json({}, { status: 429 })));
    const controller = new AbortController();
    const pending = sourceOf('Semantic Scholar').getJson('/thing', thing, {
      signal: controller.signal,
      onWait: () => controller.abort(),
    });
    expect((await failureOf(pending)).kind).toBe('cancelled');
  });

  it('times out a try that never answers', async () => {
    server.use(http.get(`${ORIGIN}/slow`, () => new Promise<Response>(() => undefined)));
    const error = await failureOf(sourceOf('OpenAlex').getJson('/slow', thing, { retries: 0, timeoutMs: 20 }));
    expect(error.kind).toBe('unreachable');
  });

  it('refuses a URL of another origin (a source is sent only its own requests)', async () => {
    await expect(sourceOf('OpenAlex').getJson('https://elsewhere.example/x', thing)).rejects.toThrow(/not on/);
  });
});

describe('Retry-After', () => {
  it('is read in seconds (and as an HTTP date): the wait before the next try is what the source asked', async () => {
    setTiming({ baseDelayMs: 1, maxDelayMs: 60_000, random: () => 0 });
    let retryAfter = '7';
    server.use(http.get(`${ORIGIN}/busy`, () => HttpResponse.json({ message: 'Too Many Requests.' }, { status: 429, headers: { 'Retry-After': retryAfter } })));
    const firstWait = async () => {
      const controller = new AbortController();
      const waits: SourceWait[] = [];
      const error = await failureOf(
        sourceOf('Semantic Scholar').getJson('/busy', thing, {
          signal: controller.signal,
          onWait: (wait) => {
            waits.push(wait);
            controller.abort();
          },
        }),
      );
      expect(error.kind).toBe('cancelled');
      return waits[0];
    };
    const seconds = await firstWait();
    expect(seconds?.delayMs).toBe(7000);
    expect(seconds?.message).toBe('Semantic Scholar is busy; trying again in 7 s');
    retryAfter = new Date(Date.now() + 30_000).toUTCString();
    const date = await firstWait();
    expect(date?.delayMs).toBeGreaterThan(28_000);
    expect(date?.delayMs).toBeLessThanOrEqual(30_000);
  });
});

describe('Retry-After the page cannot read', () => {
  it('falls back to the exponential backoff: a cross-origin 429 whose Retry-After is not exposed (CORS) waits base, 2x, 4x', async () => {
    // a browser hands the page no Retry-After unless the source lists it in Access-Control-Expose-Headers:
    // the answer the client sees then is a 429 without it
    setTiming({ baseDelayMs: 10, maxDelayMs: 60_000, random: () => 1 });
    server.use(http.get(`${ORIGIN}/busy`, () => HttpResponse.json({ message: 'Too Many Requests.' }, { status: 429, headers: { 'Access-Control-Allow-Origin': '*' } })));
    const waits: SourceWait[] = [];
    const error = await failureOf(sourceOf('Semantic Scholar').getJson('/busy', thing, { retries: 3, onWait: (wait) => waits.push(wait) }));
    expect(error.kind).toBe('busy');
    expect(waits.map((wait) => wait.delayMs)).toEqual([10, 20, 40]);
  });
});

describe('backoff', () => {
  it('doubles from the base with jitter, honours Retry-After and stays under the cap', () => {
    const t = { baseDelayMs: 1000, maxDelayMs: 30_000, retries: 5, timeoutMs: 1, random: () => 1 };
    expect(backoffDelay(1, null, t)).toBe(1000);
    expect(backoffDelay(4, null, t)).toBe(8000);
    expect(backoffDelay(10, null, t)).toBe(30_000);
    expect(backoffDelay(1, 12_000, t)).toBe(12_000);
    expect(backoffDelay(1, 999_000, t)).toBe(30_000);
    expect(backoffDelay(2, null, { ...t, random: () => 0 })).toBe(1000);
  });
});

describe('limiter', () => {
  it('keeps at most the limit in flight', async () => {
    const run = createLimiter(2);
    let active = 0;
    let most = 0;
    const task = async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 2));
      active -= 1;
    };
    await Promise.all(Array.from({ length: 7 }, () => run(task)));
    expect(most).toBe(2);
  });

  it('runs the waiting tasks in the order they came, and frees every place once all have finished', async () => {
    const run = createLimiter(2);
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return n;
    };
    await expect(Promise.all(Array.from({ length: 6 }, (_, n) => run(task(n))))).resolves.toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    // the places are free again: two tasks run side by side at once, none waits for a place never given back
    let active = 0;
    let most = 0;
    const side = async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
    };
    await Promise.all([run(side), run(side)]);
    expect(most).toBe(2);
  });

  it('a failing task gives its place back', async () => {
    const run = createLimiter(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it("a source sends at most its maxInFlight requests at once", async () => {
    let active = 0;
    let most = 0;
    server.use(
      http.get(`${ORIGIN}/item/:n`, async ({ params }) => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        return HttpResponse.json({ name: String(params.n) });
      }),
    );
    const source = sourceOf('Bluesky', { maxInFlight: 3 });
    await Promise.all(Array.from({ length: 10 }, (_, n) => source.getJson(`/item/${n}`, thing)));
    expect(most).toBe(3);
  });

  it("hands a finished task's place to one waiting: callers arriving meanwhile wait too", async () => {
    const run = createLimiter(3);
    let active = 0;
    let most = 0;
    const ticks = async (n: number) => {
      for (let i = 0; i < n; i += 1) await Promise.resolve();
    };
    // callers arrive a few microtasks apart while others finish, as accounts do after reading their cache
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await ticks(i % 7);
        await run(async () => {
          active += 1;
          most = Math.max(most, active);
          await ticks(i % 5);
          active -= 1;
        });
      }),
    );
    expect(most).toBe(3);
  });
});
