/**
 * "New for you": the digest check of an account (issue 52). At most once an hour per account, started
 * by the page once it is interactive (POST /api/standalone/digest/visit/), it asks, a few requests at a
 * time within each source's limiter:
 * - Semantic Scholar's search sorted by publication date, one per top interest (the profile's order),
 *   for papers published since the last check;
 * - the recommendations API seeded with the researcher's own recent papers (when the client offers it);
 * - the newest papers of each researcher followed, and the new Bluesky posts of those with a handle.
 * A paper found several ways is one entry with all its reasons; the researcher's own papers, papers
 * removed for good, and entries already seen or already in a kept digest are not new. Papers are
 * scored as Recommended Papers scores them (the Why? of the card). A source that fails is named, the
 * digest marked partial, and the check tried again in a minute; what was found is kept. A clock set
 * back (now before the last check) starts the clock again rather than asking for the future.
 */
import { orderInterests } from '@/lib/interest-order';
import type { Db } from '../domain';
import type { DbDigest, DbDigestClock, DbFollow, DigestEntry, DigestReason } from '../domain/types';
import { extractOffPage } from '../nlp/extractor';
import { ensureWordVectors } from '../nlp/embeddings/word-vectors';
import { rankingScore, scoreCandidates, type InterestInput, type PoolPaper, type RecommendedPaper, type Researcher } from '../nlp/recommend-publications';
import type { BlueskyPost } from '../sources/bluesky';
import { isCancelled, SourceError, type SourceName } from '../sources/http';
import type { DatedScholarPaper } from '../sources/semantic-scholar';

export const CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** after a source failed: the next check may run this soon */
export const RETRY_MS = 60 * 1000;
export const KEEP_DIGESTS_MS = 30 * 24 * 60 * 60 * 1000;
/** top interests searched */
export const DIGEST_INTERESTS = 5;
/** own papers (the newest) that seed the recommendations API */
export const RECOMMENDATION_SEEDS = 10;

/** Where the check reads new papers and posts (the live sources, or the seeded demo's offline pool). */
export type DigestSources = {
  /** false: the papers carry no publication date since the last visit (the seeded demo's offline pool); seen marks alone keep them from coming back */
  dated: boolean;
  recentPapers(interest: string, sinceDay: string, signal?: AbortSignal): Promise<DatedScholarPaper[]>;
  /** null: this build has no recommendations client */
  recommended: ((ownPaperIds: string[], signal?: AbortSignal) => Promise<DatedScholarPaper[]>) | null;
  authorPapers(authorId: string, signal?: AbortSignal): Promise<DatedScholarPaper[]>;
  authorPosts(handle: string, sinceIso: string, signal?: AbortSignal): Promise<BlueskyPost[]>;
};

type Found = { dated: DatedScholarPaper; reasons: DigestReason[] } | { post: BlueskyPost; reasons: DigestReason[] };
/** What one part of the check (interests, recommendations, people) found, what failed (sentences), and how many of its requests answered. */
type Outcome = { found: Map<string, Found>; failures: string[]; partial: boolean; asked: number; answered: number };

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function clockOf(db: Db, userId: number): DbDigestClock | undefined {
  return db.store.get().digestClocks?.find((row) => row.user === userId);
}

/** A Bluesky account followed by its handle alone (kept by its DID): its posts are read, it has no papers. */
export function isBlueskyFollow(authorId: string): boolean {
  return authorId.startsWith('did:');
}

/** The account's digests of the last 30 days, newest first. */
export function digestsOf(db: Db, userId: number): DbDigest[] {
  const since = db.now() - KEEP_DIGESTS_MS;
  return (db.store.get().digests ?? []).filter((row) => row.user === userId && row.checkedAt >= since).sort((a, b) => b.checkedAt - a.checkedAt || b.id - a.id);
}

function add(found: Map<string, Found>, key: string, item: Found) {
  const known = found.get(key);
  if (!known) found.set(key, item);
  else item.reasons.forEach((reason) => known.reasons.some((r) => JSON.stringify(r) === JSON.stringify(reason)) || known.reasons.push(reason));
}

