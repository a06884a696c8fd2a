/** How long a page waits for the service worker that was just activated to take control of it. */
export const CONTROL_TIMEOUT_MS = 10_000;

/**
 * Resolves once the service worker controls this page. On a first visit MSW's start resolves when the
 * worker is active and has answered the page, which can come before the worker's claim of the page
 * is seen by it (`navigator.serviceWorker.controller` still null): a request sent then would bypass
 * the worker and reach the web server that serves the app (a 404 for an API path). Waiting for
 * `controllerchange` closes that gap; a page still uncontrolled after the timeout is reported.
 */
/** What the wait reads of `navigator.serviceWorker`. */
export type ControlledPage = {
  readonly controller: object | null;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
};

export function controlledByServiceWorker(container: ControlledPage, timeoutMs = CONTROL_TIMEOUT_MS): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(() => {
      container.removeEventListener('controllerchange', done);
      if (container.controller) resolve();
      else reject(new Error('The built-in backend could not take over this page’s requests (its service worker does not control the page): reload the page.'));
    }, timeoutMs);
    container.addEventListener('controllerchange', done);
  });
}
