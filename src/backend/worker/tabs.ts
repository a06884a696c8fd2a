/**
 * One built-in backend for every open tab of the standalone build (docs/built-in-backend.md, "Several open tabs").
 * Each tab runs a backend worker, but only one of them, the leader, holds the database in memory,
 * writes it and runs imports: the Web Locks API elects it (`navigator.locks`, one lock per schema
 * version). The workers of the other tabs hand their page's requests to the leader over a
 * BroadcastChannel and pass its answers back. When the leader's tab closes, the browser releases
 * its lock and the next waiting worker loads the stored records and leads; a request the closed
 * leader had taken but not answered is asked again when it is a read, and fails (the page says the
 * server failed) when it changed something, since it may or may not have been stored.
 * After each write the leader tells every tab which tables changed (its pages refresh what shows them).
 * A page that is left (reload, navigation, close: `pagehide`) hands over at once instead of when the
 * browser ends its worker: its leader takes no more requests, answers those it took, stores them,
 * stops writing and lets the lock go; a waiting worker leaves the queue (leave()).
 * Without Web Locks or BroadcastChannel each worker leads alone (correct for one tab; see the docs).
 */
import type { StorageStatus } from '@/lib/demo-mode';
import type { SerializedRequest, SerializedResponse } from './protocol';

/** The backend running in this worker, once it leads. */
export type LocalBackend = {
  serve(request: SerializedRequest): Promise<SerializedResponse>;
  reset(): Promise<void>;
  storage(): StorageStatus;
  /** stores what is pending, then writes nothing more (its tab hands over) */
  stop(): Promise<void>;
};

/** What a write changed, as every tab's page is told of it (`own`: a request of this tab made it). */
export type ChangeNotice = { tables: string[]; own: boolean };

/** The hooks the leader's backend is started with. */
export type LeaderHooks = { storage(status: StorageStatus): void; changed(tables: string[]): void };

/** The little of BroadcastChannel used here. */
export type Channel = { postMessage(message: unknown): void; close(): void; onmessage: ((event: MessageEvent) => void) | null };

/** The little of the Web Locks API used here. */
export type Locks = {
  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: Lock | null) => Promise<void>): Promise<void>;
};

export type TabOptions = {
  /** this tab's id (unique among open tabs) */
  tabId: string;
  /** the lock that elects the leader, and the channel's name */
  name: string;
  locks: Locks | undefined;
  openChannel: ((name: string) => Channel) | undefined;
  /**
   * Starts the backend here. `first`: this worker leads from its start, so it may take over the
   * state an older build left in the page's localStorage (a later leader leaves that to the first).
   */
  lead(first: boolean, hooks: LeaderHooks): Promise<{ backend: LocalBackend; legacyDone: boolean }>;
  onStorage(status: StorageStatus): void;
  onChanged(notice: ChangeNotice): void;
};

export type Tab = {
  /** resolves once a backend answers this tab (this worker's or another tab's) */
  started: Promise<{ legacyDone: boolean; storage: StorageStatus }>;
  serve(request: SerializedRequest): Promise<SerializedResponse>;
  reset(): Promise<void>;
  /** whether this worker leads (tests) */
  leads(): boolean;
  /** what closing the tab does: the lock goes, the channel closes (tests) */
  close(): void;
  /**
   * The page is left: a leader finishes and stores the requests it took (taking no more), then lets the
   * lock go; a worker waiting for the lock leaves the queue. The tab serves nothing after.
   */
  leave(): Promise<void>;
};

type Peer =
  | { kind: 'hello'; from: string }
  | { kind: 'leader'; leader: string; storage: StorageStatus }
  | { kind: 'request'; from: string; rid: number; request: SerializedRequest | null }
  | { kind: 'accepted'; to: string; rid: number; leader: string }
  | { kind: 'answer'; to: string; rid: number; response: SerializedResponse | null; error: string | null }
  | { kind: 'storage'; status: StorageStatus }
  | { kind: 'changed'; tables: string[]; origin: string | null };

/** A request handed to another tab's leader; `request` null is a Reset. */
type Forwarded = {
  request: SerializedRequest | null;
  acceptedBy: string | null;
  resolve(response: SerializedResponse | null): void;
  reject(error: Error): void;
};

/** What a request of a page that was left gets (it comes back from the back/forward cache with a new worker). */
export const PAGE_LEFT = 'This page was left during the request: reload to see whether it was stored.';

/** How long a leaving leader waits for the other tabs' requests it took and for its last write (ms). */
const LEAVE_WAIT_MS = 3000;

export const LEADER_CLOSED = 'The tab that ran the built-in backend was closed during this request: it may or may not have been stored. Reload to see.';

const isRead = (request: SerializedRequest | null) => request !== null && (request.method === 'GET' || request.method === 'HEAD');

