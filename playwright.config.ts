import { defineConfig } from '@playwright/test';
// Debian's Chromium in this container: the same flags for the browser tests and `npm run bench`
import CHROMIUM_FLAGS from './scripts/chromium-flags.json' with { type: 'json' };
import { localBin } from './scripts/lib/local-bin.mjs';
import { OFFLINE_HOST_RESOLVER, testChromium } from './scripts/lib/test-browser.mjs';

// Debian's headless shell of Chromium when installed, else its Chromium (CHROMIUM_PATH overrides)
const chromium = testChromium();
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/** Browser tests run Debian's Chromium against the built demo app (vite preview); nothing is downloaded. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  // Two workers: in Debian's headless shell a test leaves about a third of two cores idle (waiting on
  // its page), and the 74 tests took 8.3 min on two workers against 10.6 on one on a 2-core machine
  // (in the desktop Chromium, whose own processes kept both cores busy, two took as long as one).
  // E2E_WORKERS sets another count.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // one retry on CI only: a shared 2-core machine can starve a canvas animation; a test failing twice still fails
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1366, height: 850 },
    launchOptions: {
      executablePath: chromium,
      args: [...CHROMIUM_FLAGS, OFFLINE_HOST_RESOLVER],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `${JSON.stringify(localBin('vite'))} preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
