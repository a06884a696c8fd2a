/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

/** With a backend configured the demo backend is dead code: its service worker script is not shipped either. */
function noMockWorkerWithBackend(): Plugin {
  let workerFile: string | null = null;
  return {
    name: 'rima-no-mock-worker-with-backend',
    apply: 'build',
    configResolved(config) {
      workerFile = config.env.VITE_API_URL ? resolve(config.root, config.build.outDir, 'mockServiceWorker.js') : null;
    },
    closeBundle() {
      if (workerFile) rmSync(workerFile, { force: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), noMockWorkerWithBackend()],
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
