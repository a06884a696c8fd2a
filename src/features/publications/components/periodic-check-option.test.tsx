/** Subscribe's periodic check: shown where Periodic Background Sync is, registered and unregistered with the browser. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { CHECK_EVERY_MS } from '../lib/periodic-check';
import { NOT_INSTALLED_TEXT, PERIODIC_LABEL, PeriodicCheckOption } from './periodic-check-option';

const USER = 7;

/** A browser's service workers with Periodic Background Sync (Chromium), in memory. */
function fakeBrowser(options: { periodicSync?: boolean; permission?: PermissionState; notifications?: NotificationPermission; tags?: string[] } = {}) {
  const tags = new Set(options.tags ?? []);
  const periodicSync = {
    register: vi.fn((tag: string) => Promise.resolve(void tags.add(tag))),
    unregister: vi.fn((tag: string) => Promise.resolve(void tags.delete(tag))),
    getTags: vi.fn(() => Promise.resolve([...tags])),
  };
  let registered = (options.tags ?? []).length > 0;
  const registration = { active: {}, installing: null, waiting: null, periodicSync, unregister: vi.fn(() => {
      registered = false;
      return Promise.resolve(true);
    }),
  };
  const serviceWorker = {
    register: vi.fn(() => {
      registered = true;
      return Promise.resolve(registration);
    }),
    getRegistration: vi.fn(() => Promise.resolve(registered ? registration : undefined)),
  };
  function Registration() {}
  if (options.periodicSync !== false) Object.defineProperty(Registration.prototype, 'periodicSync', { value: null });
  vi.stubGlobal('ServiceWorkerRegistration', Registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  const query = vi.fn((descriptor: { name: string }) => Promise.resolve({ state: descriptor.name === 'periodic-background-sync' ? (options.permission ?? 'granted') : 'prompt' }));
  Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
  const requestPermission = vi.fn(() => Promise.resolve(options.notifications ?? 'granted'));
  vi.stubGlobal('Notification', { requestPermission });
  return { serviceWorker, registration, periodicSync, query, requestPermission, tags };
}

/** Lets the option's feature detection (a few promises) settle. */
async function settled() {
  for (let i = 0; i < 5; i++) await act(() => Promise.resolve());
}

beforeEach(() => session.start({ token: 'token', firstName: 'Ada', lastName: 'Lovelace', id: USER }));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('the periodic check option of Subscribe', () => {
  it('is not shown in a browser without Periodic Background Sync', async () => {
    const browser = fakeBrowser({ periodicSync: false });
    const { container } = render(<PeriodicCheckOption />);
    await settled();
    expect(container).toBeEmptyDOMElement();
    expect(browser.query).not.toHaveBeenCalled();
  });

  it('tells Chromium with the app not installed, in a plain sentence, how to get it', async () => {
    fakeBrowser({ permission: 'prompt' });
    render(<PeriodicCheckOption />);
    expect(await screen.findByText(NOT_INSTALLED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('turned on: asks for notifications, registers the digest worker on its own scope and the account\'s periodic sync; turned off: unregisters both', async () => {
    const browser = fakeBrowser();
    const user = userEvent.setup();
    render(<PeriodicCheckOption />);
    const toggle = await screen.findByRole('switch', { name: PERIODIC_LABEL });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/bg/sw.js', { scope: `${window.location.origin}/bg/`, type: 'module' });
    expect(browser.periodicSync.register).toHaveBeenCalledWith(`rima-digest-${USER}`, { minInterval: CHECK_EVERY_MS });
    expect([...browser.tags]).toEqual([`rima-digest-${USER}`]);

    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.periodicSync.unregister).toHaveBeenCalledWith(`rima-digest-${USER}`);
    expect(browser.registration.unregister).toHaveBeenCalledTimes(1);
    expect(browser.tags.size).toBe(0);
  });

  it('shows as on when the account\'s check is registered already', async () => {
    fakeBrowser({ tags: [`rima-digest-${USER}`] });
    render(<PeriodicCheckOption />);
    expect(await screen.findByRole('switch', { name: PERIODIC_LABEL })).toBeChecked();
  });

  it('notifications blocked: says so, registers nothing and stays off', async () => {
    const browser = fakeBrowser({ notifications: 'denied' });
    const user = userEvent.setup();
    render(<PeriodicCheckOption />);
    await user.click(await screen.findByRole('switch', { name: PERIODIC_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked for this site');
    expect(screen.getByRole('switch', { name: PERIODIC_LABEL })).not.toBeChecked();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    expect(browser.periodicSync.register).not.toHaveBeenCalled();
  });
});
