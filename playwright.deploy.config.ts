import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Deployment tests: Chromium against Debian's nginx serving the builds with deploy/ (started by
 * scripts/deploy-test.mjs, which passes the origins in DEPLOY_* variables). No vite preview here.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/deploy',
  outputDir: `${process.env.E2E_RESULTS_DIR ?? 'test-results'}-deploy`,
  webServer: undefined,
  use: { ...base.use, baseURL: undefined },
});
