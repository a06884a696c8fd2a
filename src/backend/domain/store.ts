/**
 * The live state of the built-in backend's database, its id counters and change notification. While
 * the state is kept in the browser's storage, `get()` hands it out through a tracker
 * (../store/tracker.ts) that records which records each change touched, so that a write stores
 * those only.
 */
import { hex40 } from '../seed/random';
import { emptyChanges, track, unwrap, type ChangeSet, type Tracked } from '../store/tracker';
import { clock, isoNaive } from './clock';
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

let state: DbState = emptyState();
const listeners = new Set<() => void>();
/** the tracker of the state, while persistence runs (null: nothing is recorded, as in the Node tests) */
let tracked: Tracked | null = null;
let onTrackedChange: (() => void) | null = null;

export const store = {
  get(): DbState {
    return tracked ? tracked.root : state;
  },
  /** the state itself, never through the tracker (to write it, or serialise it) */
  raw(): DbState {
    return state;
  },
  /** replaces the state: every record of it is new */
  replace(next: DbState) {
    state = unwrap(next);
    if (onTrackedChange) {
      tracked = track(state, onTrackedChange);
      tracked.mark('all');
    }
  },
  /** the state read from the storage: nothing of it waits to be written */
  load(next: DbState) {
    state = unwrap(next);
    if (onTrackedChange) tracked = track(state, onTrackedChange);
  },
  /** starts recording the changes (the listener is called at each one), or stops with null */
  track(listener: (() => void) | null) {
    onTrackedChange = listener;
    tracked = listener ? track(state, listener) : null;
  },
  /** the changes recorded since the last call */
  takeChanges(): ChangeSet {
    return tracked?.take() ?? emptyChanges();
  },
  /** records that the whole state waits to be written (one nothing has stored yet) */
  markAll() {
    tracked?.mark('all');
  },
  nextId(kind: keyof DbState['nextId']): number {
    const id = state.nextId[kind];
    state.nextId[kind] = id + 1;
    tracked?.mark('meta');
    return id;
  },
  /** Tells subscribers (the browser's persistence) that the data changed. */
  changed() {
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let stampCounter = 0;

/** A timestamp "now" with distinct microseconds, as the server's auto_now fields. */
export function stamp(): string {
  stampCounter = (stampCounter + 137) % 1000;
  return isoNaive(clock.now(), stampCounter);
}

/** A fresh 40-hex token for a user (deterministic from a counter, never reused). */
export function newToken(userId: number): string {
  state.tokenCounter += 1;
  tracked?.mark('meta');
  return hex40(`token:${userId}:${state.tokenCounter}`);
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
