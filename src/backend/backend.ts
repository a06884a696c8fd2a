/**
 * The built-in backend's state, in one object: service.ts creates one for the standalone build, the
 * Node tests a fresh one for every test (node.ts). The routes receive it through their context
 * (`ctx.backend`, handlers/route.ts). It holds, so far, what the service plugs in at start-up: the
 * storage's probe and whether the public demo reads the real Wikipedia. The rest of the state still
 * sits in modules (docs/built-in-backend.md lists it and what stays there for good).
 */
import type { StorageState } from '@/lib/demo-mode';

/** What the storage can keep once `bytes` more are written (the probe writes and removes them). */
export type StorageProbe = (bytes: number) => Promise<StorageState>;

export type BackendOptions = {
  /**
   * The storage's probe (store/persistence.ts); without one (the Node tests' backend, memory) nothing
   * is known to refuse, and every account is 'kept'.
   */
  storageProbe?: StorageProbe;
  /**
   * Whether the public demo's routes (extraction, keyword similarity) use the real Wikipedia: the
   * standalone build turns it on; off for the tests and the seeded demo. Seeded accounts never use it;
   * live accounts' interests always do (domain/compute.ts).
   */
  liveWikipedia?: boolean;
};

export class Backend {
  readonly liveWikipedia: boolean;
  private readonly probe: StorageProbe;

  constructor(options: BackendOptions = {}) {
    this.liveWikipedia = options.liveWikipedia ?? false;
    this.probe = options.storageProbe ?? (() => Promise.resolve('kept'));
  }

  /**
   * Whether the browser's storage has room now: Registration asks before it creates an account, so
   * that an account the browser cannot keep is named before it is created, never lost after
   * "Account created".
   */
  storageRoom(bytes: number): Promise<StorageState> {
    return this.probe(bytes);
  }
}

/** What a new account needs at least: its row, its first papers and interests (Registration's check). */
export const ACCOUNT_PROBE_BYTES = 256 * 1024;
