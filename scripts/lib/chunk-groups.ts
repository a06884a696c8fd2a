// The chunk groups of the build (vite.config.ts): which group each of the app's modules joins, from
// the module graph alone. A pure function, so that its rules are tested (chunk-groups.test.ts).
import { resolve } from 'node:path';
import { CHUNK_GROUPS, DEMO_ONLY_GROUPS } from './chunk-group-names.mjs';

/**
 * The app start (bootstrap) and the public pages' layout: what every first visit runs after index.js.
 * The pages themselves are lazy routes (a stale chunk of one reloads into the new build); the sign-in
 * page's chunks are preloaded on the sign-in page only (below).
 */
export const ENTRY_ROUTE_MODULES = [
  'src/bootstrap.tsx',
  'src/app/layouts/auth-layout.tsx',
];
/**
 * The sign-in page (where / leads): preloaded by index.js when the address is the sign-in page's
 * (see src/config/route-preload.ts and preloadEntryRoutes in vite.config.ts), so that registration and the demo page do not download it.
 */
export const LOGIN_ROUTE_MODULE = 'src/features/auth/pages/login-page.tsx';
/** The signed-in part of the route table: preloaded the same way on a signed-in address. */
export const SIGNED_IN_ROUTES_MODULE = 'src/app/signed-in-routes.tsx';
/** The layout of /app/*: every signed-in page runs in it, so it is preloaded with the route table. */
export const APP_LAYOUT_MODULE = 'src/app/layouts/app-layout.tsx';

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
export const MAIN_MODULE = 'src/main.tsx';
const REGISTER_ROUTE_MODULE = 'src/features/auth/pages/register-page.tsx';
const DEMO_ROUTE_MODULE = 'src/features/demo/pages/demo-page.tsx';
/** The route's module of the demo page (the router imports it; it adds the signed-in stylesheet). */
const DEMO_ROUTE_ENTRY_MODULE = 'src/app/routes/demo-page.ts';
const AUTH_LAYOUT_MODULE = 'src/app/layouts/auth-layout.tsx';
/** The demo backend's entry: only in a demo build (no VITE_API_URL). */
export const DEMO_BACKEND_MODULE = 'src/backend/browser.ts';
/** Demo builds only: the seeded account, which the app start awaits before the first render. */
const DEMO_ACCOUNT_MODULE = 'src/backend/demo-account.ts';
const DEMO_ONLY_MODULES = new Set([DEMO_BACKEND_MODULE, DEMO_ACCOUNT_MODULE]);
export { CHUNK_GROUPS, DEMO_ONLY_GROUPS };
export type ChunkGroup = (typeof CHUNK_GROUPS)[number];
export type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

export const normal = (id: string) => id.replace(/\\/g, '/');
const own = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && /\.(ts|tsx)$/.test(id) && !normal(id).includes('/src/backend/');
const ownOrMocks = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && /\.(ts|tsx)$/.test(id);

/** React Aria Components and the packages it is built from. */
const REACT_ARIA = /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/;

/** The static imports that lead from `from` to `to` (root-relative), for a build error that names them. */
function importChain(graph: ModuleGraph, from: string, to: string, root: string): string[] {
  const parent = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift() ?? '';
    if (id === to) break;
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (parent.has(imported)) continue;
      parent.set(imported, id);
      queue.push(imported);
    }
  }
  const chain: string[] = [];
  for (let id: string | null | undefined = to; id; id = parent.get(id)) chain.unshift(normal(id).replace(`${normal(root).replace(/\/$/, '')}/`, ''));
  return chain;
}

/**
 * The share of the signed-in pages that must load a small shared piece (statically, with the page)
 * for it to join the signed-in layout, which every signed-in page loads.
 */
export const SHARED_BY_PAGES = 1 / 4;

/**
 * The signed-in pages (the route table's lazy imports, its layouts aside), each as the set of modules
 * it loads with it (`reach`: its static imports, transitively).
 */
function signedInPages(graph: ModuleGraph, routeTable: string[], reach: (roots: string[]) => Set<string>): Set<string>[] {
  const lazy = routeTable.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  return lazy.filter((id) => !normal(id).includes('/src/app/layouts/')).map((id) => reach([id]));
}

/**
 * Which group each of the app's modules joins, from the module graph and the declared modules alone.
 * `demoBuild`: the demo backend's modules are declared too (a backend build has none).
 */
