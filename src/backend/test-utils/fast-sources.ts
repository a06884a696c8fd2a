import { beforeEach } from 'vitest';
import { sources } from '@/backend/node';
import type { SourceTiming } from '@/backend/sources/http';

/** Backoff waits of milliseconds, without jitter: what the tests' sources wait between tries. */
export const FAST_SOURCE_TIMING: Partial<SourceTiming> = { baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 };

/**
 * For a test file (or describe block) whose backend reads outside sources: the test's backend's
 * sources wait milliseconds between tries (no jitter); the cache of what they answered is the test's
 * backend's, fresh for each test. `timing` changes more of the sources' timing (for example
 * `{ retries: 1 }`). Each test has a fresh backend, so nothing is to be restored after it; a test that
 * starts another backend (`freshBackend`) does so before this hook, or passes the timing itself.
 */
export function fastSourcesOverMemoryCache(timing: Partial<SourceTiming> = {}): void {
  beforeEach(() => {
    sources.setTiming({ ...FAST_SOURCE_TIMING, ...timing });
  });
}
