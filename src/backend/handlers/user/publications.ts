/**
 * Publication recommendations of the newer backend line (api-contract-development 3.1 to 3.3):
 * POST recommended-publications, recommended-keyword-similarities, recommended-interests-similarities.
 * For the seeded accounts the paper pool stands in for Semantic Scholar: the LAK data set's papers
 * and the catalogue's papers the caller does not own, searched by the interests and by likeness to the
 * caller's papers; a live account's candidates come from Semantic Scholar's paper search and
 * recommendations API (pipeline/live-candidates.ts).
 */
import type { Backend } from '../../backend';
import type { Db } from '../../domain';
import type { ScoredPapers } from '../../domain/scored-papers';
import { htmlServerError, json, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { lakData, type LakDataSet } from '../../lak/dataset';
import { extractOffPage } from '../../nlp/extractor';
import { ensureWordVectors } from '../../nlp/embeddings/word-vectors';
import {
  findScoredPaper,
  interestsWhatIf,
  keywordWhatIf,
  rankScored,
  rescored,
  poolCandidates,
  scoreCandidates,
  scoredText,
  scoringBasis,
  type InterestInput,
  type PoolPaper,
  type RecommendedPaper,
  type Researcher,
} from '../../nlp/recommend-publications';
import { inProfileWindow } from '../../domain/profile-window';
import type { DbRecommendationFeedback } from '../../domain/types';
import { scholarCandidates } from '../../pipeline/live-candidates';
import { catalogueAuthorIds, cataloguePapers } from '../../seed/catalogue';
import { SourceError } from '../../sources/http';
import { callerId, type Route } from '../route';
import { isRecord } from './validate';

/** The pool's papers of each data set, made once per data set (the generated LAK sample: the seeded accounts' pool). */
const poolsOf = new WeakMap<LakDataSet, PoolPaper[]>();

function lakPapers(data: LakDataSet = lakData()): PoolPaper[] {
  const known = poolsOf.get(data);
  if (known) return known;
  const pool = data.years.flatMap((year) =>
    year.papers.map((paper) => ({
      paperId: paper.id,
      title: paper.title,
      abstract: paper.abstract,
      year: Number(paper.year),
      url: `https://www.semanticscholar.org/paper/${paper.id}`,
      authors: paper.authors.map((name, index) => ({ authorId: paper.authorIds[index] ?? null, name })),
    })),
  );
  poolsOf.set(data, pool);
  return pool;
}

/** The pool a search looks in for this caller: every paper once, none the caller already has. */
export function paperPool(db: Db, userId: number): PoolPaper[] {
  const state = db.state();
  const own = state.papers.filter((paper) => paper.user === userId);
  const ownIds = new Set(own.map((paper) => paper.paper_id).filter((id): id is string => id !== null));
  const ownTitles = new Set(own.map((paper) => (paper.title ?? '').trim().toLowerCase()));
  const seen = new Set<string>();
  const catalogue = catalogueAuthorIds().flatMap((authorId) =>
    cataloguePapers(authorId, db.now()).map(
      (paper): PoolPaper => ({
        paperId: paper.paper_id,
        title: paper.title,
        abstract: paper.abstract,
        year: paper.year,
        url: paper.url,
        authors: paper.authors.split(',').map((name) => ({ authorId: null, name: name.trim() })),
      }),
    ),
  );
  return [...lakPapers(), ...catalogue].filter((paper) => {
    if (seen.has(paper.paperId) || ownIds.has(paper.paperId) || ownTitles.has(paper.title.trim().toLowerCase())) return false;
    seen.add(paper.paperId);
    return true;
  });
}

/**
 * The caller's own papers the score compares with: those of the profile's window (the ones their
 * interests come from), all of them when none is in it; newest first (the first ones find similar
 * papers).
 */
export function researcherOf(db: Db, userId: number): Researcher {
  const mine = db
    .state()
    .papers.filter((paper) => paper.user === userId && (paper.title ?? '').trim() !== '')
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.id - b.id);
  const recent = mine.filter((paper) => inProfileWindow(paper.year, db.now()));
  const feedback = db.recommendations.feedbackOf(userId);
  const of = (kind: DbRecommendationFeedback['kind']) => feedback.filter((row) => row.kind === kind);
  return {
    ownPapers: (recent.length > 0 ? recent : mine).map((paper) => ({ paperId: paper.paper_id ?? String(paper.id), title: paper.title, abstract: paper.abstract })),
    liked: of('more-like-this').map((row) => ({ paperId: row.target, title: row.title, abstract: row.abstract })),
    less: of('less-keyphrase').map((row) => row.target),
    dismissed: new Set(of('not-for-me').map((row) => row.target)),
  };
}

