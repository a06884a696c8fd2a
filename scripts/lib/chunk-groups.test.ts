import { chunkGroupsOf, type ModuleGraph } from './chunk-groups';

const ROOT = '/project';
const RAC = `${ROOT}/node_modules/react-aria-components/dist/exports/index.mjs`;
const REACT = `${ROOT}/node_modules/react/index.js`;
const src = (path: string) => `${ROOT}/src/${path}`;

/** A module graph: each module's static imports and dynamic imports. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const found = modules[id];
      return found ? { importedIds: found.imports ?? [], dynamicallyImportedIds: found.lazy ?? [] } : null;
    },
  };
}

/** The app's declared modules, with a signed-in layout whose user menu is a MenuButton importing `menuButtonImports`. */
function appGraph(menuButton: { imports?: string[]; lazy?: string[] }) {
  return graphOf({
    [src('main.tsx')]: { imports: [REACT], lazy: [src('bootstrap.tsx')] },
    [src('bootstrap.tsx')]: { imports: [REACT, src('app/layouts/auth-layout.tsx')], lazy: [src('app/signed-in-routes.tsx'), src('features/auth/pages/login-page.tsx'), src('features/auth/pages/register-page.tsx'), src('app/routes/demo-page.ts')] },
    [src('app/routes/demo-page.ts')]: { imports: [src('features/demo/pages/demo-page.tsx')] },
    [src('app/layouts/auth-layout.tsx')]: { imports: [REACT] },
    [src('features/auth/pages/login-page.tsx')]: { imports: [REACT] },
    [src('features/auth/pages/register-page.tsx')]: { imports: [REACT] },
    [src('features/demo/pages/demo-page.tsx')]: { imports: [REACT] },
    [src('app/signed-in-routes.tsx')]: { imports: [REACT], lazy: [src('app/layouts/app-layout.tsx'), src('features/conference/pages/topic-bar-page.tsx'), src('features/conference/pages/topics-compare-page.tsx')] },
    [src('app/layouts/app-layout.tsx')]: { imports: [REACT, src('features/navigation/components/user-menu.tsx')] },
    [src('features/navigation/components/user-menu.tsx')]: { imports: [REACT, src('components/ui/menu-button.tsx')] },
    [src('components/ui/menu-button.tsx')]: menuButton,
    [src('components/ui/menu-button-live.tsx')]: { imports: [REACT, RAC] },
    [src('features/conference/pages/topic-bar-page.tsx')]: { imports: [REACT, src('components/ui/multi-select.tsx'), src('components/ui/states.tsx'), src('components/charts/lib/topic-layout.ts')] },
    [src('features/conference/pages/topics-compare-page.tsx')]: { imports: [REACT, src('components/ui/states.tsx')] },
    [src('components/ui/multi-select.tsx')]: { imports: [REACT, RAC] },
    [src('components/ui/states.tsx')]: { imports: [REACT] },
    [src('components/charts/lib/topic-layout.ts')]: { imports: [REACT] },
    [RAC]: { imports: [REACT] },
    [REACT]: {},
  });
}

