/**
 * The life cycle of a live account's papers: "Fetch new papers and posts" and
 * "Regenerate profile" (and a server's trigger-data-updata/) read the author's list on Semantic Scholar again and add only the
 * papers not stored yet (by paperId); papers the user removed (or replaced by an edit) are
 * remembered and do not come back, and edits survive. What changed is kept on the import
 * ("3 new papers", "Nothing new") for the page to say. An import that never finished reading the
 * list (offline at sign-up, cancelled, failed) goes on from where it stopped instead. An account
 * with a Bluesky handle and no Semantic Scholar id reads its new Bluesky posts alone ("2 new posts").
 */
import type { Db } from '../domain';
import { extractAndKeep, forgetBuiltInListExtractions, missingJobs, recomputeInterests } from '../domain/compute';
import { isCancelled, SourceError, type SourceWait } from '../sources/http';
import { fetchAuthorPapers } from '../sources/semantic-scholar';
import { cancelLiveImport, isRunningPhase, liveImportOf, retryLiveImport, startLiveImport, storeScholarPapers, whenLiveImportSettles } from './live-import';
import { importPosts } from './posts';


/** What a cancelled refresh says: nothing is undone. */
export const REFRESH_CANCELLED = 'Cancelled. What was read before is kept.';

/** "3 new papers", "1 new paper", "Nothing new". */
export function newPapersMessage(added: number): string {
  if (added === 0) return 'Nothing new';
  return `${added.toLocaleString('en')} new ${added === 1 ? 'paper' : 'papers'}`;
}

/** "2 new posts", "1 new post", "Nothing new". */
export function newPostsMessage(added: number): string {
  if (added === 0) return 'Nothing new';
  return `${added.toLocaleString('en')} new ${added === 1 ? 'post' : 'posts'}`;
}

/** The message followed by the import's note ("…; the import stopped there"), as one sentence the screens end with a full stop. */
function withNote(message: string, note: string | null | undefined): string {
  return note ? `${message}; ${note.replace(/\.$/, '')}` : message;
}

function setRefresh(db: Db, userId: number, refresh: { running: boolean; message: string | null; failed?: boolean }) {
  const entry = liveImportOf(db, userId);
  if (!entry) return;
  entry.refresh = { ...refresh, at: db.now() };
  db.store.changed();
}

/** While a source is waited for (a backoff), the refresh says which and when it tries again: "Semantic Scholar is busy; trying again in 8 s". */
const sayWait = (db: Db, userId: number, cancelled: () => boolean) => (wait: SourceWait) => {
  if (!cancelled()) setRefresh(db, userId, { running: true, message: wait.message });
};

/** The own posts read by the running (or a new) import, counted from the rows it added. */
const ownPostsOf = (db: Db, userId: number) => db.store.get().tweets.filter((tweet) => tweet.user === userId && tweet.screen_name === null).length;

/**
 * An account with a Bluesky handle and no Semantic Scholar id: its new posts are read (only those
 * not stored yet) and the profile computed with them. An import that has not finished goes on first.
 */
async function refreshPosts(db: Db, userId: number, recompute: boolean, signal: AbortSignal): Promise<string> {
  let entry = liveImportOf(db, userId);
  if (!entry || entry.authorId !== '' || entry.phase !== 'done') {
    // no import of the posts alone yet, or one that has not finished: it runs (again) and reads the posts
    const before = ownPostsOf(db, userId);
    if (!entry || entry.authorId !== '') startLiveImport(db, userId);
    else retryLiveImport(db, userId);
    await whenLiveImportSettles(db, userId);
    entry = liveImportOf(db, userId);
    const failed = entry?.phase === 'failed';
    const message = withNote(failed ? (entry?.error ?? 'Bluesky could not be reached.') : newPostsMessage(ownPostsOf(db, userId) - before), entry?.note);
    setRefresh(db, userId, { running: false, message, failed });
    return message;
  }
  const state = db.store.get();
  setRefresh(db, userId, { running: true, message: null });
  try {
    const result = await importPosts(db, userId, { signal, onWait: sayWait(db, userId, () => signal.aborted) });
    if (db.store.get() !== state) return 'Cancelled.';
    // importPosts computes the profile when it stored new posts; Generate Interest Profile computes it anyway
    if (recompute && (result.status === 'skipped' || result.added === 0)) recomputeInterests(db, userId);
    const message = newPostsMessage(result.status === 'imported' ? result.added : 0);
    setRefresh(db, userId, { running: false, message });
    return message;
  } catch (error) {
    if (db.store.get() !== state) return 'Cancelled.';
    const message = error instanceof SourceError ? error.message : 'Bluesky failed in this browser.';
    setRefresh(db, userId, { running: false, message, failed: true });
    return message;
  }
}

