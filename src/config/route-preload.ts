/** The meta elements the build writes into index.html (vite.config.ts): chunks to preload by address. */
export const LOGIN_ROUTE_CHUNKS_META = 'rima:login-route-chunks';
export const SIGNED_IN_ROUTE_CHUNKS_META = 'rima:signed-in-route-chunks';

/** The address under the base path, without trailing slashes ('' for the app's root); null when outside it. */
function appPath(pathname: string, basename: string): string | null {
  const prefix = basename.replace(/\/+$/, '');
  if (prefix !== '' && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  return pathname.slice(prefix.length).replace(/\/+$/, '');
}

/** Whether the address shows the sign-in page: /auth/login, or the app's root, which leads there. */
export function showsLoginPage(pathname: string, basename: string): boolean {
  const path = appPath(pathname, basename);
  return path === '' || path === '/auth/login';
}

/** Whether the address is in the signed-in part of the app (/app/..., /recommendation/...). */
export function showsSignedInPage(pathname: string, basename: string): boolean {
  const path = appPath(pathname, basename);
  return path !== null && /^\/(app|recommendation)(\/|$)/.test(path);
}

function preloadListed(doc: Document, name: string) {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Preloads the chunks the address needs beyond the app start's (which index.html preloads), so they
 * download in parallel with index.js's import of the app: the sign-in page's on the sign-in page, the
 * signed-in part of the route table on a signed-in address. The other public pages download neither.
 * (From index.js, not from index.html: a strict Content-Security-Policy allows no inline script.)
 */
export function preloadRouteChunks(doc: Document, pathname: string, basename: string): void {
  if (showsLoginPage(pathname, basename)) preloadListed(doc, LOGIN_ROUTE_CHUNKS_META);
  else if (showsSignedInPage(pathname, basename)) preloadListed(doc, SIGNED_IN_ROUTE_CHUNKS_META);
}
