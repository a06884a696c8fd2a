import { RELOAD_KEY, RELOAD_WINDOW_MS, createReloadOnce, isChunkLoadError, pendingNavigationHref, setPendingNavigation } from './chunk-reload';

function setup(start = 1_000_000) {
  const store = new Map<string, string>();
  let now = start;
  let reloads = 0;
  const reloader = createReloadOnce({
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    reload: () => {
      reloads += 1;
    },
    now: () => now,
  });
  return {
    store,
    reloader,
    reloads: () => reloads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('chunk reload guard', () => {
  it('reloads the first time a chunk fails and remembers when', () => {
    const { reloader, reloads, store } = setup();
    expect(reloader.tryReload()).toBe(true);
    expect(reloads()).toBe(1);
    expect(store.get(RELOAD_KEY)).toBe('1000000');
  });

  it('reloads only once for several failures on the same page', () => {
    const { reloader, reloads } = setup();
    reloader.tryReload();
    expect(reloader.tryReload()).toBe(true);
    expect(reloads()).toBe(1);
  });

  it('does not reload again right after a reload (no loop when the chunk is still missing)', () => {
    const first = setup();
    first.reloader.tryReload();
    const afterReload = createReloadOnce({
      storage: { getItem: (key) => first.store.get(key) ?? null, setItem: (key, value) => void first.store.set(key, value) },
      reload: () => {
        throw new Error('must not reload');
      },
      now: () => 1_000_000 + RELOAD_WINDOW_MS - 1,
    });
    expect(afterReload.tryReload()).toBe(false);
  });

  it('reloads again for a later update, once the window has passed', () => {
    const { store } = setup();
    store.set(RELOAD_KEY, '1000');
    let reloaded = false;
    const later = createReloadOnce({
      storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
      reload: () => {
        reloaded = true;
      },
      now: () => 1000 + RELOAD_WINDOW_MS,
    });
    expect(later.tryReload()).toBe(true);
    expect(reloaded).toBe(true);
  });

  it('does not reload when it cannot remember the reload (storage refuses writes)', () => {
    const reloader = createReloadOnce({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      reload: () => {
        throw new Error('must not reload');
      },
      now: () => 5,
    });
    expect(reloader.tryReload()).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a-1.js',
    'error loading dynamically imported module: http://x/assets/a-1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a-1.css',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it.each([new Error('config.json is not valid JSON.'), 'Failed to fetch dynamically imported module', null])(
    'leaves other errors alone (%j)',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('pendingNavigationHref', () => {
  afterEach(() => setPendingNavigation(() => null));

  it('is the address the router is navigating to', () => {
    setPendingNavigation(() => '/rima/auth/register');
    expect(pendingNavigationHref()).toBe('/rima/auth/register');
  });

  it('is null when no navigation is under way or the router cannot say', () => {
    expect(pendingNavigationHref()).toBeNull();
    setPendingNavigation(() => {
      throw new Error('router disposed');
    });
    expect(pendingNavigationHref()).toBeNull();
  });

  it('keeps the time of each reason under its own key: a chunk reload a moment ago does not stop another reason reloading', () => {
    const store = new Map<string, string>([[RELOAD_KEY, '1000000']]);
    let reloads = 0;
    const other = createReloadOnce({
      storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
      reload: () => {
        reloads += 1;
      },
      now: () => 1_000_500,
      key: 'rima:other-reload-at',
    });
    expect(other.tryReload()).toBe(true);
    expect(reloads).toBe(1);
    expect(store.get('rima:other-reload-at')).toBe('1000500');
    expect(store.get(RELOAD_KEY)).toBe('1000000');
  });
});
