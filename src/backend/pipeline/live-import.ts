/**
 * The live import of an account registered in this browser (`DbUser.live`): every paper Semantic
 * Scholar lists for the author is fetched (pages of 100, capped) and stored at once, page by page,
 * by paperId (a paper stored once is never stored again); then the interests are extracted from
 * the papers of the profile's window (domain/profile-window.ts; a paper without an abstract from its
 * title) and computed (domain/compute.ts). Its progress lives in the state (`liveImports`), so the
 * waiting screen can show it and a reload finds it: fetching "100 of 212", extracting "37 of 112",
 * the wait of a backoff, the failure. Cancel keeps what was fetched and computes the profile from
 * it; Retry goes on from the next unread page; Skip goes on without (the rest of) the papers.
 */
import type { Db, DbLiveImport, DbPaper } from '../domain';
import { extractAndKeep, missingJobs, recomputeInterests } from '../domain/compute';
import { failureMessage, isCancelled, SourceError, type SkippedItems } from '../sources/http';
import { fetchAuthorPapers, getAuthor, type ScholarPaper } from '../sources/semantic-scholar';
import { importPosts } from './posts';

/** Texts extracted per step of the extraction (the progress moves between steps). */
const EXTRACTION_STEP = 8;


const RUNNING_PHASES: ReadonlySet<DbLiveImport['phase']> = new Set(['fetching', 'extracting', 'waiting']);

export const isRunningPhase = (phase: DbLiveImport['phase']) => RUNNING_PHASES.has(phase);

export function liveImportOf(db: Db, userId: number): DbLiveImport | undefined {
  return db.store.get().liveImports?.find((item) => item.user === userId);
}

function update(db: Db, userId: number, changes: Partial<DbLiveImport>): void {
  const entry = liveImportOf(db, userId);
  if (!entry) return;
  Object.assign(entry, changes);
  db.store.changed();
}

/** The sentence of the screen for an import's state. */
export function progressMessage(db: Db, entry: DbLiveImport): string {
  switch (entry.phase) {
    case 'fetching':
    case 'waiting':
      return entry.total === null
        ? 'Asking Semantic Scholar for your papers…'
        : `Fetching your papers from Semantic Scholar: ${Math.min(entry.fetched, entry.total)} of ${entry.total}`;
    case 'extracting':
      return `Extracting interests: ${entry.extracted} of ${entry.extractTotal} papers`;
    case 'failed':
      return `Your papers could not be imported. ${entry.error ?? failureMessage('Semantic Scholar', 'failed')}`;
    case 'cancelled':
      return `Import cancelled: ${paperCount(entry.fetched)} kept.`;
    case 'done':
      return entry.skipped ? `You went on with ${paperCount(papersOf(db, entry.user).length)}.` : `Imported ${paperCount(papersOf(db, entry.user).length)}.`;
  }
}

const itemCount = (count: number, one: string) => `${count.toLocaleString('en')} ${count === 1 ? one : `${one}s`}`;
const itemPart = (skipped: SkippedItems, one: string, source: string) =>
  skipped.count === 0 ? null : `${itemCount(skipped.count, one)} from ${source}${skipped.field ? ` (its ${skipped.field.split('.').pop()} could not be read)` : ''}`;

/**
 * "Left out: 1 paper from Semantic Scholar (its year could not be read). Everything else was
 * imported." for the items the sources listed that could not be read; null when none were left out.
 */
export function leftOutMessage(entry: DbLiveImport): string | null {
  const parts = [itemPart(entry.leftOut?.papers ?? { count: 0, field: null }, 'paper', 'Semantic Scholar'), itemPart(entry.leftOut?.posts ?? { count: 0, field: null }, 'post', 'Bluesky')];
  const named = parts.filter((part) => part !== null);
  return named.length === 0 ? null : `Left out: ${named.join(' and ')}. Everything else was imported.`;
}

