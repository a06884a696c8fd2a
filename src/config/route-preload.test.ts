import { preloadLoginRoute, showsLoginPage } from './route-preload';

describe('showsLoginPage', () => {
  it.each([
    ['/', '/', true],
    ['/auth/login', '/', true],
    ['/auth/login/', '/', true],
    ['/auth/register', '/', false],
    ['/auth/demo', '/', false],
    ['/app/index', '/', false],
    ['/rima/', '/rima', true],
    ['/rima', '/rima', true],
    ['/rima/auth/login', '/rima', true],
    ['/rima/auth/demo', '/rima', false],
    ['/rimax/auth/login', '/rima', false],
  ])('%s under %s: %s', (pathname, basename, expected) => {
    expect(showsLoginPage(pathname, basename)).toBe(expected);
  });
});

describe('preloadLoginRoute', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="rima:login-route-chunks" content="/assets/login-page-a.js /assets/forms-b.js">';
  });

  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('preloads the listed chunks on the sign-in page', () => {
    preloadLoginRoute(document, '/auth/login', '/');
    expect(preloads()).toEqual(['/assets/login-page-a.js', '/assets/forms-b.js']);
  });

  it('preloads nothing on another page', () => {
    preloadLoginRoute(document, '/auth/demo', '/');
    expect(preloads()).toEqual([]);
  });
});
