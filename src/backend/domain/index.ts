/**
 * The built-in backend's database in memory: a deterministic seed, accounts and tokens, papers,
 * tweets, interests, blacklist and simulated imports. Handlers, Vitest and the standalone build share
 * it; the standalone build keeps it in IndexedDB (../store/).
 */
import type { User } from '@/api/user/schemas';
import { buildSeed } from '../seed';
import type { Clock } from './clock';
import { Accounts } from './accounts';
import { Follows } from './follows';
import { Extractions, PendingInterests } from './compute';
import { completeImport, fetchNew, regenerateProfile } from './importer';
import { Interests } from './interests';
import { Papers } from './papers';
import { Recommendations } from './recommendations';
import { Runs } from './runs';
import { SavedPosts } from './saved-posts';
import type { Store } from './store';
import type { KeyValueStore } from '../store/kv';
import type { Sources } from '../sources/sources';
import { STATE_VERSION, type DbBackgroundJob, type DbState, type DbUser } from './types';

export type { DbBackgroundJob, DbBlacklisted, DbLiveImport, DbLongTerm, DbPaper, DbRemovedPaper, DbShortTerm, DbState, DbTweet, DbUser } from './types';

/** The phases of a live import (pipeline/live-import.ts) during which data_being_loaded is true. */
const LIVE_RUNNING: ReadonlySet<string> = new Set(['fetching', 'extracting', 'waiting']);

/** How long a simulated import (registration, trigger-data-updata) keeps data_being_loaded true. */
export const DEFAULT_IMPORT_DELAY_MS = 4000;

/**
 * Which line of the RIMA backend the built-in backend imitates (api-contract-development.md):
 * - release: the shapes of api-contract.md (the default, and what the demo build serves);
 * - development: papers carry `user` as a list of ids, `POST papers/` answers `{}`, saving interests
 *   replaces the whole list and requires `source`, and the comparison, tweet and conference routes
 *   answer the HTML 404. The newer routes (life cycle) are served in both.
 * One switch, not persisted; `db.reset()` restores the release line.
 */
export type BackendLine = 'release' | 'development';

let seedCache: { key: string; json: string } | null = null;

/**
 * The seed of `now`'s day. It is relative to the current date; it is built once per day and copied on
 * every reset (a memo of the day, the same for every backend: the seed depends on nothing else).
 */
function seedState(now: number): DbState {
  const key = new Date(now).toISOString().slice(0, 10);
  if (seedCache?.key !== key) seedCache = { key, json: JSON.stringify(buildSeed(now)) };
  return JSON.parse(seedCache.json) as DbState;
}

function isValidState(value: unknown): value is DbState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof DbState, unknown>>;
  return (
    v.version === STATE_VERSION &&
    Array.isArray(v.users) &&
    Array.isArray(v.papers) &&
    Array.isArray(v.tweets) &&
    Array.isArray(v.longTerm) &&
    Array.isArray(v.shortTerm) &&
    Array.isArray(v.blacklist) &&
    Array.isArray(v.imports) &&
    typeof v.tokens === 'object' &&
    v.tokens !== null &&
    typeof v.nextId === 'object' &&
    v.nextId !== null &&
    typeof v.tokenCounter === 'number'
  );
}

/**
 * A backend's database (backend.ts owns one): its store, its clock, the imitated line and the
 * simulated imports' delay; the handlers and the tests read and change the data through it.
 */
export class Db {
  private importDelayMs = DEFAULT_IMPORT_DELAY_MS;
  private backendLine: BackendLine = 'release';
  readonly clock: Clock;
  /** the extractions of the texts this backend has done (compute.ts); the seed's ship with it */
  readonly extractions = new Extractions();
  /** the imports, refreshes and digest checks running now, by user (runs.ts) */
  readonly runs = new Runs();
  /** the interests waiting for the keyphrase extraction, computed by the change that made them wait */
  readonly pendingInterests: PendingInterests;
  /** the accounts: profiles changed by My account, the user search (accounts.ts) */
  readonly accounts: Accounts;
  /** the researchers' interests and blacklists (interests.ts) */
  readonly interests: Interests;
  /** the researchers' papers (papers.ts) */
  readonly papers: Papers;
  /** the posts researchers saved (saved-posts.ts) */
  readonly savedPosts: SavedPosts;
  /** Recommended Papers' feedback and last lists (recommendations.ts) */
  readonly recommendations: Recommendations;
  /** the researchers and Bluesky accounts followed for New for you (follows.ts) */
  readonly follows: Follows;

  /** the cache of the sources' answers (its backend's, store/kv.ts): `sources.cache` */
  readonly kv: KeyValueStore;

  /**
   * `store`: the state; `sources`: its backend's outside sources (sources/sources.ts), which the
   * interests' computation and the imports read Wikipedia and Semantic Scholar through.
   */
  constructor(
    readonly store: Store,
    readonly sources: Sources,
  ) {
    this.clock = store.clock;
    this.kv = sources.cache;
    this.pendingInterests = new PendingInterests(this, sources);
    this.accounts = new Accounts(this);
    this.interests = new Interests(this);
    this.papers = new Papers(this);
    this.savedPosts = new SavedPosts(this);
    this.recommendations = new Recommendations(this);
    this.follows = new Follows(this);
  }