/** "Semantic Scholar was busy", "Bluesky could not be reached" (the start of a failure sentence). */
function failedAs(error: unknown, source: SourceName): string {
  if (!(error instanceof SourceError)) return `${source} failed in this browser`;
  const what = error.kind === 'busy' ? 'was busy' : error.kind === 'unreachable' ? 'could not be reached' : error.kind === 'unexpected' ? 'answered something unexpected' : 'failed to answer';
  return `${error.source} ${what}`;
}

/** Published on `sinceDay` or later (by its year when it has no date); every paper of an undated source (the demo's pool) is a candidate. */
function isNew(sources: DigestSources, { published, paper }: DatedScholarPaper, sinceDay: string): boolean {
  if (!sources.dated) return true;
  return published ? published >= sinceDay : paper.year === null || paper.year >= Number(sinceDay.slice(0, 4));
}

/** One search per top interest, at most three in flight (the source's limiter). */
async function byInterests(interests: readonly InterestInput[], sources: DigestSources, sinceDay: string, signal?: AbortSignal): Promise<Outcome> {
  const found = new Map<string, Found>();
  const answers = await Promise.allSettled(interests.map((interest) => sources.recentPapers(interest.text, sinceDay, signal)));
  const failed = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
  const cancelled = failed.find(isCancelled);
  if (cancelled) throw cancelled;
  answers.forEach((answer, index) => {
    const interest = interests[index]?.text ?? '';
    if (answer.status === 'fulfilled') answer.value.forEach((dated) => isNew(sources, dated, sinceDay) && add(found, `paper:${dated.paper.paperId}`, { dated, reasons: [{ kind: 'interest', interest }] }));
  });
  const failures = failed.length === 0 ? [] : [`${failedAs(failed[0], 'Semantic Scholar')}; ${answers.length - failed.length} of ${answers.length} interests checked`];
  return { found, failures, partial: failed.length > 0, asked: answers.length, answered: answers.length - failed.length };
}

async function byRecommendations(db: Db, userId: number, sources: DigestSources, sinceDay: string, signal?: AbortSignal): Promise<Outcome> {
  const found = new Map<string, Found>();
  const own = db.store
    .get()
    .papers.filter((paper) => paper.user === userId && paper.paper_id !== null)
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0))
    .slice(0, RECOMMENDATION_SEEDS)
    .map((paper) => paper.paper_id ?? '');
  if (!sources.recommended || own.length === 0) return { found, failures: [], partial: false, asked: 0, answered: 0 };
  try {
    const papers = await sources.recommended(own, signal);
    papers.forEach((dated) => isNew(sources, dated, sinceDay) && add(found, `paper:${dated.paper.paperId}`, { dated, reasons: [{ kind: 'recommended' }] }));
    return { found, failures: [], partial: false, asked: 1, answered: 1 };
  } catch (error) {
    if (isCancelled(error)) throw error;
    return { found, failures: [`${failedAs(error, 'Semantic Scholar')}; its recommendations were not checked`], partial: true, asked: 1, answered: 0 };
  }
}

