// The names of the build's chunk groups, in one place for the build (scripts/lib/chunk-groups.ts,
// vite.config.ts) and the bundle check (scripts/bundle-report.mjs), which runs in plain Node.
export const CHUNK_GROUPS = /** @type {const} */ (['vendor', 'start', 'auth-forms', 'demo-body', 'app-layout', 'demo-shared']);
/** Groups only a demo build has (a build for a backend has no demo backend to share code with). */
export const DEMO_ONLY_GROUPS = /** @type {const} */ (['demo-shared']);
