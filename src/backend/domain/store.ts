/**
 * The live state of a built-in backend's database, its id counters and change notification. While
 * the state is kept in the browser's storage, `get()` hands it out through a tracker
 * (../store/tracker.ts) that records which records each change touched, so that a write stores
 * those only.
 */
import { hex40 } from '../seed/random';
import { emptyChanges, track, unwrap, type ChangeSet, type Tracked } from '../store/tracker';
import { isoNaive, type Clock } from './clock';
import type { DbLongTerm, DbState } from './types';

export function emptyState(): DbState {
  return {
    version: 1,
    users: [],
    tokens: {},
    papers: [],
    tweets: [],
    longTerm: [],
    shortTerm: [],
    blacklist: [],
    imports: [],
    nextId: { user: 1, paper: 1, tweet: 1, longTerm: 1, shortTerm: 1, blacklist: 1 },
    tokenCounter: 0,
  };
}

/** The state of one backend (backend.ts owns it), its id counters and its change listeners. */
export class Store {
  private state: DbState = emptyState();
  private readonly listeners = new Set<() => void>();
  /** the tracker of the state, while persistence runs (null: nothing is recorded, as in the Node tests) */
  private tracked: Tracked | null = null;
  private onTrackedChange: (() => void) | null = null;
  private stampCounter = 0;

  constructor(readonly clock: Clock) {}

  get(): DbState {
    return this.tracked ? this.tracked.root : this.state;
  }

  /** the state itself, never through the tracker (to write it, or serialise it) */
  raw(): DbState {
    return this.state;
  }

  /** replaces the state: every record of it is new */
  replace(next: DbState) {
    this.state = unwrap(next);
    if (this.onTrackedChange) {
      this.tracked = track(this.state, this.onTrackedChange);
      this.tracked.mark('all');
    }
  }

  /** the state read from the storage: nothing of it waits to be written */
  load(next: DbState) {
    this.state = unwrap(next);
    if (this.onTrackedChange) this.tracked = track(this.state, this.onTrackedChange);
  }

  /** starts recording the changes (the listener is called at each one), or stops with null */
  track(listener: (() => void) | null) {
    this.onTrackedChange = listener;
    this.tracked = listener ? track(this.state, listener) : null;
  }

  /** the changes recorded since the last call */
  takeChanges(): ChangeSet {
    return this.tracked?.take() ?? emptyChanges();
  }

  /** records that the whole state waits to be written (one nothing has stored yet) */
  markAll() {
    this.tracked?.mark('all');
  }

  nextId(kind: keyof DbState['nextId']): number {
    const id = this.state.nextId[kind];
    this.state.nextId[kind] = id + 1;
    this.tracked?.mark('meta');
    return id;
  }

  /** Tells subscribers (the browser's persistence) that the data changed. */
  changed() {
    this.listeners.forEach((listener) => listener());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A timestamp "now" with distinct microseconds, as the server's auto_now fields. */
  stamp(): string {
    this.stampCounter = (this.stampCounter + 137) % 1000;
    return isoNaive(this.clock.now(), this.stampCounter);
  }

  /** A fresh 40-hex token for a user (deterministic from a counter, never reused). */
  newToken(userId: number): string {
    this.state.tokenCounter += 1;
    this.tracked?.mark('meta');
    return hex40(`token:${userId}:${this.state.tokenCounter}`);
  }
}

/** A long-term interest entered by hand (source Manual: no papers, tweets or categories). */
export function manualInterest(fields: { id: number; user: number; keyword: string; weight: number; time: string }): DbLongTerm {
  return {
    id: fields.id,
    user: fields.user,
    keyword: fields.keyword,
    original_keywords: [],
    categories: [],
    paper_ids: [],
    tweet_ids: [],
    weight: fields.weight,
    source: 'Manual',
    created_on: fields.time,
    updated_on: fields.time,
  };
}
