import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { DEMO_ACCOUNT } from './demo-account';
import { freshBackend, testBackend } from './node';
import { startBackendService } from './service';
import type { RecordWrites } from './store/storage';
import { freshIndexedDb, openTestStorage } from './store/test-storage';

describe("the Node tests' backend", () => {
  it('is started afresh for every test: one test starts its own with the live Wikipedia on…', () => {
    freshBackend({ liveWikipedia: true });
    expect(testBackend().liveWikipedia).toBe(true);
  });

  it('…and the next test has a fresh one, with it off', () => {
    expect(testBackend().liveWikipedia).toBe(false);
  });
});

describe('the standalone backend start-up', () => {
  it('turns the public demo\'s live Wikipedia on (off until then, as in the Node test server)', async () => {
    expect(testBackend().liveWikipedia).toBe(false);
    const { backend } = await startBackendService({ opened: { kind: 'unavailable' }, legacy: null });
    expect(backend.liveWikipedia).toBe(true);
  });

  it('answers the conference routes from the offline sample the page remembered the user chose', async () => {
    const choiceOf = async (lakCorpus?: 'sample') => {
      const { service } = await startBackendService({ opened: { kind: 'unavailable' }, legacy: null, lakCorpus });
      const response = await service.serve(new Request(`${env.apiUrl}/api/standalone/lak/corpus/`));
      return ((await response?.json()) as { choice?: string }).choice;
    };
    // without a remembered choice, the routes start on the LAK papers read from the sources
    expect(await choiceOf()).toBe('live');
    expect(await choiceOf('sample')).toBe('sample');
  });
});

/** A storage whose writes wait until the test lets them go, each write's records kept in order. */
async function heldStorage() {
  freshIndexedDb();
  const storage = await openTestStorage();
  const write = storage.write.bind(storage);
  const held: { writes: RecordWrites; release: () => void }[] = [];
  storage.write = (writes) =>
    new Promise<void>((resolve, reject) => held.push({ writes, release: () => void write(writes).then(resolve, reject) }));
  return { storage, held };
}

const settles = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};
const turns = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the standalone backend answers', () => {
  it('a read at once while other work keeps writing, and a change once its own write is stored, not the later ones', async () => {
    const { storage, held } = await heldStorage();
    const { service, backend } = await startBackendService({ opened: { kind: 'ready', storage, leftOut: [] }, legacy: null });
    const login = () =>
      service.serve(new Request(`${env.apiUrl}/api/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO_ACCOUNT) }));
    // other work (an import) changes the data: its write is held
    const paper = backend.db.state().papers[0];
    if (!paper) throw new Error('no seeded paper');
    paper.title = 'Written by an import, page 1';
    backend.db.touch();
    await turns();
    expect(held).toHaveLength(1);

    // a read answers while that write is held
    const read = await service.serve(new Request(`${env.apiUrl}/api/accounts/public-profile/1/`));
    expect(read?.status).toBe(200);

    // a change (the first login stores a token) waits for the write its change is in…
    const answered = settles(login());
    await turns();
    expect(answered.done).toBe(false);
    held.shift()?.release();
    await turns();
    expect(held).toHaveLength(1);
    expect(held[0]?.writes.puts.map(([table]) => table)).toContain('meta');
    // …while the import goes on writing: a later change is not waited for
    paper.title = 'Written by an import, page 2';
    backend.db.touch();
    expect(answered.done).toBe(false);
    held.shift()?.release();
    await turns();
    expect(answered.done).toBe(true);
    expect(held).toHaveLength(1);
    held.shift()?.release();
    await service.stop();
  });
});
