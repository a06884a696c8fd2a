/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

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
 * live in src/styles.css instead, and the injection is removed here; a library update that changes the
 * injection fails the build rather than bringing the violation back.
 */
function noInjectedLibraryStyles(): Plugin {
  const call = 'styleInject(css_248z);';
  return {
    name: 'rima:no-injected-library-styles',
    transform(code, id) {
      if (!/[\\/](force-graph|float-tooltip)[\\/]dist[\\/]/.test(id)) return null;
      if (!code.includes(call)) throw new Error(`${id}: expected its style injection (${call}); update src/styles.css and this plugin`);
      return { code: code.replace(call, ''), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), noInjectedLibraryStyles(), noDemoWorkerInBackendBuilds()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
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
