/**
 * The part of tough-cookie that Mock Service Worker's cookie store uses (`Cookie`, `CookieJar`,
 * `MemoryCookieStore`), standing in for it in the demo build (the alias is in vite.config.ts).
 * tough-cookie brings the public suffix list (tldts, about 300 KB of script) that every page of the
 * standalone build would parse and run on the main thread; the built-in backend sets and reads no cookies.
 * This jar still keeps what a response of the handlers sets: per host (and its subdomains when the cookie
 * names a Domain), per path prefix, until it expires. No public-suffix checks: it only ever holds
 * cookies the built-in backend itself set.
 */

export interface CookieJson {
  key: string;
  value: string;
  domain: string | null;
  path: string | null;
  hostOnly: boolean;
  expires: string | null;
}

export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = null;
  hostOnly = true;
  expires: Date | null = null;

  static parse(text: string): Cookie | undefined {
    const [pair = '', ...attributes] = text.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return undefined;
    const cookie = new Cookie();
    cookie.key = pair.slice(0, eq).trim();
    cookie.value = pair.slice(eq + 1).trim();
    for (const attribute of attributes) {
      const at = attribute.indexOf('=');
      const name = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
      const value = at < 0 ? '' : attribute.slice(at + 1).trim();
      if (name === 'domain' && value !== '') {
        cookie.domain = value.replace(/^\./, '').toLowerCase();
        cookie.hostOnly = false;
      } else if (name === 'path' && value.startsWith('/')) {
        cookie.path = value;
      } else if (name === 'max-age' && /^-?\d+$/.test(value)) {
        cookie.expires = new Date(Date.now() + Number(value) * 1000);
      } else if (name === 'expires' && cookie.expires === null && !Number.isNaN(Date.parse(value))) {
        cookie.expires = new Date(value);
      }
    }
    return cookie;
  }

  static fromJSON(json: unknown): Cookie | undefined {
    const data = (typeof json === 'string' ? JSON.parse(json) : json) as Partial<CookieJson> | null;
    if (data === null || typeof data !== 'object' || typeof data.key !== 'string') return undefined;
    const cookie = new Cookie();
    cookie.key = data.key;
    cookie.value = typeof data.value === 'string' ? data.value : '';
    cookie.domain = data.domain ?? null;
    cookie.path = data.path ?? null;
    cookie.hostOnly = data.hostOnly ?? true;
    cookie.expires = typeof data.expires === 'string' ? new Date(data.expires) : null;
    return cookie;
  }

  toJSON(): CookieJson {
    const { key, value, domain, path, hostOnly } = this;
    return { key, value, domain, path, hostOnly, expires: this.expires?.toISOString() ?? null };
  }

  toString(): string {
    return `${this.key}=${this.value}`;
  }
}

/** Cookies by domain, then path, then name: the index Mock Service Worker reads and restores. */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

/** The directory part of a request path, as a cookie without Path gets it (RFC 6265, 5.1.4). */
function defaultPath(pathname: string): string {
  const slash = pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : pathname.slice(0, slash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

function domainMatches(host: string, cookie: Cookie): boolean {
  if (cookie.domain === null) return false;
  if (host === cookie.domain) return true;
  return !cookie.hostOnly && host.endsWith(`.${cookie.domain}`);
}

export class CookieJar {
  constructor(private readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  /** Stores a Set-Cookie header's cookie for the URL that answered with it; an expired one removes it. */
  setCookieSync(text: string, url: string): Cookie | undefined {
    const cookie = Cookie.parse(text);
    if (cookie === undefined) return undefined;
    const { hostname, pathname } = new URL(url);
    const host = hostname.toLowerCase();
    if (cookie.domain === null) cookie.domain = host;
    else if (!(host === cookie.domain || host.endsWith(`.${cookie.domain}`))) return undefined;
    cookie.path ??= defaultPath(pathname);
    const byPath = (this.store.idx[cookie.domain] ??= {});
    const byName = (byPath[cookie.path] ??= {});
    if (cookie.expires !== null && cookie.expires.getTime() <= Date.now()) {
      delete byName[cookie.key];
      return undefined;
    }
    byName[cookie.key] = cookie;
    return cookie;
  }

  setCookie(text: string, url: string): Promise<Cookie | undefined> {
    return Promise.resolve(this.setCookieSync(text, url));
  }

  /** The cookies a request to the URL carries: matching domain and path, not expired, longest path first. */
  getCookiesSync(url: string): Cookie[] {
    const { hostname, pathname } = new URL(url);
    const host = hostname.toLowerCase();
    const now = Date.now();
    const found: Cookie[] = [];
    for (const byPath of Object.values(this.store.idx)) {
      for (const [path, byName] of Object.entries(byPath)) {
        if (!pathMatches(pathname, path)) continue;
        for (const cookie of Object.values(byName)) {
          if (!domainMatches(host, cookie)) continue;
          if (cookie.expires !== null && cookie.expires.getTime() <= now) continue;
          found.push(cookie);
        }
      }
    }
    return found.sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0));
  }
}