/** Starts this tab's side: it leads at once when it can, else it forwards to the leader and waits for its turn. */
export function startTab(options: TabOptions): Tab {
  const { locks, openChannel } = options;
  if (!locks || !openChannel) return alone(options);
  return new TabPeer(options, locks, openChannel(options.name)).tab();
}

/** Without Web Locks or BroadcastChannel: this worker's backend serves this tab only. */
function alone(options: TabOptions): Tab {
  const leading = options.lead(true, {
    storage: options.onStorage,
    changed: (tables) => options.onChanged({ tables, own: true }),
  });
  return {
    started: leading.then(({ backend, legacyDone }) => ({ legacyDone, storage: backend.storage() })),
    serve: async (request) => (await leading).backend.serve(request),
    reset: async () => (await leading).backend.reset(),
    leads: () => true,
    close: () => undefined,
    leave: async () => {
      const { backend } = await leading;
      await backend.stop();
    },
  };
}

class TabPeer {
  private backend: LocalBackend | null = null;
  private readonly forwarded = new Map<number, Forwarded>();
  private nextRid = 1;
  /** requests of other tabs this leader took (a repeated one is not served twice) */
  private readonly taken = new Set<string>();
  /** how many requests of each tab this leader is serving (to tell a tab its own changes) */
  private readonly serving = new Map<string, number>();
  /** the requests being served here, with the tab that asked each (a leaving leader answers the other tabs' first) */
  private readonly inFlight = new Map<Promise<unknown>, string>();
  private release: () => void = () => undefined;
  /** aborts the wait for the lock (a page left while another tab leads) */
  private readonly queue = new AbortController();
  private closed = false;
  /** the page was left: no request is taken any more */
  private leaving = false;
  private announce: (started: { legacyDone: boolean; storage: StorageStatus }) => void = () => undefined;
  private readonly started = new Promise<{ legacyDone: boolean; storage: StorageStatus }>((resolve) => {
    this.announce = resolve;
  });

  constructor(
    private readonly options: TabOptions,
    private readonly locks: Locks,
    private readonly channel: Channel,
  ) {
    channel.onmessage = (event) => this.receive(event.data as Peer);
    const held = new Promise<void>((resolve) => {
      this.release = resolve;
    });
    void locks.request(options.name, { ifAvailable: true }, async (lock) => {
      if (lock !== null) return this.lead(true, held);
      this.post({ kind: 'hello', from: options.tabId });
      // queued behind the leader: this worker leads when every tab before it has closed
      this.locks.request(options.name, { signal: this.queue.signal }, () => this.lead(false, held)).catch(() => undefined);
    });
  }

  tab(): Tab {
    return {
      started: this.started,
      serve: async (request) => {
        if (this.leaving) throw new Error(PAGE_LEFT);
        const response = await (this.backend ? this.serveHere(request, this.options.tabId) : this.forward(request));
        if (response === null) throw new Error('no answer');
        return response;
      },
      reset: async () => {
        await (this.backend ? this.serveHere(null, this.options.tabId) : this.forward(null));
      },
      leads: () => this.backend !== null,
      close: () => this.close(),
      leave: () => this.leave(),
    };
  }

  private close() {
    this.closed = true;
    // a closed tab's worker is gone, its backend's timers and imports with it (left: stopped already)
    void this.backend?.stop();
    this.backend = null;
    this.channel.onmessage = null;
    this.channel.close();
    this.queue.abort();
    this.release();
    this.forwarded.forEach((entry) => entry.reject(new Error(PAGE_LEFT)));
    this.forwarded.clear();
  }

  private async leave(): Promise<void> {
    if (this.leaving || this.closed) return;
    this.leaving = true;
    this.queue.abort();
    const backend = this.backend;
    if (backend !== null) {
      // the requests of the other tabs are answered; this page's own are not waited for (it is gone, and a
      // request of its that waits on the network may never end): the wait is bounded, what is still
      // unanswered then fails in its tab with the reason (LEADER_CLOSED)
      const deadline = new Promise<false>((resolve) => setTimeout(() => resolve(false), LEAVE_WAIT_MS));
      const others = () => [...this.inFlight].filter(([, origin]) => origin !== this.options.tabId).map(([served]) => served);
      for (let waiting = others(); waiting.length > 0; waiting = others()) {
        if (!(await Promise.race([Promise.allSettled(waiting).then(() => true), deadline]))) break;
      }
      await Promise.race([backend.stop(), deadline]);
      this.backend = null;
    }
    this.close();
  }

  private post(message: Peer) {
    if (!this.closed) this.channel.postMessage(message);
  }

