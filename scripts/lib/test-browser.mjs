import { existsSync } from 'node:fs';

/** Debian's Chromium (package chromium): the browser `npm run bench` measures, as users run it. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the same engine
 * without the desktop browser around it. The browser and deployment tests ran about a fifth faster in
 * it on a 2-core machine (the 74 browser tests: 10.6 min against 13.5).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser and deployment tests drive: CHROMIUM_PATH when set, else Debian's headless
 * shell when installed, else Debian's Chromium.
 */
export function testChromium(env = process.env, exists = existsSync) {
  const given = env.CHROMIUM_PATH?.trim();
  if (given) return given;
  return exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}

/**
 * No host resolves but the preview server's: a request to an outside host that no route of the test
 * answers fails at once, and the tests' keepOffTheInternet (tests/e2e/support.ts) records it. Tests
 * route nothing by default: any route, even one host's, has Playwright intercept every request and
 * turns the HTTP cache off, which made each page load about a third slower (every chunk fetched and
 * compiled again).
 */
export const OFFLINE_HOST_RESOLVER = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
