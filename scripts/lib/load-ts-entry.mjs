// Loads a TypeScript entry of scripts/ (which imports the app's sources through `@/`) in Node: Vite's
// SSR build bundles it into a temporary folder inside node_modules (so the bundle resolves the
// installed packages), the module is imported, `prepare(module)` runs (e.g. loading what the entry
// imports dynamically; it also gets the folder, e.g. to start a worker on the bundle), and the folder is removed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

export async function loadTsEntry(root, name, prepare = async () => undefined) {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, `${name}-`));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'error',
      resolve: { alias: { '@': join(root, 'src') } },
      build: { ssr: join(root, 'scripts', `${name}.entry.ts`), outDir: out, emptyOutDir: true, minify: false },
    });
    const mod = await import(pathToFileURL(join(out, `${name}.entry.js`)).href);
    await prepare(mod, out);
    return mod;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
