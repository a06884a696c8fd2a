/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type Rollup } from 'vite';
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
 * d3-cloud draws each batch of words on a 2048 x 2048 canvas and reads all of it back
 * (getImageData, 16 MB) however few rows the words use: on a phone that one read is a long task of a
 * second. This reads back only the rows the batch drew on (same sprites, same layout). A library
 * update that changes these lines fails the build rather than losing the fix silently.
 */
function d3CloudReadsWhatItDraws(): Plugin {
  const edits: [string, string][] = [
    ['      maxh = 0,\n      n = data.length;', '      maxh = 0,\n      bottom = 0,\n      n = data.length;'],
    ['    if (y + h >= ch) break;\n', '    if (y + h >= ch) break;\n    if (y + h > bottom) bottom = y + h;\n'],
    ['c.getImageData(0, 0, (cw << 5) / ratio, ch / ratio).data', 'c.getImageData(0, 0, (cw << 5) / ratio, Math.max(1, Math.ceil(bottom / ratio))).data'],
  ];
  return {
    name: 'rima:d3-cloud-reads-what-it-draws',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]d3-cloud[\\/]index\.js$/.test(id)) return null;
      let patched = code;
      for (const [from, to] of edits) {
        if (!patched.includes(from)) throw new Error(`${id}: expected ${JSON.stringify(from)}; update rima:d3-cloud-reads-what-it-draws`);
        patched = patched.replace(from, to);
      }
      return { code: patched, map: null };
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
 * The app's own modules that the app start (bootstrap, the public layout) imports statically (found
 * in the module graph once it is complete), less what index.js (src/main.tsx) imports itself: one
 * `start` chunk instead of a dozen small ones that the first page would request one by one. What
 * index.js imports stays in index.js, so nothing of the start runs before main.tsx asks for it (a
 * malformed configuration still fails inside the dynamic import and shows its error page).
 * Each public page then adds its own chunk: sign-in and registration share one more (`auth-forms`:
 * form fields and the accounts actions), which the demo page does not load.
 */