/** The newest papers and posts of each researcher followed; an id Semantic Scholar no longer knows is named. */
async function byFollowing(db: Db, userId: number, sources: DigestSources, since: number, signal?: AbortSignal): Promise<Outcome> {
  const found = new Map<string, Found>();
  const outcome: Outcome = { found, failures: [], partial: false, asked: 0, answered: 0 };
  const failed = (error: unknown, sentence: string) => {
    if (isCancelled(error)) throw error;
    outcome.partial = true;
    outcome.failures.push(sentence);
  };
  const sinceDay = dayOf(since);
  const papersOfFollowed = async (follow: DbFollow, reason: DigestReason) => {
    outcome.asked += 1;
    try {
      const papers = await sources.authorPapers(follow.authorId, signal);
      outcome.answered += 1;
      papers.forEach((dated) => isNew(sources, dated, sinceDay) && add(found, `paper:${dated.paper.paperId}`, { dated, reasons: [reason] }));
    } catch (error) {
      if (error instanceof SourceError && error.kind === 'not-found') {
        // an answer all the same: the id is gone, which the user is told (the digest is not partial for it)
        outcome.answered += 1;
        outcome.failures.push(`Semantic Scholar no longer knows ${follow.name} (author ${follow.authorId}): unfollow them on the Following page`);
      } else failed(error, `${failedAs(error, 'Semantic Scholar')}; the papers of ${follow.name} were not checked`);
    }
  };
  // a Bluesky account followed alone is read by its DID (its handle may have changed since)
  const postsOfFollowed = async (follow: DbFollow, reason: DigestReason) => {
    outcome.asked += 1;
    try {
      const actor = isBlueskyFollow(follow.authorId) ? follow.authorId : (follow.bluesky ?? '');
      (await sources.authorPosts(actor, new Date(since).toISOString(), signal)).forEach((post) => add(found, `post:${post.uri}`, { post, reasons: [reason] }));
      outcome.answered += 1;
    } catch (error) {
      if (isBlueskyFollow(follow.authorId) && error instanceof SourceError && error.kind === 'not-found') {
        outcome.answered += 1;
        outcome.failures.push(`Bluesky no longer knows ${follow.name} (${follow.bluesky ? `@${follow.bluesky}` : follow.authorId}): unfollow them on the Following page`);
      } else failed(error, `${failedAs(error, 'Bluesky')}; the posts of ${follow.name} were not checked`);
    }
  };
  await Promise.all(
    db.follows.ofUser(userId).map(async (follow) => {
      const reason: DigestReason = { kind: 'following', authorId: follow.authorId, name: follow.name };
      if (!isBlueskyFollow(follow.authorId)) await papersOfFollowed(follow, reason);
      if (follow.bluesky || isBlueskyFollow(follow.authorId)) await postsOfFollowed(follow, reason);
    }),
  );
  return outcome;
}

/** Keys that are not new for the account: its own papers, papers removed, entries seen or already in a digest. */
function knownKeys(db: Db, userId: number): { keys: Set<string>; titles: Set<string> } {
  const state = db.store.get();
  const own = state.papers.filter((paper) => paper.user === userId);
  const keys = new Set<string>([...own.flatMap((paper) => (paper.paper_id ? [`paper:${paper.paper_id}`] : [])), ...(clockOf(db, userId)?.seen ?? [])]);
  (state.removedPapers ?? []).forEach((row) => row.user === userId && keys.add(`paper:${row.paper_id}`));
  digestsOf(db, userId).forEach((digest) => digest.entries.forEach((entry) => keys.add(entry.key)));
  return { keys, titles: new Set(own.map((paper) => (paper.title ?? '').trim().toLowerCase()).filter(Boolean)) };
}

const toPool = ({ paper }: DatedScholarPaper): PoolPaper => ({ paperId: paper.paperId, title: paper.title ?? '', abstract: paper.abstract, year: paper.year, url: paper.url, authors: paper.authors });