  /** Holds the lock until the tab closes: loads the backend, tells the other tabs, serves what waited. */
  private async lead(first: boolean, held: Promise<void>): Promise<void> {
    if (this.closed || this.leaving) return;
    const { backend, legacyDone } = await this.options.lead(first, {
      storage: (status) => {
        this.options.onStorage(status);
        this.post({ kind: 'storage', status });
      },
      changed: (tables) => this.changed(tables),
    });
    if (this.closed || this.leaving) {
      // the page was left while this backend loaded
      await backend.stop();
      return;
    }
    this.backend = backend;
    this.announce({ legacyDone, storage: backend.storage() });
    this.post({ kind: 'leader', leader: this.options.tabId, storage: backend.storage() });
    // what this tab had handed to the leader before: served here now, unless it may have been served
    for (const [rid, entry] of [...this.forwarded]) {
      this.forwarded.delete(rid);
      if (entry.acceptedBy !== null && !isRead(entry.request)) entry.reject(new Error(LEADER_CLOSED));
      else this.serveHere(entry.request, this.options.tabId).then(entry.resolve, entry.reject);
    }
    await held;
  }

  private changed(tables: string[]) {
    // a write made while one tab alone waits for answers is that tab's: its page refreshes by itself
    const origin = this.serving.size === 1 ? ([...this.serving.keys()][0] ?? null) : null;
    this.options.onChanged({ tables, own: origin === this.options.tabId });
    this.post({ kind: 'changed', tables, origin });
  }

  /** Serves a request (null: Reset) here, counting whose it is while it runs. */
  private serveHere(request: SerializedRequest | null, origin: string): Promise<SerializedResponse | null> {
    const served = this.serveCounted(request, origin);
    this.inFlight.set(served, origin);
    void served.finally(() => this.inFlight.delete(served)).catch(() => undefined);
    return served;
  }

  private async serveCounted(request: SerializedRequest | null, origin: string): Promise<SerializedResponse | null> {
    const backend = this.backend;
    if (backend === null) throw new Error('this tab does not run the built-in backend');
    this.serving.set(origin, (this.serving.get(origin) ?? 0) + 1);
    try {
      if (request === null) {
        await backend.reset();
        return null;
      }
      return await backend.serve(request);
    } finally {
      const left = (this.serving.get(origin) ?? 1) - 1;
      if (left === 0) this.serving.delete(origin);
      else this.serving.set(origin, left);
    }
  }

  private forward(request: SerializedRequest | null): Promise<SerializedResponse | null> {
    const rid = this.nextRid;
    this.nextRid += 1;
    return new Promise((resolve, reject) => {
      this.forwarded.set(rid, { request, acceptedBy: null, resolve, reject });
      this.post({ kind: 'request', from: this.options.tabId, rid, request });
    });
  }

  private receive(message: Peer) {
    const me = this.options.tabId;
    // a leaving leader takes nothing more: what it is asked now is asked again of the next leader
    if (this.leaving && (message.kind === 'hello' || message.kind === 'request')) return;
    if (message.kind === 'hello' && this.backend) this.post({ kind: 'leader', leader: me, storage: this.backend.storage() });
    else if (message.kind === 'request' && this.backend) this.take(message);
    else if (message.kind === 'leader') this.newLeader(message);
    else if (message.kind === 'accepted' && message.to === me) {
      const entry = this.forwarded.get(message.rid);
      if (entry) entry.acceptedBy = message.leader;
    } else if (message.kind === 'answer' && message.to === me) {
      const entry = this.forwarded.get(message.rid);
      this.forwarded.delete(message.rid);
      if (message.error !== null) entry?.reject(new Error(message.error));
      else entry?.resolve(message.response);
    } else if (message.kind === 'storage') this.options.onStorage(message.status);
    else if (message.kind === 'changed') this.options.onChanged({ tables: message.tables, own: message.origin === me });
  }

  /** A request of another tab: taken once (a repeat is only confirmed), answered when served. */
  private take({ from, rid, request }: Extract<Peer, { kind: 'request' }>) {
    const me = this.options.tabId;
    this.post({ kind: 'accepted', to: from, rid, leader: me });
    const key = `${from}:${rid}`;
    if (this.taken.has(key)) return;
    this.taken.add(key);
    this.serveHere(request, from).then(
      (response) => this.post({ kind: 'answer', to: from, rid, response, error: null }),
      (error: unknown) => this.post({ kind: 'answer', to: from, rid, response: null, error: error instanceof Error ? error.message : String(error) }),
    );
  }

  /** A leader announced itself: the first one starts this tab; what the one before took and never answered is settled. */
  private newLeader({ leader, storage }: Extract<Peer, { kind: 'leader' }>) {
    if (this.backend) return;
    this.announce({ legacyDone: false, storage });
    this.options.onStorage(storage);
    this.forwarded.forEach((entry, rid) => {
      if (entry.acceptedBy === leader) return;
      if (entry.acceptedBy !== null && !isRead(entry.request)) {
        this.forwarded.delete(rid);
        entry.reject(new Error(LEADER_CLOSED));
        return;
      }
      entry.acceptedBy = null;
      this.post({ kind: 'request', from: this.options.tabId, rid, request: entry.request });
    });
  }
}
