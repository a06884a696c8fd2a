import type { Plugin } from 'vite';
export function graph(roots: string[]): Plugin {
  return {
    name: 'graph', apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const parent = new Map<string, string>();
      const seen = new Set<string>();
      const queue = ids.filter((id) => roots.some((r) => id.replace(/\\/g,'/').endsWith(r)));
      queue.forEach((q) => seen.add(q));
      while (queue.length) {
        const id = queue.shift()!;
        for (const imp of this.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(imp)) { seen.add(imp); parent.set(imp, id); queue.push(imp); }
      }
      const pkgs = new Map<string, string>();
      for (const id of seen) { const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id); if (m && !pkgs.has(m[1])) pkgs.set(m[1], id); }
      const chain = (id: string) => { const out = []; let c: string | undefined = id; while (c) { out.push(c.replace(/.*\/(src|node_modules)\//, '$1/')); c = parent.get(c); } return out.reverse().join(' -> '); };
      for (const [p, id] of pkgs) console.log('PKG', p, '::', chain(id).slice(0, 600));
      console.log('OWN', [...seen].filter((id) => id.includes('/src/')).map((id) => id.replace(/.*\/src\//, '')).join(' '));
    },
  };
}
