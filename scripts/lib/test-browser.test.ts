import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, testChromium } from './test-browser.mjs';

describe('the Chromium the browser tests drive', () => {
  it('is CHROMIUM_PATH when set, whatever is installed', () => {
    expect(testChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });

  it("is Debian's headless shell when installed and CHROMIUM_PATH is unset or blank", () => {
    const installed = (path: string) => path === DEBIAN_HEADLESS_SHELL;
    expect(testChromium({}, installed)).toBe(DEBIAN_HEADLESS_SHELL);
    expect(testChromium({ CHROMIUM_PATH: ' ' }, installed)).toBe(DEBIAN_HEADLESS_SHELL);
  });

  it("falls back to Debian's Chromium without the headless shell", () => {
    expect(testChromium({}, () => false)).toBe(DEBIAN_CHROMIUM);
  });
});