const interestsKey = (interests: readonly InterestInput[]) => JSON.stringify(interests.map((interest) => [interest.text, interest.weight]));

/** Keeps the caller's last list, its interests and its time (the page opens on it). */
function storeList(db: Db, userId: number, interests: readonly InterestInput[], papers: RecommendedPaper[]): RecommendedPaper[] {
  db.recommendations.keepList(userId, interests, papers);
  return papers;
}

/**
 * The caller's recommended papers for the interests: a live account's candidates from Semantic
 * Scholar (its search and recommendations API, with the papers liked and dismissed as examples), a
 * seeded account's from the offline pool; every candidate scored and kept for feedback, the ten best
 * kept as the last list. Rejects with a SourceError when a live account's sources all failed.
 */
export async function recommendFor(backend: Backend, userId: number, interests: readonly InterestInput[], signal?: AbortSignal): Promise<RecommendedPaper[]> {
  const { db, scoredPapers } = backend;
  const researcher = researcherOf(db, userId);
  const liked = (researcher.liked ?? []).map((paper) => paper.paperId);
  const candidates = db.getUser(userId)?.live
    ? await scholarCandidates(db, userId, interests, { dismissed: [...(researcher.dismissed ?? [])], liked, signal })
    : poolCandidates(paperPool(db, userId), interests, researcher);
  // the papers the researcher dismissed are scored too, so that an Undo brings them back at once; rankScored leaves them out
  const scored = await scoreCandidates(candidates, interests, extractOffPage, researcher);
  scoredPapers.pools.set(userId, { key: interestsKey(interests), scored });
  return storeList(db, userId, interests, remember(scoredPapers, userId, rankScored(scored, researcher)));
}

/** A stored paper as the list kept it (papers of an older build may lack what a ranking needs). */
function isScoredPaper(value: unknown): value is RecommendedPaper {
  return (
    isRecord(value) &&
    typeof value.paperId === 'string' &&
    typeof value.title === 'string' &&
    (value.abstract === null || typeof value.abstract === 'string') &&
    isRecord(value.paper_keywords)
  );
}

/** The caller's stored last list, its papers checked; null before the first or when a paper lacks what a ranking needs. */
function storedList(db: Db, userId: number): { interests: InterestInput[]; papers: RecommendedPaper[]; at: number } | null {
  const list = db.recommendations.lastList(userId);
  if (!list) return null;
  const papers = list.papers.filter(isScoredPaper);
  return papers.length === list.papers.length ? { interests: list.interests, papers, at: list.at } : null;
}

/**
 * The candidates feedback re-ranks for the interests: the last scored ones, or after a reload (the
 * worker forgot them) the stored last list's papers; null when neither is for these interests, or
 * when the paper `wanted` (a dismissal undone) is not among them.
 */
function rerankPool({ db, scoredPapers }: Backend, userId: number, interests: readonly InterestInput[], wanted?: string): RecommendedPaper[] | null {
  const key = interestsKey(interests);
  let pool = scoredPapers.pools.get(userId);
  if (pool?.key !== key) {
    const stored = storedList(db, userId);
    if (!stored || interestsKey(stored.interests) !== key) return null;
    pool = { key, scored: stored.papers };
    scoredPapers.pools.set(userId, pool);
  }
  return wanted === undefined || pool.scored.some((paper) => paper.paperId === wanted) ? pool.scored : null;
}

/**
 * The caller's papers for the interests ranked again after feedback: at once from the last scored
 * candidates (after a reload, from the stored list), else recommended anew; `wanted`: a paper that
 * must be among the candidates (a dismissal undone brings it back).
 */
export async function rerankFor(backend: Backend, userId: number, interests: readonly InterestInput[], signal?: AbortSignal, wanted?: string): Promise<RecommendedPaper[]> {
  const pool = rerankPool(backend, userId, interests, wanted);
  if (!pool) return recommendFor(backend, userId, interests, signal);
  const { db, scoredPapers } = backend;
  const researcher = researcherOf(db, userId);
  return storeList(db, userId, interests, remember(scoredPapers, userId, rankScored(rescored(pool, interests, researcher), researcher)));
}

/**
 * The caller's last list as the page opens on it: the stored papers ranked again with the feedback
 * as it is now (given since, or undone on Your feedback), no search and no extraction; remembered for
 * the what-ifs. Null before the first list.
 */
