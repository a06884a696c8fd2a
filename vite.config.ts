/// <reference types="vitest/config" />
import { build as viteBuild, defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { LOGIN_ROUTE_CHUNKS_META, SIGNED_IN_ROUTE_CHUNKS_META } from './src/config/route-preload.ts';
import {
  APP_LAYOUT_MODULE,
  CHUNK_GROUPS,
  DEMO_ONLY_GROUPS,
  chunkGroupsOf,
  ENTRY_ROUTE_MODULES,
  LOGIN_ROUTE_MODULE,
  MAIN_MODULE,
  normal,
  SIGNED_IN_ROUTES_MODULE,
  VENDOR,
  type ChunkGroup,
  type ModuleGraph,
} from './scripts/lib/chunk-groups.ts';
import { unusedStylesRemoved } from './scripts/lib/unused-styles.ts';
import { WORKER_ONLY_DEPENDENCIES } from './scripts/lib/worker-dependencies.ts';
import { DIGEST_WORKER_FILE } from './src/lib/digest-sync.ts';

/**
 * A build-only stand-in for one import of a dependency: `source` imported from a file whose path
 * contains `importer` resolves to `standIn.file`, or to a module of `standIn.code`. Tests and the dev
 * server keep the dependency as published.
 */
function buildStandIn(name: string, source: string, importer: string, standIn: { file: string } | { code: string }): Plugin {
  const virtual = `\0rima:${name}`;
  return {
    name: `rima:${name}`,
    apply: 'build',
    enforce: 'pre',
    resolveId(id, from) {
      if (id !== source || !from?.replace(/\\/g, '/').includes(importer)) return null;
      return 'file' in standIn ? standIn.file : virtual;
    },
    load(id) {
      return id === virtual && 'code' in standIn ? standIn.code : null;
    },
  };
}

/**
 * The HTTP clients use axios's XMLHttpRequest adapter (`adapter: 'xhr'` in src/api/http.ts): its
 * fetch adapter (some 5 KiB gzip) is dead code in the bundle, so the build replaces it with a module
 * that offers no fetch, as axios does where fetch is missing. Tests keep axios as published.
 */
function axiosWithoutFetchAdapter(): Plugin {
  return buildStandIn('axios-without-fetch-adapter', './fetch.js', '/node_modules/axios/lib/adapters/adapters.js', {
    code: 'export const getFetch = () => false;\nexport default false;\n',
  });
}

/**
 * The d3 scales recharts chooses itself for an axis whose `scale` is "auto", as every axis of the app's
 * is: band and point for categories, linear for numbers (recharts' combineRealScaleType); with
 * scaleLinear come d3's interpolators and number formats, which its ticks use.
 */
const RECHARTS_AUTO_SCALES = ['scaleBand', 'scalePoint', 'scaleLinear'] as const;

/**
 * Recharts looks an axis's d3 scale up by name in the whole of d3-scale (`import * as d3Scales`), so
 * every scale reaches every chart page: the time and UTC scales with d3-time and d3-time-format, the
 * quantile, threshold, sequential and diverging ones, some 9 KiB gzip that no chart of the app uses. In
 * the build, recharts' d3-scale holds the scales of RECHARTS_AUTO_SCALES only. An axis given a scale
 * by name (`scale="log"`) would then fall back to a point scale: the lint forbids naming one
 * (eslint.config.js); the tests keep the whole of d3-scale.
 */
function rechartsWithAutoScalesOnly(): Plugin {
  return buildStandIn('recharts-auto-scales-only', 'victory-vendor/d3-scale', '/node_modules/recharts/', {
    code: `export { ${RECHARTS_AUTO_SCALES.join(', ')} } from 'victory-vendor/d3-scale';\n`,
  });
}

/**
 * Mock Service Worker's cookie store imports tough-cookie, which brings the public suffix list (tldts,
 * about 300 KB of script every page of the demo build would parse on the main thread). The demo
 * backend sets and reads no cookies: in the build, the store gets the small jar of
 * src/backend/cookie-jar.ts instead (the tests keep tough-cookie; the jar has its own tests).
 */
function mswCookieStoreWithoutPublicSuffixList(): Plugin {
  return buildStandIn('msw-cookie-store-without-public-suffix-list', 'tough-cookie', '/node_modules/msw/', {
    file: fileURLToPath(new URL('./src/backend/cookie-jar.ts', import.meta.url)),
  });
}

/**
 * A build made for a backend (VITE_API_URL set) ships no demo code: the demo's service-worker script
 * and the built-in backend's API description, copied from public/ like every public file, are
 * removed from its output.
 */
function noDemoWorkerInBackendBuilds(): Plugin {
  let outDir = '';
  let backendBuild = false;
  return {
    name: 'rima:no-demo-worker-in-backend-builds',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      const apiUrl: unknown = config.env.VITE_API_URL;
      backendBuild = typeof apiUrl === 'string' && apiUrl.trim() !== '';
    },
    closeBundle() {
      if (!backendBuild) return;
      rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
      // the standalone build's description of its built-in backend's API (a server documents its own)
      rmSync(join(outDir, 'api.html'), { force: true });
    },
  };
}