/** `base` with the modules of `extra` added or replaced. */
function withModules(base: ModuleGraph, extra: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleGraph {
  const added = graphOf(extra);
  return { getModuleInfo: (id) => added.getModuleInfo(id) ?? base.getModuleInfo(id) };
}

describe('chunkGroupsOf', () => {
  it('keeps React Aria, the live menu button and MultiSelect out of the signed-in layout, which takes the small shared pieces', () => {
    const groups = chunkGroupsOf(appGraph({ imports: [REACT], lazy: [src('components/ui/menu-button-live.tsx')] }), ROOT, false);
    expect(groups.get(src('app/layouts/app-layout.tsx'))).toBe('app-layout');
    expect(groups.get(src('components/ui/menu-button.tsx'))).toBe('app-layout');
    expect(groups.get(src('components/ui/states.tsx'))).toBe('app-layout');
    expect(groups.get(src('components/ui/multi-select.tsx'))).toBeUndefined();
    // a piece that one page alone imports goes with that page, not to every signed-in page
    expect(groups.get(src('components/charts/lib/topic-layout.ts'))).toBeUndefined();
    expect(groups.get(src('components/ui/menu-button-live.tsx'))).toBeUndefined();
    expect(groups.get(RAC)).toBeUndefined();
    expect(groups.get(src('features/auth/pages/login-page.tsx'))).toBeUndefined();
  });

  it('puts the module of the demo route in the demo page chunk, not in one of its own', () => {
    const groups = chunkGroupsOf(appGraph({ imports: [REACT] }), ROOT, false);
    expect(groups.get(src('features/demo/pages/demo-page.tsx'))).toBe('demo-body');
    expect(groups.get(src('app/routes/demo-page.ts'))).toBe('demo-body');
  });

  it('puts the demo page\'s API modules that no signed-in page reaches in the demo page chunk, and leaves shared ones out', () => {
    const base = appGraph({ imports: [REACT] });
    const extra: Record<string, { imports?: string[]; lazy?: string[] }> = {
      [src('features/demo/pages/demo-page.tsx')]: { imports: [REACT, src('api/user/demo-algorithms.ts'), src('api/user/schemas.ts')] },
      [src('features/conference/pages/topics-compare-page.tsx')]: { imports: [REACT], lazy: [src('api/user/schemas.ts')] },
      [src('api/user/demo-algorithms.ts')]: {},
      [src('api/user/schemas.ts')]: {},
    };
    const graph = withModules(base, extra);
    const groups = chunkGroupsOf(graph, ROOT, false);
    expect(groups.get(src('api/user/demo-algorithms.ts'))).toBe('demo-body');
    expect(groups.get(src('api/user/schemas.ts'))).toBeUndefined();
  });

  it('keeps in the start only the demo page\'s shared code that sign-in or registration uses too, and gives registration one chunk for what it shares with signed-in pages', () => {
    const base = appGraph({ imports: [REACT] });
    const extra: Record<string, { imports?: string[]; lazy?: string[] }> = {
      [src('features/demo/pages/demo-page.tsx')]: { imports: [REACT, src('components/ui/tabs.tsx'), src('components/ui/spinner.tsx')] },
      [src('features/auth/pages/login-page.tsx')]: { imports: [REACT, src('components/ui/spinner.tsx'), src('lib/form/use-form.ts')] },
      [src('features/auth/pages/register-page.tsx')]: { imports: [REACT, src('lib/form/use-form.ts'), src('config/social.ts'), src('lib/bluesky-handle.ts'), src('features/auth/lib/register-fields.ts')] },
      [src('features/conference/pages/topic-bar-page.tsx')]: { imports: [REACT, src('components/ui/tabs.tsx'), src('config/social.ts'), src('lib/bluesky-handle.ts')] },
      [src('components/ui/tabs.tsx')]: { imports: [REACT] },
      [src('components/ui/spinner.tsx')]: { imports: [REACT] },
      [src('lib/form/use-form.ts')]: { imports: [REACT] },
      [src('config/social.ts')]: {},
      [src('lib/bluesky-handle.ts')]: {},
      [src('features/auth/lib/register-fields.ts')]: {},
    };
    const graph = withModules(base, extra);
    const groups = chunkGroupsOf(graph, ROOT, false);
    expect(groups.get(src('components/ui/spinner.tsx'))).toBe('start');
    expect(groups.get(src('components/ui/tabs.tsx'))).toBeUndefined();
    expect(groups.get(src('lib/form/use-form.ts'))).toBe('auth-forms');
    expect(groups.get(src('config/social.ts'))).toBe('register-shared');
    expect(groups.get(src('lib/bluesky-handle.ts'))).toBe('register-shared');
    expect(groups.get(src('features/auth/lib/register-fields.ts'))).toBeUndefined();
  });

  it('puts in the signed-in layout only the shared pieces that a quarter of the signed-in pages load; what two pages\' explanations share goes with them', () => {
    const base = appGraph({ imports: [REACT] });
    const pages = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => src(`features/extra/pages/${name}-page.tsx`));
    const extra: Record<string, { imports?: string[]; lazy?: string[] }> = {
      [src('app/signed-in-routes.tsx')]: { imports: [REACT], lazy: [src('app/layouts/app-layout.tsx'), ...pages] },
      // one of eight pages, through two of its modules: its own chunk, not every page's
      ...Object.fromEntries(pages.map((page, i) => [page, { imports: [REACT, src('components/ui/states.tsx'), ...(i === 0 ? [src('features/extra/components/why-a.tsx'), src('features/extra/components/why-b.tsx')] : []), ...(i < 2 ? [src('components/charts/chart-legend.tsx')] : [])] }])),
      [src('features/extra/components/why-a.tsx')]: { imports: [REACT, src('components/charts/similarity-explanation.tsx')] },
      [src('features/extra/components/why-b.tsx')]: { imports: [REACT, src('components/charts/similarity-explanation.tsx')] },
      [src('components/charts/similarity-explanation.tsx')]: { imports: [REACT] },
      [src('components/charts/chart-legend.tsx')]: { imports: [REACT] },
    };
    const groups = chunkGroupsOf(withModules(base, extra), ROOT, false);
    expect(groups.get(src('components/ui/states.tsx'))).toBe('app-layout');
    // two of the eight pages: a quarter
    expect(groups.get(src('components/charts/chart-legend.tsx'))).toBe('app-layout');
    expect(groups.get(src('components/charts/similarity-explanation.tsx'))).toBeUndefined();
  });

  it('fails the build, naming the imports, when the signed-in layout imports React Aria statically', () => {
    expect(() => chunkGroupsOf(appGraph({ imports: [REACT, RAC] }), ROOT, false)).toThrow(
      'the signed-in layout imports React Aria statically (src/app/layouts/app-layout.tsx -> src/features/navigation/components/user-menu.tsx -> src/components/ui/menu-button.tsx -> node_modules/react-aria-components/dist/exports/index.mjs)',
    );
  });

  it('in a demo build, puts the seeded account in the start, and what the backend shares with a public page; nothing else of the backend joins a group, nor the signed-in layout\'s', () => {
    const base = appGraph({ imports: [REACT] });
    const demo: Record<string, { imports?: string[]; lazy?: string[] }> = {
      [src('backend/browser.ts')]: { imports: [src('backend/domain/compute.ts'), src('backend/demo-account.ts'), src('lib/session.ts'), src('lib/lak-corpus-choice.ts')] },
      [src('lib/lak-corpus-choice.ts')]: {},
      [src('app/signed-in-routes.tsx')]: { imports: [REACT, src('lib/lak-corpus-choice.ts')], lazy: [src('app/layouts/app-layout.tsx'), src('features/conference/pages/topic-bar-page.tsx')] },
      [src('backend/domain/compute.ts')]: { imports: [src('lib/porter.ts'), src('api/user/demo-algorithms.ts')] },
      [src('backend/demo-account.ts')]: { imports: [src('backend/seed/researchers.ts')] },
      [src('backend/seed/researchers.ts')]: {},
      [src('lib/porter.ts')]: {},
      [src('lib/session.ts')]: {},
      [src('api/user/demo-algorithms.ts')]: {},
      [src('features/demo/pages/demo-page.tsx')]: { imports: [REACT, src('api/user/demo-algorithms.ts')] },
      [src('app/layouts/auth-layout.tsx')]: { imports: [REACT, src('lib/session.ts')] },
    };
    const graph: ModuleGraph = { getModuleInfo: (id) => (demo[id] ? { importedIds: demo[id].imports ?? [], dynamicallyImportedIds: demo[id].lazy ?? [] } : base.getModuleInfo(id)) };
    const groups = chunkGroupsOf(graph, ROOT, true);
    expect(groups.get(src('backend/demo-account.ts'))).toBe('start');
    expect(groups.get(src('backend/seed/researchers.ts'))).toBe('start');
    expect(groups.get(src('lib/session.ts'))).toBe('start');
    expect(groups.get(src('api/user/demo-algorithms.ts'))).toBe('start');
    expect(groups.get(src('lib/porter.ts'))).toBeUndefined();
    // shared with the signed-in pages, but not in their layout's chunk, which the backend would then bring to every first page
    expect(groups.get(src('lib/lak-corpus-choice.ts'))).toBeUndefined();
    expect(groups.get(src('backend/domain/compute.ts'))).toBeUndefined();
  });

  it('fails the build when a declared module is not in the graph', () => {
    const graph = appGraph({ imports: [REACT] });
    const without: ModuleGraph = { getModuleInfo: (id) => (id === src('features/auth/pages/login-page.tsx') ? null : graph.getModuleInfo(id)) };
    expect(() => chunkGroupsOf(without, ROOT, false)).toThrow('the chunk groups (scripts/lib/chunk-groups.ts) name src/features/auth/pages/login-page.tsx, which is not in the build');
  });
});