/** The found papers and posts as digest entries, papers scored as Recommended Papers scores them, best first. */
async function toEntries(db: Db, userId: number, found: Map<string, Found>, interests: readonly InterestInput[], researcher: Researcher): Promise<DigestEntry[]> {
  const { keys, titles } = knownKeys(db, userId);
  const fresh = [...found.entries()].filter(([key, item]) => !keys.has(key) && !('dated' in item && titles.has((item.dated.paper.title ?? '').trim().toLowerCase())));
  const papers = fresh.flatMap(([key, item]) => ('dated' in item ? [{ key, item: { ...item, dated: item.dated } }] : []));
  let scored: RecommendedPaper[] = [];
  if (papers.length > 0) {
    await ensureWordVectors();
    scored = await scoreCandidates(papers.map(({ item }) => toPool(item.dated)), interests, extractOffPage, researcher);
  }
  const paperEntries = papers.map(({ key, item }, index): DigestEntry => {
    const { paper, published } = item.dated;
    const recommended = scored[index];
    return { key, kind: 'paper', title: paper.title ?? '', authors: paper.authors.map((a) => a.name).join(', ') || null, url: paper.url, year: paper.year, published, abstract: paper.abstract, reasons: item.reasons, score: recommended?.score ?? 0, ...(recommended ? { scored: recommended } : {}) };
  });
  const postEntries = fresh.flatMap(([key, item]): DigestEntry[] =>
    'post' in item ? [{ key, kind: 'post', title: item.post.text, authors: item.post.author.displayName, url: item.post.url, year: null, published: item.post.createdAt, abstract: null, reasons: item.reasons, score: 0 }] : [],
  );
  // papers by how many ways they were found, then by their exact scores as Recommended Papers ranks them (two shown alike are no tie); posts newest first
  const ranking = (entry: DigestEntry) => (entry.scored ? rankingScore(entry.scored) : entry.score);
  paperEntries.sort((a, b) => b.reasons.length - a.reasons.length || ranking(b) - ranking(a) || a.key.localeCompare(b.key));
  postEntries.sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''));
  return [...paperEntries, ...postEntries];
}

export type CheckResult = { entries: DigestEntry[]; failures: string[]; partial: boolean; checked: boolean };

/** Runs the three parts of a check since `since` and gives the new entries, merged, and what failed. */
export async function checkNewFor(db: Db, userId: number, since: number, sources: DigestSources, researcher: Researcher, signal?: AbortSignal): Promise<CheckResult> {
  const interests = orderInterests(db.store.get().longTerm.filter((row) => row.user === userId)).slice(0, DIGEST_INTERESTS).map((row) => ({ text: row.keyword, weight: row.weight }));
  const sinceDay = dayOf(since);
  const parts = await Promise.all([byInterests(interests, sources, sinceDay, signal), byRecommendations(db, userId, sources, sinceDay, signal), byFollowing(db, userId, sources, since, signal)]);
  const found = new Map<string, Found>();
  parts.forEach((part) => part.found.forEach((item, key) => add(found, key, item)));
  const failures = parts.flatMap((part) => part.failures);
  const partial = parts.some((part) => part.partial);
  // nothing answered at all (no network): no digest, the clock stays, the check is tried again
  const checked = parts.some((part) => part.answered > 0) || parts.every((part) => part.asked === 0);
  return { entries: await toEntries(db, userId, found, interests, researcher), failures, partial, checked };
}

// ---- the clock and the background check ----

/** Resolves once the account's running check (if any) has stored what it found (tests, the bench). */
export function whenDigestSettles(db: Db, userId: number): Promise<void> {
  return db.runs.digestChecks.get(userId) ?? Promise.resolve();
}

export function isChecking(db: Db, userId: number): boolean {
  return db.runs.digestChecks.has(userId);
}

const dueAt = (clock: DbDigestClock) => clock.retryAt ?? (clock.lastCheck ?? 0) + CHECK_INTERVAL_MS;

/**
 * The account opened the app: the first visit starts the clock (nothing is checked: nothing is new
 * yet); after that a check that is due runs in the background (startDueCheck). True when a check started.
 */
export function recordVisit(db: Db, userId: number, sources: DigestSources, researcher: Researcher): boolean {
  const now = db.now();
  const state = db.store.get();
  const clock = clockOf(db, userId);
  if (!clock) {
    state.digestClocks = [...(state.digestClocks ?? []), { user: userId, lastVisit: now, lastCheck: now, seen: [], retryAt: null, status: null }];
    db.store.changed();
    return false;
  }
  clock.lastVisit = now;
  db.store.changed();
  return startDueCheck(db, userId, sources, researcher);
}

