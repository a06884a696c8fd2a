/**
 * The built-in backend as one service: its database loaded and kept in the browser's storage
 * (store/persistence.ts), the key-value cache plugged in, and `serve(request)`, which runs the MSW
 * handlers over a request (msw's getResponse, the same handlers Node tests run) and answers once the
 * request's changes are stored (not the changes other work makes meanwhile). The standalone build runs it in the backend worker (worker/). It
 * creates the one `Backend` (backend.ts) the handlers serve, with the storage's probe and the public
 * demo's live Wikipedia on (the Node test server, node.ts, leaves it off).
 */
import { getResponse } from 'msw';
import type { StorageStatus } from '@/lib/demo-mode';
import type { LakCorpusChoice } from '@/lib/lak-corpus-choice';
import { Backend, type StorageProbe } from './backend';
import { createHandlers } from './handlers';
// kv.ts names its setter like a hook; it is a plain function (aliased so that lint does not take it for one)
import { startPersistence } from './store/persistence';
import type { Opened } from './store/storage';

export type BackendService = {
  /** the handlers' answer to the request; undefined when none answers it */
  serve(request: Request): Promise<Response | undefined>;
  /** the seed again, the stored state forgotten */
  reset(): Promise<void>;
  storageStatus(): StorageStatus;
  /** a newer build took the storage over: nothing more is written here */
  newerBuild(): void;
  /** stores what waits to be written, then writes nothing more (this tab hands the backend over) */
  stop(): Promise<void>;
};

export async function startBackendService(options: {
  /** what opening the storage gave (store/indexed-db.ts) */
  opened: Opened;
  legacy: string | null;
  onStorageState?: (status: StorageStatus) => void;
  /** told which tables (and 'meta') each write stored (the pages of every tab refresh what shows them) */
  onChanged?: (tables: string[]) => void;
  /** the LAK corpus the page remembered the user chose (the conference routes answer from it at once) */
  lakCorpus?: LakCorpusChoice;
}): Promise<{ service: BackendService; backend: Backend; legacyDone: boolean }> {
  // the storage's probe is the persistence's, which keeps this backend's database
  let probe: StorageProbe = () => Promise.resolve('kept');
  const backend = new Backend({ storageProbe: (bytes) => probe(bytes), liveWikipedia: true });
  if (options.lakCorpus) backend.conferences.choice = options.lakCorpus;
  const { persistence, legacyDone } = await startPersistence({
    db: backend.db,
    opened: options.opened,
    legacy: options.legacy,
    onState: options.onStorageState,
    onWritten: options.onChanged,
  });
  probe = (bytes) => persistence.probe(bytes);
  if (persistence.kv !== null) backend.kv.plug(persistence.kv);
  // the work the stored state left under way (the page closed or reloaded meanwhile) goes on now,
  // once, in this backend that owns the state: users pending their interests, simulated imports and
  // jobs, live imports
  backend.resume();
  const handlers = createHandlers(() => backend);
  const service: BackendService = {
    serve: async (request) => {
      const before = persistence.changeCount();
      const response = await getResponse(handlers, request);
      // a change answers once the write its changes are in is stored (a tab closed after the answer
      // loses nothing); a read, and a request that changed nothing, answers at once, whatever other
      // work (an import) keeps writing
      const after = persistence.changeCount();
      if (request.method !== 'GET' && after !== before) await persistence.storedUpTo(after);
      return response;
    },
    reset: () => persistence.reset(),
    storageStatus: () => ({ state: persistence.state(), detail: persistence.detail() }),
    newerBuild: () => persistence.newerBuild(),
    stop: async () => {
      await persistence.flushed();
      persistence.stop();
      // the next tab's backend resumes what was under way from the stored state
      backend.stop();
    },
  };
  return { service, backend, legacyDone };
}
