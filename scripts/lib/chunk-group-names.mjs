// The names of the build's chunk groups, in one place for the build (scripts/lib/chunk-groups.ts,
// vite.config.ts) and the bundle check (scripts/bundle-report.mjs), which runs in plain Node.
export const CHUNK_GROUPS = /** @type {const} */ (['vendor', 'start', 'auth-forms', 'register-shared', 'demo-body', 'app-layout']);
/**
 * Groups only a demo build has. None since the built-in backend runs in its worker: the app modules it
 * shares with the signed-in pages (the stemmer, the algorithm lists) are bundled into the worker's own
 * output, so the page's build has no `demo-shared` group left to form.
 * @type {readonly string[]}
 */
export const DEMO_ONLY_GROUPS = [];
