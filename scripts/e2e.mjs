// Runs the browser tests: builds the demo app (no VITE_API_URL) and drives Debian's Chromium with Playwright.
// Without a Chromium it says so in one line and skips, unless E2E_REQUIRED=1, where that is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { localBin } from './lib/local-bin.mjs';
import { portFromEnv } from './lib/ports.mjs';
import { testChromium } from './lib/test-browser.mjs';

const chromium = testChromium();
if (!existsSync(chromium)) {
  const line = `Browser tests skipped: no Chromium at ${chromium} (install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH).`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`${line} E2E_REQUIRED=1, so this is a failure.`);
    process.exit(1);
  }
  console.log(line);
  process.exit(0);
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The preview server's port: E2E_PORT when given (it must be free: a server already there would be
// tested instead of this build), else a free one. Playwright's config reads it from E2E_PORT.
const port = await portFromEnv('E2E_PORT', 'Browser tests');

// The browser tests exercise the demo build: make sure no backend URL leaks in from the environment.
const demoEnv = { VITE_API_URL: '', VITE_CONFERENCE_API_URL: '', VITE_API_DOCS_URL: '' };
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
if (process.env.E2E_SKIP_BUILD !== '1') run(localBin('vite'), ['build', '--logLevel', 'warn', '--outDir', outDir], demoEnv);
console.log(`Browser tests: the preview server listens on 127.0.0.1:${port}.`);
run(localBin('playwright'), ['test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium, E2E_PORT: String(port) });
