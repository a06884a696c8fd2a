// What the bench (scripts/bench.mjs) and the bundle report (scripts/bundle-report.mjs) share: a
// production build with Vite's manifest, and sizes as gzip the way the bench server sends files.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const KIB = 1024;

/** Bytes as KiB with one decimal ("12.3"). */
export function kib(bytes) {
  return (bytes / KIB).toFixed(1);
}

/** A file's body gzipped as scripts/bench-server.mjs serves it (it uses this): level 9. */
export function gzip(body) {
  return gzipSync(body, { level: 9 });
}

/** Bytes of a file's body once gzipped as served. */
export function gzipSize(body) {
  return gzip(body).length;
}

/**
 * Builds the app into `outDir` (emptied first) with Vite's manifest (outDir/.vite/manifest.json: each
 * page's chunks, the demo backend's chunks told from the app's), `env` over the process's; exits
 * with the build's status when it fails, and with 1 when it printed a warning (Vite's or the
 * bundler's, on stderr): `npm run build` must show a newcomer none.
 */
export function buildWithManifest(outDir, env) {
  rmSync(outDir, { recursive: true, force: true });
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest', '--outDir', outDir], {
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  process.stderr.write(result.stderr ?? '');
  if (result.status !== 0) process.exit(result.status ?? 1);
  if ((result.stderr ?? '').trim() !== '') {
    console.error(`  FAIL: the build of ${outDir} printed the warning above; settle it in vite.config.ts`);
    process.exit(1);
  }
}

/**
 * The manifest keys of `keys` and of every chunk they import statically (Vite's build manifest,
 * outDir/.vite/manifest.json): what loads with them before any dynamic import.
 */
export function manifestClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}
