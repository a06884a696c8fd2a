/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { LOGIN_ROUTE_CHUNKS_META, SIGNED_IN_ROUTE_CHUNKS_META } from './src/config/route-preload';

/**
 * The HTTP clients use axios's XMLHttpRequest adapter (`adapter: 'xhr'` in src/api/http.ts): its
 * fetch adapter (some 5 KiB gzip) is dead code in the bundle, so the build replaces it with a module
 * that offers no fetch, as axios does where fetch is missing. Tests keep axios as published.
 */
function axiosWithoutFetchAdapter(): Plugin {
  const stub = '\0rima:axios-no-fetch-adapter';
  return {
    name: 'rima:axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer?.replace(/\\/g, '/').endsWith('/node_modules/axios/lib/adapters/adapters.js')) return stub;
      return null;
    },
    load(id) {
      return id === stub ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}

/**
 * A build made for a backend (VITE_API_URL set) ships no demo code: the demo's service-worker script,
 * copied from public/ like every public file, is removed from its output.
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
      if (backendBuild) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * force-graph and float-tooltip (the conference network) inject their small stylesheets as <style>
 * elements at run time, which a strict Content-Security-Policy (style-src 'self') blocks. Their rules
 * live in src/styles/app.scss instead, and the injection is removed here; a library update that changes the
 * injection fails the build rather than bringing the violation back.
 */
function noInjectedLibraryStyles(): Plugin {
  const call = 'styleInject(css_248z);';
  return {
    name: 'rima:no-injected-library-styles',
    transform(code, id) {
      if (!/[\\/](force-graph|float-tooltip)[\\/]dist[\\/]/.test(id)) return null;
      if (!code.includes(call)) throw new Error(`${id}: expected its style injection (${call}); update src/styles/app.scss and this plugin`);
      return { code: code.replace(call, ''), map: null };
    },
  };
}

/**
 * The app start (bootstrap) and the public pages' layout: what every first visit runs after index.js.
 * The pages themselves are lazy routes (a stale chunk of one reloads into the new build); the sign-in
 * page's chunks are preloaded on the sign-in page only (below).
 */
const ENTRY_ROUTE_MODULES = [
  'src/bootstrap.tsx',
  // demo builds only: the seeded account, which the app start awaits before the first render
  'src/mocks/demo-account.ts',
  'src/app/layouts/auth-layout.tsx',
];
/**
 * The sign-in page (where / leads): preloaded by index.js when the address is the sign-in page's
 * (see src/config/route-preload.ts), so that registration and the demo page do not download it.
 */
const LOGIN_ROUTE_MODULE = 'src/features/auth/pages/login-page.tsx';
/** The signed-in part of the route table: preloaded the same way on a signed-in address. */
const SIGNED_IN_ROUTES_MODULE = 'src/app/signed-in-routes.tsx';
/** The layout of /app/*: every signed-in page runs in it, so it is preloaded with the route table. */
const APP_LAYOUT_MODULE = 'src/app/layouts/app-layout.tsx';

/**
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
 * The app's own modules that the app start (bootstrap, the public layout) imports statically, less
 * what index.js (src/main.tsx) imports itself: one `start` chunk instead of a dozen small ones that the
 * first page would request one by one. What index.js imports stays in index.js, so nothing of the start
 * runs before main.tsx asks for it (a malformed configuration still fails inside the dynamic import and
 * shows its error page). Each public page then adds its own chunk: sign-in and registration share one
 * more (`auth-forms`: form fields and the accounts actions), which the demo page does not load.
 *
 * The groups are computed from the module graph and the modules declared here, by one pure function
 * (`chunkGroupsOf`) that Rolldown's code splitting calls while it forms the chunks. A declared module
 * that is not in the graph (a page renamed or moved) fails the build, and so does a group that comes
 * out empty (`rima:chunk-groups-present`): the chunking never changes silently.
 */
const MAIN_MODULE = 'src/main.tsx';
const REGISTER_ROUTE_MODULE = 'src/features/auth/pages/register-page.tsx';
const DEMO_ROUTE_MODULE = 'src/features/demo/pages/demo-page.tsx';
const AUTH_LAYOUT_MODULE = 'src/app/layouts/auth-layout.tsx';
/** The demo backend's entry: only in a demo build (no VITE_API_URL). */
const DEMO_BACKEND_MODULE = 'src/mocks/browser.ts';
const DEMO_ONLY_MODULES = new Set([DEMO_BACKEND_MODULE, 'src/mocks/demo-account.ts']);
const CHUNK_GROUPS = ['vendor', 'start', 'auth-forms', 'demo-body', 'app-layout'] as const;
type ChunkGroup = (typeof CHUNK_GROUPS)[number];
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

const normal = (id: string) => id.replace(/\\/g, '/');
const own = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && /\.(ts|tsx)$/.test(id) && !normal(id).includes('/src/mocks/');
const ownOrMocks = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && /\.(ts|tsx)$/.test(id);

/**
 * Which group each of the app's modules joins, from the module graph and the declared modules alone.
 * `demoBuild`: the demo backend's modules are declared too (a backend build has none).
 */
function chunkGroupsOf(graph: ModuleGraph, root: string, demoBuild: boolean): Map<string, ChunkGroup> {
  const idOf = (module: string) => {
    const id = normal(resolve(root, module));
    if (!graph.getModuleInfo(id)) {
      if (!demoBuild && DEMO_ONLY_MODULES.has(module)) return [];
      throw new Error(`vite.config.ts: the chunk groups name ${module}, which is not in the build; update the declared modules`);
    }
    return [id];
  };
  const modules = (...paths: string[]) => paths.flatMap(idOf);
  const closure = (roots: string[], keep: (id: string) => boolean, lazyToo = false) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || !keep(id)) return;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      for (const imported of info?.importedIds ?? []) visit(imported);
      if (lazyToo) for (const imported of info?.dynamicallyImportedIds ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };
  const groups = new Map<string, ChunkGroup>();
  const inGroup = (group: ChunkGroup) => (id: string) => groups.get(id) === group;
  // index.js's imports: its own modules, libraries and Vite's helpers (the preload helper).
  const entry = closure(modules(MAIN_MODULE), () => true);
  const add = (group: ChunkGroup, found: Iterable<string>, keep: (id: string) => boolean = () => true) => {
    for (const id of found) if (!entry.has(id) && !inGroup('start')(id) && !groups.has(id) && keep(id)) groups.set(id, group);
  };
  add('start', closure(modules(...ENTRY_ROUTE_MODULES), own));
  // The few app modules the demo backend imports (types and helpers it shares with the app): in
  // the start chunk, so that the demo backend brings no small chunks of its own to the first page.
  add('start', closure(modules(DEMO_BACKEND_MODULE), ownOrMocks), own);
  // The shared code (src/components, src/lib) the demo page imports: with the start, so that the
  // demo page adds one chunk of its own, not five small ones.
  const demoPage = closure(modules(DEMO_ROUTE_MODULE), own);
  add('start', demoPage, (id) => /\/src\/(components|lib)\//.test(normal(id)));
  // The rest of the demo page in one chunk: what its lazy parts (the second tab, the results)
  // share with it stays there, instead of a small chunk of its own that the page would request.
  add('demo-body', demoPage, (id) => !/\/src\/(api|components|lib|config)\//.test(normal(id)));
  // What sign-in and registration both import and the start does not hold.
  const login = closure(modules(LOGIN_ROUTE_MODULE), own);
  add('auth-forms', closure(modules(REGISTER_ROUTE_MODULE), own), (id) => login.has(id));
  // The layout of every signed-in page (shell, session gate, TanStack Query, the account queries):
  // one chunk, preloaded on a signed-in address, instead of a dozen discovered after the route
  // table. Less what a public page or its actions load (they would download the whole shell).
  const publicReach = closure(modules(LOGIN_ROUTE_MODULE, REGISTER_ROUTE_MODULE, DEMO_ROUTE_MODULE, AUTH_LAYOUT_MODULE), () => true, true);
  add('app-layout', closure(modules(APP_LAYOUT_MODULE), (id) => !id.startsWith('\0') && !id.endsWith('.css') && !id.endsWith('.scss')), (id) => !publicReach.has(id));
  // With it, the small shared pieces of the signed-in pages (src/components, src/lib: states,
  // dialogs, chart cards, axes…), each under 1 KiB, which a page otherwise requests one by one.
  // Only pieces whose every import is React, the app start or another such piece: nothing pulls a
  // chart library, the API schemas or a stylesheet into every signed-in page.
  const signedInReach = closure(modules(SIGNED_IN_ROUTES_MODULE), own, true);
  const smallShared = new Set([...signedInReach].filter((id) => /\/src\/(components|lib)\//.test(normal(id)) && !publicReach.has(id) && !entry.has(id) && !groups.has(id)));
  const allowed = (id: string) => smallShared.has(id) || inGroup('app-layout')(id) || inGroup('start')(id) || entry.has(id) || VENDOR.test(id);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of smallShared) {
      if ((graph.getModuleInfo(id)?.importedIds ?? []).every(allowed)) continue;
      smallShared.delete(id);
      changed = true;
    }
  }
  add('app-layout', smallShared);
  return groups;
}

/**
 * The code-splitting groups: the framework (`vendor`, below) by its packages, the app's groups by
 * `chunkGroupsOf`. Rolldown asks for every module's group with the same graph; it is computed once
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
    { name: groupOf, priority: 1, includeDependenciesRecursively: false },
  ];
}

/** Fails the build when a declared chunk group comes out empty (no chunk of that name). */
function chunkGroupsPresent(): Plugin {
  return {
    name: 'rima:chunk-groups-present',
    apply: 'build',
    generateBundle(_options, bundle) {
      // the worker bundles (the word cloud's layout) have their own output without these groups
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      if (!chunks.some((chunk) => chunk.moduleIds.some((id) => normal(id).endsWith(`/${MAIN_MODULE}`)))) return;
      const missing = CHUNK_GROUPS.filter((group) => !chunks.some((chunk) => chunk.name === group && chunk.moduleIds.length > 0));
      if (missing.length > 0) this.error(`chunk groups without modules: ${missing.join(', ')}; see chunkGroupsOf in vite.config.ts`);
    },
  };
}

/**
 * The framework every page runs on, in one long-cached chunk instead of many small ones. Chart
 * libraries, TanStack Query, zod and the toasts stay out of it: they load with the pages (or the first toast)
 * that use them.
 */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** A demo build (the built-in demo backend) is one made without a backend address, VITE_API_URL. */
const isDemoBuild = (mode: string) => (loadEnv(mode, ROOT, 'VITE_').VITE_API_URL ?? '').trim() === '';

export default defineConfig(({ mode }) => ({
  plugins: [react(), noInjectedLibraryStyles(), noDemoWorkerInBackendBuilds(), preloadEntryRoutes(), chunkGroupsPresent(), axiosWithoutFetchAdapter()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
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
  worker: { format: 'es' },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    // Every browser the app supports preloads modules itself: no polyfill in index.js.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups(ROOT, isDemoBuild(mode)) },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
    env: { VITE_API_URL: 'http://api.test', VITE_CONFERENCE_API_URL: '', VITE_API_DOCS_URL: '' },
  },
}));
