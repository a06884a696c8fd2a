/**
 * "New for you" and Following (the standalone build's own routes; no RIMA server has them):
 * - GET    /api/standalone/digest/summary/  -> last visit and check, whether a check runs, what the last one could
 *                                             not do, the unseen count (what the sidebar shows and polls)
 * - GET    /api/standalone/digest/          -> the summary, the seen entries and the digests of 30 days
 * - POST   /api/standalone/digest/visit/    -> records the visit (the first starts the clock), starts a due check; the summary
 * - POST   /api/standalone/digest/seen/     {keys?: [...]} -> marks those (or every) entries as seen
 * - GET    /api/standalone/following/       -> the researchers followed
 * - POST   /api/standalone/following/       {author_id, name, bluesky?} -> follows (once); {bluesky, name?} without
 *                                             author_id follows a Bluesky account alone (looked up: its DID is its id)
 * - DELETE /api/standalone/following/{id}/  -> unfollows (a Semantic Scholar id, or a Bluesky account's DID)
 * - GET    /api/standalone/following/{id}/papers/ -> their newest papers
 * A live account's check reads Semantic Scholar and Bluesky (pipeline/digest.ts); a seeded account's
 * reads the built-in paper pool, offline and the same at every run.
 */
import { BLUESKY_ERROR, blueskyActor } from '@/lib/bluesky-handle';
import type { Db } from '../../domain';
import { json, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { searchPapers, type PoolPaper } from '../../nlp/recommend-publications';
import { clockOf, digestsOf, isBlueskyFollow, isChecking, markSeen, recordVisit, startDueCheck, unseenCount, type DigestSources } from '../../pipeline/digest';
import { catalogueAuthorIds, cataloguePapers } from '../../seed/catalogue';
import { getAuthorFeed, getProfile } from '../../sources/bluesky';
import { SourceError } from '../../sources/http';
import type { Sources } from '../../sources/sources';
import { getRecentAuthorPapers, recommendScholarPapers, searchRecentScholarPapers, type DatedScholarPaper } from '../../sources/semantic-scholar';
import { paperPool, rememberShownPapers, researcherOf } from '../user/publications';
import { callerId, type Route, type RouteContext } from '../route';
import { isRecord } from '../user/validate';

/**
 * A followed researcher's id in a path: a Semantic Scholar author id, or a Bluesky account's DID (its
 * colons escaped or not); one route each, as MSW cuts a pattern at its first `|`.
 */
const FOLLOW_IDS = ['\\d{1,20}', 'did[:%][A-Za-z0-9._:%-]{1,240}'];

/** Papers per interest a check reads. */
const PER_INTEREST = 20;
/** Papers a check asks the recommendations API for. */
const RECOMMENDED_LIMIT = 50;

const dated = (paper: PoolPaper): DatedScholarPaper => ({
  paper: { ...paper, url: paper.url ?? `https://www.semanticscholar.org/paper/${encodeURIComponent(paper.paperId)}`, venue: null, doi: null },
  published: null,
});

/** The live sources: Semantic Scholar's date-sorted search and author papers, Bluesky's author feeds. */
const liveSources = (sources: Sources): DigestSources => ({
  dated: true,
  recentPapers: (interest, sinceDay, signal) => searchRecentScholarPapers(sources, interest, sinceDay, { limit: PER_INTEREST, signal }),
  // the recommendations API gives no publication date: a paper of the window's year or later is a candidate
  recommended: async (ownPaperIds, signal) => (await recommendScholarPapers(sources, { positivePaperIds: ownPaperIds }, { limit: RECOMMENDED_LIMIT, signal })).papers.map((paper) => ({ paper, published: null })),
  authorPapers: (authorId, signal) => getRecentAuthorPapers(sources, authorId, { signal }),
  authorPosts: (handle, since, signal) => getAuthorFeed(sources, blueskyActor(handle) ?? handle, { since, maxPages: 2, signal }),
});

/** The seeded accounts' sources: the built-in pool (the LAK data set and the catalogue), offline and deterministic. */
function seededSources(db: Db, userId: number): DigestSources {
  const authorPapers = (authorId: string) => {
    if (catalogueAuthorIds().includes(authorId)) return cataloguePapers(authorId, db.now()).map((p) => dated({ paperId: p.paper_id, title: p.title, abstract: p.abstract, year: p.year, url: p.url, authors: [{ authorId, name: p.authors.split(',')[0]?.trim() ?? '' }] }));
    const papers = paperPool(db, userId).filter((paper) => paper.authors.some((author) => author.authorId === authorId));
    if (papers.length === 0) throw new SourceError('Semantic Scholar', 'not-found', `Semantic Scholar has no author with id ${authorId}`, 404);
    return papers.sort((a, b) => (b.year ?? 0) - (a.year ?? 0)).slice(0, 5).map(dated);
  };
  return {
    dated: false,
    recentPapers: (interest) => Promise.resolve(searchPapers(paperPool(db, userId), interest, 3).map(dated)),
    recommended: null,
    authorPapers: (authorId) => Promise.resolve().then(() => authorPapers(authorId)),
    // the seeded researchers have no posts; a Bluesky account the researcher followed by its handle is read from Bluesky
    authorPosts: (handle, since, signal) => (handle.startsWith('did:') ? liveSources(db.sources).authorPosts(handle, since, signal) : Promise.resolve([])),
  };
}

const sourcesFor = (db: Db, userId: number) => (db.getUser(userId)?.live ? liveSources(db.sources) : seededSources(db, userId));

/** The account's check, when one is due, with the sources a visit uses, recording no visit (the periodic check of an installed app). */
export const startBackgroundCheck = (db: Db, userId: number): boolean => startDueCheck(db, userId, sourcesFor(db, userId), researcherOf(db, userId));

function digestSummary(db: Db, userId: number) {
  const clock = clockOf(db, userId);
  return {
    last_visit: clock?.lastVisit ?? null,
    last_check: clock?.lastCheck ?? null,
    checking: isChecking(db, userId),
    status: clock?.status ?? null,
    new_count: unseenCount(db, userId),
  };
}

function digestState(db: Db, userId: number) {
  return {
    ...digestSummary(db, userId),
    seen: clockOf(db, userId)?.seen ?? [],
    digests: digestsOf(db, userId).map(({ id, checkedAt, since, entries, partial, failures }) => ({ id, checked_at: checkedAt, since, entries, partial, failures })),
  };
}

async function seen(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const keys = isRecord(body) && Array.isArray(body.keys) ? body.keys.filter((key): key is string => typeof key === 'string') : null;
  markSeen(db, callerId(ctx), keys);
  return json(digestState(db, callerId(ctx)));
}

/** A Bluesky account followed by its handle alone: looked up, kept by its DID (a handle may change), named as it names itself. */
async function followOnBluesky(db: Db, ctx: RouteContext, input: string, name: string): Promise<Response> {
  const actor = blueskyActor(input);
  if (actor === null) return json({ bluesky: [BLUESKY_ERROR] }, 400);
  try {
    const profile = await getProfile(db.sources, actor, { signal: ctx.request.signal });
    const shown = (name || profile.displayName?.trim() || `@${profile.handle}`).slice(0, 200);
    db.follows.add(callerId(ctx), { authorId: profile.did, name: shown, bluesky: profile.handle });
    return json(db.follows.ofUser(callerId(ctx)), 201);
  } catch (error) {
    if (error instanceof SourceError && error.kind === 'not-found') return json({ bluesky: [`Bluesky knows no account @${actor}.`] }, 400);
    return json({ detail: `${error instanceof SourceError && error.kind === 'busy' ? 'Bluesky was busy' : 'Bluesky could not be reached'}: @${actor} was not followed. Try again in a minute.` }, 503);
  }
}

async function follow(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const authorId = isRecord(body) && typeof body.author_id === 'string' ? body.author_id.trim() : '';
  const name = isRecord(body) && typeof body.name === 'string' ? body.name.trim() : '';
  const bluesky = isRecord(body) && typeof body.bluesky === 'string' && body.bluesky.trim() !== '' ? body.bluesky.trim() : null;
  if (authorId === '' && bluesky !== null && name.length <= 200) return followOnBluesky(db, ctx, bluesky, name);
  if (!/^\d{1,20}$/.test(authorId)) return json({ author_id: ['A Semantic Scholar author id is a number (or give a Bluesky handle alone).'] }, 400);
  if (name === '' || name.length > 200) return json({ name: ['Give the researcher\'s name (at most 200 characters).'] }, 400);
  db.follows.add(callerId(ctx), { authorId, name, bluesky });
  return json(db.follows.ofUser(callerId(ctx)), 201);
}

function unfollow(ctx: RouteContext): Response {
  const { db } = ctx.backend;
  const userId = callerId(ctx);
  db.follows.remove(userId, ctx.params[0] ?? '');
  return json(db.follows.ofUser(userId));
}

async function papersOf(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const userId = callerId(ctx);
  const authorId = ctx.params[0] ?? '';
  // a Bluesky account followed alone has no papers listed anywhere
  if (isBlueskyFollow(authorId)) return json([]);
  try {
    const papers = await sourcesFor(db, userId).authorPapers(authorId, ctx.request.signal);
    const newest = papers.sort((a, b) => (b.published ?? String(b.paper.year ?? '')).localeCompare(a.published ?? String(a.paper.year ?? ''))).slice(0, 5);
    return json(newest.map(({ paper, published }) => ({ paper_id: paper.paperId, title: paper.title ?? '', year: paper.year, published, url: paper.url })));
  } catch (error) {
    return json({ detail: error instanceof SourceError ? error.message : 'Semantic Scholar could not be asked.' }, error instanceof SourceError && error.kind === 'not-found' ? 404 : 503);
  }
}

export const digestRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/standalone/digest/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const userId = callerId(ctx);
      // What if? on a card of the digest finds its paper as on Recommended Papers
      rememberShownPapers(ctx.backend, userId, digestsOf(db, userId).flatMap((digest) => digest.entries.flatMap((entry) => (entry.scored ? [entry.scored] : []))));
      return json(digestState(db, userId));
    },
  },
  { method: 'GET', path: '/api/standalone/digest/summary/', auth: 'caller', handle: (ctx) => json(digestSummary(ctx.backend.db, callerId(ctx))) },
  {
    method: 'POST',
    path: '/api/standalone/digest/visit/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const userId = callerId(ctx);
      recordVisit(db, userId, sourcesFor(db, userId), researcherOf(db, userId));
      return json(digestSummary(db, userId));
    },
  },
  { method: 'POST', path: '/api/standalone/digest/seen/', auth: 'caller', handle: seen },
  { method: 'GET', path: '/api/standalone/following/', auth: 'caller', handle: (ctx) => json(ctx.backend.db.follows.ofUser(callerId(ctx))) },
  { method: 'POST', path: '/api/standalone/following/', auth: 'caller', handle: follow },
  ...FOLLOW_IDS.flatMap((id): Route[] => [
    { method: 'DELETE', path: `/api/standalone/following/:id(${id})/`, auth: 'caller', handle: unfollow },
    { method: 'GET', path: `/api/standalone/following/:id(${id})/papers/`, auth: 'caller', handle: papersOf },
  ]),
];