async function refresh(db: Db, userId: number, recompute: boolean, signal: AbortSignal): Promise<string> {
  const user = db.getUser(userId);
  if (!user?.author_id) {
    if (user?.twitter_account_id) return refreshPosts(db, userId, recompute, signal);
    return 'Nothing to fetch: this account has neither a Semantic Scholar id nor a Bluesky handle.';
  }
  const countBefore = () => db.store.get().papers.filter((paper) => paper.user === userId).length;
  let entry = liveImportOf(db, userId);
  if (!entry || entry.authorId !== user.author_id || entry.nextOffset !== null) {
    // the first import has not read the whole list yet: it goes on (or starts) and tells its own progress
    const before = countBefore();
    if (!entry || entry.authorId !== user.author_id) startLiveImport(db, userId);
    else retryLiveImport(db, userId);
    await whenLiveImportSettles(db, userId);
    entry = liveImportOf(db, userId);
    const failed = entry?.phase === 'failed';
    const message = withNote(failed ? (entry?.error ?? 'Semantic Scholar could not be reached.') : newPapersMessage(countBefore() - before), entry?.note);
    setRefresh(db, userId, { running: false, message, failed });
    return message;
  }
  const state = db.store.get();
  // a new state (reset, restore) or Cancel: nothing more is read
  const cancelled = () => db.store.get() !== state || signal.aborted;
  setRefresh(db, userId, { running: true, message: 'Reading your papers on Semantic Scholar…' });
  // each source on its own: Semantic Scholar failing does not keep Bluesky from being asked
  const papers = await refreshPapers(db, userId, entry.authorId, cancelled, signal);
  if (cancelled()) return 'Cancelled.';
  setRefresh(db, userId, { running: true, message: 'Reading your posts on Bluesky…' });
  const posts = await refreshOwnPosts(db, userId, cancelled, signal);
  if (cancelled()) return 'Cancelled.';
  if (recompute && papers.failure === null) {
    // what the built-in list answered while Wikipedia could not be reached is asked of Wikipedia again
    forgetBuiltInListExtractions(db, userId);
    await extractAndKeep(db, db.sources, missingJobs(db, userId), userId);
    if (cancelled()) return 'Cancelled.';
    recomputeInterests(db, userId);
  }
  // "2 new papers; 1 new post", "2 new posts", "Nothing new"; a source that failed is named after what the other brought
  const found = [papers.added > 0 ? newPapersMessage(papers.added) : null, posts.added > 0 ? newPostsMessage(posts.added) : null].filter((part) => part !== null);
  const failures = [papers.failure, posts.failure].filter((part) => part !== null);
  const told = found.length > 0 ? found.join('; ') : failures.length > 0 ? null : newPapersMessage(0);
  const message = withNote([told, ...failures].filter((part) => part !== null).join('; '), papers.stoppedEarly);
  // failed: no source asked could be read
  const failed = papers.failure !== null && (posts.failure !== null || !posts.asked) && found.length === 0;
  setRefresh(db, userId, { running: false, message: failed ? `${message}.` : message, failed });
  return failed ? `${message}.` : message;
}

