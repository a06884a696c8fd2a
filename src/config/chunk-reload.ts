/**
 * Safe updates: a page opened before a deployment asks for chunks the new build no longer has. The
 * first time such a chunk fails to load the page reloads into the new build; if it fails again within
 * RELOAD_WINDOW_MS the error is left to the error screens (no reload loop).
 */
export const RELOAD_KEY = 'rima:chunk-reload-at';
export const RELOAD_WINDOW_MS = 30_000;

/** Browser messages for a module script or dynamic import that could not be fetched or evaluated. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export type ReloadTarget = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  /** Where the time of the last reload is kept: one key per reason, so one reason's reload never stops another's. */
  key?: string;
};

/**
 * Creates a reload-once guard (a stale chunk, a service worker revived without its claim: one key per
 * reason); `tryReload()` returns true when it reloads (or already does).
 */
export function createReloadOnce({ storage, reload, now, key = RELOAD_KEY }: ReloadTarget) {
  let reloading = false;
  return {
    tryReload(): boolean {
      if (reloading) return true;
      let last = Number.NaN;
      try {
        last = Number(storage.getItem(key));
      } catch {
        // Storage disabled: still reload once for this page.
      }
      if (Number.isFinite(last) && last > 0 && now() - last < RELOAD_WINDOW_MS) return false;
      try {
        storage.setItem(key, String(now()));
      } catch {
        return false;
      }
      reloading = true;
      reload();
      return true;
    },
  };
}

let pendingNavigation: () => string | null = () => null;

/**
 * Tells the reload where the user was going: a data router changes the address only after a route's
 * chunk has loaded, so a plain reload would land on the page the user was leaving.
 */
export function setPendingNavigation(get: () => string | null): void {
  pendingNavigation = get;
}

/** The address of the navigation under way (with the base path), or null. */
export function pendingNavigationHref(): string | null {
  try {
    return pendingNavigation();
  } catch {
    return null;
  }
}
