/**
 * Several open tabs of the standalone build over one IndexedDB (fake-indexeddb): each "tab" is a
 * backend worker of its own module graph (its own database in memory, as two browser tabs have),
 * started through tabs.ts as the worker starts it, with Web Locks (a stand-in that grants a lock as
 * the browser does) and Node's BroadcastChannel between them.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import { http } from 'msw';
import { STANDALONE_DB_NAME, type StorageStatus } from '@/lib/demo-mode';
import { deferred } from '@/test/deferred';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo-account';
import { db, server } from '../node';
import { SEMANTIC_SCHOLAR_ORIGIN } from '../sources/semantic-scholar';
import { SCHEMA_VERSION } from '../store/indexed-db';
import { freshIndexedDb, openTestStorage } from '../store/test-storage';
import { liveAccountMidImport, midImportAuthor } from '../test-utils/mid-import';
import { semanticScholarHandlers } from '../test-utils/semantic-scholar';
import { deserializeResponse, serializeRequest } from './protocol';
import { LEADER_CLOSED, PAGE_LEFT, startTab, type ChangeNotice, type Locks, type Tab } from './tabs';

const API = 'http://api.test';

/** The Web Locks API as browsers grant a lock: one holder per name, the others wait in turn (or until their signal aborts). */
function browserLocks(): Locks & { waiting(name: string): number } {
  const waiting = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const acquire = (name: string, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (!held.has(name)) {
        held.add(name);
        resolve();
        return;
      }
      waiting.set(name, [...(waiting.get(name) ?? []), resolve]);
      signal?.addEventListener('abort', () => {
        waiting.set(name, (waiting.get(name) ?? []).filter((entry) => entry !== resolve));
        reject(new DOMException('The lock request was aborted.', 'AbortError'));
      });
    });
  const release = (name: string) => {
    const next = waiting.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    request: async (name, options, callback) => {
      if (options.ifAvailable && held.has(name)) return callback(null);
      await acquire(name, options.signal);
      try {
        await callback({ name, mode: 'exclusive' });
      } finally {
        release(name);
      }
    },
    waiting: (name) => waiting.get(name)?.length ?? 0,
  };
}

/** Keeps a leader's saves of interests waiting (to close its tab while it serves one). */
type Hold = { reached(): void; released: Promise<void> };

type TestTab = Tab & { notices: ChangeNotice[]; storage: StorageStatus[] };

let lockName = '';
/** the tabs whose backend was stopped */
const stopped: string[] = [];
let locks = browserLocks();
const open: TestTab[] = [];

/** Opens a tab: a fresh module graph of the backend (as a new tab's worker has), started as the worker does. */
async function openTab(id: string, { withLocks = true, holdChanges }: { withLocks?: boolean; holdChanges?: Hold } = {}): Promise<TestTab> {
  vi.resetModules();
  const { startLocalBackend } = await import('./local-backend');
  const notices: ChangeNotice[] = [];
  const storage: StorageStatus[] = [];
  const tab = startTab({
    tabId: id,
    name: lockName,
    locks: withLocks ? locks : undefined,
    openChannel: withLocks ? (name) => new BroadcastChannel(name) as unknown as ReturnType<NonNullable<Parameters<typeof startTab>[0]['openChannel']>> : undefined,
    lead: async (first, hooks) => {
      const started = await startLocalBackend({ legacy: null }, first, hooks);
      const stop = started.backend.stop.bind(started.backend);
      started.backend.stop = () => {
        stopped.push(id);
        return stop();
      };
      if (!holdChanges) return started;
      const { backend } = started;
      const serve: typeof backend.serve = async (request) => {
        if (request.method === 'POST' && request.url.includes('/long-term/')) {
          holdChanges.reached();
          await holdChanges.released;
        }
        return backend.serve(request);
      };
      return { ...started, backend: { ...backend, serve } };
    },
    onStorage: (status) => storage.push(status),
    onChanged: (notice) => notices.push(notice),
  });
  const opened = Object.assign(tab, { notices, storage });
  open.push(opened);
  return opened;
}

