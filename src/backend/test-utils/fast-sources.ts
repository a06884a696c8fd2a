import { afterEach, beforeEach } from 'vitest';
import { setSourceTiming } from '@/backend/sources/http';
import { memoryKeyValueStore, useKeyValueStore } from '@/backend/store/kv';

/**
 * For a test file whose backend reads outside sources: backoff waits of milliseconds (no jitter), and a
 * fresh in-memory cache of what the sources answered before each test.
 */
export function fastSourcesOverMemoryCache(): void {
  beforeEach(() => {
    setSourceTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 });
    useKeyValueStore(memoryKeyValueStore());
  });
  afterEach(() => setSourceTiming(null));
}