/**
 * Starts the account's check in the background when one is due, without recording a visit (the
 * periodic check of an installed app, with no page open, calls it alone). An account whose clock has
 * not started (never visited) is not checked; a clock set back (now before the last check) starts
 * again, keeping every digest. True when a check started (`whenDigestSettles` resolves once it is stored).
 */
export function startDueCheck(db: Db, userId: number, sources: DigestSources, researcher: Researcher): boolean {
  const now = db.now();
  const clock = clockOf(db, userId);
  if (!clock) return false;
  if (clock.lastCheck !== null && now < clock.lastCheck) {
    Object.assign(clock, { lastCheck: now, retryAt: null, status: null });
    db.store.changed();
  }
  if (db.runs.digestChecks.has(userId) || now < dueAt(clock)) return false;
  const since = clock.lastCheck ?? now;
  const run = runCheck(db, userId, since, sources, researcher).finally(() => db.runs.digestChecks.delete(userId));
  db.runs.digestChecks.set(userId, run);
  return true;
}

async function runCheck(db: Db, userId: number, since: number, sources: DigestSources, researcher: Researcher): Promise<void> {
  const before = db.store.get();
  let result: CheckResult;
  try {
    result = await checkNewFor(db, userId, since, sources, researcher);
  } catch (error) {
    result = { entries: [], failures: [failedAs(error, 'Semantic Scholar')], partial: true, checked: false };
  }
  // the data was reset or replaced meanwhile: what was found belongs to nobody now
  if (db.store.get() !== before) return;
  const clock = clockOf(db, userId);
  if (!clock) return;
  const now = db.now();
  storeDigest(db, userId, since, now, result);
  if (result.partial || !result.checked) {
    // the window stays: the next check (in a minute) asks again from the same time, adding only what is new
    Object.assign(clock, { retryAt: now + RETRY_MS, status: `${result.failures.filter((f) => !f.includes('no longer knows')).join('; ') || 'A source failed'}: checking again in a minute` });
  } else Object.assign(clock, { lastCheck: now, retryAt: null, status: result.failures.length > 0 ? result.failures.join('; ') : null });
  db.store.changed();
}

/** Keeps what a check found: into the last digest when it was a partial one of the same window, else a new one; digests older than 30 days go. */
function storeDigest(db: Db, userId: number, since: number, now: number, result: CheckResult) {
  const state = db.store.get();
  const latest = digestsOf(db, userId)[0];
  const digests = (state.digests ?? []).filter((row) => row.user !== userId || row.checkedAt >= now - KEEP_DIGESTS_MS);
  if (latest && latest.partial && latest.since === since) {
    const keys = new Set(latest.entries.map((entry) => entry.key));
    Object.assign(latest, { checkedAt: now, partial: result.partial || !result.checked, failures: result.failures, entries: [...latest.entries, ...result.entries.filter((entry) => !keys.has(entry.key))] });
  } else if (result.entries.length > 0) {
    const id = (state.digests ?? []).reduce((max, row) => Math.max(max, row.id), 0) + 1;
    digests.push({ id, user: userId, checkedAt: now, since, entries: result.entries, partial: result.partial, failures: result.failures });
  }
  state.digests = digests;
}

/** Seen marks kept per account (the oldest go first; by then their papers are older than any check's window). */
export const MAX_SEEN = 5000;

/** Marks entries as seen (all the account's digests' entries when `keys` is null). */
export function markSeen(db: Db, userId: number, keys: readonly string[] | null): void {
  const clock = clockOf(db, userId);
  if (!clock) return;
  const all = keys ?? digestsOf(db, userId).flatMap((digest) => digest.entries.map((entry) => entry.key));
  clock.seen = [...new Set([...clock.seen, ...all])].slice(-MAX_SEEN);
  db.store.changed();
}

/** Entries of the kept digests not seen yet. */
export function unseenCount(db: Db, userId: number): number {
  const seen = new Set(clockOf(db, userId)?.seen ?? []);
  return new Set(digestsOf(db, userId).flatMap((digest) => digest.entries.map((entry) => entry.key)).filter((key) => !seen.has(key))).size;
}