async function call(tab: Tab, method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Token ${token}`;
  const request = new Request(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = deserializeResponse(await tab.serve(await serializeRequest(request)));
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

async function signIn(tab: Tab, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call(tab, 'POST', '/api/accounts/login/', { body: { email, password } });
  expect(status).toBe(200);
  return (body as { token: string }).token;
}

type Interest = { id: number; keyword: string; weight: number };

async function interests(tab: Tab, token: string): Promise<Interest[]> {
  const { status, body } = await call(tab, 'GET', '/api/interests/long-term/', { token });
  expect(status).toBe(200);
  return body as Interest[];
}

const weightOf = (list: Interest[], keyword: string) => list.find((interest) => interest.keyword === keyword)?.weight;

/** Saves the caller's interests as Manage Interests does (every row: the list as the tab shows it). */
async function save(tab: Tab, token: string, rows: { name: string; weight: number }[]) {
  const { status } = await call(tab, 'POST', '/api/interests/long-term/', { token, body: { keywords: rows.map((row) => ({ ...row, source: 'Manual' })) } });
  expect(status).toBe(200);
}

const closeTab = (tab: Tab) => {
  tab.close();
  open.splice(open.indexOf(tab as TestTab), 1);
};

let run = 0;
beforeEach(() => {
  freshIndexedDb();
  run += 1;
  lockName = `rima-backend-test-${run}`;
  stopped.length = 0;
  locks = browserLocks();
});

afterEach(() => {
  open.splice(0).forEach((tab) => tab.close());
});

// the next test file of this worker (the Node project shares one module graph) must not get the last
// tab's graph, whose backend was started: it gets a fresh one
afterAll(() => {
  vi.resetModules();
});

describe('two open tabs share one backend', () => {
  it('the first tab leads; the second is served by it and leads once the first closes', async () => {
    const a = await openTab('a');
    await a.started;
    const b = await openTab('b');
    await b.started;
    expect(a.leads()).toBe(true);
    expect(b.leads()).toBe(false);
    const token = await signIn(b);
    closeTab(a);
    await vi.waitFor(() => expect(b.leads()).toBe(true));
    // the session signed in through the first tab's backend was stored: the second reads it back
    expect((await interests(b, token)).length).toBeGreaterThan(5);
  });

  it("a closed tab's backend stops with it, as its worker ends: no timer or import of it goes on beside the next leader's", async () => {
    const a = await openTab('a');
    await a.started;
    const b = await openTab('b');
    await b.started;
    closeTab(a);
    await vi.waitFor(() => expect(b.leads()).toBe(true));
    expect(stopped).toEqual(['a']);
  });

  it('the same interest edited in both tabs: the later edit wins, both tabs read it, and it is what stays stored', async () => {
    const a = await openTab('a');
    await a.started;
    const b = await openTab('b');
    await b.started;
    const tokenA = await signIn(a);
    const tokenB = await signIn(b);
    const first = (await interests(a, tokenA))[0];
    if (!first) throw new Error('the demo account has no interest');
    const shownInB = await interests(b, tokenB);
    await save(a, tokenA, [{ name: first.keyword, weight: 2 }]);
    await save(b, tokenB, [{ name: first.keyword, weight: 4.5 }]);
    expect(weightOf(await interests(a, tokenA), first.keyword)).toBe(4.5);
    expect(weightOf(await interests(b, tokenB), first.keyword)).toBe(4.5);
    expect((await interests(a, tokenA)).length).toBe(shownInB.length);
    closeTab(a);
    closeTab(b);
    const reopened = await openTab('c');
    await reopened.started;
    expect(weightOf(await interests(reopened, tokenA), first.keyword)).toBe(4.5);
  });

  it('an interest added in each tab: both are kept, with ids of their own, after every tab closed', async () => {
    const a = await openTab('a');
    await a.started;
    const b = await openTab('b');
    await b.started;
    const tokenA = await signIn(a);
    const tokenB = await signIn(b);
    await Promise.all([save(a, tokenA, [{ name: 'tide pools', weight: 3 }]), save(b, tokenB, [{ name: 'glacier melt', weight: 2 }])]);
    closeTab(a);
    closeTab(b);
    const c = await openTab('c');
    await c.started;
    const list = await interests(c, tokenB);
    expect(weightOf(list, 'tide pools')).toBe(3);
    expect(weightOf(list, 'glacier melt')).toBe(2);
    const ids = list.map((interest) => interest.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a tab left open on the sign-in page while another registers an account: that account survives its use', async () => {
    const stale = await openTab('stale');
    await stale.started;
    const other = await openTab('other');
    await other.started;
    const created = await call(other, 'POST', '/api/accounts/register/', { body: { email: 'new@example.org', password: 'a long password', first_name: 'Ada', last_name: 'Loy' } });
    expect(created.status).toBe(200);
    const token = await signIn(other, 'new@example.org', 'a long password');
    await save(other, token, [{ name: 'coral reefs', weight: 4 }]);
    // the stale tab registers another account, then the new account signs in there
    expect((await call(stale, 'POST', '/api/accounts/register/', { body: { email: 'second@example.org', password: 'another password' } })).status).toBe(200);
    const again = await signIn(stale, 'new@example.org', 'a long password');
    closeTab(stale);
    await vi.waitFor(() => expect(other.leads()).toBe(true));
    expect(weightOf(await interests(other, token), 'coral reefs')).toBe(4);
    expect(weightOf(await interests(other, again), 'coral reefs')).toBe(4);
    expect((await signIn(other, 'second@example.org', 'another password')).length).toBe(40);
  });

  it('a write is announced to every tab; the tab whose request made it is told it is its own', async () => {
    const a = await openTab('a');
    await a.started;
    const b = await openTab('b');
    await b.started;
    const token = await signIn(b);
    a.notices.length = 0;
    b.notices.length = 0;
    await save(b, token, [{ name: 'tide pools', weight: 3 }]);
    await vi.waitFor(() => expect(a.notices.some((notice) => notice.tables.includes('longTerm') && !notice.own)).toBe(true));
    expect(b.notices.filter((notice) => notice.tables.includes('longTerm')).every((notice) => notice.own)).toBe(true);
  });

  it('a change the closed leader took but never answered fails with the reason; one it never took is served by the next', async () => {
    const taken = deferred();
    const a = await openTab('a', { holdChanges: { reached: () => taken.resolve(), released: new Promise(() => undefined) } });
    await a.started;
    const b = await openTab('b');
    await b.started;
    const token = await signIn(b);
    const pendingSave = call(b, 'POST', '/api/interests/long-term/', { token, body: { keywords: [{ name: 'tide pools', weight: 3, source: 'Manual' }] } });
    await taken.promise;
    // the leader's confirmation that it took the request reaches the other tab
    await new Promise((resolve) => setTimeout(resolve, 50));
    closeTab(a);
    await expect(pendingSave).rejects.toThrow(LEADER_CLOSED);
    expect(b.leads()).toBe(true);
    // what the closed tab never stored is not there; the next change is served by the new leader
    expect(weightOf(await interests(b, token), 'tide pools')).toBeUndefined();
    await save(b, token, [{ name: 'tide pools', weight: 3 }]);
    expect(weightOf(await interests(b, token), 'tide pools')).toBe(3);
  });

  it('requests made before any leader announced itself wait for it and are served once', async () => {
    const a = await openTab('a');
    const b = await openTab('b');
    const token = await signIn(b);
    await save(b, token, [{ name: 'tide pools', weight: 3 }]);
    await a.started;
    const list = await interests(a, token);
    expect(list.filter((interest) => interest.keyword === 'tide pools')).toHaveLength(1);
  });
});

describe('a page that is left (pagehide) hands the backend over at once', () => {
  it('its leader answers and stores the write it took, asks nothing more, and the next tab leads while the first is not yet closed', async () => {
    const taken = deferred();
    const released = deferred();
    const a = await openTab('a', { holdChanges: { reached: () => taken.resolve(), released: released.promise } });
    await a.started;
    const b = await openTab('b');
    await b.started;
    const token = await signIn(b);
    const pendingSave = call(b, 'POST', '/api/interests/long-term/', { token, body: { keywords: [{ name: 'tide pools', weight: 3, source: 'Manual' }] } });
    await taken.promise;
    const leaving = a.leave();
    // asked while the first tab leaves: not taken by it, served by the next leader
    const pendingRead = interests(b, token);
    await expect(call(a, 'GET', '/api/interests/long-term/', { token })).rejects.toThrow(PAGE_LEFT);
    expect(b.leads()).toBe(false);
    released.resolve();
    expect((await pendingSave).status).toBe(200);
    await leaving;
    await vi.waitFor(() => expect(b.leads()).toBe(true));
    expect(weightOf(await pendingRead, 'tide pools')).toBe(3);
    // what the left tab stored is what the next one loaded; the left tab writes nothing more
    closeTab(b);
    const c = await openTab('c');
    await c.started;
    expect(weightOf(await interests(c, token), 'tide pools')).toBe(3);
  });

  it('a tab waiting for the lock leaves the queue: the lock goes to the next tab that stays', async () => {
    const a = await openTab('a');
    await a.started;
    const b = await openTab('b');
    await b.started;
    const c = await openTab('c');
    await c.started;
    await vi.waitFor(() => expect(locks.waiting(lockName)).toBe(2));
    await b.leave();
    expect(locks.waiting(lockName)).toBe(1);
    await a.leave();
    await vi.waitFor(() => expect(c.leads()).toBe(true));
    expect(b.leads()).toBe(false);
    const token = await signIn(c);
    expect((await interests(c, token)).length).toBeGreaterThan(5);
  });
});

describe('work a closed tab left under way', () => {
  it('two tabs opened on an import left reading its second page: only the leader goes on with it; once it leaves, the next leader goes on from the stored page, and no paper is stored twice', async () => {
    // the stored state: the seed and a live account whose import a closed tab left reading offset 100
    const ada = liveAccountMidImport(db);
    const storage = await openTestStorage();
    await storage.replaceAll(db.snapshot());
    storage.close();
    // the pages asked, the second held until the test lets it go
    const asked: number[] = [];
    const held = deferred();
    server.use(...semanticScholarHandlers([midImportAuthor()]));
    server.use(
      http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`, async ({ request }) => {
        asked.push(Number(new URL(request.url).searchParams.get('offset') ?? 0));
        await held.promise;
        // nothing returned: the fixture's handler answers
      }),
    );
    const progress = async (tab: Tab) => (await call(tab, 'GET', '/api/standalone/import/', { token: ada.token })).body as { phase: string; message: string };

    const a = await openTab('a');
    await a.started;
    const b = await openTab('b');
    await b.started;
    await vi.waitFor(() => expect(asked).toEqual([100]));
    // the other tab reads the progress: it goes on with nothing
    expect(await progress(b)).toMatchObject({ phase: 'fetching', message: 'Fetching your papers from Semantic Scholar: 100 of 150' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([100]);
    expect(b.leads()).toBe(false);

    // the leader's page is left mid-page: the next leader asks for that page again, once
    await a.leave();
    await vi.waitFor(() => expect(b.leads()).toBe(true));
    await vi.waitFor(() => expect(asked).toEqual([100, 100]));
    held.resolve();
    await vi.waitFor(async () => expect((await progress(b)).phase).toBe('done'), { timeout: 10_000 });
    expect(asked).toEqual([100, 100]);
    const papers = (await call(b, 'GET', '/api/interests/papers/', { token: ada.token })).body as { paper_id: string }[];
    expect(papers).toHaveLength(50);
    expect(new Set(papers.map((paper) => paper.paper_id)).size).toBe(50);
  });
});

