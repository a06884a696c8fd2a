import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { WORKER_ONLY_DEPENDENCIES } from './worker-dependencies';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The specifiers a file imports at run time (static, dynamic and re-exports; type-only ones left out). */
export function importsOf(text: string): string[] {
  const statics = text.matchAll(/^\s*(?:import(?!\s+type\b)[^'"]*?from\s*|import\s*|export\s+(?!type\b)[^'"]*?from\s*)['"]([^'"]+)['"]/gm);
  const dynamics = text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g);
  return [...statics, ...dynamics].map((match) => match[1] ?? '');
}

function resolveFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(ROOT, 'src', specifier.slice(2)) : join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null;
}

/** The packages (not Node's modules) of every module reachable from an entry. */
function packagesReachable(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [join(ROOT, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const target = resolveFile(file, specifier);
        if (target) queue.push(target);
      } else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  }
  return packages;
}

describe('the packages the dev server pre-bundles for the backend worker', () => {
  const page = packagesReachable('src/main.tsx');
  const worker = packagesReachable('src/backend/worker/backend.worker.ts');

  it('reads run-time imports, not type-only ones', () => {
    const text = "import { openDB } from 'idb';\nimport type { X } from 'msw';\nimport { a } from './a';\nimport 'b/c';\nconst m = import('wink-nlp');\nexport { y } from '@/y';";
    expect(importsOf(text)).toEqual(['idb', './a', 'b/c', '@/y', 'wink-nlp']);
  });

  it('lists every package the worker imports and the page does not', () => {
    expect([...worker].filter((name) => !page.has(name)).sort()).toEqual([...WORKER_ONLY_DEPENDENCIES].sort());
  });

  it("is the dev server's optimizeDeps.include", async () => {
    const config = typeof viteConfig === 'function' ? await viteConfig({ command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false }) : viteConfig;
    expect(config.optimizeDeps?.include).toEqual(expect.arrayContaining(WORKER_ONLY_DEPENDENCIES));
  });
});