/**
 * The periodic check of New for you (src/backend/worker/digest-service-worker.ts) runs in a service
 * worker, which may neither import code on demand nor start a worker: after the app's build, this
 * builds it as one script with its dynamic imports inlined (the keyphrase extraction, the word
 * vectors' loader), into bg/sw.js. No page loads it (Subscribe registers it when the researcher turns
 * the check on), so the app's chunks and budgets are those of the app alone. The word-vector table it
 * fetches is the app's own file (same content, same hashed name in assets/). A build for a backend
 * has no built-in backend, hence no such worker.
 */
function digestServiceWorker(): Plugin {
  let config: { root: string; outDir: string; base: string; mode: string } | null = null;
  return {
    name: 'rima:digest-service-worker',
    apply: 'build',
    configResolved(resolved) {
      const apiUrl: unknown = resolved.env.VITE_API_URL;
      const backendBuild = typeof apiUrl === 'string' && apiUrl.trim() !== '';
      // the app's own build only (not the workers' builds it starts)
      config = backendBuild || resolved.build.ssr ? null : { root: resolved.root, outDir: resolve(resolved.root, resolved.build.outDir), base: resolved.base, mode: resolved.mode };
    },
    async closeBundle() {
      if (!config) return;
      await viteBuild({
        configFile: false,
        root: config.root,
        base: config.base,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        plugins: [axiosWithoutFetchAdapter(), mswCookieStoreWithoutPublicSuffixList()],
        resolve: { alias: [{ find: '@', replacement: resolve(config.root, 'src') }] },
        build: {
          outDir: config.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          modulePreload: false,
          // one script of several MB: the extraction's model and the backend, read by the worker alone
          chunkSizeWarningLimit: 20000,
          rolldownOptions: {
            checks: { bundlerTimings: false },
            input: resolve(config.root, 'src/backend/worker/digest-service-worker.ts'),
            output: { format: 'es', entryFileNames: DIGEST_WORKER_FILE, codeSplitting: false },
          },
        },
      });
    },
  };
}

/**
 * The app start and the public entry routes, the sign-in page and the signed-in part of the app are
 * declared in scripts/lib/chunk-groups.ts.
 *
 * index.js imports the app dynamically (so a malformed configuration shows its error page), and the
 * router imports the route's page dynamically: without help the browser discovers these chunks one
 * import at a time. This adds a modulepreload link to index.html for every chunk of the app start and
 * of the public entry routes (with their static imports), so they download in parallel with index.js.
 */
