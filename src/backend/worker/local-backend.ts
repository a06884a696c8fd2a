/**
 * The built-in backend run by this tab's worker once it leads (tabs.ts): its storage opened (and
 * migrated), the state loaded, the handlers serving serialized requests.
 */
import type { LakCorpusChoice } from '@/lib/lak-corpus-choice';
import { startBackendService, type BackendService } from '../service';
import { openIndexedDbStorage } from '../store/indexed-db';
import { deserializeRequest, serializeResponse } from './protocol';
import type { LeaderHooks, LocalBackend } from './tabs';

export type LocalStart = {
  /** the state an older build left in the page's localStorage (null: none) */
  legacy: string | null;
  lakCorpus?: LakCorpusChoice;
};

/**
 * Starts the backend here. `first`: this worker leads from its start, the only one that may take
 * over the page's legacy copy (a later leader's page read it before the first one moved it).
 */
export async function startLocalBackend({ legacy, lakCorpus }: LocalStart, first: boolean, hooks: LeaderHooks): Promise<{ backend: LocalBackend; legacyDone: boolean }> {
  let started: BackendService | null = null;
  // a newer build's page wants the database: this backend stops writing and every tab says so
  const opened = await openIndexedDbStorage({ onNewerBuild: () => started?.newerBuild() });
  const result = await startBackendService({ opened, legacy: first ? legacy : null, lakCorpus, onStorageState: hooks.storage, onChanged: hooks.changed });
  const service = result.service;
  started = service;
  const backend: LocalBackend = {
    serve: async (request) => {
      const response = await service.serve(deserializeRequest(request));
      return serializeResponse(response ?? new Response('No handler answered this request.', { status: 501 }));
    },
    reset: () => service.reset(),
    storage: () => service.storageStatus(),
    stop: () => service.stop(),
  };
  return { backend, legacyDone: result.legacyDone };
}
