/** What a completed simulated import does: papers from the catalogue, timeline tweets, interests. */
import { catalogueAuthor, cataloguePapers } from '../seed/catalogue';
import { timelineFor } from '../seed/timelines';
import { recomputeInterests, type InterestData } from './compute';
import { inProfileWindow } from './profile-window';
import type { Store } from './store';

/**
 * Imports the author's catalogue papers of the profile's window (profile-window.ts), skipping ones
 * already stored and ones the user removed for good; returns how many were added.
 */
export function importPapers(store: Store, userId: number, now = store.clock.now()): number {
  const state = store.get();
  const user = state.users.find((u) => u.id === userId);
  if (!user?.author_id || !catalogueAuthor(user.author_id)) return 0;
  const known = new Set(state.papers.filter((p) => p.user === userId).map((p) => p.paper_id));
  (state.removedPapers ?? []).filter((r) => r.user === userId).forEach((r) => known.add(r.paper_id));
  const fresh = cataloguePapers(user.author_id, now, { listedLater: true }).filter(
    (paper) => inProfileWindow(paper.year, now) && !known.has(paper.paper_id),
  );
  fresh.forEach((paper) => {
    const created = store.stamp();
    state.papers.push({ ...paper, id: store.nextId('paper'), used_in_calc: false, created_on: created, updated_on: created, user: userId });
  });
  return fresh.length;
}

/** Recomputes the profile from the user's papers and tweets; every paper then counts as used in it. */
export function regenerateProfile(data: InterestData, userId: number, now = data.store.clock.now()) {
  recomputeInterests(data, userId, now);
  data.store
    .get()
    .papers.filter((p) => p.user === userId)
    .forEach((p) => (p.used_in_calc = true));
}

/** Imports the timeline tweets of the user's Twitter handle that are not stored yet. */
export function importTweets(store: Store, userId: number, now = store.clock.now()) {
  const state = store.get();
  const user = state.users.find((u) => u.id === userId);
  if (!user?.twitter_account_id) return;
  // a live account's posts come from Bluesky through its live import and refresh (pipeline/), never from the seed's invented timelines
  if (user.live) return;
  const known = new Set(state.tweets.filter((t) => t.user === userId).map((t) => t.id_str));
  timelineFor(user.twitter_account_id, now, { postedLater: true })
    .filter((tweet) => !known.has(tweet.id_str))
    .forEach((tweet) => {
      state.tweets.push({ ...tweet, id: store.nextId('tweet'), user: userId });
    });
}

/**
 * Fetch new papers and posts (fetch-papers/) of a seeded account: the posts of its handle's timeline
 * and the author's papers that are not stored yet, both by their source identity (tweet id, paper id),
 * so a fetch run again stores nothing twice. The profile is not recomputed.
 */
export function fetchNew(store: Store, userId: number, now = store.clock.now()) {
  importTweets(store, userId, now);
  importPapers(store, userId, now);
}

/** The end of a full import: tweets, then papers, then interest recomputation. */
export function completeImport(data: InterestData, userId: number) {
  const { store } = data;
  const now = store.clock.now();
  importTweets(store, userId, now);
  importPapers(store, userId, now);
  regenerateProfile(data, userId, now);
}
