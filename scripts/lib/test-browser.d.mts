// Types of test-browser.mjs for the TypeScript that imports it.
export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare function testChromium(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string;
export declare const OFFLINE_HOST_RESOLVER: string;
