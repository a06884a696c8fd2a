import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from './cookie-jar';

const names = (cookies: Cookie[]) => cookies.map((cookie) => cookie.toString());

describe('the demo build’s cookie jar (in place of tough-cookie in Mock Service Worker’s cookie store)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a stored cookie back to its host, under the path it was set for, and nowhere else', () => {
    const jar = new CookieJar(new MemoryCookieStore());
    jar.setCookieSync('session=abc; Path=/api', 'http://demo.test/api/login');
    expect(names(jar.getCookiesSync('http://demo.test/api/interests/'))).toEqual(['session=abc']);
    expect(jar.getCookiesSync('http://demo.test/apix')).toEqual([]);
    expect(jar.getCookiesSync('http://demo.test/')).toEqual([]);
    expect(jar.getCookiesSync('http://other.test/api/interests/')).toEqual([]);
    expect(jar.getCookiesSync('http://sub.demo.test/api/')).toEqual([]);
  });

  it('takes the directory of the request as the path of a cookie without one', () => {
    const jar = new CookieJar();
    jar.setCookieSync('a=1', 'http://demo.test/api/auth/login');
    expect(names(jar.getCookiesSync('http://demo.test/api/auth/logout'))).toEqual(['a=1']);
    expect(jar.getCookiesSync('http://demo.test/api/users')).toEqual([]);
  });

  it('shares a cookie with a Domain among subdomains, and refuses one for a foreign domain', () => {
    const jar = new CookieJar();
    jar.setCookieSync('wide=1; Domain=.demo.test; Path=/', 'http://api.demo.test/login');
    expect(jar.setCookieSync('foreign=1; Domain=other.test; Path=/', 'http://demo.test/')).toBeUndefined();
    expect(names(jar.getCookiesSync('http://www.demo.test/'))).toEqual(['wide=1']);
    expect(names(jar.getCookiesSync('http://demo.test/'))).toEqual(['wide=1']);
  });

  it('replaces a cookie of the same name, lists longer paths first and forgets expired cookies', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const jar = new CookieJar();
    jar.setCookieSync('n=1; Path=/', 'http://demo.test/');
    jar.setCookieSync('n=2; Path=/', 'http://demo.test/');
    jar.setCookieSync('deep=1; Path=/api/auth; Max-Age=60', 'http://demo.test/');
    expect(names(jar.getCookiesSync('http://demo.test/api/auth/x'))).toEqual(['deep=1', 'n=2']);
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    expect(names(jar.getCookiesSync('http://demo.test/api/auth/x'))).toEqual(['n=2']);
    jar.setCookieSync('n=gone; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'http://demo.test/');
    expect(jar.getCookiesSync('http://demo.test/')).toEqual([]);
  });

  it('survives a round trip through JSON, as the cookie store persists it', () => {
    const jar = new CookieJar();
    const cookie = jar.setCookieSync('k=v; Path=/p; Max-Age=3600', 'http://demo.test/p/q');
    const copy = Cookie.fromJSON(JSON.parse(JSON.stringify(cookie)));
    expect(copy).toMatchObject({ key: 'k', value: 'v', domain: 'demo.test', path: '/p', hostOnly: true });
    expect(copy?.expires?.getTime()).toBe(cookie?.expires?.getTime());
    expect(Cookie.fromJSON({ value: 'no key' })).toBeUndefined();
    expect(Cookie.parse('no equals sign')).toBeUndefined();
  });
});
