// zod's core module (the same global configuration `z.config` writes), not the whole library.
import { config } from 'zod/v4/core';

// Before any schema is created: zod's compiled fast path probes `new Function`, which a strict
// Content-Security-Policy (no 'unsafe-eval') reports as a violation on every page load.
config({ jitless: true });
