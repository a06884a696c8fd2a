import { controlledByServiceWorker, type ControlledPage } from './service-worker-control';

/** A stand-in for navigator.serviceWorker: a controller that appears when `claim` is called. */
function container(initial: object | null, activeState: string | null = 'activating'): ControlledPage & { claim(): void } {
  const target = new EventTarget();
  const state: ControlledPage & { controller: object | null; claim(): void } = {
    controller: initial,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    getRegistration: () => Promise.resolve(activeState === null ? undefined : { active: { state: activeState } }),
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
    const waiting = controlledByServiceWorker(sw, { timeoutMs: 1000, graceMs: 10 }).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(settled).toBe(false);
    sw.claim();
    await waiting;
    expect(settled).toBe(true);
  });

  it('says what failed when the page is still not controlled after the timeout', async () => {
    await expect(controlledByServiceWorker(container(null), { timeoutMs: 30, graceMs: 10 })).rejects.toThrow(/service worker does not control the page/);
  });

  it('reloads once when the worker finished activating without claiming the page, and never settles meanwhile', async () => {
    let reloads = 0;
    let settled = false;
    void controlledByServiceWorker(container(null, 'activated'), {
      timeoutMs: 60,
      graceMs: 10,
      reloadOnce: () => {
        reloads += 1;
        return true;
      },
    }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(reloads).toBe(1);
    expect(settled).toBe(false);
  });

  it('does not reload while the worker is still activating: its claim is still to come', async () => {
    const sw = container(null, 'activating');
    let reloads = 0;
    const waiting = controlledByServiceWorker(sw, {
      timeoutMs: 1000,
      graceMs: 10,
      reloadOnce: () => {
        reloads += 1;
        return true;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    sw.claim();
    await expect(waiting).resolves.toBeUndefined();
    expect(reloads).toBe(0);
  });

  it('reports the page uncontrolled when it already reloaded a moment ago (no reload loop)', async () => {
    let asked = 0;
    const waiting = controlledByServiceWorker(container(null, 'activated'), {
      timeoutMs: 30,
      graceMs: 10,
      reloadOnce: () => {
        asked += 1;
        return false;
      },
    });
    await expect(waiting).rejects.toThrow(/service worker does not control the page/);
    expect(asked).toBe(1);
  });
});