export function lastListFor({ db, scoredPapers }: Backend, userId: number): { interests: InterestInput[]; papers: unknown[]; at: number } | null {
  const stored = storedList(db, userId);
  if (!stored) return db.recommendations.lastList(userId) ?? null;
  const researcher = researcherOf(db, userId);
  return { ...stored, papers: remember(scoredPapers, userId, rankScored(rescored(stored.papers, stored.interests, researcher), researcher)) };
}


/** `[{text, weight}, …]` as the server reads it; null where it would crash (the view has no validation). */
export function interestList(value: unknown): InterestInput[] | null {
  if (!Array.isArray(value)) return null;
  const list: InterestInput[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.text !== 'string') return null;
    const weight = Number(item.weight);
    if (!Number.isFinite(weight)) return null;
    list.push({ text: item.text, weight });
  }
  return list;
}

/** `{"kp": weight, …}`; null where the server would crash. */
export function keywordMap(value: unknown): Record<string, number> | null {
  if (!isRecord(value)) return null;
  const out: Record<string, number> = {};
  for (const [keyword, weight] of Object.entries(value)) {
    const number = Number(weight);
    if (!Number.isFinite(number)) return null;
    out[keyword] = number;
  }
  return out;
}

const successful = (data: unknown) => json({ message: 'Successful', data });

function remember<T extends Pick<PoolPaper, 'title' | 'abstract'> & { paper_keywords: Record<string, number> }>(scoredPapers: ScoredPapers, userId: number, papers: T[]): T[] {
  scoredPapers.shown.set(userId, papers.map((paper) => ({ text: scoredText(paper), keyphrases: Object.keys(paper.paper_keywords) })));
  return papers;
}

/** Adds papers shown elsewhere (New for you) to those a what-if can find by their keyphrases. */
export function rememberShownPapers({ scoredPapers }: Backend, userId: number, papers: readonly Pick<RecommendedPaper, 'title' | 'abstract' | 'paper_keywords'>[]): void {
  const known = scoredPapers.shown.get(userId) ?? [];
  const texts = new Set(known.map((paper) => paper.text));
  const added = papers.map((paper) => ({ text: scoredText(paper), keyphrases: Object.keys(paper.paper_keywords) })).filter((paper) => !texts.has(paper.text));
  scoredPapers.shown.set(userId, [...known, ...added]);
}

/** The caller's own papers as the score reads them, and the paper a what-if is about. */
export function whatIfBasis({ db, scoredPapers }: Backend, userId: number, keywords: Record<string, number>) {
  return { ...scoringBasis(researcherOf(db, userId)), paper: findScoredPaper(scoredPapers.shown.get(userId) ?? [], keywords) };
}

export const publicationRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/interests/recommended-publications',
    auth: 'caller',
    handle: async (ctx) => {
      const [body] = await Promise.all([readJson(ctx.request), ensureWordVectors()]);
      if (body === MALFORMED) return malformedJson();
      const interests = interestList(body);
      if (interests === null) return htmlServerError();
      try {
        return successful(await recommendFor(ctx.backend, callerId(ctx), interests, ctx.request.signal));
      } catch (error) {
        if (error instanceof SourceError) return json({ detail: error.message }, 503);
        throw error;
      }
    },
  },
  {
    method: 'POST',
    path: '/api/interests/recommended-keyword-similarities',
    auth: 'caller',
    handle: async (ctx) => {
      const [body] = await Promise.all([readJson(ctx.request), ensureWordVectors()]);
      if (body === MALFORMED) return malformedJson();
      const record = isRecord(body) ? body : {};
      const keywords = keywordMap(record.keywords);
      const interests = interestList(record.interests);
      if (keywords === null || interests === null) return htmlServerError();
      const { own, damped, paper } = whatIfBasis(ctx.backend, callerId(ctx), keywords);
      return successful(keywordWhatIf(keywords, interests, own, paper, damped));
    },
  },
  {
    method: 'POST',
    path: '/api/interests/recommended-interests-similarities',
    auth: 'caller',
    handle: async (ctx) => {
      const [body] = await Promise.all([readJson(ctx.request), ensureWordVectors()]);
      if (body === MALFORMED) return malformedJson();
      const record = isRecord(body) ? body : {};
      const keywords = keywordMap(record.paper_keywords);
      const interests = interestList(record.interests);
      if (keywords === null || interests === null) return htmlServerError();
      const { own, damped, paper } = whatIfBasis(ctx.backend, callerId(ctx), keywords);
      return successful(interestsWhatIf(keywords, interests, own, paper, damped));
    },
  },
];
