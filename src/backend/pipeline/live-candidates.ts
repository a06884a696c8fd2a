/**
 * Candidate papers of a live account's publication recommendations: Semantic Scholar's paper search,
 * one GET per interest of the five heaviest (the source keeps at most three in flight), and its
 * recommendations API with the account's recent papers as positive examples and the papers the
 * researcher dismissed as negative ones; each answer cached (`s2:search:`, `s2:recommend:`) for a
 * day so that asking again fetches nothing twice; the account's own papers and duplicates are
 * dropped. The scoring stays nlp/recommend-publications.ts's.
 */
import type { Db } from '../domain';
import { inProfileWindow } from '../domain/profile-window';
import type { InterestInput, PoolPaper } from '../nlp/recommend-publications';
import { SEARCH_LIMIT, uniqueCandidates } from '../nlp/recommend-publications';
import { isCancelled, SourceError } from '../sources/http';
import { MAX_RECOMMENDATION_EXAMPLES, recommendScholarPapers, searchScholarPapers, type ScholarPaper } from '../sources/semantic-scholar';
import type { Sources } from '../sources/sources';

/** Interests searched for, heaviest first. */
export const SEARCHED_INTERESTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

async function search(sources: Sources, query: string, signal?: AbortSignal): Promise<ScholarPaper[]> {
  const { cache } = sources;
  const key = `s2:search:${query.toLowerCase()}`;
  const cached = await cache.get<{ papers: ScholarPaper[]; at: number }>(key);
  if (cached && Date.now() - cached.at < DAY_MS) return cached.papers;
  const papers = await searchScholarPapers(sources, query, { limit: SEARCH_LIMIT, signal });
  await cache.set(key, { papers, at: Date.now() });
  return papers;
}

/** Papers the recommendations API adds to the searches' (about as many as five searches find). */
export const RECOMMENDED_CANDIDATES = 50;

/** The account's papers Semantic Scholar knows, newest first: those of the profile's window, else all. */
export function positiveExamples(db: Db, userId: number): string[] {
  const mine = db.state().papers.filter((paper) => paper.user === userId && paper.paper_id !== null);
  const recent = mine.filter((paper) => inProfileWindow(paper.year, db.now()));
  return (recent.length > 0 ? recent : mine)
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.id - b.id)
    .flatMap((paper) => (paper.paper_id === null ? [] : [paper.paper_id]))
    .slice(0, MAX_RECOMMENDATION_EXAMPLES);
}

async function recommended(sources: Sources, positive: string[], negative: readonly string[], signal?: AbortSignal): Promise<ScholarPaper[]> {
  if (positive.length === 0) return [];
  const { cache } = sources;
  const key = `s2:recommend:${positive.join(',')}|${[...negative].sort().join(',')}`;
  const cached = await cache.get<{ papers: ScholarPaper[]; at: number }>(key);
  if (cached && Date.now() - cached.at < DAY_MS) return cached.papers;
  const { papers } = await recommendScholarPapers(sources, { positivePaperIds: positive, negativePaperIds: negative }, { limit: RECOMMENDED_CANDIDATES, signal });
  await cache.set(key, { papers, at: Date.now() });
  return papers;
}

const toPoolPaper = (paper: ScholarPaper): PoolPaper => ({
  paperId: paper.paperId,
  title: paper.title ?? '',
  abstract: paper.abstract,
  year: paper.year,
  url: paper.url,
  authors: paper.authors,
});

/**
 * The candidates for `interests`: each search's papers (in the interests' order, each naming its
 * interest), then the recommendations API's (the papers `liked` and the account's newest as positive
 * examples, the `dismissed` ones as negative), without the account's own papers and duplicates (the
 * ranking leaves the dismissed ones out). Rejects with a SourceError only when every request
 * failed (or on cancel).
 */
export async function scholarCandidates(db: Db, 
  userId: number,
  interests: readonly InterestInput[],
  { dismissed = [], liked = [], signal }: { dismissed?: readonly string[]; liked?: readonly string[]; signal?: AbortSignal } = {},
): Promise<PoolPaper[]> {
  const top = [...interests].sort((a, b) => b.weight - a.weight).slice(0, SEARCHED_INTERESTS);
  const positive = [...new Set([...liked, ...positiveExamples(db, userId)])].slice(0, MAX_RECOMMENDATION_EXAMPLES);
  const [similar, ...answers] = await Promise.allSettled([recommended(db.sources, positive, dismissed, signal), ...top.map((interest) => search(db.sources, interest.text, signal))]);
  const settled = [similar, ...answers];
  const failures = settled.flatMap((answer) => (answer?.status === 'rejected' ? [answer.reason as unknown] : []));
  const cancelled = failures.find(isCancelled);
  if (cancelled) throw cancelled;
  const asked = top.length + (positive.length > 0 ? 1 : 0);
  if (asked > 0 && failures.length === asked) throw failures[0] instanceof SourceError ? failures[0] : new SourceError('Semantic Scholar', 'failed', 'Semantic Scholar failed to answer.');

  const own = db.state().papers.filter((paper) => paper.user === userId);
  const left = new Set(own.map((paper) => paper.paper_id));
  const ownTitles = new Set(own.map((paper) => (paper.title ?? '').trim().toLowerCase()));
  const byInterest = answers.flatMap((answer, index) =>
    answer.status === 'fulfilled' ? answer.value.map((paper): PoolPaper => ({ ...toPoolPaper(paper), found_by: { kind: 'interest', interest: top[index]?.text ?? '' } })) : [],
  );
  const bySimilarity = similar?.status === 'fulfilled' ? similar.value.map((paper): PoolPaper => ({ ...toPoolPaper(paper), found_by: { kind: 'paper', paperId: null, title: null } })) : [];
  return uniqueCandidates(
    [...byInterest, ...bySimilarity].filter((paper) => {
      const title = paper.title.trim().toLowerCase();
      return title !== '' && !left.has(paper.paperId) && !ownTitles.has(title);
    }),
  );
}
