/**
 * zod's global configuration (what `z.config()` writes) lives on `globalThis.__zod_globalConfig`,
 * and zod adopts an object it finds there. Set before any schema is created, without loading zod
 * itself into the entry chunk (the public pages load no zod at all): zod's compiled fast path probes
 * `new Function`, which a strict Content-Security-Policy (no 'unsafe-eval') reports as a violation on
 * every page load. src/config/zod-setup.test.ts checks that zod reads it.
 */
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

// in place: a zod loaded earlier (tests) keeps a reference to the object it found
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