type SourceOutcome = { added: number; failure: string | null };

/** The author's new papers (only those not stored yet); a failure is said, what was stored before it stays. */
async function refreshPapers(db: Db, userId: number, authorId: string, cancelled: () => boolean, signal: AbortSignal): Promise<SourceOutcome & { stoppedEarly: string | null }> {
  let added = 0;
  try {
    const outcome = await fetchAuthorPapers(db.sources, authorId, {
      paperCount: null,
      signal,
      onWait: sayWait(db, userId, cancelled),
      onPage: (papers) => {
        if (cancelled()) throw new SourceError('Semantic Scholar', 'cancelled', 'Cancelled.');
        added += storeScholarPapers(db, userId, papers).added;
        setRefresh(db, userId, { running: true, message: `Reading your papers on Semantic Scholar: ${newPapersMessage(added).toLowerCase()} so far` });
      },
    });
    return { added, failure: null, stoppedEarly: outcome.stoppedEarly };
  } catch (error) {
    const said = error instanceof SourceError ? error.message : 'Semantic Scholar failed in this browser.';
    return { added, failure: said.replace(/\.$/, ''), stoppedEarly: null };
  }
}

/** The account's new own posts (when it has a handle); a failure is said. */
async function refreshOwnPosts(db: Db, userId: number, cancelled: () => boolean, signal: AbortSignal): Promise<SourceOutcome & { asked: boolean }> {
  try {
    const result = await importPosts(db, userId, { signal, onWait: sayWait(db, userId, cancelled), onProgress: (progress) => !cancelled() && setRefresh(db, userId, { running: true, message: progress.message }) });
    return { added: result.status === 'imported' ? result.added : 0, failure: null, asked: result.status === 'imported' };
  } catch (error) {
    const said = error instanceof SourceError ? error.message : 'Bluesky failed in this browser.';
    return { added: 0, failure: said.replace(/\.$/, ''), asked: true };
  }
}

/**
 * Reads the author's papers again and adds the new ones (`recompute`: then extracts and computes the
 * profile); resolves to what changed. A second call while one runs shares it.
 */
export function refreshLivePapers(db: Db, userId: number, { recompute }: { recompute: boolean }): Promise<string> {
  const current = db.runs.refreshes.get(userId);
  if (current) return current.task;
  // one run for Wikipedia: once it fails, the refresh's later extraction steps take the built-in list at once
  const endWikipediaRun = db.extractions.startRun(userId);
  const controller = new AbortController();
  const task = refresh(db, userId, recompute, controller.signal)
    .then((message) => (controller.signal.aborted ? cancelledRefresh(db, userId) : message))
    .catch((error: unknown) => {
      if (controller.signal.aborted || isCancelled(error)) return cancelledRefresh(db, userId);
      throw error;
    })
    .finally(() => {
      endWikipediaRun();
      db.runs.refreshes.delete(userId);
    });
  db.runs.refreshes.set(userId, { task, controller });
  return task;
}

function cancelledRefresh(db: Db, userId: number): string {
  setRefresh(db, userId, { running: false, message: REFRESH_CANCELLED });
  return REFRESH_CANCELLED;
}

/**
 * Cancel of "Fetch new papers and posts" or "Regenerate profile": the running refresh stops asking
 * its sources at once (a request in flight is aborted) and says so; what it stored before stays. An
 * import the refresh was going on with is cancelled as Cancel on the wait screen does. No refresh
 * running: nothing to do.
 */
export function cancelLiveRefresh(db: Db, userId: number): void {
  const current = db.runs.refreshes.get(userId);
  if (!current) return;
  current.controller.abort();
  setRefresh(db, userId, { running: false, message: REFRESH_CANCELLED });
  const entry = liveImportOf(db, userId);
  if (entry && isRunningPhase(entry.phase)) cancelLiveImport(db, userId);
}