const startModules = new Set<string>();
const authFormModules = new Set<string>();
const demoPageModules = new Set<string>();
const appLayoutModules = new Set<string>();
const REGISTER_ROUTE_MODULE = 'src/features/auth/pages/register-page.tsx';
const DEMO_ROUTE_MODULE = 'src/features/demo/pages/demo-page.tsx';
function groupStartModules(): Plugin {
  return {
    name: 'rima:group-start-modules',
    apply: 'build',
    buildEnd() {
      startModules.clear();
      authFormModules.clear();
      demoPageModules.clear();
      appLayoutModules.clear();
      const ids = [...this.getModuleIds()];
      const normal = (id: string) => id.replace(/\\/g, '/');
      const own = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && /\.(ts|tsx)$/.test(id) && !normal(id).includes('/src/mocks/');
      const closure = (roots: string[], keep: (id: string) => boolean, lazyToo = false) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || !keep(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const imported of info?.importedIds ?? []) visit(imported);
          if (lazyToo) for (const imported of info?.dynamicallyImportedIds ?? []) visit(imported);
        };
        roots.forEach(visit);
        return seen;
      };
      const modules = (...paths: string[]) => ids.filter((id) => paths.some((module) => normal(id).endsWith(`/${module}`)));
      // index.js's imports: its own modules, libraries and Vite's helpers (the preload helper).
      const entry = closure(modules('src/main.tsx'), () => true);
      const add = (target: Set<string>, found: Iterable<string>, keep: (id: string) => boolean = () => true) => {
        for (const id of found) if (!entry.has(id) && !startModules.has(id) && keep(id)) target.add(id);
      };
      add(startModules, closure(modules(...ENTRY_ROUTE_MODULES), own));
      // The few app modules the demo backend imports (types and helpers it shares with the app): in
      // the start chunk, so that the demo backend brings no small chunks of its own to the first page.
      const ownOrMocks = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && /\.(ts|tsx)$/.test(id);
      add(startModules, closure(modules('src/mocks/browser.ts'), ownOrMocks), own);
      // The shared code (src/components, src/lib) the demo page imports: with the start, so that the
      // demo page adds one chunk of its own, not five small ones.
      const shared = (id: string) => /\/src\/(components|lib)\//.test(normal(id));
      const demoPage = closure(modules(DEMO_ROUTE_MODULE), own);
      add(startModules, demoPage, shared);
      // The rest of the demo page in one chunk: what its lazy parts (the second tab, the results)
      // share with it stays there, instead of a small chunk of its own that the page would request.
      add(demoPageModules, demoPage, (id) => !/\/src\/(api|components|lib|config)\//.test(normal(id)));
      // What sign-in and registration both import and the start does not hold.
      const login = closure(modules(LOGIN_ROUTE_MODULE), own);
      add(authFormModules, closure(modules(REGISTER_ROUTE_MODULE), own), (id) => login.has(id));
      // The layout of every signed-in page (shell, session gate, TanStack Query, the account queries):
      // one chunk, preloaded on a signed-in address, instead of a dozen discovered after the route
      // table. Less what a public page or its actions load (they would download the whole shell).
      const publicReach = closure(modules(LOGIN_ROUTE_MODULE, REGISTER_ROUTE_MODULE, DEMO_ROUTE_MODULE, 'src/app/layouts/auth-layout.tsx'), () => true, true);
      add(appLayoutModules, closure(modules(APP_LAYOUT_MODULE), (id) => !id.startsWith('\0') && !id.endsWith('.css') && !id.endsWith('.scss')), (id) => !publicReach.has(id));
      // With it, the small shared pieces of the signed-in pages (src/components, src/lib: states,
      // dialogs, chart cards, axes…), each under 1 KiB, which a page otherwise requests one by one.
      // Only pieces whose every import is React, the app start or another such piece: nothing pulls a
      // chart library, the API schemas or a stylesheet into every signed-in page.
      const signedInReach = closure(modules(SIGNED_IN_ROUTES_MODULE), own, true);
      const smallShared = new Set([...signedInReach].filter((id) => /\/src\/(components|lib)\//.test(normal(id)) && !publicReach.has(id) && !entry.has(id) && !startModules.has(id)));
      const allowed = (id: string) => smallShared.has(id) || appLayoutModules.has(id) || entry.has(id) || startModules.has(id) || VENDOR.test(id);
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of smallShared) {
          if ((this.getModuleInfo(id)?.importedIds ?? []).every(allowed)) continue;
          smallShared.delete(id);
          changed = true;
        }
      }
      add(appLayoutModules, smallShared);
    },
  };
}

/**
 * The framework every page runs on, in one long-cached chunk instead of many small ones. Chart
 * libraries, TanStack Query, zod and the toasts stay out of it: they load with the pages (or the first toast)
 * that use them.
 */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

export default defineConfig({
  plugins: [react(), noInjectedLibraryStyles(), d3CloudReadsWhatItDraws(), noDemoWorkerInBackendBuilds(), preloadEntryRoutes(), groupStartModules(), axiosWithoutFetchAdapter()],
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
  // The word cloud's layout worker (src/components/charts/word-cloud.worker.ts) bundles d3-cloud itself.
  worker: { format: 'es', plugins: () => [d3CloudReadsWhatItDraws()] },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    // Every browser the app supports preloads modules itself: no polyfill in index.js.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Scripts only: a library's stylesheet stays with the code that imports it.
            { name: 'vendor', test: (id) => VENDOR.test(id) && !id.endsWith('.css'), priority: 2 },
            // Exactly those modules: by default a group also takes in what they import, index.js's too.
            { name: 'start', test: (id) => startModules.has(id), priority: 1, includeDependenciesRecursively: false },
            { name: 'auth-forms', test: (id) => authFormModules.has(id), priority: 1, includeDependenciesRecursively: false },
            { name: 'demo-page', test: (id) => demoPageModules.has(id), priority: 1, includeDependenciesRecursively: false },
            { name: 'app-layout', test: (id) => appLayoutModules.has(id), priority: 1, includeDependenciesRecursively: false },
          ],
        },
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
});
