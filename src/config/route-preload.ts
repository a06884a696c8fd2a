/** The meta element the build writes into index.html (vite.config.ts) listing the sign-in page's chunks. */
export const LOGIN_ROUTE_CHUNKS_META = 'rima:login-route-chunks';

/** Whether the address shows the sign-in page: /auth/login, or the app's root, which leads there. */
export function showsLoginPage(pathname: string, basename: string): boolean {
  const prefix = basename.replace(/\/+$/, '');
  if (prefix !== '' && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return false;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  return rest === '' || rest === '/auth/login';
}

/**
 * On the sign-in page, preloads its chunks as index.html preloads the app start's, so they download
 * in parallel with index.js's import of the app; registration and the demo page do not download them.
 * (A preload from index.js, not from index.html: a strict Content-Security-Policy allows no inline script.)
 */
export function preloadLoginRoute(doc: Document, pathname: string, basename: string): void {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${LOGIN_ROUTE_CHUNKS_META}"]`);
  if (!meta || !showsLoginPage(pathname, basename)) return;
  for (const href of meta.content.split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
