/**
 * The packages only the built-in backend's worker imports (`src/backend/`, loaded through
 * `new Worker(new URL(…))`). Vite's dev server finds a page's dependencies by scanning from
 * `index.html`, but not a worker's: without this list it discovers them on the first visit that
 * starts the worker (idb at the first page, wink-nlp at the first extraction), bundles its
 * dependencies again and reloads the page, which made the first page of a fresh `npm run dev` take
 * about 40 s. Declared in `optimizeDeps.include` (vite.config.ts); `worker-dependencies.test.ts`
 * fails when the backend imports a package that is neither here nor imported by the page.
 */
export const WORKER_ONLY_DEPENDENCIES = ['idb', 'wink-nlp', 'wink-eng-lite-web-model'];