export function chunkGroupsOf(graph: ModuleGraph, root: string, demoBuild: boolean): Map<string, ChunkGroup> {
  const idOf = (module: string) => {
    const id = normal(resolve(root, module));
    if (!graph.getModuleInfo(id)) {
      if (!demoBuild && DEMO_ONLY_MODULES.has(module)) return [];
      throw new Error(`the chunk groups (scripts/lib/chunk-groups.ts) name ${module}, which is not in the build; update the declared modules`);
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
  // The seeded account the app start awaits in a demo build (and the seed module that names it):
  // in the start, not a chunk of its own that every first page would request.
  add('start', closure(modules(DEMO_ACCOUNT_MODULE), ownOrMocks));
  // The app modules the page's side of the built-in backend imports (src/backend/browser.ts: the
  // configuration, the session): those a public page imports too join the start. The backend itself
  // runs in its worker, whose modules (and the app modules it shares with the pages) are bundled into
  // the worker's own output, outside these groups.
  const demoBackendOwn = [...closure(modules(DEMO_BACKEND_MODULE), ownOrMocks)].filter(own);
  const publicStatic = closure(modules(LOGIN_ROUTE_MODULE, REGISTER_ROUTE_MODULE, DEMO_ROUTE_MODULE, AUTH_LAYOUT_MODULE), own);
  add('start', demoBackendOwn, (id) => publicStatic.has(id));
  // The shared code (src/components, src/lib) the demo page imports with sign-in or registration: with
  // the start, so that the demo page adds one chunk of its own, not five small ones. What only the demo
  // page of the public ones uses (its tabs) is not: sign-in would download it for nothing.
  const demoPage = closure(modules(DEMO_ROUTE_MODULE), own);
  const signInOrRegistration = closure(modules(LOGIN_ROUTE_MODULE, REGISTER_ROUTE_MODULE), own);
  add('start', demoPage, (id) => /\/src\/(components|lib)\//.test(normal(id)) && signInOrRegistration.has(id));
  // The rest of the demo page in one chunk: what its lazy parts (the second tab, the results)
  // share with it stays there, instead of a small chunk of its own that the page would request.
  add('demo-body', demoPage, (id) => !/\/src\/(api|components|lib|config)\//.test(normal(id)));
  // With it the route's module, which would otherwise be a chunk of a few bytes of its own, and the
  // API modules it imports that no signed-in page can reach (the algorithm names): a chunk of a few
  // bytes each otherwise.
  add('demo-body', modules(DEMO_ROUTE_ENTRY_MODULE));
  const signedInReach = closure(modules(SIGNED_IN_ROUTES_MODULE), own, true);
  add('demo-body', demoPage, (id) => /\/src\/api\//.test(normal(id)) && !signedInReach.has(id));
  // What sign-in and registration both import and the start does not hold.
  const login = closure(modules(LOGIN_ROUTE_MODULE), own);
  const registration = closure(modules(REGISTER_ROUTE_MODULE), own);
  add('auth-forms', registration, (id) => login.has(id));
  // What registration shares with signed-in pages beyond that (the social network's names; the handle
  // parsers come with its validator): one chunk, not small ones cut by the signed-in pages' sharing.
  add('register-shared', registration, (id) => signedInReach.has(id));
  // The layout of every signed-in page (shell, session gate, TanStack Query, the account queries):
  // one chunk, preloaded on a signed-in address, instead of a dozen discovered after the route
  // table. Less what a public page or its actions load (they would download the whole shell).
  const publicReach = closure(modules(LOGIN_ROUTE_MODULE, REGISTER_ROUTE_MODULE, DEMO_ROUTE_MODULE, AUTH_LAYOUT_MODULE), () => true, true);
  const layout = closure(modules(APP_LAYOUT_MODULE), (id) => !id.startsWith('\0') && !id.endsWith('.css') && !id.endsWith('.scss'));
  // React Aria (some 60 KiB gzip) loads with the widgets that use it, never with the layout: a static
  // import from the layout would put it, and every widget built on it (MultiSelect…), in this group.
  const reactAria = [...layout].find((id) => REACT_ARIA.test(id));
  if (reactAria) {
    throw new Error(
      `chunk groups (scripts/lib/chunk-groups.ts): the signed-in layout imports React Aria statically (${importChain(graph, modules(APP_LAYOUT_MODULE)[0] ?? '', reactAria, root).join(' -> ')}); ` +
        'load it on first use, as MenuButton does (src/components/ui/menu-button.tsx)',
    );
  }
  // Nor what the page's side of the built-in backend imports: it loads on every first page of a demo
  // build, and would bring the whole signed-in layout to the sign-in page.
  const demoBackendImports = new Set(demoBackendOwn);
  add('app-layout', layout, (id) => !publicReach.has(id) && !demoBackendImports.has(id));
  // With it, the small shared pieces of the signed-in pages (src/components, src/lib: states,
  // dialogs, chart cards, axes…), which a page otherwise requests one by one. Only pieces that two
  // or more of the app's modules import (one that a single module imports goes with it: the
  // comparison's explanation, a chart's layout, would otherwise weigh on every signed-in page), that
  // at least a quarter of the signed-in pages load with them (SHARED_BY_PAGES: a piece that two
  // pages' explanations or dialogs share, the stemmer, goes with those pages: every other page would
  // download it for nothing), and whose every import is React, the app start or another such piece:
  // nothing pulls a chart library, the API schemas or a stylesheet into every signed-in page.
  const importers = new Map<string, number>();
  for (const id of signedInReach) {
    for (const imported of new Set(graph.getModuleInfo(id)?.importedIds ?? [])) importers.set(imported, (importers.get(imported) ?? 0) + 1);
  }
  const pages = signedInPages(graph, modules(SIGNED_IN_ROUTES_MODULE), (roots) => closure(roots, own));
  const loadedWith = (id: string) => pages.filter((page) => page.has(id)).length;
  const smallShared = new Set(
    [...signedInReach].filter(
      (id) =>
        /\/src\/(components|lib)\//.test(normal(id)) &&
        (importers.get(id) ?? 0) >= 2 &&
        loadedWith(id) >= pages.length * SHARED_BY_PAGES &&
        !publicReach.has(id) &&
        !demoBackendImports.has(id) &&
        !entry.has(id) &&
        !groups.has(id),
    ),
  );
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
 * The framework every page runs on, in one long-cached chunk instead of many small ones. Chart
 * libraries, TanStack Query, zod and the toasts stay out of it: they load with the pages (or the first toast)
 * that use them.
 */
export const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