/** Adds the papers left out of a page to the import's count (a run that goes on adds to it). */
function leaveOutPapers(db: Db, userId: number, skipped: SkippedItems): void {
  const entry = liveImportOf(db, userId);
  if (!entry || skipped.count === 0) return;
  const papers = entry.leftOut?.papers ?? { count: 0, field: null };
  update(db, userId, { leftOut: { posts: entry.leftOut?.posts ?? { count: 0, field: null }, papers: { count: papers.count + skipped.count, field: papers.field ?? skipped.field } } });
}

/** The posts left out of the last read of the account's posts (each read reads them all again). */
function leaveOutPosts(db: Db, userId: number, skipped: SkippedItems): void {
  const entry = liveImportOf(db, userId);
  if (!entry || (skipped.count === 0 && !entry.leftOut)) return;
  update(db, userId, { leftOut: { papers: entry.leftOut?.papers ?? { count: 0, field: null }, posts: skipped } });
}

const paperCount = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'paper' : 'papers'}`;
const papersOf = (db: Db, userId: number) => db.store.get().papers.filter((paper) => paper.user === userId);

/**
 * Stores the papers the user has not stored yet (by paperId) nor removed for good; returns how many
 * were added. Papers without a year (rare) are stored too: they are outside the profile's window
 * (domain/profile-window.ts), and the charts that place papers by year leave them out.
 */
export function storeScholarPapers(db: Db, userId: number, papers: readonly ScholarPaper[]): { added: number } {
  const state = db.store.get();
  const known = new Set(state.papers.filter((p) => p.user === userId).map((p) => p.paper_id));
  (state.removedPapers ?? []).filter((r) => r.user === userId).forEach((r) => known.add(r.paper_id));
  let added = 0;
  papers.forEach((paper) => {
    if (known.has(paper.paperId)) return;
    known.add(paper.paperId);
    const created = db.store.stamp();
    const row: DbPaper = {
      id: db.store.nextId('paper'),
      paper_id: paper.paperId,
      title: paper.title,
      authors: paper.authors.map((author) => author.name).join(', ') || null,
      url: paper.url,
      year: paper.year,
      abstract: paper.abstract,
      used_in_calc: false,
      created_on: created,
      updated_on: created,
      user: userId,
    };
    state.papers.push(row);
    added += 1;
  });
  if (added > 0) db.store.changed();
  return { added };
}

function failureText(error: unknown): string {
  if (error instanceof SourceError) return error.message;
  return 'The import failed in this browser.';
}

/** Extracts what the user's profile still needs, step by step, then computes the interests. */
async function extractAndCompute(db: Db, userId: number, signal: AbortSignal, alive: () => boolean): Promise<void> {
  const jobs = missingJobs(db, userId);
  update(db, userId, { phase: 'extracting', wait: null, extractTotal: jobs.length, extracted: 0 });
  for (let start = 0; start < jobs.length; start += EXTRACTION_STEP) {
    if (signal.aborted || !alive()) return;
    await extractAndKeep(db, db.sources, jobs.slice(start, start + EXTRACTION_STEP), userId);
    if (!alive()) return;
    // the profile of the papers extracted so far: the Interest Overview shows it while the rest is extracted
    if (start + EXTRACTION_STEP < jobs.length) recomputeInterests(db, userId, undefined, { soFar: true });
    update(db, userId, { extracted: Math.min(jobs.length, start + EXTRACTION_STEP) });
  }
  if (signal.aborted || !alive()) return;
  recomputeInterests(db, userId);
}

/**
 * The account's own Bluesky posts (when it has a handle), after its papers: their progress is told in
 * the wait line ("Reading your posts on Bluesky: 120 so far"; during a backoff "Bluesky is busy; trying
 * again in 8 s"). Bluesky failing does not fail the import:
 * the note says so, and the profile is computed from the papers (a refresh reads the posts again).
 */
async function importOwnPosts(db: Db, userId: number, signal: AbortSignal, alive: () => boolean): Promise<void> {
  const user = db.getUser(userId);
  if (!user?.live || !user.twitter_account_id) return;
  try {
    const result = await importPosts(db, userId, {
      signal,
      onProgress: (progress) => alive() && update(db, userId, { phase: 'fetching', wait: progress.message }),
      // a backoff says which source waits and when it tries again ("Bluesky is busy; trying again in 8 s")
      onWait: (wait) => alive() && update(db, userId, { phase: 'fetching', wait: wait.message }),
    });
    if (alive() && result.status === 'imported') leaveOutPosts(db, userId, result.skipped);
  } catch (error) {
    if (!alive() || isCancelled(error) || signal.aborted) return;
    const entry = liveImportOf(db, userId);
    const said = error instanceof SourceError ? error.message : 'Bluesky failed in this browser.';
    update(db, userId, { note: [entry?.note, `Your Bluesky posts could not be read: ${said}`].filter(Boolean).join(' ') });
  }
}

/** Runs (or goes on with) the user's import until it is done, fails or is cancelled. */
async function run(db: Db, userId: number): Promise<void> {
  const entry = liveImportOf(db, userId);
  if (!entry || db.runs.imports.has(userId)) return;
  const controller = new AbortController();
  db.runs.imports.set(userId, controller);
  // a new state of the database (a reset, a restore) ends this run at once: nothing is written into it
  const state = db.store.get();
  const alive = () => db.store.get() === state && liveImportOf(db, userId) === entry && db.runs.imports.get(userId) === controller;
  const unwatch = db.store.subscribe(() => {
    if (db.store.get() === state) return;
    controller.abort();
    if (db.runs.imports.get(userId) === controller) db.runs.imports.delete(userId);
  });
  const { signal } = controller;
  const onWait = (wait: { message: string }) => alive() && update(db, userId, { phase: 'waiting', wait: wait.message });
  // one run for Wikipedia: once it fails, the later extraction steps take the built-in list at once
  const endWikipediaRun = db.extractions.startRun(userId);
  try {
    if (entry.nextOffset !== null) {
      update(db, userId, { phase: 'fetching', wait: null, error: null });
      if (entry.total === null) {
        const author = await getAuthor(db.sources, entry.authorId, { signal, onWait });
        if (!alive()) return;
        update(db, userId, { total: author.paperCount ?? null, phase: 'fetching', wait: null });
      }
      const outcome = await fetchAuthorPapers(db.sources, entry.authorId, {
        from: entry.nextOffset,
        paperCount: entry.total,
        signal,
        onWait,
        onPage: (papers, nextOffset, skipped) => {
          if (!alive()) throw new SourceError('Semantic Scholar', 'cancelled', failureMessage('Semantic Scholar', 'cancelled'));
          storeScholarPapers(db, userId, papers);
          leaveOutPapers(db, userId, skipped);
          update(db, userId, { phase: 'fetching', wait: null, fetched: entry.fetched + papers.length, nextOffset });
        },
      });
      if (!alive()) return;
      update(db, userId, { note: outcome.stoppedEarly || entry.note, total: entry.total ?? entry.fetched });
    }
    await importOwnPosts(db, userId, signal, alive);
    if (!alive() || signal.aborted) return;
    await extractAndCompute(db, userId, signal, alive);
    if (!alive() || signal.aborted) return;
    update(db, userId, { phase: 'done', finishedAt: db.now(), wait: null });
  } catch (error) {
    if (!alive()) return;
    if (isCancelled(error) || signal.aborted) return; // cancel() has said what happened
    update(db, userId, { phase: 'failed', wait: null, error: failureText(error), finishedAt: db.now() });
  } finally {
    endWikipediaRun();
    unwatch();
    if (db.runs.imports.get(userId) === controller) db.runs.imports.delete(userId);
  }
}

/**
 * Starts the import of a live account's papers (registration, a changed author id, a reset): a new
 * progress from zero. An account without an author id has nothing to import.
 */
export function startLiveImport(db: Db, userId: number): void {
  const user = db.getUser(userId);
  db.runs.imports.get(userId)?.abort();
  db.runs.imports.delete(userId);
  const state = db.store.get();
  state.liveImports = (state.liveImports ?? []).filter((item) => item.user !== userId);
  // nothing to read: no Semantic Scholar id and no Bluesky handle
  if (!user?.author_id && !user?.twitter_account_id) {
    db.store.changed();
    return;
  }
  const papers = Boolean(user.author_id);
  state.liveImports.push({
    user: userId,
    authorId: user.author_id ?? '',
    phase: 'fetching',
    startedAt: db.now(),
    finishedAt: null,
    // an account with a Bluesky handle alone has no papers to read: only its posts
    total: papers ? null : 0,
    fetched: 0,
    nextOffset: papers ? 0 : null,
    extractTotal: 0,
    extracted: 0,
    wait: null,
    error: null,
    note: null,
    skipped: false,
    refresh: null,
  });
  db.store.changed();
  void run(db, userId);
}

/**
 * A live account's Bluesky handle was linked, replaced or removed (My account): the posts of the old
 * handle go (the account's own timeline; saved posts stay), and the import runs again as at
 * registration: it reads the new handle's posts (none when the handle was removed) and computes the
 * profile. Papers already read are kept; an import still reading them goes on from where it was.
 */
export function restartForNewHandle(db: Db, userId: number): void {
  const user = db.getUser(userId);
  if (!user?.live) return;
  db.deleteOwnPostsOf(userId);
  const entry = liveImportOf(db, userId);
  if (!entry || entry.authorId !== (user.author_id ?? '')) {
    startLiveImport(db, userId);
    // an account left with nothing to read: its profile is computed from what it keeps
    if (!liveImportOf(db, userId)) recomputeInterests(db, userId);
    return;
  }
  db.runs.imports.get(userId)?.abort();
  db.runs.imports.delete(userId);
  update(db, userId, { phase: 'fetching', error: null, wait: null, note: null, finishedAt: null, skipped: false, startedAt: db.now() });
  void run(db, userId);
}

/**
 * The imports a stored state says run but no run of this backend holds (the page was reloaded, or the
 * tab that ran them closed, meanwhile): each goes on from where it was. Called once, by the backend
 * that takes the stored state over (backend.ts `resume`); reading an import's progress starts nothing.
 */
export function resumeLiveImports(db: Db): void {
  (db.store.get().liveImports ?? []).filter((entry) => isRunningPhase(entry.phase) && !db.runs.imports.has(entry.user)).forEach((entry) => void run(db, entry.user));
}

/** Resolves when the user's running import has stopped (tests, and routes that wait for it). */
export async function whenLiveImportSettles(db: Db, userId: number): Promise<void> {
  while (db.runs.imports.has(userId)) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Cancel: stops fetching and extracting; what was fetched stays and the profile is computed from it
 * (texts not extracted yet make the profile wait for their extraction, which the cancel starts:
 * domain/compute.ts).
 */
export function cancelLiveImport(db: Db, userId: number): DbLiveImport | undefined {
  const entry = liveImportOf(db, userId);
  if (!entry || !isRunningPhase(entry.phase)) return entry;
  db.runs.imports.get(userId)?.abort();
  db.runs.imports.delete(userId);
  update(db, userId, { phase: 'cancelled', wait: null, finishedAt: db.now() });
  recomputeInterests(db, userId);
  return entry;
}

/** Retry: goes on from the next unread page (nothing read before is read again), then extracts. */
export function retryLiveImport(db: Db, userId: number): DbLiveImport | undefined {
  const entry = liveImportOf(db, userId);
  if (!entry || isRunningPhase(entry.phase)) return entry;
  update(db, userId, { phase: 'fetching', error: null, wait: null, finishedAt: null, skipped: false, startedAt: db.now() });
  void run(db, userId);
  return entry;
}

/** "Continue without papers": stops waiting for Semantic Scholar; the account goes on with what it has. */
export function skipLiveImport(db: Db, userId: number): DbLiveImport | undefined {
  const entry = liveImportOf(db, userId);
  if (!entry) return entry;
  db.runs.imports.get(userId)?.abort();
  db.runs.imports.delete(userId);
  update(db, userId, { phase: 'done', skipped: true, wait: null, finishedAt: db.now() });
  recomputeInterests(db, userId);
  return entry;
}