  /** Restores the deterministic seed (tests call this before each test). */
  reset() {
    this.backendLine = 'release';
    this.store.replace(seedState(this.clock.now()));
    this.store.changed();
  }

  /** The live state (read it in tests; mutate only through the functions below). Reading it changes nothing. */
  state(): DbState {
    return this.store.get();
  }

  /** A deep copy of the state. */
  snapshot(): DbState {
    return JSON.parse(JSON.stringify(this.store.raw())) as DbState;
  }

  /** The state as JSON (one serialisation, no copy first). */
  serialize(): string {
    return JSON.stringify(this.store.raw());
  }

  /** Loads a persisted state; false (and nothing changed) when it is not a state of this version. */
  load(value: unknown): boolean {
    // a copy, through the one loader of persisted states: the caller keeps its value
    return isValidState(value) && this.loadJson(JSON.stringify(value));
  }

  /**
   * Loads a state persisted as JSON (what `serialize` wrote), parsing it once: the parsed value is
   * nobody else's, so unlike `load` it is not copied. False (and nothing changed) when the text is not
   * JSON or not a state of this version.
   */
  loadJson(text: string): boolean {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return false;
    }
    if (!isValidState(value)) return false;
    this.store.replace(value);
    return true;
  }

  /** Called after every change of the data; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    return this.store.subscribe(listener);
  }

  /** Replaces the clock (ms since epoch) that drives simulated imports; null restores Date.now. */
  setClock(fn: (() => number) | null) {
    this.clock.set(fn);
  }

  /** Sets how long simulated imports run (ms); null restores the default of 4 s. */
  setImportDelay(ms: number | null) {
    this.importDelayMs = ms ?? DEFAULT_IMPORT_DELAY_MS;
  }

  /** Switches the imitated backend line (tests); `reset()` goes back to the release line. */
  setLine(line: BackendLine) {
    this.backendLine = line;
  }

  /** The imitated backend line. */
  line(): BackendLine {
    return this.backendLine;
  }

  /** The built-in backend's current time (ms). */
  now(): number {
    return this.clock.now();
  }

  importDelay(): number {
    return this.importDelayMs;
  }

  /** The next id of a table (for rows created by handlers or tests). */
  nextId(kind: keyof DbState['nextId']): number {
    return this.store.nextId(kind);
  }

  // ---- accounts -------------------------------------------------------------------------

  /** A valid token for a seeded user, as if that user had logged in. */
  sessionFor(email: string): { token: string; user: DbUser } {
    const user = this.findUserByEmail(email);
    if (!user) throw new Error(`no seeded user ${email}`);
    return { token: this.tokenFor(user.id), user };
  }

  findUserByEmail(email: string): DbUser | undefined {
    const wanted = email.toLowerCase();
    return this.store.get().users.find((u) => u.email.toLowerCase() === wanted);
  }

  getUser(id: number): DbUser | undefined {
    return this.store.get().users.find((u) => u.id === id);
  }

  userIdForToken(token: string): number | null {
    const id = this.store.get().tokens[token];
    return id === undefined ? null : id;
  }

  /** The user's token, created at the first login and reused afterwards. */
  tokenFor(userId: number): string {
    const state = this.store.get();
    const existing = Object.entries(state.tokens).find(([, id]) => id === userId);
    if (existing) return existing[0];
    const token = this.store.newToken(userId);
    state.tokens[token] = userId;
    this.store.changed();
    return token;
  }

  /** Deletes a user's token (logout). */
  dropTokensOf(userId: number) {
    const state = this.store.get();
    Object.entries(state.tokens).forEach(([token, id]) => {
      if (id === userId) delete state.tokens[token];
    });
    this.store.changed();
  }

  /** Adds a user (as registration does, without starting an import). */
  addUser(input: Omit<DbUser, 'id' | 'is_staff'> & { is_staff?: boolean }): DbUser {
    const user: DbUser = { ...input, is_staff: input.is_staff ?? false, id: this.store.nextId('user') };
    const { users } = this.store.get();
    users.push(user);
    this.store.changed();
    // the row as the state hands it out: a change the caller makes to it is stored too
    return users[users.length - 1] ?? user;
  }

  /** The contract's User object (api-contract 2): counts computed from the rows. */
  toUser(user: DbUser): User {
    const state = this.store.get();
    return {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      id: user.id,
      twitter_account_id: user.twitter_account_id,
      author_id: user.author_id,
      paper_count: state.papers.filter((p) => p.user === user.id).length,
      tweet_count: state.tweets.filter((t) => t.user === user.id).length,
    };
  }

  // ---- imports --------------------------------------------------------------------------

  /** Starts a simulated full import for the user (data_being_loaded is true until it completes). */
  startImport(userId: number) {
    const now = this.clock.now();
    const state = this.store.get();
    state.imports = state.imports.filter((item) => item.user !== userId);
    state.imports.push({ user: userId, startedAt: now, completesAt: now + this.importDelayMs });
    this.store.changed();
    this.completeAt(now + this.importDelayMs);
  }

  /**
   * Starts a background task of the newer routes (regenerate the profile, fetch new papers). It runs
   * as long as an import and is not reported by data-import-status; a second request of the same
   * kind while one runs starts nothing new.
   */
  startJob(userId: number, kind: DbBackgroundJob['kind']) {
    const state = this.store.get();
    const jobs = state.jobs ?? [];
    if (jobs.some((job) => job.user === userId && job.kind === kind)) return;
    const completesAt = this.clock.now() + this.importDelayMs;
    state.jobs = [...jobs, { user: userId, kind, completesAt }];
    this.store.changed();
    this.completeAt(completesAt);
  }

  /**
   * reset-data/: deletes the user's papers, removed papers, blacklist, interests, tweets and
   * feedback on recommendations (and the last list), and
   * imports everything again (data_being_loaded until the import completes).
   */
  resetDataOf(userId: number, { simulatedImport = true }: { simulatedImport?: boolean } = {}) {
    const state = this.store.get();
    state.papers = state.papers.filter((p) => p.user !== userId);
    state.removedPapers = (state.removedPapers ?? []).filter((r) => r.user !== userId);
    state.blacklist = state.blacklist.filter((b) => b.user !== userId);
    state.longTerm = state.longTerm.filter((i) => i.user !== userId);
    state.shortTerm = state.shortTerm.filter((i) => i.user !== userId);
    state.tweets = state.tweets.filter((t) => t.user !== userId);
    state.jobs = (state.jobs ?? []).filter((job) => job.user !== userId);
    state.recommendationFeedback = (state.recommendationFeedback ?? []).filter((row) => row.user !== userId);
    state.recommendationLists = (state.recommendationLists ?? []).filter((row) => row.user !== userId);
    // a live account imports from Semantic Scholar instead (pipeline/live-import.ts)
    if (simulatedImport) this.startImport(userId);
    else this.store.changed();
  }

  /** Signals a change made directly on rows returned by the db (persisted in the browser demo). */
  touch() {
    this.store.changed();
  }

  /** Deletes every paper of the user (author id changed). */
  deletePapersOf(userId: number) {
    const state = this.store.get();
    state.papers = state.papers.filter((p) => p.user !== userId);
    this.store.changed();
  }

  /** Deletes the user's own timeline rows (their imported posts); saved ones stay (Bluesky handle changed). */
  deleteOwnPostsOf(userId: number) {
    const state = this.store.get();
    state.tweets = state.tweets.filter((t) => t.user !== userId || t.screen_name !== null);
    this.store.changed();
  }

  /** Deletes every tweet row of the user, saved ones included (Twitter handle changed). */
  deleteTweetsOf(userId: number) {
    const state = this.store.get();
    state.tweets = state.tweets.filter((t) => t.user !== userId);
    this.store.changed();
  }

  /** Deletes every short- and long-term interest of the user. */
  deleteInterestsOf(userId: number) {
    const state = this.store.get();
    state.longTerm = state.longTerm.filter((i) => i.user !== userId);
    state.shortTerm = state.shortTerm.filter((i) => i.user !== userId);
    this.store.changed();
  }

  isImporting(userId: number): boolean {
    const state = this.store.get();
    const live = state.liveImports?.find((item) => item.user === userId);
    return state.imports.some((item) => item.user === userId) || (live !== undefined && LIVE_RUNNING.has(live.phase));
  }

  /**
   * The simulated imports and jobs of a state this backend takes over (its start on a stored state: a
   * reload mid-import): those whose time has passed complete now, the others at their time. Called
   * once, by the backend that owns the stored state (backend.ts `resume`).
   */
  resumeJobs() {
    this.completeDue();
    const state = this.store.get();
    [...state.imports, ...(state.jobs ?? [])].forEach((item) => this.completeAt(item.completesAt));
  }

  /** A timer on the clock completes, at `time`, what is due then (the job that set it, and any other due). */
  private completeAt(time: number) {
    this.clock.at(time, () => this.completeDue());
  }

  /**
   * Completes every simulated import and job whose time has come: run by their timers (never by a
   * read); whatever the state is then (a Reset, a restore, may have dropped them: nothing is due).
   */
  completeDue() {
    const state = this.store.get();
    const now = this.clock.now();
    const due = state.imports.filter((item) => item.completesAt <= now);
    const dueJobs = (state.jobs ?? []).filter((job) => job.completesAt <= now);
    if (due.length === 0 && dueJobs.length === 0) return;
    state.imports = state.imports.filter((item) => item.completesAt > now);
    due.forEach((item) => completeImport(this, item.user));
    state.jobs = (state.jobs ?? []).filter((job) => job.completesAt > now);
    dueJobs.forEach((job) => (job.kind === 'regenerate' ? regenerateProfile(this, job.user, now) : fetchNew(this.store, job.user, now)));
    this.store.changed();
  }
}
