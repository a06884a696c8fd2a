import { afterEach, beforeEach } from 'vitest';
import { setSourceTiming, type SourceTiming } from '@/backend/sources/http';

/**
 * For a test file (or describe block) whose backend reads outside sources: backoff waits of
 * milliseconds (no jitter); the cache of what the sources answered is the test's backend's, fresh
 * for each test. `timing` changes more of the sources' timing (for example `{ retries: 1 }`).
 */
export function fastSourcesOverMemoryCache(timing: Partial<SourceTiming> = {}): void {
  beforeEach(() => {
    setSourceTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5, ...timing });
  });
  afterEach(() => setSourceTiming(null));
}
