/**
 * The path the app is hosted under, from Vite's `base` (BASE_URL, always with a trailing slash when
 * set with `--base /some/path/`). React Router wants it without the trailing slash.
 */
export function routerBasename(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A file served beside index.html (config.json, the demo's service worker), under the base path. */
export function besideIndex(baseUrl: string, file: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${file}`;
}
