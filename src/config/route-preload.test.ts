import { preloadRouteChunks, showsLoginPage, showsSignedInPage } from './route-preload';

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

describe('showsSignedInPage', () => {
  it.each([
    ['/app/index', '/', true],
    ['/recommendation/twitter-scanner/3', '/', true],
    ['/rima/app/cloud-chart/1', '/rima', true],
    ['/auth/login', '/', false],
    ['/apps', '/', false],
    ['/', '/', false],
  ])('%s under %s: %s', (pathname, basename, expected) => {
    expect(showsSignedInPage(pathname, basename)).toBe(expected);
  });
});

describe('preloadRouteChunks', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="rima:login-route-chunks" content="/assets/login-page-a.js /assets/forms-b.js">' +
      '<meta name="rima:signed-in-route-chunks" content="/assets/signed-in-routes-c.js">';
  });

  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('preloads the chunks of the sign-in page on the sign-in page', () => {
    preloadRouteChunks(document, '/auth/login', '/');
    expect(preloads()).toEqual(['/assets/login-page-a.js', '/assets/forms-b.js']);
  });

  it('preloads the signed-in route table on a signed-in address', () => {
    preloadRouteChunks(document, '/app/cloud-chart/4', '/');
    expect(preloads()).toEqual(['/assets/signed-in-routes-c.js']);
  });

  it('preloads nothing on another public page', () => {
    preloadRouteChunks(document, '/auth/demo', '/');
    expect(preloads()).toEqual([]);
  });
});
