/** The live state of the mock database, its id counters and change notification. */
import { hex40 } from '../seed/random';
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

export const store = {
  get(): DbState {
    return state;
  },
  replace(next: DbState) {
    state = next;
  },
  nextId(kind: keyof DbState['nextId']): number {
    const id = state.nextId[kind];
    state.nextId[kind] = id + 1;
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
