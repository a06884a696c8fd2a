import { controlledByServiceWorker, type ControlledPage } from './service-worker-control';

/** A stand-in for navigator.serviceWorker: a controller that appears when `claim` is called. */
function container(initial: object | null): ControlledPage & { claim(): void } {
  const target = new EventTarget();
  const state: ControlledPage & { controller: object | null; claim(): void } = {
    controller: initial,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    claim() {
      state.controller = {};
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
  return state;
}

describe('waiting for the service worker to control the page', () => {
  it('goes on at once when the page is already controlled', async () => {
    await expect(controlledByServiceWorker(container({}))).resolves.toBeUndefined();
  });

  it('waits for the claim when the worker is active but the page is not controlled yet', async () => {
    const sw = container(null);
    let settled = false;
    const waiting = controlledByServiceWorker(sw, 1000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    sw.claim();
    await waiting;
    expect(settled).toBe(true);
  });

  it('says what failed when the page is still not controlled after the timeout', async () => {
    await expect(controlledByServiceWorker(container(null), 30)).rejects.toThrow(/service worker does not control the page/);
  });
});
