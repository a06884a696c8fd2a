import { removeDemoLeftovers } from './demo-leftovers';

const SCOPE = 'https://example.org/rima/';

function registration(scope: string, unregistered: string[]) {
  return {
    scope,
    unregister: async () => {
      unregistered.push(scope);
      return true;
    },
  } as unknown as ServiceWorkerRegistration;
}

function workers(scopes: string[], unregistered: string[]) {
  return { getRegistrations: async () => scopes.map((scope) => registration(scope, unregistered)) };
}

describe('removeDemoLeftovers', () => {
  beforeEach(() => localStorage.clear());

  it('removes the demo store and the demo session, keeping unrelated keys', async () => {
    localStorage.setItem('rima-demo-backend:used', '1');
    localStorage.setItem('rima-demo-backend:db', '{}');
    localStorage.setItem('accessToken', 'demo-token-1');
    localStorage.setItem('name', 'Demo');
    localStorage.setItem('lastname', 'User');
    localStorage.setItem('userId', '1');
    localStorage.setItem('mId', '1');
    localStorage.setItem('other-app', 'kept');
    const deleted: string[] = [];
    const indexedDB = { deleteDatabase: (name: string) => (deleted.push(name), {} as IDBOpenDBRequest) };
    const result = await removeDemoLeftovers({ storage: localStorage, scope: SCOPE, indexedDB });
    expect(result.keys.sort()).toEqual(['accessToken', 'lastname', 'mId', 'name', 'rima-demo-backend:db', 'rima-demo-backend:used', 'userId']);
    expect(deleted).toEqual(['rima-standalone']);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other-app')).toBe('kept');
  });

  it('keeps the session of this backend when no demo ran on the origin', async () => {
    localStorage.setItem('accessToken', 'real-token');
    localStorage.setItem('mId', '7');
    const deleted: string[] = [];
    const indexedDB = { deleteDatabase: (name: string) => (deleted.push(name), {} as IDBOpenDBRequest) };
    const result = await removeDemoLeftovers({ storage: localStorage, scope: SCOPE, indexedDB });
    expect(result.keys).toEqual([]);
    expect(deleted).toEqual([]);
    expect(localStorage.getItem('accessToken')).toBe('real-token');
    expect(localStorage.getItem('mId')).toBe('7');
  });

  it("unregisters the workers of the app's own scope and of its periodic check, and leaves other apps' workers", async () => {
    const unregistered: string[] = [];
    const result = await removeDemoLeftovers({
      storage: localStorage,
      serviceWorker: workers([SCOPE, 'https://example.org/', 'https://example.org/other/', `${SCOPE}bg/`, 'https://example.org/bg/'], unregistered),
      scope: SCOPE,
    });
    expect(unregistered).toEqual([SCOPE, `${SCOPE}bg/`]);
    expect(result.workers).toBe(2);
  });
});
