/** How long a page waits for the service worker that was just activated to take control of it. */
export const CONTROL_TIMEOUT_MS = 10_000;
/** How long a page waits for a claim before it asks whether one can still come. */
export const CLAIM_GRACE_MS = 1_000;

/** What the wait reads of `navigator.serviceWorker`. */
export type ControlledPage = {
  readonly controller: object | null;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
  getRegistration(): Promise<{ readonly active: { readonly state: string } | null } | undefined>;
};

export type ControlOptions = {
  timeoutMs?: number;
  graceMs?: number;
  /** Reloads the page unless it already did so a moment ago; true when the page reloads. */
  reloadOnce?: () => boolean;
};

/**
 * Resolves once the service worker controls this page. On a first visit MSW's start resolves when the
 * worker is active and has answered the page, which can come before the worker's claim of the page
 * is seen by it (`navigator.serviceWorker.controller` still null): a request sent then would bypass
 * the worker and reach the web server that serves the app (a 404 for an API path). Waiting for
 * `controllerchange` closes that gap.
 *
 * A claim can also never come. MSW's worker unregisters itself when its last page closes, which a
 * reload of the only tab does: the reloaded page, or a tab opened while another still holds the
 * unregistered worker, starts uncontrolled, and registering again revives that same worker without a
 * new activation (the only moment it claims pages). Such a page reloads once (a navigation is taken
 * over by the revived worker), and the promise then never settles. Otherwise a page still uncontrolled
 * after the timeout is reported.
 */
export async function controlledByServiceWorker(container: ControlledPage, options: ControlOptions = {}): Promise<void> {
  const { timeoutMs = CONTROL_TIMEOUT_MS, graceMs = Math.min(CLAIM_GRACE_MS, timeoutMs), reloadOnce = () => false } = options;
  if (await claimed(container, graceMs)) return;
  if ((await claimCannotCome(container)) && reloadOnce()) return new Promise<void>(() => undefined);
  if (await claimed(container, timeoutMs - graceMs)) return;
  throw new Error('The built-in backend could not take over this page’s requests (its service worker does not control the page): reload the page.');
}

/** Whether the page is controlled now or becomes so within `ms`. */
function claimed(container: ControlledPage, ms: number): Promise<boolean> {
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve(true);
    };
    const timer = setTimeout(() => {
      container.removeEventListener('controllerchange', done);
      resolve(container.controller !== null);
    }, ms);
    container.addEventListener('controllerchange', done);
  });
}

/** The page's worker has finished activating: it claimed the pages it was going to claim. */
async function claimCannotCome(container: ControlledPage): Promise<boolean> {
  try {
    const registration = await container.getRegistration();
    return registration?.active?.state === 'activated';
  } catch {
    return false;
  }
}
