/**
 * The built-in backend's state, in one object: service.ts creates one for the standalone build, the
 * Node tests a fresh one for every test (node.ts). The routes receive it through their context
 * (`ctx.backend`, handlers/route.ts). It holds the database (its store, its clock, the simulated
 * imports, the interests waiting for their computation), the cache of the sources' answers, the
 * sources' clients (their timing, their pauses and runs of errors), the conference corpora, and what
 * the service plugs in at start-up: the storage's probe, its cache store, and whether the public demo
 * reads the real Wikipedia. What still sits in modules, and what stays there for good, is listed in
 * docs/built-in-backend.md.
 */
import type { StorageState } from '@/lib/demo-mode';
import { Db } from './domain';
import { Clock } from './domain/clock';
import { ScoredPapers } from './domain/scored-papers';
import { NetworkJobs } from './pipeline/bluesky-network';
import { resumeLiveImports } from './pipeline/live-import';
import { Store } from './domain/store';
import { PluggableKeyValueStore } from './store/kv';
import type { SourceTiming } from './sources/http';
import { Sources } from './sources/sources';
import { ConferenceCorpora } from './lak/corpus/corpora';

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
  /** The sources' backoff and timeouts, where they differ from the defaults (tests shorten the waits). */
  sourceTiming?: Partial<SourceTiming>;
};

export class Backend {
  readonly liveWikipedia: boolean;
  /** the database: its state (`db.store`), its clock (`db.clock`), accounts and simulated imports */
  readonly db: Db;
  /** each caller's last scored papers, for feedback and the what-ifs (in memory: a reload forgets them) */
  readonly scoredPapers = new ScoredPapers();
  /** the builds of the callers' Bluesky network pools under way (pipeline/bluesky-network.ts) */
  readonly networkJobs = new NetworkJobs();
  /**
   * the cache of what outside sources answered (store/kv.ts; the database's computations read it as
   * `db.kv`): in memory until the service plugs the storage's in
   */
  readonly kv = new PluggableKeyValueStore();
  /**
   * the outside sources' clients (sources/sources.ts: their limits, timing, pauses after a 429 and
   * runs of server errors) over the cache above; the database's computations read them as `db.sources`
   */
  readonly sources: Sources;
  /**
   * the conference corpora (lak/corpus/corpora.ts): which one LAK's routes answer from, each
   * conference's corpus kept and build running, the researcher comparisons answered before
   */
  readonly conferences: ConferenceCorpora;
  private readonly probe: StorageProbe;

  /** A backend with an empty database (`db.reset()` seeds it; the service loads it from the storage). */
  constructor(options: BackendOptions = {}) {
    const store = new Store(new Clock());
    this.sources = new Sources(this.kv, options.sourceTiming);
    this.db = new Db(store, this.sources);
    this.conferences = new ConferenceCorpora(this.sources);
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

  /**
   * Starts the work the loaded state left under way, once, when this backend takes a stored state
   * over (service.ts; with several tabs only the leader's backend does, worker/tabs.ts): the users
   * whose interests wait are computed, the simulated imports and jobs whose time has passed complete
   * and the others are set to complete at their time, and the live imports the state says run go on
   * from where they were. No request starts any of it: a read changes nothing.
   */
  resume(): void {
    this.db.pendingInterests.start();
    this.db.resumeJobs();
    resumeLiveImports(this.db);
  }

  /**
   * Stops this backend's work (its tab hands the backend over, or a test is over): the timers of its
   * jobs, its live imports and its conference builds; the next backend resumes them from the state.
   */
  stop(): void {
    this.clock.stop();
    this.db.runs.imports.forEach((controller) => controller.abort());
    this.conferences.stop();
  }

  get store(): Store {
    return this.db.store;
  }

  get clock(): Clock {
    return this.db.clock;
  }
}

/** What a new account needs at least: its row, its first papers and interests (Registration's check). */
export const ACCOUNT_PROBE_BYTES = 256 * 1024;