describe('a newer build', () => {
  it('opening the database makes the leader stop writing, and every tab says so', async () => {
    const a = await openTab('a');
    await a.started;
    const b = await openTab('b');
    await b.started;
    const token = await signIn(b);
    // a page of a newer build upgrades the database (its own leader, its own lock)
    const newer = await openDB(STANDALONE_DB_NAME, SCHEMA_VERSION + 1);
    await vi.waitFor(() => expect(b.storage.at(-1)?.state).toBe('newer'));
    expect(a.storage.at(-1)?.state).toBe('newer');
    // this build goes on in memory and writes nothing into the newer build's data
    await save(b, token, [{ name: 'tide pools', weight: 3 }]);
    expect(weightOf(await interests(b, token), 'tide pools')).toBe(3);
    const stored = await newer.getAll('longTerm');
    newer.close();
    expect(stored.length).toBeGreaterThan(5);
    expect(stored.some((row) => (row as { keyword?: unknown }).keyword === 'tide pools')).toBe(false);
  });
});

describe('without Web Locks or BroadcastChannel', () => {
  it('each tab runs its own backend, which serves and stores as one tab did', async () => {
    const a = await openTab('a', { withLocks: false });
    await a.started;
    expect(a.leads()).toBe(true);
    const token = await signIn(a);
    await save(a, token, [{ name: 'tide pools', weight: 3 }]);
    expect(a.notices.some((notice) => notice.tables.includes('longTerm') && notice.own)).toBe(true);
    closeTab(a);
    const reopened = await openTab('b', { withLocks: false });
    await reopened.started;
    expect(weightOf(await interests(reopened, token), 'tide pools')).toBe(3);
  });
});