function preloadEntryRoutes(): Plugin {
  let base = '/';
  return {
    name: 'rima:preload-entry-routes',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (modules: string[], known: Set<string>) => {
          const wanted = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk) => {
            if (chunk.isEntry || wanted.has(chunk.fileName) || known.has(chunk.fileName)) return;
            wanted.add(chunk.fileName);
            for (const file of chunk.imports) {
              const imported = byFile.get(file);
              if (imported) visit(imported);
            }
          };
          for (const chunk of chunks) {
            const ids = chunk.moduleIds.map((id) => id.replace(/\\/g, '/'));
            if (modules.some((module) => ids.some((id) => id.endsWith(`/${module}`)))) visit(chunk);
          }
          return wanted;
        };
        const wanted = closure(ENTRY_ROUTE_MODULES, new Set());
        const login = closure([LOGIN_ROUTE_MODULE], wanted);
        const signedIn = closure([SIGNED_IN_ROUTES_MODULE, APP_LAYOUT_MODULE], wanted);
        // Their stylesheets (public.scss with the app start) are preloaded too: fetched in parallel
        // without blocking the first paint (the static shell), in place when the chunk asks for them.
        const styles = new Set<string>();
        for (const file of wanted) for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) styles.add(css);
        return [
          ...[...styles].sort().map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...[...wanted].sort().map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...([
            [LOGIN_ROUTE_CHUNKS_META, login],
            [SIGNED_IN_ROUTE_CHUNKS_META, signedIn],
          ] as const).map(([name, files]) => ({
            tag: 'meta',
            attrs: { name, content: [...files].sort().map((file) => `${base}${file}`).join(' ') },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * The code-splitting groups: the framework (`vendor`) by its packages, the app's groups by
 * `chunkGroupsOf` (scripts/lib/chunk-groups.ts). Rolldown asks for every module's group with the same graph; it is computed once
 * per graph (the graph's objects are reused within one chunking pass).
 */
function chunkGroups(root: string, demoBuild: boolean) {
  const computed = new WeakMap<object, Map<string, ChunkGroup>>();
  const groupOf = (id: string, graph: ModuleGraph): ChunkGroup | null => {
    const main = graph.getModuleInfo(normal(resolve(root, MAIN_MODULE)));
    if (!main) throw new Error(`vite.config.ts: ${MAIN_MODULE} is not in the build`);
    let groups = computed.get(main);
    if (!groups) {
      groups = chunkGroupsOf(graph, root, demoBuild);
      computed.set(main, groups);
    }
    return groups.get(normal(id)) ?? null;
  };
  return [
    // Scripts only: a library's stylesheet stays with the code that imports it.
    { name: 'vendor', test: (id: string) => VENDOR.test(id) && !id.endsWith('.css'), priority: 2 },
    // Exactly those modules: by default a group also takes in what they import, index.js's too.
    { name: groupOf, debugName: 'rima app groups', priority: 1, includeDependenciesRecursively: false },
  ];
}

/** Fails the build when a declared chunk group comes out empty (no chunk of that name). */
function chunkGroupsPresent(demoBuild: boolean): Plugin {
  return {
    name: 'rima:chunk-groups-present',
    apply: 'build',
    generateBundle(_options, bundle) {
      // the worker bundles (the word cloud's layout) have their own output without these groups
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      if (!chunks.some((chunk) => chunk.moduleIds.some((id) => normal(id).endsWith(`/${MAIN_MODULE}`)))) return;
      const missing = CHUNK_GROUPS.filter((group) => demoBuild || !DEMO_ONLY_GROUPS.includes(group)).filter((group) => !chunks.some((chunk) => chunk.name === group && chunk.moduleIds.length > 0));
      if (missing.length > 0) this.error(`chunk groups without modules: ${missing.join(', ')}; see chunkGroupsOf in scripts/lib/chunk-groups.ts`);
    },
  };
}

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** React Router's production build, for `vite build` (development and tests keep its warnings). */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/** Vitest: the tests of pure code (`*.test.ts`) run in Node… */
const NODE_TESTS = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * …except these, which need a DOM: the API client (axios's XMLHttpRequest adapter) and what calls the
 * backend through it, web storage, the document.
 */
const DOM_TESTS_IN_TS = [
  'src/api/**/*.test.ts',
  'src/app/**/*.test.ts',
  'src/backend/handlers/**/*.test.ts',
  'src/backend/pipeline/**/*.test.ts',
  'src/backend/nlp/embeddings/word-vectors.test.ts',
  'src/backend/lak/**/*.contract.test.ts',
  'src/backend/nlp/wikipedia/live-demo.test.ts',
  'src/backend/nlp/embeddings/comparison.test.ts',
  'src/components/charts/chart-export.test.ts',
  // the OPML file is read back by the browser's XML parser
  'src/features/publications/lib/subscribe.test.ts',
  'src/config/route-preload.test.ts',
  'src/lib/{demo-leftovers,error-message,focus,session}.test.ts',
];
/** The component tests (`*.test.tsx`) and the `.ts` tests that need a DOM. */
const DOM_TESTS = ['src/**/*.test.tsx', ...DOM_TESTS_IN_TS];
/** The libraries the component tests load pre-bundled (one module each): see the dom project below. */
const DOM_TEST_LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-aria-components',
  'react-toastify',
  'recharts',
  '@tanstack/react-query',
  'axios',
  'zod',
  '@testing-library/react',
  '@testing-library/user-event',
  '@testing-library/dom',
];
/**
 * The test files, split into those that replace a module (`vi.mock`, `vi.doMock`, `vi.resetModules`, a
 * deferred live module) and the others. In a module graph shared with other files, a replacement would
 * reach the files run after it, or come too late for a module an earlier file loaded: the component
 * tests among the first run each in a graph of their own (the dom project below).
 */
const MODULE_REPLACEMENT = /\bvi\.(mock|doMock|resetModules)\(|\bdeferredLiveModule\(/;
function testFilesByModuleReplacement(): { replacing: string[]; others: string[] } {
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.replace(/\\/g, '/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file));
  const replacing = files.filter((file) => MODULE_REPLACEMENT.test(readFileSync(join(ROOT, file), 'utf8')));
  return { replacing, others: files.filter((file) => !replacing.includes(file)) };
}
// read only when Vitest loads this file (it sets VITEST): a build or the dev server has no tests to sort
const TESTS = process.env.VITEST ? testFilesByModuleReplacement() : { replacing: [], others: [] };
/** A demo build (the built-in demo backend) is one made without a backend address, VITE_API_URL. */
const isDemoBuild = (mode: string) => (loadEnv(mode, ROOT, 'VITE_').VITE_API_URL ?? '').trim() === '';

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), noDemoWorkerInBackendBuilds(), digestServiceWorker(), preloadEntryRoutes(), chunkGroupsPresent(isDemoBuild(mode)), axiosWithoutFetchAdapter(), mswCookieStoreWithoutPublicSuffixList(), rechartsWithAutoScalesOnly()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router ships a production build (its dev-only warnings and default error page's notes left
      // out: 0.6 KiB gzip of every page) but its package exports name only the development one
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  css: {
    // the build drops the rules of src/styles that no source file uses (scripts/lib/unused-styles.ts)
    postcss: command === 'build' ? { plugins: [unusedStylesRemoved(ROOT)] } : {},
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass still uses @import and Sass's global functions; Dart Sass warns about
        // each use (hundreds of lines per build) for changes that only Bootstrap 6 can make. Our own
        // style entries must @import Bootstrap's partials to share its variables, hence 'import'.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  // The word cloud's layout worker (src/components/charts/word-cloud.worker.ts) bundles d3-cloud itself
  // (patched at install: patches/d3-cloud+1.2.9.patch).
  // The built-in backend's worker (src/backend/worker/) runs msw's handlers: its cookie store gets the
  // small jar there too.
  // Its build prints Rolldown's timing report too when it is slow (a busy machine): off, as for the app.
  worker: {
    format: 'es',
    plugins: () => [mswCookieStoreWithoutPublicSuffixList()],
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // the dev server pre-bundles what only the backend's worker imports at start, not on the first visit
  optimizeDeps: { include: WORKER_ONLY_DEPENDENCIES },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    // Every browser the app supports preloads modules itself: no polyfill in index.js.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Rolldown's timing report printed on every build (the CSS plugins' callbacks dominate a 5 s
      // build); the build's time is tracked by `.ci/run`'s time per part, without a warning to read.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: { groups: chunkGroups(ROOT, isDemoBuild(mode)) },
      },
    },
  },
  test: {
    globals: true,
    css: false,
    // a file's first test also loads its lazy routes: on two busy cores that can take most of 20 s
    testTimeout: 30000,
    // Fake timers that follow real time (shouldAdvanceTime) move in 1 ms steps, not 20 ms: Testing
    // Library's zero-delay timeout after each findBy/waitFor and user action then waits 1 ms, not 20.
    fakeTimers: { advanceTimeDelta: 1 },
    // every core (Vitest's default leaves one for itself: one worker on the 2-core CI machine, where
    // a route test waits about a quarter of its time)
    maxWorkers: availableParallelism(),
    env: { VITE_API_URL: 'http://api.test', VITE_CONFERENCE_API_URL: '', VITE_API_DOCS_URL: '' },
    // Pure code runs in Node (no per-file jsdom start-up, no widget chunks loaded); components in jsdom.
    projects: [
      {
        extends: true,
        // One module graph per worker for the pure code (isolate: false): each file no longer loads the
        // built-in backend again, about 1.5 s of a 0.3 s file. What a file could leave behind is reset
        // before every test in setup-backend.ts (the database, the handlers, storage, what was learned).
        test: { name: 'node', environment: 'node', isolate: false, setupFiles: ['./src/test/setup-backend.ts'], include: NODE_TESTS, exclude: DOM_TESTS_IN_TS },
      },
      {
        extends: true,
        // The components share one jsdom and one module graph per worker (isolate: false): the libraries,
        // the built-in backend and the app's routes load once per worker, not once per file (a fresh VM
        // context per file cost about a sixth of the component tests' CPU time: docs/testing.md). What a
        // file could leave behind is reset before every test (setup-backend.ts: the backend, the
        // handlers, storage; setup.ts: the rendered page, the toasts) and after every file (setup.ts:
        // fake timers, stubbed globals).
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./src/test/setup-backend.ts', './src/test/setup.ts'],
          include: DOM_TESTS,
          exclude: TESTS.replacing,
        },
      },
      {
        extends: true,
        // The component tests that replace a module: each file in a fresh VM context of a worker that
        // keeps jsdom loaded (vmForks). The VM context lacks Node's web streams (msw needs them:
        // setup-vm-globals.ts), and a library whose ESM sits in a CommonJS package cannot load there as
        // it is (react-router, recharts' redux toolkit, a helper under axios): those, and the other large
        // libraries the components use (faster so), load pre-bundled by Vite (deps.optimizer).
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          pool: 'vmForks',
          deps: { optimizer: { client: { enabled: true, include: DOM_TEST_LIBRARIES } } },
          setupFiles: ['./src/test/setup-vm-globals.ts', './src/test/setup-backend.ts', './src/test/setup.ts'],
          include: DOM_TESTS,
          exclude: TESTS.others,
        },
      },
    ],
  },
}));
