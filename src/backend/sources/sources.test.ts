import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { server } from '@/backend/node';
import { memoryKeyValueStore } from '@/backend/store/kv';
import { failureOf } from '@/backend/test-utils/source-failure';
import { DEFAULT_SOURCE_TIMING, type SourceWait } from './http';
import { SEMANTIC_SCHOLAR_ORIGIN } from './semantic-scholar';
import { Sources } from './sources';

const thing = z.object({ name: z.string() });
const fast = { baseDelayMs: 1, maxDelayMs: 60_000, random: () => 0 };

describe("each backend's sources", () => {
  it('a source that asked one backend to wait (429) does not hold up the same source of another backend', async () => {
    server.use(
      http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/busy`, () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '30' } })),
      http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/thing`, () => HttpResponse.json({ name: 'ok' })),
    );
    const first = new Sources(memoryKeyValueStore(), fast);
    const second = new Sources(memoryKeyValueStore(), fast);
    expect((await failureOf(first.semanticScholar.getJson('/busy', thing, { retries: 0 }))).kind).toBe('busy');

    // the first backend's next request waits out the 30 s pause (told, then cancelled here) …
    const waits: SourceWait[] = [];
    const controller = new AbortController();
    const waiting = first.semanticScholar.getJson('/thing', thing, {
      signal: controller.signal,
      onWait: (wait) => {
        waits.push(wait);
        controller.abort();
      },
    });
    expect((await failureOf(waiting)).kind).toBe('cancelled');
    expect(waits).toEqual([expect.objectContaining({ source: 'Semantic Scholar', reason: 'busy', delayMs: expect.any(Number) })]);
    expect(waits[0]?.delayMs).toBeGreaterThan(25_000);

    // … the second's is asked at once
    const told: SourceWait[] = [];
    await expect(second.semanticScholar.getJson('/thing', thing, { onWait: (wait) => told.push(wait) })).resolves.toEqual({ name: 'ok' });
    expect(told).toEqual([]);
  });

  it('follow their own timing, which a change replaces for the next request', async () => {
    let calls = 0;
    server.use(
      http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/down`, () => {
        calls += 1;
        return new HttpResponse('oops', { status: 500 });
      }),
    );
    const sources = new Sources(memoryKeyValueStore(), { ...fast, maxDelayMs: 5, retries: 2 });
    expect(sources.currentTiming).toMatchObject({ retries: 2, timeoutMs: DEFAULT_SOURCE_TIMING.timeoutMs });
    expect(new Sources(memoryKeyValueStore()).currentTiming).toEqual(DEFAULT_SOURCE_TIMING);

    await failureOf(sources.semanticScholar.getJson('/down', thing));
    expect(calls).toBe(3);
    sources.setTiming({ ...fast, retries: 0 });
    await failureOf(sources.semanticScholar.getJson('/down', thing));
    expect(calls).toBe(4);
  });
});
